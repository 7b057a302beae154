import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `#Preview` in SwiftUI's spellings becomes a `DeclaredPreview` view with the preview's title,
/// traits, file and line; `@Previewable` variables become its properties.
@Suite struct PreviewMacroTests {
    @Test func anUntitledPreviewKeepsItsFileAndLine() {
        expectExpansion(
            """

            #Preview {
                Text("Hello")
            }
            """,
            expanded: """

            struct __macro_local_7PreviewfMu_: DeclaredPreview {
                nonisolated static var previewTitle: String? {
                    nil
                }
                nonisolated static var previewFileID: String {
                    "CardKit/CounterCard.swift"
                }
                nonisolated static var previewLine: Int {
                    2
                }
                @MainActor static var previewTraits: [Self.Trait] {
                    []
                }

                init() {
                }
                @ViewBuilder var body: some View {
                    Text("Hello")
                }
            }
            """
        )
    }

    /// `{ @MainActor in … }` reads main-actor state (a preview container declared `@MainActor`):
    /// the body keeps that isolation, over a `@preconcurrency` conformance.
    @Test func aMainActorPreviewKeepsItsIsolation() {
        expectExpansion(
            """

            #Preview { @MainActor in
                Text("Hello").modelContainer(previewContainer)
            }
            """,
            expanded: """

            struct __macro_local_7PreviewfMu_: @preconcurrency DeclaredPreview {
                nonisolated static var previewTitle: String? {
                    nil
                }
                nonisolated static var previewFileID: String {
                    "CardKit/CounterCard.swift"
                }
                nonisolated static var previewLine: Int {
                    2
                }
                @MainActor static var previewTraits: [Self.Trait] {
                    []
                }

                init() {
                }
                @MainActor @ViewBuilder var body: some View {
                    Text("Hello").modelContainer(previewContainer)
                }
            }
            """
        )
    }

    @Test func aTitleAndTraitsAreKeptAsWritten() {
        expectExpansion(
            """
            #Preview("Compact", traits: .sizeThatFitsLayout, .landscapeLeft) {
                let count = 12
                CounterCard(count: count)
            }
            """,
            expanded: """
            struct __macro_local_7PreviewfMu_: DeclaredPreview {
                nonisolated static var previewTitle: String? {
                    "Compact"
                }
                nonisolated static var previewFileID: String {
                    "CardKit/CounterCard.swift"
                }
                nonisolated static var previewLine: Int {
                    1
                }
                @MainActor static var previewTraits: [Self.Trait] {
                    [.sizeThatFitsLayout, .landscapeLeft]
                }

                init() {
                }
                @ViewBuilder var body: some View {
                    let count = 12
                    CounterCard(count: count)
                }
            }
            """
        )
    }

    @Test func previewableStateBecomesThePreviewsOwnProperty() {
        expectExpansion(
            """
            #Preview(body: {
                @Previewable @State var isOn = false
                Toggle("Notifications", isOn: $isOn)
            })
            """,
            expanded: """
            struct __macro_local_7PreviewfMu_: DeclaredPreview {
                nonisolated static var previewTitle: String? {
                    nil
                }
                nonisolated static var previewFileID: String {
                    "CardKit/CounterCard.swift"
                }
                nonisolated static var previewLine: Int {
                    1
                }
                @MainActor static var previewTraits: [Self.Trait] {
                    []
                }
                @State var isOn = false
                init() {
                }
                @ViewBuilder var body: some View {
                    Toggle("Notifications", isOn: $isOn)
                }
            }
            """
        )
    }

    @Test func aPreviewWithoutAClosureIsAnError() {
        expectExpansion(
            #"#Preview("Empty")"#,
            expanded: #"#Preview("Empty")"#,
            diagnostics: [DiagnosticSpec(message: "#Preview needs a closure that returns the view to preview", line: 1, column: 1)]
        )
    }
}
