import LayoutLab

extension FidelitySuite {
    /// The macOS control fixtures (one array per dataset file under `Fixtures/Controls/`).
    static let controls: [MeasuredFixture] =
        controlButtons
        + controlToggles
        + controlPickers
        + controlSliders
        + controlSteppers
        + controlTextFields
        + controlTextFieldForms
        + controlColorPickers
        + controlGauges
        + controlProgressViews
        + controlMenus
        + controlShareLinks
        + controlFocus
        + controlGestures
        + controlAccessibility
        + controlDatePickers
        + controlGroupBoxes
        + controlDisclosureGroups
        + controlTextEditors
        + controlUnavailable
}
