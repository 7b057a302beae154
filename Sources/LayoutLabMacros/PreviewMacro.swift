import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview`: declares a uniquely named view that conforms to `DeclaredPreview`, carrying the
/// preview's title, traits, file and line, with the closure's statements as its body. Variables
/// marked `@Previewable` become the view's own properties, so `@Previewable @State var on = false`
/// is state the preview owns across passes, as in SwiftUI. A type, not a closure, because a type's
/// conformance record is what the command line finds at run time (docs/scenarios.md, "Previews").
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let arguments = PreviewArguments(node)
        guard let closure = arguments.body else {
            throw MacroDiagnostic("#Preview needs a closure that returns the view to preview", id: "preview-without-body")
        }
        if let parameters = closure.signature?.parameterClause, !parameters.trimmedDescription.isEmpty {
            throw MacroDiagnostic("#Preview's closure takes no parameters", id: "preview-with-parameters")
        }
        var properties: [String] = []
        var statements: [String] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), let owned = Self.previewableProperty(variable) {
                properties.append(owned)
            } else {
                statements.append(item.trimmedDescription)
            }
        }
        // The location of the `#Preview` itself; the compiler always knows it for a source file,
        // the literals stand in for a context that does not (a test harness without files).
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location?.file.trimmedDescription ?? "#fileID"
        let line = location?.line.trimmedDescription ?? "#line"
        let title = arguments.title?.trimmedDescription ?? "nil"
        let traits = arguments.traits.map(\.trimmedDescription).joined(separator: ", ")
        let name = context.makeUniqueName("Preview")
        // The descriptions are `nonisolated`, as the protocol's requirements are: in a module
        // whose code is main-actor isolated by default (Xcode 26's projects), a plain `static
        // var` would be isolated to the main actor and could not witness them. The traits are
        // main-actor isolated, as the protocol's requirement is: they may name a main-actor
        // `PreviewModifier` or an app's `@MainActor static var` trait.
        // `#Preview { @MainActor in … }`: the body reads main-actor state (a `@MainActor` preview
        // container). Apple's preview closure is main-actor isolated, and so is a `View`'s body
        // here; the closure's own attribute is kept on the body, with a `@preconcurrency`
        // conformance, so that the spelling Apple accepts compiles the same way.
        let mainActor = closure.signature?.attributes.contains { element in
            element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor"
        } ?? false
        let conformance = mainActor ? "@preconcurrency DeclaredPreview" : "DeclaredPreview"
        let isolation = mainActor ? "@MainActor " : ""
        let declaration: DeclSyntax = """
            struct \(name): \(raw: conformance) {
                nonisolated static var previewTitle: String? { \(raw: title) }
                nonisolated static var previewFileID: String { \(raw: file) }
                nonisolated static var previewLine: Int { \(raw: line) }
                @MainActor static var previewTraits: [Self.Trait] { [\(raw: traits)] }
            \(raw: properties.map { "    " + $0 }.joined(separator: "\n"))
                init() {}
                \(raw: isolation)@ViewBuilder var body: some View {
            \(raw: statements.map { "        " + $0 }.joined(separator: "\n"))
                }
            }
            """
        return [declaration]
    }

    /// The declaration of `variable` as a property of the preview's view, without its
    /// `@Previewable`, or nil when it is not marked `@Previewable`.
    static func previewableProperty(_ variable: VariableDeclSyntax) -> String? {
        let marked = variable.attributes.contains { element in
            element.as(AttributeSyntax.self).map { isPreviewable($0) } ?? false
        }
        guard marked else { return nil }
        let kept = variable.attributes.filter { element in
            !(element.as(AttributeSyntax.self).map { isPreviewable($0) } ?? false)
        }
        return variable.with(\.attributes, kept).trimmedDescription
    }

    static func isPreviewable(_ attribute: AttributeSyntax) -> Bool {
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name.hasSuffix(".Previewable")
    }
}
