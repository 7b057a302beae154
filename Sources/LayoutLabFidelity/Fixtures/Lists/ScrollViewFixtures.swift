import LayoutLab

/// A column of 20 pt stripes, blue and orange in turn, each probed `row<i>`.
private struct StripeColumn: View {
    var count: Int
    var width: CGFloat = 120
    var spacing: CGFloat = 0

    var body: some View {
        VStack(spacing: spacing) {
            ForEach(0..<count, id: \.self) { index in
                (index.isMultiple(of: 2) ? Color.blue : Color.orange)
                    .frame(width: width, height: 20)
                    .probe("row\(index)")
            }
        }
    }
}

extension FidelitySuite {
    /// Scroll views at rest: short and long content on each axis, cross-axis sizing, text, stacks, padding and several children, and
    /// content anchored to the bottom at launch (macOS 26).
    static let scrollViewFixtures: [MeasuredFixture] = [
        MeasuredFixture(
            "scroll/vertical", area: .scroll, size: CGSize(width: 300, height: 200),
            commit: "e5c5abcf1086226e4f867d566808d884fdcc09d4", code: "Fixtures/Sources/ScrollView/ScrollViewFixtures.swift",
            measured: [
                "content": CGRect(x: 90, y: 0, width: 120, height: 60),
                "row0": CGRect(x: 90, y: 0, width: 120, height: 20),
                "row1": CGRect(x: 90, y: 20, width: 120, height: 20),
                "row2": CGRect(x: 90, y: 40, width: 120, height: 20),
                "scroll": CGRect(x: 90, y: 0, width: 120, height: 200),
            ]
        ) {
            ScrollView {
                StripeColumn(count: 3).probe("content")
            }
            .probe("scroll")
        },
        MeasuredFixture(
            "scroll/vertical-overflow", area: .scroll, size: CGSize(width: 300, height: 200),
            commit: "e5c5abcf1086226e4f867d566808d884fdcc09d4", code: "Fixtures/Sources/ScrollView/ScrollViewFixtures.swift",
            measured: [
                "content": CGRect(x: 90, y: 0, width: 120, height: 552),
                "row0": CGRect(x: 90, y: 0, width: 120, height: 20),
                "row1": CGRect(x: 90, y: 28, width: 120, height: 20),
                "row2": CGRect(x: 90, y: 56, width: 120, height: 20),
                "row3": CGRect(x: 90, y: 84, width: 120, height: 20),
                "row4": CGRect(x: 90, y: 112, width: 120, height: 20),
                "row5": CGRect(x: 90, y: 140, width: 120, height: 20),
                "row6": CGRect(x: 90, y: 168, width: 120, height: 20),
                "row7": CGRect(x: 90, y: 196, width: 120, height: 20),
                "row8": CGRect(x: 90, y: 224, width: 120, height: 20),
                "row9": CGRect(x: 90, y: 252, width: 120, height: 20),
                "row10": CGRect(x: 90, y: 280, width: 120, height: 20),
                "row11": CGRect(x: 90, y: 308, width: 120, height: 20),
                "row12": CGRect(x: 90, y: 336, width: 120, height: 20),
                "row13": CGRect(x: 90, y: 364, width: 120, height: 20),
                "row14": CGRect(x: 90, y: 392, width: 120, height: 20),
                "row15": CGRect(x: 90, y: 420, width: 120, height: 20),
                "row16": CGRect(x: 90, y: 448, width: 120, height: 20),
                "row17": CGRect(x: 90, y: 476, width: 120, height: 20),
                "row18": CGRect(x: 90, y: 504, width: 120, height: 20),
                "row19": CGRect(x: 90, y: 532, width: 120, height: 20),
                "scroll": CGRect(x: 90, y: 0, width: 120, height: 200),
            ]
        ) {
            ScrollView {
                StripeColumn(count: 20, spacing: 8).probe("content")
            }
            .probe("scroll")
        },
        MeasuredFixture(
            "scroll/horizontal", area: .scroll, size: CGSize(width: 300, height: 200),
            commit: "e5c5abcf1086226e4f867d566808d884fdcc09d4", code: "Fixtures/Sources/ScrollView/ScrollViewFixtures.swift",
            measured: [
                "cell0": CGRect(x: 0, y: 80, width: 60, height: 40),
                "cell1": CGRect(x: 68, y: 80, width: 60, height: 40),
                "cell2": CGRect(x: 136, y: 80, width: 60, height: 40),
                "cell3": CGRect(x: 204, y: 80, width: 60, height: 40),
                "cell4": CGRect(x: 272, y: 80, width: 60, height: 40),
                "cell5": CGRect(x: 340, y: 80, width: 60, height: 40),
                "cell6": CGRect(x: 408, y: 80, width: 60, height: 40),
                "cell7": CGRect(x: 476, y: 80, width: 60, height: 40),
                "cell8": CGRect(x: 544, y: 80, width: 60, height: 40),
                "cell9": CGRect(x: 612, y: 80, width: 60, height: 40),
                "cell10": CGRect(x: 680, y: 80, width: 60, height: 40),
                "cell11": CGRect(x: 748, y: 80, width: 60, height: 40),
                "content": CGRect(x: 0, y: 80, width: 808, height: 40),
                "scroll": CGRect(x: 0, y: 80, width: 300, height: 40),
            ]
        ) {
            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(0..<12, id: \.self) { index in
                        (index.isMultiple(of: 2) ? Color.blue : Color.orange)
                            .frame(width: 60, height: 40)
                            .probe("cell\(index)")
                    }
                }
                .probe("content")
            }
            .probe("scroll")
        },
        MeasuredFixture(
            "scroll/both", area: .scroll, size: CGSize(width: 300, height: 200),
            commit: "e5c5abcf1086226e4f867d566808d884fdcc09d4", code: "Fixtures/Sources/ScrollView/ScrollViewFixtures.swift",
            measured: [
                "content": CGRect(x: 0, y: 0, width: 500, height: 400),
                "scroll": CGRect(x: 0, y: 0, width: 300, height: 200),
            ]
        ) {
            ScrollView([.horizontal, .vertical]) {
                Color.blue.frame(width: 500, height: 400).probe("content")
            }
            .probe("scroll")
        },
        MeasuredFixture(
            "scroll/narrow-content", area: .scroll, size: CGSize(width: 300, height: 200),
            commit: "e5c5abcf1086226e4f867d566808d884fdcc09d4", code: "Fixtures/Sources/ScrollView/ScrollViewFixtures.swift",
            measured: [
                "content": CGRect(x: 100, y: 25, width: 100, height: 400),
                "frame": CGRect(x: 25, y: 25, width: 250, height: 150),
                "scroll": CGRect(x: 100, y: 25, width: 100, height: 150),
            ]
        ) {
            ScrollView {
                Color.blue.frame(width: 100, height: 400).probe("content")
            }
            .probe("scroll")
            .frame(width: 250, height: 150)
            .probe("frame")
        },
        MeasuredFixture(
            "scroll/wide-content", area: .scroll, size: CGSize(width: 300, height: 200),
            commit: "e5c5abcf1086226e4f867d566808d884fdcc09d4", code: "Fixtures/Sources/ScrollView/ScrollViewFixtures.swift",
            measured: [
                "content": CGRect(x: -50, y: 0, width: 400, height: 400),
                "scroll": CGRect(x: -50, y: 0, width: 400, height: 200),
            ]
        ) {
            ScrollView {
                Color.blue.frame(width: 400, height: 400).probe("content")
            }
            .probe("scroll")
        },
        MeasuredFixture(
            "scroll/text", area: .scroll, size: CGSize(width: 300, height: 200),
            commit: "e5c5abcf1086226e4f867d566808d884fdcc09d4", code: "Fixtures/Sources/ScrollView/ScrollViewFixtures.swift",
            measured: [
                "scroll": CGRect(x: 13, y: 0, width: 274, height: 200),
                "text": CGRect(x: 13, y: 0, width: 274, height: 32),
            ]
        ) {
            ScrollView {
                Text("Layout must wrap this sentence onto several lines inside a narrow frame.").probe("text")
            }
            .probe("scroll")
        },
        MeasuredFixture(
            "scroll/in-stack", area: .scroll, size: CGSize(width: 300, height: 200),
            commit: "e5c5abcf1086226e4f867d566808d884fdcc09d4", code: "Fixtures/Sources/ScrollView/ScrollViewFixtures.swift",
            measured: [
                "content": CGRect(x: 90, y: 16, width: 120, height: 400),
                "footer": CGRect(x: 130.25, y: 184, width: 39.5, height: 16),
                "header": CGRect(x: 127.75, y: 0, width: 44.5, height: 16),
                "row0": CGRect(x: 90, y: 16, width: 120, height: 20),
                "row1": CGRect(x: 90, y: 36, width: 120, height: 20),
                "row2": CGRect(x: 90, y: 56, width: 120, height: 20),
                "row3": CGRect(x: 90, y: 76, width: 120, height: 20),
                "row4": CGRect(x: 90, y: 96, width: 120, height: 20),
                "row5": CGRect(x: 90, y: 116, width: 120, height: 20),
                "row6": CGRect(x: 90, y: 136, width: 120, height: 20),
                "row7": CGRect(x: 90, y: 156, width: 120, height: 20),
                "row8": CGRect(x: 90, y: 176, width: 120, height: 20),
                "row9": CGRect(x: 90, y: 196, width: 120, height: 20),
                "row10": CGRect(x: 90, y: 216, width: 120, height: 20),
                "row11": CGRect(x: 90, y: 236, width: 120, height: 20),
                "row12": CGRect(x: 90, y: 256, width: 120, height: 20),
                "row13": CGRect(x: 90, y: 276, width: 120, height: 20),
                "row14": CGRect(x: 90, y: 296, width: 120, height: 20),
                "row15": CGRect(x: 90, y: 316, width: 120, height: 20),
                "row16": CGRect(x: 90, y: 336, width: 120, height: 20),
                "row17": CGRect(x: 90, y: 356, width: 120, height: 20),
                "row18": CGRect(x: 90, y: 376, width: 120, height: 20),
                "row19": CGRect(x: 90, y: 396, width: 120, height: 20),
                "scroll": CGRect(x: 90, y: 16, width: 120, height: 168),
                "stack": CGRect(x: 90, y: 0, width: 120, height: 200),
            ]
        ) {
            VStack(spacing: 0) {
                Text("Header").probe("header")
                ScrollView {
                    StripeColumn(count: 20).probe("content")
                }
                .probe("scroll")
                Text("Footer").probe("footer")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "scroll/padding", area: .scroll, size: CGSize(width: 300, height: 200),
            commit: "e5c5abcf1086226e4f867d566808d884fdcc09d4", code: "Fixtures/Sources/ScrollView/ScrollViewFixtures.swift",
            measured: [
                "padded": CGRect(x: 74, y: 0, width: 152, height: 432),
                "row0": CGRect(x: 90, y: 16, width: 120, height: 20),
                "row1": CGRect(x: 90, y: 36, width: 120, height: 20),
                "row2": CGRect(x: 90, y: 56, width: 120, height: 20),
                "row3": CGRect(x: 90, y: 76, width: 120, height: 20),
                "row4": CGRect(x: 90, y: 96, width: 120, height: 20),
                "row5": CGRect(x: 90, y: 116, width: 120, height: 20),
                "row6": CGRect(x: 90, y: 136, width: 120, height: 20),
                "row7": CGRect(x: 90, y: 156, width: 120, height: 20),
                "row8": CGRect(x: 90, y: 176, width: 120, height: 20),
                "row9": CGRect(x: 90, y: 196, width: 120, height: 20),
                "row10": CGRect(x: 90, y: 216, width: 120, height: 20),
                "row11": CGRect(x: 90, y: 236, width: 120, height: 20),
                "row12": CGRect(x: 90, y: 256, width: 120, height: 20),
                "row13": CGRect(x: 90, y: 276, width: 120, height: 20),
                "row14": CGRect(x: 90, y: 296, width: 120, height: 20),
                "row15": CGRect(x: 90, y: 316, width: 120, height: 20),
                "row16": CGRect(x: 90, y: 336, width: 120, height: 20),
                "row17": CGRect(x: 90, y: 356, width: 120, height: 20),
                "row18": CGRect(x: 90, y: 376, width: 120, height: 20),
                "row19": CGRect(x: 90, y: 396, width: 120, height: 20),
                "scroll": CGRect(x: 74, y: 0, width: 152, height: 200),
            ]
        ) {
            ScrollView {
                StripeColumn(count: 20).padding().probe("padded")
            }
            .probe("scroll")
        },
        MeasuredFixture(
            "scroll/modifiers", area: .scroll, size: CGSize(width: 300, height: 200),
            commit: "e5c5abcf1086226e4f867d566808d884fdcc09d4", code: "Fixtures/Sources/ScrollView/ScrollViewFixtures.swift",
            measured: [
                "contentA": CGRect(x: 60, y: 0, width: 80, height: 400),
                "contentB": CGRect(x: 160, y: 0, width: 80, height: 400),
                "row": CGRect(x: 60, y: 0, width: 180, height: 200),
                "row0": CGRect(x: 160, y: 0, width: 80, height: 20),
                "row1": CGRect(x: 160, y: 20, width: 80, height: 20),
                "row2": CGRect(x: 160, y: 40, width: 80, height: 20),
                "row3": CGRect(x: 160, y: 60, width: 80, height: 20),
                "row4": CGRect(x: 160, y: 80, width: 80, height: 20),
                "row5": CGRect(x: 160, y: 100, width: 80, height: 20),
                "row6": CGRect(x: 160, y: 120, width: 80, height: 20),
                "row7": CGRect(x: 160, y: 140, width: 80, height: 20),
                "row8": CGRect(x: 160, y: 160, width: 80, height: 20),
                "row9": CGRect(x: 160, y: 180, width: 80, height: 20),
                "row10": CGRect(x: 160, y: 200, width: 80, height: 20),
                "row11": CGRect(x: 160, y: 220, width: 80, height: 20),
                "row12": CGRect(x: 160, y: 240, width: 80, height: 20),
                "row13": CGRect(x: 160, y: 260, width: 80, height: 20),
                "row14": CGRect(x: 160, y: 280, width: 80, height: 20),
                "row15": CGRect(x: 160, y: 300, width: 80, height: 20),
                "row16": CGRect(x: 160, y: 320, width: 80, height: 20),
                "row17": CGRect(x: 160, y: 340, width: 80, height: 20),
                "row18": CGRect(x: 160, y: 360, width: 80, height: 20),
                "row19": CGRect(x: 160, y: 380, width: 80, height: 20),
                "scrollA": CGRect(x: 60, y: 0, width: 80, height: 200),
                "scrollB": CGRect(x: 160, y: 0, width: 80, height: 200),
            ]
        ) {
            HStack(spacing: 20) {
                ScrollView(showsIndicators: false) {
                    StripeColumn(count: 20, width: 80).probe("contentA")
                }
                .probe("scrollA")
                ScrollView {
                    StripeColumn(count: 20, width: 80).probe("contentB")
                }
                .scrollIndicators(.hidden)
                .scrollDisabled(true)
                .probe("scrollB")
            }
            .probe("row")
        },
        MeasuredFixture(
            "scroll/children", area: .scroll, size: CGSize(width: 300, height: 200),
            commit: "e5c5abcf1086226e4f867d566808d884fdcc09d4", code: "Fixtures/Sources/ScrollView/ScrollViewFixtures.swift",
            measured: [
                "hBlock": CGRect(x: 80, y: 24.15087890625, width: 60, height: 30),
                "hBottom": CGRect(x: 87.75, y: 58.89306640625, width: 44.5, height: 16),
                "hScroll": CGRect(x: 80, y: 0, width: 220, height: 74.89306640625),
                "hTop": CGRect(x: 98.75, y: 0, width: 22.5, height: 16),
                "row": CGRect(x: 0, y: 0, width: 300, height: 200),
                "vBlock": CGRect(x: 0, y: 24.15087890625, width: 60, height: 30),
                "vBottom": CGRect(x: 7.75, y: 58.89306640625, width: 44.5, height: 16),
                "vScroll": CGRect(x: 0, y: 0, width: 60, height: 200),
                "vTop": CGRect(x: 18.75, y: 0, width: 22.5, height: 16),
            ]
        ) {
            HStack(alignment: .top, spacing: 20) {
                ScrollView {
                    Text("Top").probe("vTop")
                    Color.blue.frame(width: 60, height: 30).probe("vBlock")
                    Text("Bottom").probe("vBottom")
                }
                .probe("vScroll")
                ScrollView(.horizontal) {
                    Text("Top").probe("hTop")
                    Color.blue.frame(width: 60, height: 30).probe("hBlock")
                    Text("Bottom").probe("hBottom")
                }
                .probe("hScroll")
            }
            .probe("row")
        },
        MeasuredFixture(
            "scroll/long", area: .scroll, size: CGSize(width: 300, height: 200),
            commit: "aff46087ea6fa98079c9e09f7a6f4d1bdf36aceb", code: "Fixtures/Sources/ScrollView/ScrollViewFixtures.swift",
            measured: [
                "content": CGRect(x: 50, y: 0, width: 200, height: 10000),
                "scroll": CGRect(x: 50, y: 0, width: 200, height: 200),
            ]
        ) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<500, id: \.self) { index in
                        (index.isMultiple(of: 2) ? Color.blue : Color.orange).frame(width: 200, height: 20)
                    }
                }
                .probe("content")
            }
            .probe("scroll")
        },
        MeasuredFixture(
            "scroll/scroll-to", area: .scroll, size: CGSize(width: 300, height: 200),
            commit: "e5c5abcf1086226e4f867d566808d884fdcc09d4", code: "Fixtures/Sources/ScrollView/ScrollViewFixtures.swift",
            measured: [
                "content": CGRect(x: 90, y: 0, width: 120, height: 400),
                "row0": CGRect(x: 90, y: 0, width: 120, height: 20),
                "row1": CGRect(x: 90, y: 20, width: 120, height: 20),
                "row2": CGRect(x: 90, y: 40, width: 120, height: 20),
                "row3": CGRect(x: 90, y: 60, width: 120, height: 20),
                "row4": CGRect(x: 90, y: 80, width: 120, height: 20),
                "row5": CGRect(x: 90, y: 100, width: 120, height: 20),
                "row6": CGRect(x: 90, y: 120, width: 120, height: 20),
                "row7": CGRect(x: 90, y: 140, width: 120, height: 20),
                "row8": CGRect(x: 90, y: 160, width: 120, height: 20),
                "row9": CGRect(x: 90, y: 180, width: 120, height: 20),
                "row10": CGRect(x: 90, y: 200, width: 120, height: 20),
                "row11": CGRect(x: 90, y: 220, width: 120, height: 20),
                "row12": CGRect(x: 90, y: 240, width: 120, height: 20),
                "row13": CGRect(x: 90, y: 260, width: 120, height: 20),
                "row14": CGRect(x: 90, y: 280, width: 120, height: 20),
                "row15": CGRect(x: 90, y: 300, width: 120, height: 20),
                "row16": CGRect(x: 90, y: 320, width: 120, height: 20),
                "row17": CGRect(x: 90, y: 340, width: 120, height: 20),
                "row18": CGRect(x: 90, y: 360, width: 120, height: 20),
                "row19": CGRect(x: 90, y: 380, width: 120, height: 20),
                "scroll": CGRect(x: 90, y: 0, width: 120, height: 200),
            ]
        ) {
            ScrollViewReader { _ in
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { index in
                            (index.isMultiple(of: 2) ? Color.blue : Color.orange)
                                .frame(width: 120, height: 20)
                                .probe("row\(index)")
                                .id(index)
                        }
                    }
                    .probe("content")
                }
                .probe("scroll")
            }
        },
        MeasuredFixture(
            "scroll/anchor-bottom", area: .scroll, size: CGSize(width: 300, height: 200),
            commit: "e5c5abcf1086226e4f867d566808d884fdcc09d4", code: "Fixtures/Sources/ScrollView/ScrollViewFixtures.swift",
            measured: [
                "content": CGRect(x: 90, y: -200, width: 120, height: 400),
                "row0": CGRect(x: 90, y: -200, width: 120, height: 20),
                "row1": CGRect(x: 90, y: -180, width: 120, height: 20),
                "row10": CGRect(x: 90, y: 0, width: 120, height: 20),
                "row11": CGRect(x: 90, y: 20, width: 120, height: 20),
                "row12": CGRect(x: 90, y: 40, width: 120, height: 20),
                "row13": CGRect(x: 90, y: 60, width: 120, height: 20),
                "row14": CGRect(x: 90, y: 80, width: 120, height: 20),
                "row15": CGRect(x: 90, y: 100, width: 120, height: 20),
                "row16": CGRect(x: 90, y: 120, width: 120, height: 20),
                "row17": CGRect(x: 90, y: 140, width: 120, height: 20),
                "row18": CGRect(x: 90, y: 160, width: 120, height: 20),
                "row19": CGRect(x: 90, y: 180, width: 120, height: 20),
                "row2": CGRect(x: 90, y: -160, width: 120, height: 20),
                "row3": CGRect(x: 90, y: -140, width: 120, height: 20),
                "row4": CGRect(x: 90, y: -120, width: 120, height: 20),
                "row5": CGRect(x: 90, y: -100, width: 120, height: 20),
                "row6": CGRect(x: 90, y: -80, width: 120, height: 20),
                "row7": CGRect(x: 90, y: -60, width: 120, height: 20),
                "row8": CGRect(x: 90, y: -40, width: 120, height: 20),
                "row9": CGRect(x: 90, y: -20, width: 120, height: 20),
                "scroll": CGRect(x: 90, y: 0, width: 120, height: 200),
            ]
        ) {
            // Twenty stripes start scrolled to their end: the last one at the bottom edge.
            ScrollView {
                StripeColumn(count: 20).probe("content")
            }
            .defaultScrollAnchor(.bottom)
            .probe("scroll")
        },
    ]
}
