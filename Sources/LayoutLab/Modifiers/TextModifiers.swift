// Text modifiers that apply to every Text inside a view. `textCase` and `lineSpacing` change
// what a Text measures (docs/layout-rules.md, "Text"); the others change drawing or behaviour
// only and are accepted.

nonisolated extension View {
    /// Shows the Text inside in upper or lower case (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }

    /// Space added between the lines of a multi-line Text, not after the last (Apple:
    /// "lineSpacing(_:)", "the distance in points between the bottom of one line fragment and
    /// the top of the next").
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// Lets text squeeze its letters before it truncates. The engine does not tighten: accepted.
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }

    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }

    /// Marks content as private, redacted in some contexts (`.privacy`): drawing only.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

    /// Letter spacing for every Text inside that sets none itself (Apple, iOS 16,
    /// `View.tracking(_:)`; a Text's own `tracking` or `kerning` wins). Measured as a Text's is.
    public func tracking(_ tracking: CGFloat) -> some View {
        modifier(EnvironmentWritingModifier { $0.textStyleOverrides.tracking = tracking })
    }

    /// As `tracking(_:)` here: the engine measures kerning as tracking (docs/layout-rules.md, "Text").
    public func kerning(_ kerning: CGFloat) -> some View {
        tracking(kerning)
    }

    /// Raises or lowers every Text inside that sets no offset itself (Apple, iOS 16).
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        modifier(EnvironmentWritingModifier { $0.textStyleOverrides.baselineOffset = baselineOffset })
    }

    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { self }

    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { self }
}

/// Whether text can be selected (`textSelection(.enabled)`); accepted.
public protocol TextSelectability {}

public struct EnabledTextSelectability: TextSelectability {}
public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

private struct TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

private struct LineSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

private struct AllowsTighteningKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
}
