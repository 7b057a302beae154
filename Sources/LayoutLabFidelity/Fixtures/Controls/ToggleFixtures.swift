import LayoutLab

extension FidelitySuite {
    /// Toggles as checkboxes, switches and buttons, with and without labels (macOS 26).
    static let controlToggles: [MeasuredFixture] = [
        MeasuredFixture(
            "toggle/basic", area: .controls, size: CGSize(width: 320, height: 240),
            commit: "6c62796e7f025ec8fe81d5afd2417d7fa2d9473e", code: "Fixtures/Sources/Toggle/ToggleFixtures.swift",
            measured: [
                "baselineRow": CGRect(x: 125, y: 112, width: 64, height: 18.5),
                "baselineText": CGRect(x: 171.5, y: 113, width: 17.5, height: 16),
                "baselineToggle": CGRect(x: 125, y: 112, width: 38.5, height: 18.5),
                "custom": CGRect(x: 125, y: 81.5, width: 38.5, height: 18.5),
                "customText": CGRect(x: 146, y: 81.5, width: 17.5, height: 18.5),
                "disabled": CGRect(x: 125, y: 170.5, width: 70, height: 18.5),
                "disabledOff": CGRect(x: 125, y: 201, width: 70, height: 18.5),
                "hidden": CGRect(x: 125, y: 142.5, width: 16, height: 16),
                "off": CGRect(x: 125, y: 51, width: 70, height: 18.5),
                "on": CGRect(x: 125, y: 20.5, width: 70, height: 18.5),
                "stack": CGRect(x: 125, y: 20.5, width: 70, height: 199),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                Toggle("Enabled", isOn: .constant(true)).probe("on")
                Toggle("Enabled", isOn: .constant(false)).probe("off")
                Toggle(isOn: .constant(true)) {
                    Text("Hg").probe("customText")
                }
                .probe("custom")
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Toggle("Hg", isOn: .constant(true)).probe("baselineToggle")
                    Text("Hg").probe("baselineText")
                }
                .probe("baselineRow")
                Toggle("Enabled", isOn: .constant(true)).labelsHidden().probe("hidden")
                Toggle("Enabled", isOn: .constant(true)).disabled(true).probe("disabled")
                Toggle("Enabled", isOn: .constant(false)).disabled(true).probe("disabledOff")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "toggle/styles", area: .controls, size: CGSize(width: 320, height: 300),
            commit: "6c62796e7f025ec8fe81d5afd2417d7fa2d9473e", code: "Fixtures/Sources/Toggle/ToggleFixtures.swift",
            measured: [
                "buttonOff": CGRect(x: 40.25, y: 176.75, width: 73, height: 24),
                "buttonOn": CGRect(x: 40.25, y: 140.75, width: 73, height: 24),
                "checkbox": CGRect(x: 40.25, y: 212.75, width: 70, height: 18.5),
                "row": CGRect(x: 40.25, y: 243.25, width: 239.5, height: 24),
                "rowButton": CGRect(x: 159.25, y: 243.25, width: 42.5, height: 24),
                "rowCheckbox": CGRect(x: 209.75, y: 246, width: 70, height: 18.5),
                "rowSwitch": CGRect(x: 40.25, y: 243.25, width: 111, height: 24),
                "stack": CGRect(x: 40.25, y: 32.75, width: 239.5, height: 234.5),
                "switchHidden": CGRect(x: 40.25, y: 104.75, width: 54, height: 24),
                "switchOff": CGRect(x: 40.25, y: 68.75, width: 111, height: 24),
                "switchOn": CGRect(x: 40.25, y: 32.75, width: 111, height: 24),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                Toggle("Enabled", isOn: .constant(true)).toggleStyle(.switch).probe("switchOn")
                Toggle("Enabled", isOn: .constant(false)).toggleStyle(.switch).probe("switchOff")
                Toggle("Enabled", isOn: .constant(true)).toggleStyle(.switch).labelsHidden().probe("switchHidden")
                Toggle("Enabled", isOn: .constant(true)).toggleStyle(.button).probe("buttonOn")
                Toggle("Enabled", isOn: .constant(false)).toggleStyle(.button).probe("buttonOff")
                Toggle("Enabled", isOn: .constant(true)).toggleStyle(.checkbox).probe("checkbox")
                HStack(spacing: 8) {
                    Toggle("Enabled", isOn: .constant(true)).toggleStyle(.switch).probe("rowSwitch")
                    Button("OK") {}.probe("rowButton")
                    Toggle("Enabled", isOn: .constant(true)).probe("rowCheckbox")
                }
                .probe("row")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "toggle/steps", area: .controls, size: CGSize(width: 240, height: 120),
            commit: "6c62796e7f025ec8fe81d5afd2417d7fa2d9473e", code: "Fixtures/Sources/Toggle/ToggleFixtures.swift",
            measured: [
                "row": CGRect(x: 69.25, y: 50.75, width: 101.5, height: 18.5),
                "state": CGRect(x: 151.25, y: 52, width: 19.5, height: 16),
                "toggle": CGRect(x: 69.25, y: 50.75, width: 70, height: 18.5),
            ]
        ) {
            HStack(spacing: 12) {
                Toggle("Enabled", isOn: .constant(false)).probe("toggle")
                Text("Off").probe("state")
            }
            .probe("row")
        },
    ]
}
