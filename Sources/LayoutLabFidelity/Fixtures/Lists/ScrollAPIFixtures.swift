import LayoutLab

/// `count` identified 20 pt stripes, 120 wide, probed `<prefix><i>`.
private struct IdentifiedStripes: View {
    var count: Int
    var prefix: String

    var body: some View {
        ForEach(0..<count, id: \.self) { index in
            (index.isMultiple(of: 2) ? Color.blue : Color.orange)
                .frame(width: 120, height: 20)
                .probe("\(prefix)\(index)")
                .id(index)
        }
    }
}

extension FidelitySuite {
    /// Content margins on scroll views: for the content, horizontal only, automatic, and for the indicators (macOS 26).
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
    ]
}
