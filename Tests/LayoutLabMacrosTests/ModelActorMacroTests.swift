import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `@ModelActor` gives an actor its container, its executor and `init(modelContainer:)`, with the
/// actor's access level, and conforms it to `ModelActor`, as SwiftData's expansion does.
@Suite struct ModelActorMacroTests {
    @Test func anActorGetsItsContainerExecutorAndInitializer() {
        expectExpansion(
            """
            @ModelActor
            public actor ItemStore {
                func count() -> Int { 0 }
            }
            """,
            expanded: """
            public actor ItemStore {
                func count() -> Int { 0 }

                public nonisolated let modelExecutor: any SwiftData.ModelExecutor

                public nonisolated let modelContainer: SwiftData.ModelContainer

                public init(modelContainer: SwiftData.ModelContainer) {
                    let modelContext = SwiftData.ModelContext(modelContainer)
                    self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
                    self.modelContainer = modelContainer
                }
            }

            extension ItemStore: SwiftData.ModelActor {
            }
            """
        )
    }

    @Test func aClassIsRefused() {
        expectExpansion(
            """
            @ModelActor
            final class ItemStore {}
            """,
            expanded: """
            final class ItemStore {}

            extension ItemStore: SwiftData.ModelActor {
            }
            """,
            diagnostics: [DiagnosticSpec(message: "@ModelActor applies to an actor", line: 1, column: 1)]
        )
    }
}
