/// A color, gradient or material to fill or stroke with. Styles have no layout effect; they are
/// recorded so that `render` draws them (`PaintColor.of(_:)`).
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

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// An image tiled as a fill or stroke (`ImagePaint(image:sourceRect:scale:)`, `.image(_:)`).
/// Drawn as no colour: `render` paints no image fills. A style never changes a size.
public struct ImagePaint: ShapeStyle {
    public var image: Image
    /// The part of the image tiled, in unit coordinates.
    public var sourceRect: CGRect
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }
}

extension ShapeStyle where Self == ImagePaint {
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
