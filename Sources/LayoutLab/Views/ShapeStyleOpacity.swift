/// `style.opacity(0.5)`: a shape style at a fraction of its opacity (Apple, `ShapeStyle.opacity(_:)`,
/// iOS 15). Drawn as its base style faded; for the foreground style the fade applies to whatever
/// colour the foreground is where it is drawn.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double
}

extension ShapeStyle {
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}

/// What the drawing code needs of an `_OpacityShapeStyle` without knowing its base's type.
protocol FadedShapeStyle {
    var fadedBase: any ShapeStyle { get }
    var fade: Double { get }
}

extension _OpacityShapeStyle: FadedShapeStyle {
    var fadedBase: any ShapeStyle { base }
    var fade: Double { opacity }
}
