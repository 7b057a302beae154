import LayoutLab

/// The two fields a focus state can move between.
private enum FocusedField: Hashable, Sendable {
    case name, email
}

/// Two fields bound to a focus state, a status line and a button that moves focus; nothing focused.
private struct FocusedFieldsForm: View {
    @FocusState private var focus: FocusedField?

    var body: some View {
        VStack(spacing: 12) {
            TextField("Name", text: .constant(""))
                .focused($focus, equals: .name)
                .probe("name")
            TextField("Email", text: .constant(""))
                .focused($focus, equals: .email)
                .probe("email")
            Text(focus == .name ? "Focused: name" : focus == .email ? "Focused: email" : "Focused: none")
                .probe("status")
            Button("Focus email") { focus = .email }.probe("button")
        }
    }
}

extension FidelitySuite {
    /// Text fields under a focus state, unfocused (macOS 26).
    static let controlFocus: [MeasuredFixture] = [
        MeasuredFixture(
            "focus/basic", area: .controls, size: CGSize(width: 320, height: 200),
            commit: "4faae03e3cf58d9999238699bc23f9baa672803d", code: "Fixtures/Sources/Focus/FocusFixtures.swift",
            measured: [
                "button": CGRect(x: 111.75, y: 138, width: 96.5, height: 24),
                "email": CGRect(x: 0, y: 74, width: 320, height: 24),
                "form": CGRect(x: 0, y: 38, width: 320, height: 124),
                "name": CGRect(x: 0, y: 38, width: 320, height: 24),
                "status": CGRect(x: 115.25, y: 110, width: 89.5, height: 16),
            ]
        ) {
            FocusedFieldsForm().probe("form")
        },
    ]
}
