import LayoutLab

extension FidelitySuite {
    /// Steppers with their label forms, hidden labels, in a row and at a fixed width (macOS 26).
    static let controlSteppers: [MeasuredFixture] = [
        MeasuredFixture(
            "stepper/basic", area: .controls, size: CGSize(width: 320, height: 320),
            commit: "ee5b2fde506382ee042fdc68bcf31e213196b21b", code: "Fixtures/Sources/Controls/StepperFixtures.swift",
            measured: [
                "basic": CGRect(x: 60, y: 14, width: 64.5, height: 26),
                "closures": CGRect(x: 60, y: 166, width: 64.5, height: 26),
                "disabled": CGRect(x: 60, y: 242, width: 64.5, height: 26),
                "fixed": CGRect(x: 60, y: 280, width: 200, height: 26),
                "hidden": CGRect(x: 60, y: 90, width: 20, height: 26),
                "labelStepper": CGRect(x: 60, y: 128, width: 96.5, height: 26),
                "ranged": CGRect(x: 60, y: 52, width: 64.5, height: 26),
                "row": CGRect(x: 60, y: 204, width: 104.5, height: 26),
                "rowButton": CGRect(x: 122, y: 205, width: 42.5, height: 24),
                "rowStepper": CGRect(x: 94, y: 204, width: 20, height: 26),
                "rowText": CGRect(x: 60, y: 209, width: 26, height: 16),
                "stack": CGRect(x: 60, y: 14, width: 200, height: 292),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                Stepper("Count", value: .constant(1)).probe("basic")
                Stepper("Count", value: .constant(1), in: 0...10, step: 2).probe("ranged")
                Stepper("Count", value: .constant(1)).labelsHidden().probe("hidden")
                Stepper(value: .constant(1)) {
                    Label("Count", image: "icon")
                }
                .probe("labelStepper")
                Stepper("Count", onIncrement: {}, onDecrement: {}).probe("closures")
                HStack(spacing: 8) {
                    Text("Row").probe("rowText")
                    Stepper("Count", value: .constant(1)).labelsHidden().probe("rowStepper")
                    Button("OK") {}.probe("rowButton")
                }
                .probe("row")
                Stepper("Count", value: .constant(1)).disabled(true).probe("disabled")
                Stepper("Count", value: .constant(1)).frame(width: 200).probe("fixed")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "stepper/steps", area: .controls, size: CGSize(width: 320, height: 80),
            commit: "ee5b2fde506382ee042fdc68bcf31e213196b21b", code: "Fixtures/Sources/Controls/StepperFixtures.swift",
            measured: [
                "echo": CGRect(x: 194, y: 32, width: 8.5, height: 16),
                "row": CGRect(x: 117.5, y: 27, width: 85, height: 26),
                "stepper": CGRect(x: 117.5, y: 27, width: 64.5, height: 26),
            ]
        ) {
            HStack(spacing: 12) {
                Stepper("Count", value: .constant(0)).probe("stepper")
                Text("0").probe("echo")
            }
            .probe("row")
        },
    ]
}
