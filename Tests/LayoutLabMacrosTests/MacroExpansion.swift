import LayoutLabMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// swift-syntax's expansion check, reporting to Swift Testing: the source with the macros
/// expanded as the compiler would, compared with `expanded`, diagnostics included.
func expectExpansion(
    _ source: String, expanded: String, diagnostics: [DiagnosticSpec] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let macros: [String: MacroSpec] = [
        "Preview": MacroSpec(type: PreviewMacro.self),
        "Previewable": MacroSpec(type: PreviewableMacro.self),
        "Entry": MacroSpec(type: EntryMacro.self),
        "ModelActor": MacroSpec(type: ModelActorMacro.self, conformances: ["ModelActor"]),
    ]
    assertMacroExpansion(
        source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros, testModuleName: "CardKit",
        testFileName: "CounterCard.swift",
        failureHandler: { failure in Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation) }
    )
}
