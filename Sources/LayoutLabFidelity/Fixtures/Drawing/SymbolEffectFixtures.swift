import LayoutLab

extension FidelitySuite {
    /// Symbol effects at rest: inactive or untriggered, they leave the symbols as laid out (macOS 26).
    static let drawingSymbolEffects: [MeasuredFixture] = [
        MeasuredFixture(
            "symboleffect/basic", area: .shapes, size: CGSize(width: 240, height: 80),
            commit: "a001ea3fc163a94fed67e99e437e2294010ea41e", code: "Fixtures/Sources/SymbolEffect/SymbolEffectFixtures.swift",
            measured: [
                "bounce": CGRect(x: 85.5, y: 32, width: 16.5, height: 16),
                "pulse": CGRect(x: 45, y: 32, width: 16.5, height: 16),
                "row": CGRect(x: 45, y: 27, width: 150, height: 26),
                "scale": CGRect(x: 126, y: 27, width: 28.5, height: 26),
                "variable": CGRect(x: 178.5, y: 32, width: 16.5, height: 16),
            ]
        ) {
            // Inactive and untriggered symbol effects leave the symbols as they are.
            HStack(spacing: 24) {
                Image(systemName: "star").symbolEffect(.pulse, isActive: false).probe("pulse")
                Image(systemName: "star").symbolEffect(.bounce, value: 0).probe("bounce")
                Image(systemName: "star").font(.title).symbolEffect(.scale, isActive: false).probe("scale")
                Image(systemName: "star").symbolEffect(.variableColor.iterative, options: .repeating, isActive: false).probe("variable")
            }
            .probe("row")
        },
    ]
}
