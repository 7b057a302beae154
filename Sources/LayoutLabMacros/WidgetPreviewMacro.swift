import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// WidgetKit's `#Preview(as: family) { Widget() } timeline: { entries }`: a `DeclaredPreview`, as
/// `#Preview` declares, whose body is the widget's view for the timeline's first entry at the
/// family's size (`WidgetHost._preview`, Sources/WidgetKit/WidgetPreviews.swift).
public struct WidgetPreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var title: ExprSyntax?
        var family: ExprSyntax?
        var widget: ClosureExprSyntax?
        var timeline: ClosureExprSyntax?
        for argument in node.arguments {
            switch argument.label?.text {
            case nil where family == nil: title = argument.expression
            case "as": family = argument.expression
            case "widget": widget = argument.expression.as(ClosureExprSyntax.self)
            case "timeline": timeline = argument.expression.as(ClosureExprSyntax.self)
            default: break
            }
        }
        // `{ MyWidget() } timeline: { … }`: the first trailing closure is the widget.
        if let trailing = node.trailingClosure {
            if widget == nil { widget = trailing } else { timeline = trailing }
        }
        for extra in node.additionalTrailingClosures where extra.label.text == "timeline" {
            timeline = extra.closure
        }
        guard let family, let widget, let timeline else {
            throw MacroDiagnostic(
                "a widget's #Preview needs 'as:' a family, the widget and its timeline: '#Preview(as: .systemSmall) { MyWidget() } timeline: { … }'",
                id: "widget-preview-arguments"
            )
        }
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location?.file.trimmedDescription ?? "#fileID"
        let line = location?.line.trimmedDescription ?? "#line"
        let name = context.makeUniqueName("Preview")
        let declaration: DeclSyntax = """
            struct \(name): DeclaredPreview {
                nonisolated static var previewTitle: String? { \(raw: title?.trimmedDescription ?? "nil") }
                nonisolated static var previewFileID: String { \(raw: file) }
                nonisolated static var previewLine: Int { \(raw: line) }
                nonisolated static var previewTraits: [Trait] { [] }
                init() {}
                var body: some View {
                    WidgetHost._preview(\(widget.trimmed)(), family: \(family.trimmed), timeline: PreviewTimelineBuilder._entries \(timeline.trimmed))
                }
            }
            """
        return [declaration]
    }
}
