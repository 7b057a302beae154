/// A title with an icon (`Layouts/LabelRule.swift`). Its style decides which of the two show.
public nonisolated struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let title = view.title, icon = view.icon
        let configuration = LabelStyleConfiguration(
            title: .init(expand: { inputs, list in makeViewList(title, inputs, &list) }),
            icon: .init(expand: { inputs, list in makeViewList(icon, inputs, &list) })
        )
        inputs.environment.labelStyle.expand(configuration, inputs: inputs, list: &list)
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label made from a style's configuration: the default layout of its title and icon.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// A label's parts, as a `LabelStyle` receives them.
public struct LabelStyleConfiguration {
    public typealias Title = _StyleConfigurationPart

    public typealias Icon = _StyleConfigurationPart

    public let title: Title
    public let icon: Icon
}

public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

/// Title and icon, except in a toolbar, where it is the icon alone.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LayoutLab.Label(configuration) }
}

public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LayoutLab.Label(configuration) }
}

public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

nonisolated extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, AnyLabelStyle(style))
    }
}

/// A label style of any kind, as the environment carries it.
/// Unchecked: it holds a style value and a closure over it, never mutated once made.
struct AnyLabelStyle: @unchecked Sendable {
    private enum Kind { case automatic, titleAndIcon, titleOnly, iconOnly, custom }
    private let kind: Kind
    private let makeBody: (LabelStyleConfiguration, Identity, _ViewInputs, inout _ViewList) -> Void

    init<S: LabelStyle>(_ style: S) {
        kind = switch style {
        case is DefaultLabelStyle: .automatic
        case is TitleAndIconLabelStyle: .titleAndIcon
        case is TitleOnlyLabelStyle: .titleOnly
        case is IconOnlyLabelStyle: .iconOnly
        default: .custom
        }
        makeBody = { configuration, owner, inputs, list in
            // Inside the custom body a `Label(configuration)` is the default layout again.
            var bodyInputs = inputs
            bodyInputs.environment.labelStyle = .titleAndIcon
            StyleBody.expand(style, owner: owner, inputs: bodyInputs, list: &list) { $0.makeBody(configuration: configuration) }
        }
    }

    static let automatic = AnyLabelStyle(DefaultLabelStyle())

    /// The title-and-icon layout: in a list row the icon takes its column there (measured, see
    /// `ControlMetrics.listRowLabelIconSlot`), elsewhere its own width and the label gap.
    static func labelRule(iconCount: Int, environment: EnvironmentValues) -> LabelRule {
        let metrics = environment.controlMetrics
        if environment.controlContext.inListRow, let slot = metrics.listRowLabelIconSlot {
            return LabelRule(
                iconCount: iconCount, gap: metrics.listRowLabelTitleGap, iconSlot: slot,
                heightFromTitle: metrics.listRowLabelHeightFromTitle
            )
        }
        return LabelRule(iconCount: iconCount, gap: metrics.labelIconGap)
    }
    static let titleAndIcon = AnyLabelStyle(TitleAndIconLabelStyle())

    func expand(_ configuration: LabelStyleConfiguration, inputs: _ViewInputs, list: inout _ViewList) {
        var kind = kind
        if kind == .automatic { kind = inputs.environment.controlContext.inToolbar ? .iconOnly : .titleAndIcon }
        switch kind {
        case .titleOnly:
            makeViewList(configuration.title, inputs, &list)
        case .iconOnly:
            makeViewList(configuration.icon, inputs, &list)
        case .custom:
            makeBody(configuration, inputs.identity, inputs, &list)
        case .automatic, .titleAndIcon:
            var icon = _ViewList(), title = _ViewList()
            let content = inputs.containerContent(orientation: nil)
            var iconInputs = content.child(slot: 0)
            if inputs.environment.controlContext.inListRow, let scale = inputs.environment.controlMetrics.listRowLabelIconScale {
                // A list row's label draws its icon at the row's icon scale (ControlMetrics).
                iconInputs.environment.imageScale = scale
            }
            makeViewList(configuration.icon, iconInputs, &icon)
            makeViewList(configuration.title, content.child(slot: 1), &title)
            let node = LayoutNode(
                kind: "Label", slot: inputs.slot, identity: inputs.identity,
                layout: Self.labelRule(iconCount: icon.count, environment: inputs.environment)
            )
            node.setChildren(icon.nodes.array + title.nodes.array)
            list.append(node)
        }
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = AnyLabelStyle.automatic
}

extension EnvironmentValues {
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}
