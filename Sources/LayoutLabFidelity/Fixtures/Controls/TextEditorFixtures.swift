import LayoutLab

/// The paragraph the wrapping editor holds.
private enum TextEditorFixtureText {
    static let paragraph = "Layout must wrap this sentence onto several lines inside a narrow frame."
}

extension FidelitySuite {
    /// Text editors in frames and filling stacks, one bound to a model at launch, and styled editors (macOS 26).
    static let controlTextEditors: [MeasuredFixture] = [
        MeasuredFixture(
            "texteditor/basic", area: .controls, size: CGSize(width: 320, height: 320),
            commit: "f9dd830922c0724c3f6f8319c89d3dffc9a3ae43", code: "Fixtures/Sources/TextEditor/TextEditorFixtures.swift",
            measured: [
                "empty": CGRect(x: 20, y: 196, width: 280, height: 40),
                "lines": CGRect(x: 20, y: 32, width: 280, height: 60),
                "narrow": CGRect(x: 80, y: 248, width: 160, height: 40),
                "stack": CGRect(x: 0, y: 12, width: 320, height: 296),
                "wrapping": CGRect(x: 20, y: 104, width: 280, height: 80),
            ]
        ) {
            VStack(spacing: 12) {
                TextEditor(text: .constant("Hello\nWorld")).frame(height: 60).probe("lines")
                TextEditor(text: .constant(TextEditorFixtureText.paragraph)).frame(height: 80).probe("wrapping")
                TextEditor(text: .constant("")).frame(height: 40).probe("empty")
                TextEditor(text: .constant("Hello")).frame(width: 160, height: 40).probe("narrow")
            }
            .padding(20)
            .probe("stack")
        },
        MeasuredFixture(
            "texteditor/sizing", area: .controls, size: CGSize(width: 320, height: 240),
            commit: "f9dd830922c0724c3f6f8319c89d3dffc9a3ae43", code: "Fixtures/Sources/TextEditor/TextEditorFixtures.swift",
            measured: [
                "above": CGRect(x: 140.75, y: 0, width: 38.5, height: 16),
                "fill": CGRect(x: 0, y: 24, width: 320, height: 148),
                "left": CGRect(x: 0, y: 180, width: 280, height: 60),
                "right": CGRect(x: 288, y: 202, width: 32, height: 16),
                "row": CGRect(x: 0, y: 180, width: 320, height: 60),
                "stack": CGRect(x: 0, y: 0, width: 320, height: 240),
            ]
        ) {
            VStack(spacing: 8) {
                Text("Above").probe("above")
                TextEditor(text: .constant("Hello")).probe("fill")
                HStack(spacing: 8) {
                    TextEditor(text: .constant("Left")).probe("left")
                    Text("Right").probe("right")
                }
                .frame(height: 60)
                .probe("row")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "texteditor/steps", area: .controls, size: CGSize(width: 320, height: 160),
            commit: "f9dd830922c0724c3f6f8319c89d3dffc9a3ae43", code: "Fixtures/Sources/TextEditor/TextEditorFixtures.swift",
            measured: [
                "echo": CGRect(x: 143.75, y: 108, width: 32.5, height: 16),
                "editor": CGRect(x: 20, y: 36, width: 280, height: 60),
                "stack": CGRect(x: 0, y: 16, width: 320, height: 128),
            ]
        ) {
            // The launch state of an editor bound to a model: its text is "Hello", which the
            // text below echoes as "Filled" (later steps change the text, not the layout).
            let text = "Hello"
            VStack(spacing: 12) {
                TextEditor(text: .constant(text)).frame(height: 60).probe("editor")
                Text(text.isEmpty ? "Empty" : "Filled").probe("echo")
            }
            .padding(20)
            .probe("stack")
        },
        MeasuredFixture(
            "texteditor/styles", area: .controls, size: CGSize(width: 320, height: 320),
            commit: "f9dd830922c0724c3f6f8319c89d3dffc9a3ae43", code: "Fixtures/Sources/TextEditor/TextEditorFixtures.swift",
            measured: [
                "disabled": CGRect(x: 20, y: 140, width: 280, height: 40),
                "noBackground": CGRect(x: 20, y: 264, width: 280, height: 40),
                "red": CGRect(x: 20, y: 88, width: 280, height: 40),
                "spaced": CGRect(x: 20, y: 192, width: 280, height: 60),
                "stack": CGRect(x: 0, y: -4, width: 320, height: 328),
                "title": CGRect(x: 20, y: 16, width: 280, height: 60),
            ]
        ) {
            // Editors in fixed heights: a title font, a colour, disabled, line spacing and a
            // hidden background leave their frames alone.
            VStack(spacing: 12) {
                TextEditor(text: .constant("Hello")).font(.title).frame(height: 60).probe("title")
                TextEditor(text: .constant("Hello")).foregroundColor(.red).frame(height: 40).probe("red")
                TextEditor(text: .constant("Hello")).disabled(true).frame(height: 40).probe("disabled")
                TextEditor(text: .constant("Hello\nWorld")).lineSpacing(10).frame(height: 60).probe("spaced")
                TextEditor(text: .constant("Hello")).scrollContentBackground(.hidden).frame(height: 40).probe("noBackground")
            }
            .padding(20)
            .probe("stack")
        },
    ]
}
