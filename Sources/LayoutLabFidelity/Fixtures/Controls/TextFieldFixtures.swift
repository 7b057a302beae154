import LayoutLab

extension FidelitySuite {
    /// Text and secure fields: placeholders, styles, widths and rows (macOS 26).
    static let controlTextFields: [MeasuredFixture] = [
        MeasuredFixture(
            "textfield/basic", area: .controls, size: CGSize(width: 320, height: 260),
            commit: "03978459061f820626c39344124a0c58b1a086e3", code: "Fixtures/Sources/TextField/TextFieldFixtures.swift",
            measured: [
                "disabled": CGRect(x: 0, y: 190, width: 320, height: 24),
                "empty": CGRect(x: 0, y: 10, width: 320, height: 24),
                "filled": CGRect(x: 0, y: 46, width: 320, height: 24),
                "hidden": CGRect(x: 0, y: 82, width: 320, height: 24),
                "narrow": CGRect(x: 0, y: 226, width: 120, height: 24),
                "secureEmpty": CGRect(x: 0, y: 118, width: 320, height: 24),
                "secureFilled": CGRect(x: 0, y: 154, width: 320, height: 24),
                "stack": CGRect(x: 0, y: 10, width: 320, height: 240),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                TextField("Placeholder", text: .constant("")).probe("empty")
                TextField("Placeholder", text: .constant("Hello")).probe("filled")
                TextField("Name", text: .constant("Hello")).labelsHidden().probe("hidden")
                SecureField("Password", text: .constant("")).probe("secureEmpty")
                SecureField("Password", text: .constant("Hello")).probe("secureFilled")
                TextField("Placeholder", text: .constant("Hello")).disabled(true).probe("disabled")
                TextField("Placeholder", text: .constant("Hello")).frame(width: 120).probe("narrow")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "textfield/styles", area: .controls, size: CGSize(width: 320, height: 260),
            commit: "03978459061f820626c39344124a0c58b1a086e3", code: "Fixtures/Sources/TextField/TextFieldFixtures.swift",
            measured: [
                "halfA": CGRect(x: 0, y: 200, width: 156, height: 24),
                "halfB": CGRect(x: 164, y: 200, width: 156, height: 24),
                "halves": CGRect(x: 0, y: 200, width: 320, height: 24),
                "plain": CGRect(x: 0, y: 72, width: 320, height: 16),
                "plainEmpty": CGRect(x: 0, y: 136, width: 320, height: 16),
                "rounded": CGRect(x: 0, y: 36, width: 320, height: 24),
                "row": CGRect(x: 0, y: 164, width: 320, height: 24),
                "rowButton": CGRect(x: 277.5, y: 164, width: 42.5, height: 24),
                "rowField": CGRect(x: 43.5, y: 164, width: 226, height: 24),
                "rowLabel": CGRect(x: 0, y: 168, width: 35.5, height: 16),
                "square": CGRect(x: 0, y: 100, width: 320, height: 24),
                "stack": CGRect(x: 0, y: 36, width: 320, height: 188),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                TextField("Placeholder", text: .constant("Hello")).textFieldStyle(.roundedBorder).probe("rounded")
                TextField("Placeholder", text: .constant("Hello")).textFieldStyle(.plain).probe("plain")
                TextField("Placeholder", text: .constant("Hello")).textFieldStyle(.squareBorder).probe("square")
                TextField("Placeholder", text: .constant("")).textFieldStyle(.plain).probe("plainEmpty")
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Text("Name").probe("rowLabel")
                    TextField("Placeholder", text: .constant("Hello")).probe("rowField")
                    Button("OK") {}.probe("rowButton")
                }
                .probe("row")
                HStack(spacing: 8) {
                    TextField("A", text: .constant("Hello")).probe("halfA")
                    TextField("B", text: .constant("Hello")).probe("halfB")
                }
                .probe("halves")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "textfield/steps", area: .controls, size: CGSize(width: 320, height: 120),
            commit: "03978459061f820626c39344124a0c58b1a086e3", code: "Fixtures/Sources/TextField/TextFieldFixtures.swift",
            measured: [
                "echo": CGRect(x: 236.25, y: 52, width: 19.5, height: 16),
                "field": CGRect(x: 64.25, y: 48, width: 160, height: 24),
                "row": CGRect(x: 64.25, y: 48, width: 191.5, height: 24),
            ]
        ) {
            HStack(spacing: 12) {
                TextField("Placeholder", text: .constant("")).frame(width: 160).probe("field")
                Text("Off").probe("echo")
            }
            .probe("row")
        },
    ]
}
