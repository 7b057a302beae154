/// `style.shadow(.drop(radius: 4))`: a shape style that casts a shadow (Apple, `ShapeStyle.shadow(_:)`,
/// `ShadowStyle`, iOS 16). Shadows are drawing the engine does not render, so it is drawn as
/// its base style, as the `shadow` modifier draws nothing either.
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// Apple's default shadow colour: black at a third of its opacity.
    public static func drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    public static func inner(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let shadow: ShadowStyle
}

extension ShapeStyle {
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        _ShadowShapeStyle(base: self, shadow: style)
    }
}

/// Drawn as its base at full opacity: the drawing code's unwrapping of faded styles serves.
extension _ShadowShapeStyle: FadedShapeStyle {
    var fadedBase: any ShapeStyle { base }
    var fade: Double { 1 }
}
