import LayoutLab

extension FidelitySuite {
    /// The macOS text fixtures (one array per dataset file, under `Fixtures/Text/`).
    static let text: [MeasuredFixture] =
        textBasics
        + textCompleteness
        + textRich
        + textPressure
        + textStyles
        + textDark
        + textRedacted
        + textLinks
        + textLabels
        + textLabeledContent
}
