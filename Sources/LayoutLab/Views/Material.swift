/// A blur material (`.regularMaterial`, `.bar`): a style like any other, drawn without layout
/// effect. As a background it fills what it is given, as every style does.
public struct Material: ShapeStyle, Hashable, Sendable {
    let name: String

    public static let ultraThin = Material(name: "ultraThinMaterial")
    public static let thin = Material(name: "thinMaterial")
    public static let regular = Material(name: "regularMaterial")
    public static let thick = Material(name: "thickMaterial")
    public static let ultraThick = Material(name: "ultraThickMaterial")
    /// The material of system bars.
    public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { Material.bar }
}

/// The environment's tint (`.foregroundStyle(.tint)`).
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
}

/// The environment's background (`.background(.background)`).
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
}

/// The colour of separators.
public struct SeparatorShapeStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
