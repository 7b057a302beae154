import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@ModelActor` on an actor: its container and executor, kept as nonisolated
/// constants, and `init(modelContainer:)`, which makes the actor a context of its own on the
/// container with the default serial executor (Apple's expansion declares the same three members;
/// `Sources/SwiftData/ModelActor.swift` runs the actor on that executor).
public struct ModelActorMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else {
            throw MacroDiagnostic("@ModelActor applies to an actor", id: "model-actor-not-actor")
        }
        // An actor's access level carries over to what the macro adds, as Apple's does.
        let access = declaration.modifiers.first { ["public", "package", "internal", "fileprivate", "private"].contains($0.name.text) }
            .map { $0.name.text == "private" ? "fileprivate " : $0.name.text + " " } ?? ""
        return [
            "\(raw: access)nonisolated let modelExecutor: any SwiftData.ModelExecutor",
            "\(raw: access)nonisolated let modelContainer: SwiftData.ModelContainer",
            """
            \(raw: access)init(modelContainer: SwiftData.ModelContainer) {
                let modelContext = SwiftData.ModelContext(modelContainer)
                self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
                self.modelContainer = modelContainer
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.ModelActor {}")]
    }
}
