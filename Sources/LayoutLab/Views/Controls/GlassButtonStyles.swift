/// iOS 26's Liquid Glass button styles (Apple, `GlassButtonStyle`, `GlassProminentButtonStyle`,
/// `.buttonStyle(.glass)`, `.buttonStyle(.glassProminent)`). No public measurement of them was
/// found: they are laid out as the bordered styles iOS 26 also draws on a capsule, `.glass` as
/// `.bordered` and `.glassProminent` as `.borderedProminent` (docs/fidelity.md, "Controls").
public struct GlassButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public init(_ glass: Glass) {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
