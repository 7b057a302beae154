import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@Model` (the `SwiftData` module for Linux): makes the class a
/// `SwiftData.PersistentModel`, which is all a view needs of a model class (it can be
/// `@Query`'d, inserted in a `ModelContext`, observed with `@Bindable`). Apple's expansion also
/// gives every stored property a backing store in the model's database; here the objects live
/// in memory only, so the properties stay the plain stored properties they were written as.
public struct ModelMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // The compiler lists the conformances the class lacks: none when it already has them.
        guard !protocols.isEmpty else { return [] }
        let names = protocols.map { $0.trimmedDescription }.joined(separator: ", ")
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: names) {}")]
    }
}

/// SwiftData's `@Attribute`, `@Relationship` and `@Transient`: how a property is stored in the
/// model's database. With no database (`ModelMacro`) they add nothing where they stand.
public struct SchemaPropertyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// SwiftData's `#Unique` and `#Index`, written in a model class's body: which key paths the
/// model's database keeps unique or indexes. With no database (`ModelMacro`) they declare
/// nothing, as `@Attribute(.unique)` adds nothing (docs/supported-api.md, "SwiftData").
public struct SchemaConstraintMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
