/// A key for a value in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree: size classes, Dynamic Type, fonts, display scale and
/// any custom `EnvironmentKey`.
public struct EnvironmentValues: CustomStringConvertible {
    /// Each value boxed by its key: a key's type fixes its value's type, so reading needs no
    /// dynamic cast (every `Text` reads five keys, every pass).
    private var storage: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let box = storage[ObjectIdentifier(key)] else { return K.defaultValue }
            return unsafeDowncast(box, to: StoredEnvironmentValue<K.Value>.self).value
        }
        set { storage[ObjectIdentifier(key)] = StoredEnvironmentValue(newValue) }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values)" }
}

/// One environment value, stored under its key; never mutated once stored.
private final class StoredEnvironmentValue<Value> {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A user interface size class.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light
    case dark
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = nil
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = nil
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

private struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

private struct LineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

private struct TruncationModeKey: EnvironmentKey {
    static let defaultValue = Text.TruncationMode.tail
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

/// A recording must not depend on the machine that makes it, so the default is fixed.
private struct LocaleKey: EnvironmentKey {
    static let defaultValue = Locale(identifier: "en_US")
}

/// Like the locale, fixed so that a recording does not depend on the machine: GMT, a fixed
/// offset (SwiftUI's default is the user's current zone).
private struct TimeZoneKey: EnvironmentKey {
    static let defaultValue = TimeZone(secondsFromGMT: 0)!
}

/// The Gregorian calendar in the environment's own locale and zone (`en_US`, UTC), so that a
/// view computing dates with `@Environment(\.calendar)` gets the same answers on every machine.
private struct CalendarKey: EnvironmentKey {
    static let defaultValue: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = LocaleKey.defaultValue
        calendar.timeZone = TimeZoneKey.defaultValue
        return calendar
    }()
}

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

private struct DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction()
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction()
}

private struct MinimumScaleFactorKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

/// Without a device profile (`LayoutEngine.layout`), text keeps the calibration of the published
/// `Text("Hello, world.")` measurement (docs/fidelity.md, "Platforms and OS generations"); a
/// profile sets its own generation, the newest by default.
private struct OSGenerationKey: EnvironmentKey {
    static let defaultValue = OSGeneration.ios18
}

private struct TextStyleOverridesKey: EnvironmentKey {
    static let defaultValue = TextStyleOverrides()
}

extension EnvironmentValues {
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Where a text that does not fit its lines is cut (`truncationMode(_:)`).
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The zone dates are shown in: a `DatePicker` formats its selection in it.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar views compute dates with.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// A `+rtl` profile sets it for the whole screen, and every layout mirrors; set on a subtree,
    /// it is only a value its views read (docs/layout-rules.md, "Right-to-left").
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// How far text may shrink to fit (`.minimumScaleFactor`): 1 means not at all.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// The profile's OS generation, whose text system measures text.
    var os: OSGeneration {
        get { self[OSGenerationKey.self] }
        set { self[OSGenerationKey.self] = newValue }
    }

    /// Weight, design and italic set on a container (`.bold()`, `.monospaced()` on a View).
    var textStyleOverrides: TextStyleOverrides {
        get { self[TextStyleOverridesKey.self] }
        set { self[TextStyleOverridesKey.self] = newValue }
    }
}

/// Font adjustments inherited from containers; a Text's own modifiers take precedence.
struct TextStyleOverrides: Hashable, Sendable {
    var weight: Font.Weight?
    var design: Font.Design?
    var width: Font.Width?
    var italic = false
    var monospacedDigit = false
    /// `.tracking(_:)` or `.kerning(_:)` on a container (iOS 16): for a Text that sets none itself.
    var tracking: CGFloat = 0
    /// `.baselineOffset(_:)` on a container (iOS 16): for a Text that sets none itself.
    var baselineOffset: CGFloat = 0
}
