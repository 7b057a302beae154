import LayoutLab

extension FidelitySuite {
    /// Buttons that would present a sheet, a popover and an alert, all dismissed, and a pop-up picker (macOS 26).
    static let presentationFixtures: [MeasuredFixture] = [
        MeasuredFixture(
            "presentation/basic", area: .navigation, size: CGSize(width: 360, height: 240),
            commit: "48e6c05d44da6984b157fbae89b397e4aa80d7d2", code: "Fixtures/Sources/Presentation/PresentationFixtures.swift",
            measured: [
                "alert": CGRect(x: 153.5, y: 126, width: 53, height: 24),
                "picker": CGRect(x: 115.75, y: 162, width: 128.5, height: 24),
                "popover": CGRect(x: 143, y: 90, width: 74, height: 24),
                "sheet": CGRect(x: 150.25, y: 54, width: 59.5, height: 24),
                "stack": CGRect(x: 115.75, y: 54, width: 128.5, height: 132),
            ]
        ) {
            VStack(spacing: 12) {
                Button("Sheet") {}.probe("sheet")
                Button("Popover") {}
                    .popover(isPresented: .constant(false)) { Text("Popover content") }
                    .probe("popover")
                Button("Alert") {}
                    .alert("Alert title", isPresented: .constant(false)) {
                        Button("OK") {}
                    } message: {
                        Text("Message")
                    }
                    .probe("alert")
                Picker("Fruit", selection: .constant(1)) {
                    Text("Apple").tag(1)
                    Text("Banana").tag(2)
                }
                .probe("picker")
            }
            .sheet(isPresented: .constant(false)) {
                VStack(spacing: 12) {
                    Text("Sheet content")
                    Button("Done") {}
                }
            }
            .probe("stack")
        },
    ]
}
