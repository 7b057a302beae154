import SwiftSyntax

/// What a `#Preview` says, in any of SwiftUI's spellings: `#Preview { … }`,
/// `#Preview("Title") { … }`, `#Preview("Title", traits: .sizeThatFitsLayout, .landscapeLeft) { … }`,
/// and the same with `body:` written as a labelled argument.
struct PreviewArguments {
    /// The title as written (any `String?` expression), or nil.
    var title: ExprSyntax?
    /// The traits as written: the one labelled `traits:` and the unlabelled ones after it (the
    /// declaration's variadic parameter).
    var traits: [ExprSyntax] = []
    /// The closure that builds the preview's view.
    var body: ClosureExprSyntax?

    init(_ node: some FreestandingMacroExpansionSyntax) {
        var inTraits = false
        for argument in node.arguments {
            let label = argument.label?.text
            if label == "body", let closure = argument.expression.as(ClosureExprSyntax.self) {
                body = closure
                inTraits = false
            } else if label == "traits" || (label == nil && inTraits) {
                traits.append(argument.expression)
                inTraits = true
            } else if label == nil, title == nil, traits.isEmpty {
                title = argument.expression
            }
        }
        if let trailing = node.trailingClosure {
            body = trailing
        }
    }
}
