import LayoutLab

/// `count` identified stripes (20 pt tall unless told), 120 wide, probed `<prefix><i>`.
private struct IdentifiedStripes: View {
    var count: Int
    var prefix: String
    var height: CGFloat = 20

    var body: some View {
        ForEach(0..<count, id: \.self) { index in
            (index.isMultiple(of: 2) ? Color.blue : Color.orange)
                .frame(width: 120, height: height)
                .probe("\(prefix)\(index)")
                .id(index)
        }
    }
}

/// A 1-point line `value + 100` wide: a number the layout can carry.
private struct NumberLine: View {
    let name: String
    let value: CGFloat

    var body: some View {
        Color.clear.frame(width: max(1, value + 100), height: 1).probe(name)
    }
}

extension FidelitySuite {
    /// Content margins on scroll views (for the content, horizontal only, automatic, and for the indicators), and scroll
    /// positions at launch (macOS 26).
    static let scrollAPIFixtures: [MeasuredFixture] = [
        MeasuredFixture(
            "scroll/margins", area: .scroll, size: CGSize(width: 600, height: 200),
            commit: "72fe0c99447d4fe47b2caa4fe39662028b8d61d3", code: "Fixtures/Sources/ScrollView/ScrollAPIFixtures.swift",
            measured: [
                "a0": CGRect(x: 18, y: 20, width: 120, height: 20),
                "a1": CGRect(x: 18, y: 40, width: 120, height: 20),
                "a2": CGRect(x: 18, y: 60, width: 120, height: 20),
                "a3": CGRect(x: 18, y: 80, width: 120, height: 20),
                "a4": CGRect(x: 18, y: 100, width: 120, height: 20),
                "a5": CGRect(x: 18, y: 120, width: 120, height: 20),
                "a6": CGRect(x: 18, y: 140, width: 120, height: 20),
                "a7": CGRect(x: 18, y: 160, width: 120, height: 20),
                "a8": CGRect(x: 18, y: 180, width: 120, height: 20),
                "a9": CGRect(x: 18, y: 200, width: 120, height: 20),
                "a10": CGRect(x: 18, y: 220, width: 120, height: 20),
                "a11": CGRect(x: 18, y: 240, width: 120, height: 20),
                "a12": CGRect(x: 18, y: 260, width: 120, height: 20),
                "a13": CGRect(x: 18, y: 280, width: 120, height: 20),
                "a14": CGRect(x: 18, y: 300, width: 120, height: 20),
                "a15": CGRect(x: 18, y: 320, width: 120, height: 20),
                "a16": CGRect(x: 18, y: 340, width: 120, height: 20),
                "a17": CGRect(x: 18, y: 360, width: 120, height: 20),
                "a18": CGRect(x: 18, y: 380, width: 120, height: 20),
                "a19": CGRect(x: 18, y: 400, width: 120, height: 20),
                "automatic": CGRect(x: 342, y: 0, width: 120, height: 200),
                "b0": CGRect(x: 190, y: 0, width: 120, height: 20),
                "b1": CGRect(x: 190, y: 20, width: 120, height: 20),
                "b2": CGRect(x: 190, y: 40, width: 120, height: 20),
                "c0": CGRect(x: 342, y: 30, width: 120, height: 20),
                "c1": CGRect(x: 342, y: 50, width: 120, height: 20),
                "c2": CGRect(x: 342, y: 70, width: 120, height: 20),
                "content": CGRect(x: -2, y: 0, width: 160, height: 200),
                "d0": CGRect(x: 482, y: 0, width: 120, height: 20),
                "d1": CGRect(x: 482, y: 20, width: 120, height: 20),
                "d2": CGRect(x: 482, y: 40, width: 120, height: 20),
                "d3": CGRect(x: 482, y: 60, width: 120, height: 20),
                "d4": CGRect(x: 482, y: 80, width: 120, height: 20),
                "d5": CGRect(x: 482, y: 100, width: 120, height: 20),
                "d6": CGRect(x: 482, y: 120, width: 120, height: 20),
                "d7": CGRect(x: 482, y: 140, width: 120, height: 20),
                "d8": CGRect(x: 482, y: 160, width: 120, height: 20),
                "d9": CGRect(x: 482, y: 180, width: 120, height: 20),
                "d10": CGRect(x: 482, y: 200, width: 120, height: 20),
                "d11": CGRect(x: 482, y: 220, width: 120, height: 20),
                "d12": CGRect(x: 482, y: 240, width: 120, height: 20),
                "d13": CGRect(x: 482, y: 260, width: 120, height: 20),
                "d14": CGRect(x: 482, y: 280, width: 120, height: 20),
                "d15": CGRect(x: 482, y: 300, width: 120, height: 20),
                "d16": CGRect(x: 482, y: 320, width: 120, height: 20),
                "d17": CGRect(x: 482, y: 340, width: 120, height: 20),
                "d18": CGRect(x: 482, y: 360, width: 120, height: 20),
                "d19": CGRect(x: 482, y: 380, width: 120, height: 20),
                "horizontal": CGRect(x: 178, y: 0, width: 144, height: 200),
                "indicators": CGRect(x: 482, y: 0, width: 120, height: 200),
            ]
        ) {
            HStack(spacing: 20) {
                ScrollView { VStack(spacing: 0) { IdentifiedStripes(count: 20, prefix: "a") } }
                    .contentMargins(20, for: .scrollContent)
                    .probe("content")
                ScrollView { VStack(spacing: 0) { IdentifiedStripes(count: 3, prefix: "b") } }
                    .contentMargins(.horizontal, 12, for: .scrollContent)
                    .probe("horizontal")
                ScrollView { VStack(spacing: 0) { IdentifiedStripes(count: 3, prefix: "c") } }
                    .contentMargins(.top, 30)
                    .probe("automatic")
                ScrollView { VStack(spacing: 0) { IdentifiedStripes(count: 20, prefix: "d") } }
                    .contentMargins(20, for: .scrollIndicators)
                    .probe("indicators")
            }
        },
        MeasuredFixture(
            "scroll/position", area: .scroll, size: CGSize(width: 300, height: 220),
            commit: "72fe0c99447d4fe47b2caa4fe39662028b8d61d3", code: "Fixtures/Sources/ScrollView/ScrollAPIFixtures.swift",
            measured: [
                "position": CGRect(x: 95, y: 219, width: 110, height: 1),
                "row0": CGRect(x: 90, y: 0, width: 120, height: 20),
                "row1": CGRect(x: 90, y: 20, width: 120, height: 20),
                "row10": CGRect(x: 90, y: 200, width: 120, height: 20),
                "row2": CGRect(x: 90, y: 40, width: 120, height: 20),
                "row3": CGRect(x: 90, y: 60, width: 120, height: 20),
                "row4": CGRect(x: 90, y: 80, width: 120, height: 20),
                "row5": CGRect(x: 90, y: 100, width: 120, height: 20),
                "row6": CGRect(x: 90, y: 120, width: 120, height: 20),
                "row7": CGRect(x: 90, y: 140, width: 120, height: 20),
                "row8": CGRect(x: 90, y: 160, width: 120, height: 20),
                "row9": CGRect(x: 90, y: 180, width: 120, height: 20),
                "scroll": CGRect(x: 0, y: 0, width: 300, height: 219),
            ]
        ) {
            // A lazy column bound to position 10 at launch: as measured, the first frame still
            // starts at row 0 (the binding keeps 10, shown as a 110-point line below).
            VStack(spacing: 0) {
                ScrollView {
                    LazyVStack(spacing: 0) { IdentifiedStripes(count: 30, prefix: "row") }.scrollTargetLayout()
                }
                .scrollPosition(id: .constant(Int?.some(10)))
                .probe("scroll")
                NumberLine(name: "position", value: 10)
            }
        },
        MeasuredFixture(
            "scroll/position-center", area: .scroll, size: CGSize(width: 300, height: 220),
            commit: "72fe0c99447d4fe47b2caa4fe39662028b8d61d3", code: "Fixtures/Sources/ScrollView/ScrollAPIFixtures.swift",
            measured: [
                "position": CGRect(x: 95, y: 219, width: 110, height: 1),
                "row0": CGRect(x: 90, y: 0, width: 120, height: 30),
                "row1": CGRect(x: 90, y: 30, width: 120, height: 30),
                "row10": CGRect(x: 90, y: 300, width: 120, height: 30),
                "row11": CGRect(x: 90, y: 330, width: 120, height: 30),
                "row12": CGRect(x: 90, y: 360, width: 120, height: 30),
                "row13": CGRect(x: 90, y: 390, width: 120, height: 30),
                "row14": CGRect(x: 90, y: 420, width: 120, height: 30),
                "row15": CGRect(x: 90, y: 450, width: 120, height: 30),
                "row16": CGRect(x: 90, y: 480, width: 120, height: 30),
                "row17": CGRect(x: 90, y: 510, width: 120, height: 30),
                "row18": CGRect(x: 90, y: 540, width: 120, height: 30),
                "row19": CGRect(x: 90, y: 570, width: 120, height: 30),
                "row2": CGRect(x: 90, y: 60, width: 120, height: 30),
                "row20": CGRect(x: 90, y: 600, width: 120, height: 30),
                "row21": CGRect(x: 90, y: 630, width: 120, height: 30),
                "row22": CGRect(x: 90, y: 660, width: 120, height: 30),
                "row23": CGRect(x: 90, y: 690, width: 120, height: 30),
                "row24": CGRect(x: 90, y: 720, width: 120, height: 30),
                "row25": CGRect(x: 90, y: 750, width: 120, height: 30),
                "row26": CGRect(x: 90, y: 780, width: 120, height: 30),
                "row27": CGRect(x: 90, y: 810, width: 120, height: 30),
                "row28": CGRect(x: 90, y: 840, width: 120, height: 30),
                "row29": CGRect(x: 90, y: 870, width: 120, height: 30),
                "row3": CGRect(x: 90, y: 90, width: 120, height: 30),
                "row4": CGRect(x: 90, y: 120, width: 120, height: 30),
                "row5": CGRect(x: 90, y: 150, width: 120, height: 30),
                "row6": CGRect(x: 90, y: 180, width: 120, height: 30),
                "row7": CGRect(x: 90, y: 210, width: 120, height: 30),
                "row8": CGRect(x: 90, y: 240, width: 120, height: 30),
                "row9": CGRect(x: 90, y: 270, width: 120, height: 30),
                "scroll": CGRect(x: 90, y: 0, width: 120, height: 219),
            ]
        ) {
            // Thirty 30-point rows in a plain stack bound to position 10 with a centre anchor: the
            // initial value does not scroll (row 0 at the top, as measured).
            VStack(spacing: 0) {
                ScrollView {
                    VStack(spacing: 0) { IdentifiedStripes(count: 30, prefix: "row", height: 30) }.scrollTargetLayout()
                }
                .scrollPosition(id: .constant(Int?.some(10)), anchor: .center)
                .probe("scroll")
                NumberLine(name: "position", value: 10)
            }
        },
    ]
}
