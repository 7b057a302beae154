import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Entry` on a property in `extension EnvironmentValues` (or `ContainerValues`): declares the
/// key beside the property (`__Key_<name>`, as SwiftUI names it) and makes the property read and
/// write the values under that key. The default is computed on each read, as SwiftUI's is, so a
/// default that is not `Sendable` stays legal in Swift 6.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try EntryProperty(declaration, in: context)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try EntryProperty(declaration, in: context)
        guard let type = entry.type else {
            // `@Entry var isLoading = false`: the default's own type is the value's, as the
            // property's is (Apple's macro takes this form too); stored once, as written.
            return [
                """
                private struct \(raw: entry.keyName): \(raw: entry.keyProtocol) {
                    static let defaultValue = \(raw: entry.defaultValue)
                }
                """
            ]
        }
        return [
            """
            private struct \(raw: entry.keyName): \(raw: entry.keyProtocol) {
                typealias Value = \(raw: type)
                static var defaultValue: Value { \(raw: entry.defaultValue) }
            }
            """
        ]
    }
}

/// The property `@Entry` is attached to: its name, its written type, its default, and the key
/// protocol of the values it extends.
struct EntryProperty {
    let name: String
    /// The written type; nil when the default's type is the value's (`@Entry var on = false`).
    let type: String?
    let defaultValue: String
    let keyProtocol: String

    /// The keyed values `@Entry` extends, by the name an extension gives them, with their key
    /// protocol. SwiftUI also takes `Transaction` and `FocusedValues`, which the engine does not
    /// model as keyed storage.
    static let keyProtocols = ["EnvironmentValues": "EnvironmentKey", "ContainerValues": "ContainerValueKey"]

    var keyName: String { "__Key_\(name)" }

    init(_ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1, let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        else {
            throw MacroDiagnostic("@Entry goes on one 'var' with a name, a type and a default value", id: "entry-not-a-var")
        }
        // `SwiftUI.EnvironmentValues` names the same type as `EnvironmentValues`.
        let container = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first
        let extended = container?.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
        guard let extended, let keyProtocol = Self.keyProtocols[extended] else {
            throw MacroDiagnostic("@Entry is modelled in 'extension EnvironmentValues' and 'extension ContainerValues' only", id: "entry-outside-values")
        }
        self.keyProtocol = keyProtocol
        name = identifier.identifier.text
        let type = binding.typeAnnotation?.type
        self.type = type?.trimmedDescription
        if let initializer = binding.initializer {
            defaultValue = initializer.value.trimmedDescription
        } else if let type, type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            defaultValue = "nil"
        } else {
            throw MacroDiagnostic("@Entry needs a default value: '@Entry var \(name): \(self.type ?? "Type") = …'", id: "entry-without-default")
        }
    }
}
