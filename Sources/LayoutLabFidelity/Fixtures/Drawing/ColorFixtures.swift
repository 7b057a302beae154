import LayoutLab

extension FidelitySuite {
    /// Colours named from the asset catalog, as views, fills and text styles (macOS 26).
    static let drawingColors: [MeasuredFixture] = [
        MeasuredFixture(
            "color/named", area: .shapes, size: CGSize(width: 340, height: 120),
            commit: "82ebf9ac126f392b67b27d4a6a116f0a2cead00f", code: "Fixtures/Sources/Color/ColorFixtures.swift",
            measured: [
                "accent": CGRect(x: 25.25, y: 30, width: 60, height: 60),
                "panel": CGRect(x: 93.25, y: 30, width: 60, height: 60),
                "row": CGRect(x: 25.25, y: 30, width: 289.5, height: 60),
                "shape": CGRect(x: 229.25, y: 30, width: 60, height: 60),
                "text": CGRect(x: 297.25, y: 52, width: 17.5, height: 16),
                "warm": CGRect(x: 161.25, y: 30, width: 60, height: 60),
            ]
        ) {
            HStack(spacing: 8) {
                Color("Accent").frame(width: 60, height: 60).probe("accent")
                Color("Panel").frame(width: 60, height: 60).probe("panel")
                Color("Warm").frame(width: 60, height: 60).probe("warm")
                Rectangle()
                    .fill(Color("Accent"))
                    .frame(width: 60, height: 60)
                    .probe("shape")
                Text("Hg")
                    .foregroundStyle(Color("Accent"))
                    .probe("text")
            }
            .probe("row")
        },
    ]
}
