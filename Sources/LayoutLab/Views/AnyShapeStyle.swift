/// A shape style of any type (Apple: "AnyShapeStyle", iOS 15): what a conditional between two
/// styles of different types returns (`isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(gradient)`).
/// Drawn as the style it holds, through the same unwrapping as a faded style at full opacity.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) {
        base = style
    }
}

extension AnyShapeStyle: FadedShapeStyle {
    var fadedBase: any ShapeStyle { base }
    var fade: Double { 1 }
}
