/// A style whose body is the whole button, its label inside (`makeBody(configuration:)`).
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// A style that also decides when the button triggers; laid out the same way.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

public struct ButtonStyleConfiguration {
    /// The button's label, as a view the style places.
    public typealias Label = _StyleConfigurationPart

    public let role: ButtonRole?
    public let label: Label
    /// Never pressed: there are no touches.
    public let isPressed: Bool
}

public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    public let label: Label

    /// Runs the button's action; here nothing does.
    public func trigger() {}
}

// MARK: Built-in styles

/// The platform's default: borderless on iOS, bordered on macOS.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label alone, untinted.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label alone, tinted.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label on a capsule or rounded rectangle, padded (Platform/ControlMetrics.swift).
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// Bordered, filled with the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

nonisolated extension View {
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }

    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }

    /// The outline bordered buttons below draw their background in: drawing only, the label
    /// decides the size.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}

/// The shape of a bordered button: drawing only.
public struct ButtonBorderShape: Hashable, Sendable {
    let name: String
    /// A rounded rectangle's corner radius, when given.
    var radius: CGFloat?
    public static let automatic = ButtonBorderShape(name: "automatic")
    public static let capsule = ButtonBorderShape(name: "capsule")
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    public static let circle = ButtonBorderShape(name: "circle")
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(name: "roundedRectangle", radius: radius) }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

// MARK: Type erasure

/// A button style of any kind, as the environment carries it: how much chrome it puts around the
/// label, and how it expands its body.
/// Unchecked: it holds a style value and closures over it, never mutated once made.
struct AnyButtonStyle: @unchecked Sendable {
    enum Chrome {
        case automatic, label, bordered
    }

    private let builtIn: Chrome?
    /// How a built-in style draws (nil for `.automatic`, decided where the button is, and for a
    /// custom style, which draws its own body).
    private let look: ButtonPaint.Look?
    private let expand: (_ label: @escaping _ContentExpander, ButtonRole?, Identity, _ViewInputs, inout _ViewList) -> Void

    init<S: ButtonStyle>(_ style: S) {
        builtIn = nil
        look = nil
        expand = { label, role, owner, inputs, list in
            let configuration = ButtonStyleConfiguration(role: role, label: .init(expand: label), isPressed: false)
            StyleBody.expand(style, owner: owner, inputs: inputs, list: &list) { $0.makeBody(configuration: configuration) }
        }
    }

    init<S: PrimitiveButtonStyle>(_ style: S) {
        builtIn = switch style {
        case is DefaultButtonStyle: .automatic
        case is PlainButtonStyle, is BorderlessButtonStyle, is CardButtonStyle: .label
        case is BorderedButtonStyle, is BorderedProminentButtonStyle, is GlassButtonStyle, is GlassProminentButtonStyle: .bordered
        default: nil
        }
        look = switch style {
        case is PlainButtonStyle, is CardButtonStyle: .plain
        case is BorderlessButtonStyle, is AccessoryBarButtonStyle: .borderless
        case is BorderedButtonStyle, is GlassButtonStyle: .bordered
        case is BorderedProminentButtonStyle, is GlassProminentButtonStyle: .prominent
        default: nil
        }
        expand = { label, role, owner, inputs, list in
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(expand: label))
            StyleBody.expand(style, owner: owner, inputs: inputs, list: &list) { $0.makeBody(configuration: configuration) }
        }
    }

    static let automatic = AnyButtonStyle(DefaultButtonStyle())

    /// The padding and smallest size a built-in style puts around the label here; a custom style
    /// draws its own, inside its body.
    /// A bordered style also sets its label's font when the platform changes it with the control
    /// size and no font is set (`labelFont`).
    func chrome(in environment: EnvironmentValues) -> (insets: EdgeInsets, minSize: CGSize, labelFont: Font?) {
        let metrics = environment.controlMetrics
        let context = environment.controlContext
        var kind = builtIn
        if kind == .automatic {
            if context.inToolbar {
                return (metrics.toolbarItemInsets, metrics.toolbarItemMinSize, nil)
            }
            kind = metrics.automaticButtonIsBordered && !context.inListRow ? .bordered : .label
        }
        guard kind == .bordered else { return (EdgeInsets(), .zero, nil) }
        let insets = metrics.borderedInsets[environment.controlSize] ?? EdgeInsets()
        return (insets, CGSize(width: 0, height: metrics.borderedMinHeight), metrics.borderedLabelFonts[environment.controlSize])
    }

    /// How a built-in style draws here: its background and the label's colour (ButtonPaint.swift).
    func drawing(in environment: EnvironmentValues) -> ButtonPaint? {
        guard builtIn != nil else { return nil }
        let context = environment.controlContext
        let look = look ?? (environment.controlMetrics.automaticButtonIsBordered && !context.inListRow && !context.inToolbar ? .bordered : .borderless)
        return ButtonPaint(look, in: environment)
    }

    func expandBody(label: @escaping _ContentExpander, role: ButtonRole?, owner: Identity, inputs: _ViewInputs, list: inout _ViewList) {
        expand(label, role, owner, inputs, &list)
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue = AnyButtonStyle.automatic
}

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

/// macOS's accessory-bar style (a scope bar's buttons): the label alone until hovered or
/// selected, so the engine lays it out as its label, as `BorderlessButtonStyle`.
public struct AccessoryBarButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == AccessoryBarButtonStyle {
    public static var accessoryBar: AccessoryBarButtonStyle { AccessoryBarButtonStyle() }
}

/// tvOS's card style: the label on a platter that lifts when focused, with no padding of its
/// own, so the engine lays it out as its label, as `PlainButtonStyle` (the platter and the lift
/// are drawing).
public struct CardButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == CardButtonStyle {
    public static var card: CardButtonStyle { CardButtonStyle() }
}
