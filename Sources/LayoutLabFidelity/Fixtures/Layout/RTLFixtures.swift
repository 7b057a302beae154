import LayoutLab

/// A colour of a fixed size.
private func swatch(_ color: Color, _ width: CGFloat, _ height: CGFloat) -> some View {
    color.frame(width: width, height: height)
}

/// The sentence the text fixtures wrap in narrow frames.
private let wrappingSentence = "Layout must wrap this sentence onto several lines inside a narrow frame."

extension FidelitySuite {
    /// Subtrees laid out right to left: stacks, a grid, wrapped text, a horizontal scroll view and a custom layout (macOS 26).
    static let layoutRTL: [MeasuredFixture] = [
        MeasuredFixture(
            "layout/rtl-stacks", area: .stacks, size: CGSize(width: 320, height: 260),
            commit: "863aea4ece39e706c0dbf13f97176edb01d8d6d7", code: "Fixtures/Sources/Layout/RTLFixtures.swift",
            measured: [
                "a": CGRect(x: 270, y: 17, width: 40, height: 30),
                "b": CGRect(x: 202, y: 17, width: 60, height: 30),
                "c": CGRect(x: 10, y: 17, width: 30, height: 30),
                "framed": CGRect(x: 190, y: 87, width: 120, height: 20),
                "guided": CGRect(x: 270, y: 223, width: 30, height: 20),
                "hstack": CGRect(x: 10, y: 17, width: 300, height: 30),
                "island": CGRect(x: 242, y: 167, width: 68, height: 20),
                "ltrA": CGRect(x: 242, y: 167, width: 30, height: 20),
                "ltrB": CGRect(x: 280, y: 167, width: 30, height: 20),
                "padded": CGRect(x: 230, y: 57, width: 80, height: 20),
                "text": CGRect(x: 285, y: 197, width: 25, height: 16),
                "vstack": CGRect(x: 10, y: 17, width: 300, height: 226),
                "zback": CGRect(x: 210, y: 117, width: 100, height: 40),
                "zfront": CGRect(x: 290, y: 117, width: 20, height: 20),
                "zstack": CGRect(x: 210, y: 117, width: 100, height: 40),
            ]
        ) {
            VStack(alignment: .leading, spacing: 10) {
                HStack {
                    swatch(.red, 40, 30).probe("a")
                    swatch(.blue, 60, 30).probe("b")
                    Spacer()
                    swatch(.green, 30, 30).probe("c")
                }
                .probe("hstack")
                swatch(.orange, 50, 20).padding(.leading, 30).probe("padded")
                swatch(.purple, 40, 20).frame(width: 120, alignment: .leading).probe("framed")
                ZStack(alignment: .topLeading) {
                    swatch(.gray, 100, 40).probe("zback")
                    swatch(.black, 20, 20).probe("zfront")
                }
                .probe("zstack")
                HStack {
                    swatch(.red, 30, 20).probe("ltrA")
                    swatch(.blue, 30, 20).probe("ltrB")
                }
                .environment(\.layoutDirection, .leftToRight)
                .probe("island")
                Text("One").probe("text")
                swatch(.cyan, 30, 20).alignmentGuide(.leading) { _ in -10 }.probe("guided")
            }
            .frame(width: 300, alignment: .leading)
            .probe("vstack")
            .environment(\.layoutDirection, .rightToLeft)
        },
        MeasuredFixture(
            "layout/rtl-grid", area: .stacks, size: CGSize(width: 320, height: 220),
            commit: "863aea4ece39e706c0dbf13f97176edb01d8d6d7", code: "Fixtures/Sources/Layout/RTLFixtures.swift",
            measured: [
                "a": CGRect(x: 195, y: 23, width: 40, height: 30),
                "b": CGRect(x: 125, y: 23, width: 60, height: 30),
                "c": CGRect(x: 85, y: 23, width: 30, height: 30),
                "d": CGRect(x: 130, y: 63, width: 100, height: 30),
                "e": CGRect(x: 85, y: 63, width: 30, height: 30),
                "f": CGRect(x: 195, y: 103, width: 40, height: 30),
                "grid": CGRect(x: 85, y: 23, width: 150, height: 110),
                "l0": CGRect(x: 188, y: 149, width: 40, height: 20),
                "l1": CGRect(x: 140, y: 149, width: 40, height: 20),
                "l2": CGRect(x: 92, y: 149, width: 40, height: 20),
                "l3": CGRect(x: 188, y: 177, width: 40, height: 20),
                "l4": CGRect(x: 140, y: 177, width: 40, height: 20),
                "lazy": CGRect(x: 60, y: 149, width: 200, height: 48),
            ]
        ) {
            VStack(spacing: 16) {
                Grid(horizontalSpacing: 10, verticalSpacing: 10) {
                    GridRow {
                        swatch(.red, 40, 30).probe("a")
                        swatch(.blue, 60, 30).probe("b")
                        swatch(.green, 30, 30).probe("c")
                    }
                    GridRow {
                        swatch(.orange, 100, 30).gridCellColumns(2).probe("d")
                        swatch(.purple, 30, 30).probe("e")
                    }
                    GridRow {
                        swatch(.gray, 40, 30).gridColumnAlignment(.trailing).probe("f")
                    }
                }
                .probe("grid")
                LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 8) {
                    swatch(.red, 40, 20).probe("l0")
                    swatch(.blue, 40, 20).probe("l1")
                    swatch(.green, 40, 20).probe("l2")
                    swatch(.orange, 40, 20).probe("l3")
                    swatch(.purple, 40, 20).probe("l4")
                }
                .frame(width: 200)
                .probe("lazy")
            }
            .environment(\.layoutDirection, .rightToLeft)
        },
        MeasuredFixture(
            "layout/rtl-text", area: .stacks, size: CGSize(width: 260, height: 300),
            commit: "863aea4ece39e706c0dbf13f97176edb01d8d6d7", code: "Fixtures/Sources/Layout/RTLFixtures.swift",
            measured: [
                "center": CGRect(x: 55, y: 165.9600830078125, width: 150, height: 64),
                "framedText": CGRect(x: 105, y: 262.0399169921875, width: 100, height: 16),
                "label": CGRect(x: 155.5, y: 237.9600830078125, width: 49.5, height: 16.079833984375),
                "leading": CGRect(x: 55, y: 21.9600830078125, width: 150, height: 64),
                "trailing": CGRect(x: 55, y: 93.9600830078125, width: 150, height: 64),
            ]
        ) {
            VStack(alignment: .leading, spacing: 8) {
                Text(wrappingSentence).frame(width: 150).probe("leading")
                Text(wrappingSentence).multilineTextAlignment(.trailing).frame(width: 150).probe("trailing")
                Text(wrappingSentence).multilineTextAlignment(.center).frame(width: 150).probe("center")
                Label("One", systemImage: "star").probe("label")
                Text("Two").frame(width: 100, alignment: .leading).probe("framedText")
            }
            .environment(\.layoutDirection, .rightToLeft)
        },
        MeasuredFixture(
            "layout/rtl-scroll", area: .stacks, size: CGSize(width: 200, height: 80),
            commit: "863aea4ece39e706c0dbf13f97176edb01d8d6d7", code: "Fixtures/Sources/Layout/RTLFixtures.swift",
            measured: [
                "content": CGRect(x: -160, y: 20, width: 350, height: 40),
                "s0": CGRect(x: 140, y: 20, width: 50, height: 40),
                "s1": CGRect(x: 80, y: 20, width: 50, height: 40),
                "s2": CGRect(x: 20, y: 20, width: 50, height: 40),
                "s3": CGRect(x: -40, y: 20, width: 50, height: 40),
                "s4": CGRect(x: -100, y: 20, width: 50, height: 40),
                "s5": CGRect(x: -160, y: 20, width: 50, height: 40),
                "scroll": CGRect(x: 10, y: 10, width: 180, height: 60),
            ]
        ) {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    swatch(.red, 50, 40).probe("s0")
                    swatch(.blue, 50, 40).probe("s1")
                    swatch(.green, 50, 40).probe("s2")
                    swatch(.orange, 50, 40).probe("s3")
                    swatch(.purple, 50, 40).probe("s4")
                    swatch(.gray, 50, 40).probe("s5")
                }
                .probe("content")
            }
            .frame(width: 180, height: 60)
            .probe("scroll")
            .environment(\.layoutDirection, .rightToLeft)
        },
        MeasuredFixture(
            "layout/rtl-custom", area: .stacks, size: CGSize(width: 300, height: 120),
            commit: "863aea4ece39e706c0dbf13f97176edb01d8d6d7", code: "Fixtures/Sources/Layout/RTLFixtures.swift",
            measured: [
                "c0": CGRect(x: 190, y: 37, width: 60, height: 20),
                "c1": CGRect(x: 92, y: 37, width: 90, height: 20),
                "c2": CGRect(x: 200, y: 63, width: 50, height: 20),
                "c3": CGRect(x: 122, y: 63, width: 70, height: 20),
                "c4": CGRect(x: 74, y: 63, width: 40, height: 20),
                "flow": CGRect(x: 50, y: 37, width: 200, height: 46),
            ]
        ) {
            WrappingRowsLayout {
                swatch(.red, 60, 20).probe("c0")
                swatch(.blue, 90, 20).probe("c1")
                swatch(.green, 50, 20).probe("c2")
                swatch(.orange, 70, 20).probe("c3")
                swatch(.purple, 40, 20).probe("c4")
            }
            .frame(width: 200)
            .probe("flow")
            .environment(\.layoutDirection, .rightToLeft)
        },
    ]
}
