import LayoutLab

/// A colour of a fixed size: the boxes the layout fixtures are built from.
private func swatch(_ color: Color, _ width: CGFloat, _ height: CGFloat) -> some View {
    color.frame(width: width, height: height)
}

extension FidelitySuite {
    /// Coloured boxes in stacks, padding, frames, spacers, dividers, alignment guides and ViewThatFits (macOS 26).
    static let layoutBasics: [MeasuredFixture] = [
        MeasuredFixture(
            "layout/root-centering", area: .stacks, size: CGSize(width: 200, height: 100),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "box": CGRect(x: 75, y: 35, width: 50, height: 30),
            ]
        ) {
            Color.red.frame(width: 50, height: 30).probe("box")
        },
        MeasuredFixture(
            "layout/padding-default", area: .stacks, size: CGSize(width: 200, height: 100),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "inner": CGRect(x: 16, y: 16, width: 168, height: 68),
                "outer": CGRect(x: 0, y: 0, width: 200, height: 100),
            ]
        ) {
            Color.red.probe("inner").padding().probe("outer")
        },
        MeasuredFixture(
            "layout/padding-edges", area: .stacks, size: CGSize(width: 200, height: 100),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "inner": CGRect(x: 32, y: 17, width: 164, height: 64),
                "outer": CGRect(x: 0, y: 0, width: 200, height: 100),
            ]
        ) {
            Color.red.probe("inner")
                .padding(.leading, 30)
                .padding(.vertical)
                .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                .probe("outer")
        },
        MeasuredFixture(
            "layout/spacing-default", area: .stacks, size: CGSize(width: 300, height: 100),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "a": CGRect(x: 67, y: 25, width: 50, height: 50),
                "b": CGRect(x: 125, y: 25, width: 50, height: 50),
                "c": CGRect(x: 183, y: 25, width: 50, height: 50),
                "stack": CGRect(x: 67, y: 25, width: 166, height: 50),
            ]
        ) {
            HStack {
                swatch(.red, 50, 50).probe("a")
                swatch(.blue, 50, 50).probe("b")
                swatch(.green, 50, 50).probe("c")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "layout/vstack-spacing-default", area: .stacks, size: CGSize(width: 100, height: 300),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "a": CGRect(x: 25, y: 96, width: 50, height: 50),
                "b": CGRect(x: 25, y: 154, width: 50, height: 50),
                "stack": CGRect(x: 25, y: 96, width: 50, height: 108),
            ]
        ) {
            VStack {
                swatch(.red, 50, 50).probe("a")
                swatch(.blue, 50, 50).probe("b")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "layout/divider", area: .stacks, size: CGSize(width: 200, height: 200),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "a": CGRect(x: 50, y: 0, width: 100, height: 20),
                "b": CGRect(x: 79.5, y: 80.5, width: 20, height: 60),
                "c": CGRect(x: 100.5, y: 80.5, width: 20, height: 60),
                "hdivider": CGRect(x: 0, y: 20, width: 200, height: 1),
                "hstack": CGRect(x: 79.5, y: 21, width: 41, height: 179),
                "vdivider": CGRect(x: 99.5, y: 21, width: 1, height: 179),
                "vstack": CGRect(x: 0, y: 0, width: 200, height: 200),
            ]
        ) {
            VStack(spacing: 0) {
                swatch(.red, 100, 20).probe("a")
                Divider().probe("hdivider")
                HStack(spacing: 0) {
                    swatch(.blue, 20, 60).probe("b")
                    Divider().probe("vdivider")
                    swatch(.green, 20, 60).probe("c")
                }
                .probe("hstack")
            }
            .probe("vstack")
        },
        MeasuredFixture(
            "layout/hstack-distribution", area: .stacks, size: CGSize(width: 300, height: 100),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "a": CGRect(x: 0, y: 0, width: 125, height: 100),
                "b": CGRect(x: 125, y: 0, width: 50, height: 100),
                "c": CGRect(x: 175, y: 0, width: 125, height: 100),
            ]
        ) {
            HStack(spacing: 0) {
                Color.red.probe("a")
                Color.blue.frame(width: 50).probe("b")
                Color.green.probe("c")
            }
        },
        MeasuredFixture(
            "layout/hstack-priority", area: .stacks, size: CGSize(width: 300, height: 100),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "a": CGRect(x: 0, y: 0, width: 20, height: 100),
                "b": CGRect(x: 20, y: 0, width: 220, height: 100),
                "c": CGRect(x: 240, y: 0, width: 60, height: 100),
            ]
        ) {
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 20).probe("a")
                Color.blue.frame(minWidth: 20).layoutPriority(1).probe("b")
                Color.green.frame(width: 60).probe("c")
            }
        },
        MeasuredFixture(
            "layout/spacer", area: .stacks, size: CGSize(width: 300, height: 100),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "a": CGRect(x: 0, y: 25, width: 50, height: 50),
                "b": CGRect(x: 250, y: 25, width: 50, height: 50),
                "spacer": CGRect(x: 50, y: 50, width: 200, height: 0),
                "stack": CGRect(x: 0, y: 25, width: 300, height: 50),
            ]
        ) {
            HStack {
                swatch(.red, 50, 50).probe("a")
                Spacer().probe("spacer")
                swatch(.blue, 50, 50).probe("b")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "layout/spacer-min-length", area: .stacks, size: CGSize(width: 300, height: 100),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "a": CGRect(x: -35, y: 0, width: 250, height: 20),
                "b": CGRect(x: 235, y: 0, width: 100, height: 20),
                "balanced": CGRect(x: 0, y: 20, width: 300, height: 20),
                "c": CGRect(x: 130, y: 20, width: 40, height: 20),
                "overflow": CGRect(x: -35, y: 0, width: 370, height: 20),
                "s1": CGRect(x: 215, y: 10, width: 20, height: 0),
                "s2": CGRect(x: 0, y: 30, width: 130, height: 0),
                "s3": CGRect(x: 170, y: 30, width: 130, height: 0),
                "vspacer": CGRect(x: 150, y: 40, width: 0, height: 60),
            ]
        ) {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    swatch(.red, 250, 20).probe("a")
                    Spacer(minLength: 20).probe("s1")
                    swatch(.blue, 100, 20).probe("b")
                }
                .probe("overflow")
                HStack(spacing: 0) {
                    Spacer().probe("s2")
                    swatch(.green, 40, 20).probe("c")
                    Spacer().probe("s3")
                }
                .probe("balanced")
                Spacer().probe("vspacer")
            }
        },
        MeasuredFixture(
            "layout/vstack-alignment", area: .stacks, size: CGSize(width: 300, height: 200),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "l1": CGRect(x: 50, y: 78, width: 100, height: 20),
                "l2": CGRect(x: 50, y: 102, width: 50, height: 20),
                "leading": CGRect(x: 50, y: 78, width: 100, height: 44),
                "t1": CGRect(x: 150, y: 78, width: 100, height: 20),
                "t2": CGRect(x: 200, y: 102, width: 50, height: 20),
                "trailing": CGRect(x: 150, y: 78, width: 100, height: 44),
            ]
        ) {
            HStack(spacing: 0) {
                VStack(alignment: .leading, spacing: 4) {
                    swatch(.red, 100, 20).probe("l1")
                    swatch(.blue, 50, 20).probe("l2")
                }
                .probe("leading")
                VStack(alignment: .trailing, spacing: 4) {
                    swatch(.red, 100, 20).probe("t1")
                    swatch(.blue, 50, 20).probe("t2")
                }
                .probe("trailing")
            }
        },
        MeasuredFixture(
            "layout/hstack-alignment", area: .stacks, size: CGSize(width: 300, height: 200),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "bottom1": CGRect(x: 128, y: 100, width: 20, height: 60),
                "bottom2": CGRect(x: 152, y: 130, width: 20, height: 30),
                "top1": CGRect(x: 128, y: 40, width: 20, height: 60),
                "top2": CGRect(x: 152, y: 40, width: 20, height: 30),
            ]
        ) {
            VStack(spacing: 0) {
                HStack(alignment: .top, spacing: 4) {
                    swatch(.red, 20, 60).probe("top1")
                    swatch(.blue, 20, 30).probe("top2")
                }
                HStack(alignment: .bottom, spacing: 4) {
                    swatch(.red, 20, 60).probe("bottom1")
                    swatch(.blue, 20, 30).probe("bottom2")
                }
            }
        },
        MeasuredFixture(
            "layout/zstack", area: .stacks, size: CGSize(width: 200, height: 200),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "a": CGRect(x: 50, y: 50, width: 100, height: 100),
                "b": CGRect(x: 120, y: 120, width: 30, height: 30),
                "stack": CGRect(x: 50, y: 50, width: 100, height: 100),
            ]
        ) {
            ZStack(alignment: .bottomTrailing) {
                swatch(.red, 100, 100).probe("a")
                swatch(.blue, 30, 30).probe("b")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "layout/zstack-fill", area: .stacks, size: CGSize(width: 200, height: 200),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "b": CGRect(x: 0, y: 0, width: 30, height: 30),
                "fill": CGRect(x: 0, y: 0, width: 200, height: 200),
            ]
        ) {
            ZStack(alignment: .topLeading) {
                Color.red.probe("fill")
                swatch(.blue, 30, 30).probe("b")
            }
        },
        MeasuredFixture(
            "layout/frame-fixed", area: .stacks, size: CGSize(width: 200, height: 200),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "inner": CGRect(x: 40, y: 60, width: 40, height: 40),
                "outer": CGRect(x: 40, y: 60, width: 120, height: 80),
            ]
        ) {
            swatch(.red, 40, 40).probe("inner")
                .frame(width: 120, height: 80, alignment: .topLeading)
                .probe("outer")
        },
        MeasuredFixture(
            "layout/frame-flex", area: .stacks, size: CGSize(width: 300, height: 300),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "clampFlexible": CGRect(x: 90, y: 170, width: 120, height: 20),
                "fill": CGRect(x: 0, y: 130, width: 300, height: 20),
                "ideal": CGRect(x: 75, y: 150, width: 150, height: 20),
                "max": CGRect(x: 50, y: 110, width: 200, height: 20),
                "min": CGRect(x: 100, y: 90, width: 100, height: 20),
                "overflow": CGRect(x: 50, y: 190, width: 200, height: 20),
            ]
        ) {
            VStack(spacing: 0) {
                swatch(.red, 40, 20).frame(minWidth: 100).probe("min")
                swatch(.red, 40, 20).frame(maxWidth: 200).probe("max")
                swatch(.red, 40, 20).frame(minWidth: 50, maxWidth: .infinity).probe("fill")
                swatch(.red, 40, 20).frame(idealWidth: 150).fixedSize().probe("ideal")
                Color.red.frame(maxWidth: 120, maxHeight: 20).probe("clampFlexible")
                swatch(.red, 250, 20).frame(maxWidth: 200).probe("overflow")
            }
        },
        MeasuredFixture(
            "layout/fixed-size", area: .stacks, size: CGSize(width: 200, height: 200),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "both": CGRect(x: 95, y: 80, width: 10, height: 10),
                "horizontal": CGRect(x: 95, y: 90, width: 10, height: 30),
            ]
        ) {
            VStack(spacing: 0) {
                Color.red.fixedSize().probe("both")
                Color.blue.fixedSize(horizontal: true, vertical: false).frame(height: 30).probe("horizontal")
            }
        },
        MeasuredFixture(
            "layout/alignment-guide", area: .stacks, size: CGSize(width: 300, height: 200),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "a": CGRect(x: 75, y: 66, width: 100, height: 20),
                "b": CGRect(x: 175, y: 90, width: 50, height: 20),
                "c": CGRect(x: 160, y: 114, width: 30, height: 20),
                "stack": CGRect(x: 75, y: 66, width: 150, height: 68),
            ]
        ) {
            VStack(alignment: .leading, spacing: 4) {
                swatch(.red, 100, 20).alignmentGuide(.leading) { $0[.trailing] }.probe("a")
                swatch(.blue, 50, 20).probe("b")
                swatch(.green, 30, 20).alignmentGuide(.leading) { $0.width / 2 }.probe("c")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "layout/group-modifier", area: .stacks, size: CGSize(width: 300, height: 100),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "a": CGRect(x: 5, y: 25, width: 50, height: 50),
                "b": CGRect(x: 65, y: 25, width: 50, height: 50),
                "c": CGRect(x: 120, y: 0, width: 180, height: 100),
            ]
        ) {
            HStack(spacing: 0) {
                Group {
                    Color.red.probe("a")
                    Color.blue.probe("b")
                }
                .frame(width: 50, height: 50)
                .padding(5)
                Color.green.probe("c")
            }
        },
        MeasuredFixture(
            "layout/nested-stacks", area: .stacks, size: CGSize(width: 300, height: 200),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "a": CGRect(x: 10, y: 10, width: 190, height: 110),
                "b": CGRect(x: 210, y: 10, width: 80, height: 110),
                "bottom": CGRect(x: 0, y: 140, width: 300, height: 60),
                "c": CGRect(x: 0, y: 150, width: 40, height: 40),
                "d": CGRect(x: 260, y: 150, width: 40, height: 40),
                "row": CGRect(x: 0, y: 0, width: 300, height: 130),
            ]
        ) {
            VStack(spacing: 10) {
                HStack(spacing: 10) {
                    Color.red.probe("a")
                    Color.blue.frame(width: 80).probe("b")
                }
                .padding(10)
                .probe("row")
                HStack {
                    swatch(.green, 40, 40).probe("c")
                    Spacer()
                    swatch(.yellow, 40, 40).probe("d")
                }
                .frame(height: 60)
                .probe("bottom")
            }
        },
        MeasuredFixture(
            "layout/hstack-ideal", area: .stacks, size: CGSize(width: 300, height: 200),
            commit: "3c30f3a2cb756acf338af0a06d800a1c0bd46a4a", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "a": CGRect(x: 50, y: 80, width: 30, height: 30),
                "b": CGRect(x: 86, y: 80, width: 40, height: 30),
                "column": CGRect(x: 50, y: 80, width: 200, height: 40),
                "row": CGRect(x: 50, y: 80, width: 76, height: 30),
                "wide": CGRect(x: 50, y: 110, width: 200, height: 10),
            ]
        ) {
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 6) {
                    swatch(.red, 30, 30).probe("a")
                    swatch(.blue, 40, 30).probe("b")
                }
                .probe("row")
                swatch(.green, 200, 10).probe("wide")
            }
            .probe("column")
        },
        MeasuredFixture(
            "layout/view-that-fits", area: .stacks, size: CGSize(width: 320, height: 300),
            commit: "4ce8678b56d0b3ad34abd5fa8ed02391d3f400d4", code: "Fixtures/Sources/Layout/LayoutFixtures.swift",
            measured: [
                "axis": CGRect(x: 60, y: 240, width: 100, height: 8),
                "axisStack": CGRect(x: 60, y: 240, width: 58, height: 16),
                "narrow": CGRect(x: 60, y: 80, width: 60, height: 16),
                "narrowFallback": CGRect(x: 60, y: 80, width: 25, height: 16),
                "short": CGRect(x: 60, y: 208, width: 31, height: 20),
                "shortFallback": CGRect(x: 60, y: 208, width: 31, height: 16),
                "stack": CGRect(x: 40, y: 32, width: 240, height: 236),
                "tall": CGRect(x: 60, y: 136, width: 25, height: 60),
                "tallStack": CGRect(x: 60, y: 136, width: 25, height: 32),
                "tiny": CGRect(x: 60, y: 108, width: 10, height: 16),
                "tinyFallback": CGRect(x: 60, y: 108, width: 25, height: 16),
                "wide": CGRect(x: 60, y: 52, width: 200, height: 16),
                "wideStack": CGRect(x: 60, y: 52, width: 101.5, height: 16),
            ]
        ) {
            // Three widths offered to a row of words and a one-word fallback (the row fits only
            // 200; at 10 nothing fits and the last child is shown), two heights to a column and a
            // word, and a height too small that `in: .horizontal` does not look at.
            VStack(alignment: .leading, spacing: 12) {
                ForEach([("wide", 200), ("narrow", 60), ("tiny", 10)] as [(String, CGFloat)], id: \.0) { name, width in
                    ViewThatFits {
                        HStack { Text("One"); Text("Two"); Text("Three") }.fixedSize().probe("\(name)Stack")
                        Text("One").fixedSize().probe("\(name)Fallback")
                    }
                    .frame(width: width, alignment: .leading)
                    .probe(name)
                }
                ForEach([("tall", 60), ("short", 20)] as [(String, CGFloat)], id: \.0) { name, height in
                    ViewThatFits(in: .vertical) {
                        VStack { Text("One"); Text("Two") }.fixedSize().probe("\(name)Stack")
                        Text("Hello").fixedSize().probe("\(name)Fallback")
                    }
                    .frame(height: height, alignment: .top)
                    .probe(name)
                }
                ViewThatFits(in: .horizontal) {
                    HStack { Text("One"); Text("Two") }.fixedSize().probe("axisStack")
                    Text("One").fixedSize().probe("axisFallback")
                }
                .frame(width: 100, height: 8, alignment: .topLeading)
                .probe("axis")
            }
            .padding(20)
            .probe("stack")
        },
    ]
}
