import LayoutLab

extension FidelitySuite {
    /// Colour wells with their labels, in rows, in a form and at set widths (macOS 26).
    static let controlColorPickers: [MeasuredFixture] = [
        MeasuredFixture(
            "colorpicker/basic", area: .controls, size: CGSize(width: 320, height: 220),
            commit: "fa7ccda618e477ceccecbccd970ff3b980da2cde", code: "Fixtures/Sources/ColorPicker/ColorPickerFixtures.swift",
            measured: [
                "disabled": CGRect(x: 110.75, y: 170, width: 98.5, height: 24),
                "hidden": CGRect(x: 110.75, y: 134, width: 48, height: 24),
                "opaque": CGRect(x: 110.75, y: 62, width: 79.5, height: 24),
                "red": CGRect(x: 110.75, y: 26, width: 98.5, height: 24),
                "stack": CGRect(x: 110.75, y: 26, width: 98.5, height: 168),
                "translucent": CGRect(x: 110.75, y: 98, width: 98.5, height: 24),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                ColorPicker("Accent", selection: .constant(.red)).probe("red")
                ColorPicker("Tint", selection: .constant(.blue), supportsOpacity: false).probe("opaque")
                ColorPicker("Accent", selection: .constant(Color(red: 0.2, green: 0.6, blue: 0.4, opacity: 0.5)))
                    .probe("translucent")
                ColorPicker("Accent", selection: .constant(.red)).labelsHidden().probe("hidden")
                ColorPicker("Accent", selection: .constant(.red)).disabled(true).probe("disabled")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "colorpicker/labels", area: .controls, size: CGSize(width: 320, height: 160),
            commit: "fa7ccda618e477ceccecbccd970ff3b980da2cde", code: "Fixtures/Sources/ColorPicker/ColorPickerFixtures.swift",
            measured: [
                "baselinePicker": CGRect(x: 87.5, y: 68, width: 73.5, height: 24),
                "baselineRow": CGRect(x: 87.5, y: 68, width: 99, height: 24),
                "baselineText": CGRect(x: 169, y: 71.75, width: 17.5, height: 16),
                "custom": CGRect(x: 87.5, y: 32, width: 79.5, height: 24),
                "customText": CGRect(x: 87.5, y: 34.75, width: 23.5, height: 18.5),
                "row": CGRect(x: 87.5, y: 104, width: 145, height: 24),
                "rowPicker": CGRect(x: 134, y: 104, width: 98.5, height: 24),
                "rowText": CGRect(x: 87.5, y: 108, width: 38.5, height: 16),
                "stack": CGRect(x: 87.5, y: 32, width: 145, height: 96),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                ColorPicker(selection: .constant(.green)) {
                    Text("Tint").foregroundColor(.secondary).probe("customText")
                }
                .probe("custom")
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    ColorPicker("Hg", selection: .constant(.orange)).probe("baselinePicker")
                    Text("Hg").probe("baselineText")
                }
                .probe("baselineRow")
                HStack(spacing: 8) {
                    Text("Above").probe("rowText")
                    ColorPicker("Accent", selection: .constant(.purple)).probe("rowPicker")
                }
                .probe("row")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "colorpicker/form", area: .controls, size: CGSize(width: 320, height: 200),
            commit: "fa7ccda618e477ceccecbccd970ff3b980da2cde", code: "Fixtures/Sources/ColorPicker/ColorPickerFixtures.swift",
            measured: [
                "accent": CGRect(x: 99.75, y: 56.674560546875, width: 98.5, height: 27),
                "form": CGRect(x: 99.75, y: 56.674560546875, width: 120.5, height: 86.65087890625),
                "tint": CGRect(x: 118.75, y: 91.825439453125, width: 79.5, height: 27),
                "toggle": CGRect(x: 150.25, y: 124.825439453125, width: 70, height: 18.5),
            ]
        ) {
            Form {
                ColorPicker("Accent", selection: .constant(.red)).probe("accent")
                ColorPicker("Tint", selection: .constant(.blue), supportsOpacity: false).probe("tint")
                Toggle("Enabled", isOn: .constant(true)).probe("toggle")
            }
            .probe("form")
        },
        MeasuredFixture(
            "colorpicker/sized", area: .controls, size: CGSize(width: 320, height: 200),
            commit: "fa7ccda618e477ceccecbccd970ff3b980da2cde", code: "Fixtures/Sources/ColorPicker/ColorPickerFixtures.swift",
            measured: [
                "leading": CGRect(x: 0, y: 106, width: 98.5, height: 24),
                "spaced": CGRect(x: 0, y: 106, width: 320, height: 24),
                "stack": CGRect(x: 0, y: 70, width: 320, height: 60),
                "wide": CGRect(x: 0, y: 70, width: 240, height: 24),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                ColorPicker("Accent", selection: .constant(.red)).frame(width: 240).probe("wide")
                HStack(spacing: 0) {
                    ColorPicker("Accent", selection: .constant(.red)).probe("leading")
                    Spacer()
                }
                .probe("spaced")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "colorpicker/steps", area: .controls, size: CGSize(width: 240, height: 100),
            commit: "fa7ccda618e477ceccecbccd970ff3b980da2cde", code: "Fixtures/Sources/ColorPicker/ColorPickerFixtures.swift",
            measured: [
                "picker": CGRect(x: 70.75, y: 38, width: 98.5, height: 24),
            ]
        ) {
            ColorPicker("Accent", selection: .constant(.red)).probe("picker")
        },
    ]
}
