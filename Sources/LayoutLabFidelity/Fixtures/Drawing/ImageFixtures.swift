import LayoutLab

extension FidelitySuite {
    /// Named images: intrinsic sizes, resizing, aspect ratios, template tinting, stack spacing and
    /// baselines, tiling, and the first state of a name swap (macOS 26). The assets' sizes are
    /// `FixtureHost.assets`.
    static let drawingImages: [MeasuredFixture] = [
            MeasuredFixture(
                "image/intrinsic", area: .shapes, size: CGSize(width: 300, height: 200),
                commit: "82ebf9ac126f392b67b27d4a6a116f0a2cead00f", code: "Fixtures/Sources/Image/ImageFixtures.swift",
                measured: [
                    "badge": CGRect(x: 136, y: 122, width: 20, height: 20),
                    "dual": CGRect(x: 160, y: 122, width: 48, height: 24),
                    "loose": CGRect(x: 100, y: 122, width: 32, height: 16),
                    "missing": CGRect(x: 212, y: 122, width: 0, height: 0),
                    "nested": CGRect(x: 64, y: 122, width: 32, height: 16),
                    "photo": CGRect(x: 156, y: 54, width: 80, height: 60),
                    "row1": CGRect(x: 64, y: 54, width: 172, height: 64),
                    "row2": CGRect(x: 64, y: 122, width: 152, height: 24),
                    "stack": CGRect(x: 64, y: 54, width: 172, height: 92),
                    "swatch": CGRect(x: 64, y: 54, width: 64, height: 40),
                    "tall": CGRect(x: 132, y: 54, width: 20, height: 64),
                    "wrongNamespace": CGRect(x: 216, y: 122, width: 0, height: 0),
                ]
            ) {
                VStack(alignment: .leading, spacing: 4) {
                    HStack(alignment: .top, spacing: 4) {
                        Image("swatch").probe("swatch")
                        Image("tall").probe("tall")
                        Image("photo").probe("photo")
                    }
                    .probe("row1")
                    HStack(alignment: .top, spacing: 4) {
                        Image("Folder/nested").probe("nested")
                        Image("loose").probe("loose")
                        Image("badge").probe("badge")
                        Image("dual").probe("dual")
                        Image("missing").probe("missing")
                        Image("nested").probe("wrongNamespace")
                    }
                    .probe("row2")
                }
                .probe("stack")
            },
            MeasuredFixture(
                "image/resizable", area: .shapes, size: CGSize(width: 300, height: 200),
                commit: "82ebf9ac126f392b67b27d4a6a116f0a2cead00f", code: "Fixtures/Sources/Image/ImageFixtures.swift",
                measured: [
                    "flexA": CGRect(x: 0, y: 81, width: 150, height: 40),
                    "flexB": CGRect(x: 150, y: 81, width: 150, height: 40),
                    "flexibleWidth": CGRect(x: 0, y: 49, width: 300, height: 24),
                    "overflow": CGRect(x: 187, y: 11, width: 30, height: 30),
                    "overflowClipped": CGRect(x: 225, y: 11, width: 30, height: 30),
                    "padded": CGRect(x: 90, y: 129, width: 120, height: 60),
                    "row1": CGRect(x: 45, y: 11, width: 210, height: 30),
                    "row3": CGRect(x: 0, y: 81, width: 300, height: 40),
                    "shrunk": CGRect(x: 45, y: 11, width: 30, height: 30),
                    "stack": CGRect(x: 0, y: 11, width: 300, height: 178),
                    "stretched": CGRect(x: 83, y: 11, width: 96, height: 30),
                ]
            ) {
                VStack(spacing: 8) {
                    HStack(spacing: 8) {
                        Image("swatch").resizable().frame(width: 30, height: 30).probe("shrunk")
                        Image("swatch").resizable().frame(width: 96, height: 30).probe("stretched")
                        Image("swatch").frame(width: 30, height: 30).probe("overflow")
                        Image("swatch").frame(width: 30, height: 30).clipped().probe("overflowClipped")
                    }
                    .probe("row1")
                    Image("swatch").resizable().frame(height: 24).probe("flexibleWidth")
                    HStack(spacing: 0) {
                        Image("tall").resizable().probe("flexA")
                        Image("swatch").resizable().probe("flexB")
                    }
                    .frame(height: 40)
                    .probe("row3")
                    Image("swatch")
                        .resizable()
                        .padding(10)
                        .background(Color.yellow)
                        .frame(width: 120, height: 60)
                        .probe("padded")
                }
                .probe("stack")
            },
            MeasuredFixture(
                "image/aspect-ratio", area: .shapes, size: CGSize(width: 400, height: 340),
                commit: "82ebf9ac126f392b67b27d4a6a116f0a2cead00f", code: "Fixtures/Sources/Image/ImageFixtures.swift",
                measured: [
                    "colorRatio": CGRect(x: 150, y: 253, width: 100, height: 50),
                    "colorRatioFrame": CGRect(x: 150, y: 228, width: 100, height: 100),
                    "fill": CGRect(x: 181, y: 12, width: 40, height: 60),
                    "fillClipped": CGRect(x: 229, y: 12, width: 40, height: 60),
                    "fillClippedImage": CGRect(x: 201, y: 12, width: 96, height: 60),
                    "fillImage": CGRect(x: 153, y: 12, width: 96, height: 60),
                    "fitTall": CGRect(x: 133, y: 12, width: 40, height: 100),
                    "fitTallImage": CGRect(x: 133, y: 49.5, width: 40, height: 25),
                    "fitWide": CGRect(x: 25, y: 12, width: 100, height: 40),
                    "fitWideImage": CGRect(x: 43, y: 12, width: 64, height: 40),
                    "flexibleImage": CGRect(x: 320.375, y: 120, width: 31.25, height: 100),
                    "heightOnly": CGRect(x: 156.375, y: 120, width: 48, height: 30),
                    "heightOnlyImage": CGRect(x: 156.375, y: 120, width: 48, height: 30),
                    "rigid": CGRect(x: 212.375, y: 120, width: 100, height: 40),
                    "rigidImage": CGRect(x: 230.375, y: 120, width: 64, height: 40),
                    "row1": CGRect(x: 25, y: 12, width: 350, height: 100),
                    "row2": CGRect(x: 48.375, y: 120, width: 303.25, height: 100),
                    "square": CGRect(x: 277, y: 12, width: 60, height: 40),
                    "squareImage": CGRect(x: 287, y: 12, width: 40, height: 40),
                    "stack": CGRect(x: 25, y: 12, width: 350, height: 316),
                    "third": CGRect(x: 345, y: 12, width: 30, height: 30),
                    "thirdImage": CGRect(x: 345, y: -18, width: 30, height: 90),
                    "widthOnly": CGRect(x: 48.375, y: 120, width: 100, height: 62.5),
                    "widthOnlyImage": CGRect(x: 48.375, y: 120, width: 100, height: 62.5),
                ]
            ) {
                VStack(spacing: 8) {
                    HStack(alignment: .top, spacing: 8) {
                        Image("swatch").resizable().scaledToFit().probe("fitWideImage")
                            .frame(width: 100, height: 40).probe("fitWide")
                        Image("swatch").resizable().scaledToFit().probe("fitTallImage")
                            .frame(width: 40, height: 100).probe("fitTall")
                        Image("swatch").resizable().scaledToFill().probe("fillImage")
                            .frame(width: 40, height: 60).probe("fill")
                        Image("swatch").resizable().scaledToFill().probe("fillClippedImage")
                            .frame(width: 40, height: 60).clipped().probe("fillClipped")
                        Image("swatch").resizable().aspectRatio(1, contentMode: .fit).probe("squareImage")
                            .frame(width: 60, height: 40).probe("square")
                        Image("swatch").resizable().aspectRatio(CGSize(width: 1, height: 3), contentMode: .fill).probe("thirdImage")
                            .frame(width: 30, height: 30).probe("third")
                    }
                    .probe("row1")
                    HStack(alignment: .top, spacing: 8) {
                        Image("swatch").resizable().scaledToFit().probe("widthOnlyImage")
                            .frame(width: 100).probe("widthOnly")
                        Image("swatch").resizable().scaledToFit().probe("heightOnlyImage")
                            .frame(height: 30).probe("heightOnly")
                        Image("swatch").scaledToFit().probe("rigidImage")
                            .frame(width: 100, height: 40).probe("rigid")
                        Image("tall").resizable().scaledToFit().probe("flexibleImage")
                    }
                    .frame(height: 100)
                    .probe("row2")
                    Color.blue.aspectRatio(2, contentMode: .fit).probe("colorRatio")
                        .frame(width: 100, height: 100).probe("colorRatioFrame")
                }
                .probe("stack")
            },
            MeasuredFixture(
                "image/template", area: .shapes, size: CGSize(width: 400, height: 120),
                commit: "82ebf9ac126f392b67b27d4a6a116f0a2cead00f", code: "Fixtures/Sources/Image/ImageFixtures.swift",
                measured: [
                    "big": CGRect(x: 296, y: 36, width: 48, height: 48),
                    "blue": CGRect(x: 88, y: 48, width: 24, height: 24),
                    "default": CGRect(x: 24, y: 48, width: 24, height: 24),
                    "faded": CGRect(x: 352, y: 48, width: 24, height: 24),
                    "forced": CGRect(x: 152, y: 40, width: 64, height: 40),
                    "forcedDefault": CGRect(x: 224, y: 40, width: 64, height: 40),
                    "original": CGRect(x: 120, y: 48, width: 24, height: 24),
                    "red": CGRect(x: 56, y: 48, width: 24, height: 24),
                    "row": CGRect(x: 24, y: 36, width: 352, height: 48),
                ]
            ) {
                HStack(spacing: 8) {
                    Image("icon").probe("default")
                    Image("icon").foregroundColor(.red).probe("red")
                    Image("icon").foregroundStyle(.blue).probe("blue")
                    Image("icon").renderingMode(.original).probe("original")
                    Image("swatch").renderingMode(.template).foregroundColor(.green).probe("forced")
                    Image("swatch").renderingMode(.template).probe("forcedDefault")
                    Image("icon").resizable().frame(width: 48, height: 48).foregroundColor(.orange).probe("big")
                    Image("icon").opacity(0.5).probe("faded")
                }
                .probe("row")
            },
            MeasuredFixture(
                "image/stack-spacing", area: .shapes, size: CGSize(width: 300, height: 280),
                commit: "82ebf9ac126f392b67b27d4a6a116f0a2cead00f", code: "Fixtures/Sources/Image/ImageFixtures.swift",
                measured: [
                    "baseline": CGRect(x: 60.25, y: 180.446533203125, width: 81.5, height: 43),
                    "blImage": CGRect(x: 77.75, y: 180.446533203125, width: 64, height: 40),
                    "blText": CGRect(x: 60.25, y: 207.446533203125, width: 17.5, height: 16),
                    "hBox": CGRect(x: 229.75, y: 28.553466796875, width: 10, height: 10),
                    "hImage": CGRect(x: 60.25, y: 13.553466796875, width: 64, height: 40),
                    "hImage2": CGRect(x: 157.75, y: 13.553466796875, width: 64, height: 40),
                    "hstack": CGRect(x: 60.25, y: 13.553466796875, width: 179.5, height: 40),
                    "hText": CGRect(x: 132.25, y: 25.553466796875, width: 17.5, height: 16),
                    "lastBaseline": CGRect(x: 60.25, y: 223.446533203125, width: 81.5, height: 43),
                    "lblImage": CGRect(x: 77.75, y: 223.446533203125, width: 64, height: 40),
                    "lblText": CGRect(x: 60.25, y: 250.446533203125, width: 17.5, height: 16),
                    "stack": CGRect(x: 60.25, y: 13.553466796875, width: 179.5, height: 252.89306640625),
                    "vBox": CGRect(x: 87.25, y: 170.446533203125, width: 10, height: 10),
                    "vImage": CGRect(x: 60.25, y: 53.553466796875, width: 64, height: 40),
                    "vImage2": CGRect(x: 60.25, y: 122.446533203125, width: 64, height: 40),
                    "vstack": CGRect(x: 60.25, y: 53.553466796875, width: 64, height: 126.89306640625),
                    "vText": CGRect(x: 83.5, y: 98.295654296875, width: 17.5, height: 16),
                ]
            ) {
                VStack(alignment: .leading, spacing: 0) {
                    HStack(spacing: nil) {
                        Image("swatch").probe("hImage")
                        Text("Hg").probe("hText")
                        Image("swatch").probe("hImage2")
                        Color.clear.frame(width: 10, height: 10).probe("hBox")
                    }
                    .probe("hstack")
                    VStack(spacing: nil) {
                        Image("swatch").probe("vImage")
                        Text("Hg").probe("vText")
                        Image("swatch").probe("vImage2")
                        Color.clear.frame(width: 10, height: 10).probe("vBox")
                    }
                    .probe("vstack")
                    HStack(alignment: .firstTextBaseline, spacing: 0) {
                        Text("Hg").probe("blText")
                        Image("swatch").probe("blImage")
                    }
                    .probe("baseline")
                    HStack(alignment: .lastTextBaseline, spacing: 0) {
                        Text("Hg").probe("lblText")
                        Image("swatch").probe("lblImage")
                    }
                    .probe("lastBaseline")
                }
                .probe("stack")
            },
            MeasuredFixture(
                "image/tiling", area: .shapes, size: CGSize(width: 300, height: 200),
                commit: "82ebf9ac126f392b67b27d4a6a116f0a2cead00f", code: "Fixtures/Sources/Image/ImageFixtures.swift",
                measured: [
                    "nearest": CGRect(x: 181, y: 114, width: 96, height: 60),
                    "row1": CGRect(x: 26, y: 11, width: 248, height: 80),
                    "row2": CGRect(x: 23, y: 99, width: 254, height: 90),
                    "sliced": CGRect(x: 26, y: 11, width: 120, height: 80),
                    "slicedTiled": CGRect(x: 154, y: 11, width: 120, height: 80),
                    "stack": CGRect(x: 23, y: 11, width: 254, height: 178),
                    "tiled": CGRect(x: 23, y: 99, width: 150, height: 90),
                ]
            ) {
                VStack(spacing: 8) {
                    HStack(spacing: 8) {
                        Image("panel")
                            .resizable(capInsets: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
                            .frame(width: 120, height: 80)
                            .probe("sliced")
                        Image("panel")
                            .resizable(capInsets: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8), resizingMode: .tile)
                            .frame(width: 120, height: 80)
                            .probe("slicedTiled")
                    }
                    .probe("row1")
                    HStack(spacing: 8) {
                        Image("swatch").resizable(resizingMode: .tile).frame(width: 150, height: 90).probe("tiled")
                        Image("swatch").resizable().interpolation(.none).frame(width: 96, height: 60).probe("nearest")
                    }
                    .probe("row2")
                }
                .probe("stack")
            },
            MeasuredFixture(
                "image/swap", area: .shapes, size: CGSize(width: 300, height: 200),
                commit: "82ebf9ac126f392b67b27d4a6a116f0a2cead00f", code: "Fixtures/Sources/Image/ImageFixtures.swift",
                measured: [
                    "image": CGRect(x: 105.25, y: 80, width: 64, height: 40),
                    "row": CGRect(x: 105.25, y: 80, width: 89.5, height: 40),
                    "text": CGRect(x: 177.25, y: 80, width: 17.5, height: 16),
                ]
            ) {
                // The model's first name is "swatch"; later steps are not compared.
                let name = "swatch"
                HStack(alignment: .top) {
                    Image(name).probe("image")
                    Text("Hg").probe("text")
                }
                .probe("row")
            },
    ]
}
