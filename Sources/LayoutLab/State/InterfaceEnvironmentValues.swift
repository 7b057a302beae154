/// The size of controls (`.controlSize(.large)`), which chooses their row in
/// Platform/ControlMetrics.swift.
public enum ControlSize: Hashable, CaseIterable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// Why a view is drawn as a placeholder (`.redacted(reason: .placeholder)`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue = RedactionReasons()
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
    /// False inside `.disabled(true)`: drawing and input only.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// The smallest height of a list row: the list style's own (Platform/ListMetrics.swift) until a
    /// view sets it.
    public var defaultMinListRowHeight: CGFloat {
        get {
            self[DefaultMinListRowHeightKey.self]
                ?? ListMetrics.of(listStyle, os: os, regularWidth: horizontalSizeClass == .regular).minRowHeight
        }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    var minListRowHeightOverride: CGFloat? { self[DefaultMinListRowHeightKey.self] }

    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
}
