/// The engine's behaviour choices where SwiftUI itself behaves differently across versions:
/// named, with a default, so that a run can say which it used (docs/fidelity.md, "Spacing").
public struct Knobs: Hashable, Sendable {
    /// How texts are spaced from their neighbours in stacks.
    public var textSpacing: TextSpacingRule

    public init(textSpacing: TextSpacingRule = .current) {
        self.textSpacing = textSpacing
    }
}
