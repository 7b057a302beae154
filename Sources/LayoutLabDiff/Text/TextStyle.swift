/// How text output is decorated. Reports never look at the terminal themselves: the command line
/// decides (colour only on a terminal, never with NO_COLOR) and passes a style in.
public struct TextStyle: Sendable {
    public var bold: @Sendable (String) -> String
    /// Something only in B, or new in B.
    public var added: @Sendable (String) -> String
    /// Something only in A, or gone from A.
    public var removed: @Sendable (String) -> String
    /// Something in both runs that differs.
    public var changed: @Sendable (String) -> String
    /// Secondary text: previous values, hints.
    public var dim: @Sendable (String) -> String

    public init(
        bold: @escaping @Sendable (String) -> String, added: @escaping @Sendable (String) -> String,
        removed: @escaping @Sendable (String) -> String, changed: @escaping @Sendable (String) -> String,
        dim: @escaping @Sendable (String) -> String
    ) {
        self.bold = bold
        self.added = added
        self.removed = removed
        self.changed = changed
        self.dim = dim
    }

    /// No decoration at all: files, pipes, NO_COLOR, and every golden test.
    public static let plain = TextStyle(bold: { $0 }, added: { $0 }, removed: { $0 }, changed: { $0 }, dim: { $0 })
}
