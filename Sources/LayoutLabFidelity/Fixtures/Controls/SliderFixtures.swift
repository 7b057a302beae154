import LayoutLab

extension FidelitySuite {
    /// Sliders at several values, with labels, widths and in a row (macOS 26).
    static let controlSliders: [MeasuredFixture] = [
        MeasuredFixture(
            "slider/basic", area: .controls, size: CGSize(width: 320, height: 300),
            commit: "ee5b2fde506382ee042fdc68bcf31e213196b21b", code: "Fixtures/Sources/Controls/SliderFixtures.swift",
            measured: [
                "disabled": CGRect(x: 0, y: 228.5, width: 320, height: 16),
                "full": CGRect(x: 0, y: 83.5, width: 320, height: 16),
                "half": CGRect(x: 0, y: 27.5, width: 320, height: 16),
                "labelled": CGRect(x: 0, y: 139.5, width: 320, height: 18.5),
                "max": CGRect(x: 300, y: 172, width: 20, height: 15),
                "min": CGRect(x: 53, y: 172, width: 17.5, height: 15),
                "minMax": CGRect(x: 0, y: 170, width: 320, height: 18.5),
                "narrow": CGRect(x: 100, y: 200.5, width: 120, height: 16),
                "row": CGRect(x: 0, y: 256.5, width: 320, height: 16),
                "rowSlider": CGRect(x: 34, y: 256.5, width: 286, height: 16),
                "rowText": CGRect(x: 0, y: 256.5, width: 26, height: 16),
                "stack": CGRect(x: 0, y: 27.5, width: 320, height: 245),
                "stepped": CGRect(x: 0, y: 111.5, width: 320, height: 16),
                "zero": CGRect(x: 0, y: 55.5, width: 320, height: 16),
            ]
        ) {
            VStack(spacing: 12) {
                Slider(value: .constant(0.5)).probe("half")
                Slider(value: .constant(0)).probe("zero")
                Slider(value: .constant(1)).probe("full")
                Slider(value: .constant(25), in: 0...100, step: 5).probe("stepped")
                Slider(value: .constant(0.5)) {
                    Text("Volume")
                }
                .probe("labelled")
                Slider(value: .constant(0.5), in: 0...1) {
                    Text("Volume")
                } minimumValueLabel: {
                    Text("Min").probe("min")
                } maximumValueLabel: {
                    Text("Max").probe("max")
                }
                .probe("minMax")
                Slider(value: .constant(0.5)).frame(width: 120).probe("narrow")
                Slider(value: .constant(0.5)).disabled(true).probe("disabled")
                HStack(spacing: 8) {
                    Text("Row").probe("rowText")
                    Slider(value: .constant(0.5)).probe("rowSlider")
                }
                .probe("row")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "slider/steps", area: .controls, size: CGSize(width: 320, height: 100),
            commit: "ee5b2fde506382ee042fdc68bcf31e213196b21b", code: "Fixtures/Sources/Controls/SliderFixtures.swift",
            measured: [
                "echo": CGRect(x: 304, y: 42, width: 16, height: 16),
                "row": CGRect(x: 0, y: 42, width: 320, height: 16),
                "slider": CGRect(x: 0, y: 42, width: 292, height: 16),
            ]
        ) {
            HStack(spacing: 12) {
                Slider(value: .constant(0.25)).probe("slider")
                Text("25").probe("echo")
            }
            .probe("row")
        },
    ]
}
