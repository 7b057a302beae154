/// A color or pattern to fill or stroke with. Styles have no layout effect; they are accepted
/// so that SwiftUI code compiles unchanged.
public protocol ShapeStyle {}

/// The current foreground style.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
}

/// `.primary`, `.secondary`…: levels of the foreground style.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

/// A gradient derived from a color (`Color.orange.gradient`).
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    let base: Color
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// Fill rules, accepted for source compatibility.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// Stroke parameters, accepted for source compatibility.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public init(lineWidth: CGFloat = 1) {
        self.lineWidth = lineWidth
    }
}
