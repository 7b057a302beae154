/// The system's fill colours (`.fill`, `.fill.tertiary`): what widget templates put behind a
/// widget (`containerBackground(.fill.tertiary, for: .widget)`). A style never changes a size.
public struct FillShapeStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle {
    // A style's lower levels (iOS 17). Drawn as the foreground's levels: the base style's own
    // levels are not modelled (drawing only).
    public var secondary: some ShapeStyle { HierarchicalShapeStyle.secondary }
    public var tertiary: some ShapeStyle { HierarchicalShapeStyle.tertiary }
    public var quaternary: some ShapeStyle { HierarchicalShapeStyle.quaternary }
}
