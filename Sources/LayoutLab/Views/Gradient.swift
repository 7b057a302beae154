// Gradients as SwiftUI declares them (Apple's documentation of `Gradient`, `AnyGradient`).
// A gradient has no layout of its own: as a view it fills what it is offered, like `Color`;
// as a style it is recorded with its stops and geometry so that `render` draws it
// (docs/rendering.md, "Gradients").

/// Colours at locations from 0 to 1.
public struct Gradient: Hashable, Sendable, ShapeStyle {
    /// One colour at one location.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Evenly spaced colours, as Apple documents `init(colors:)`: the first at 0, the last at 1
    /// (a single colour sits at 0).
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
    }

    /// How colours are interpolated. The lab draws every gradient in sRGB (`render` cannot
    /// interpolate perceptually); the choice is kept for source compatibility.
    public enum ColorSpace: Hashable, Sendable {
        case device, perceptual
    }

    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self) }
}

/// A type-erased gradient. As a style it draws a linear gradient from top to bottom
/// (start point [0.5, 0], end point [0.5, 1]; Apple's documentation of `AnyGradient`).
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
    let gradient: Gradient

    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }

    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }
}

extension Color {
    /// "The standard gradient for the color" (Apple's documentation, which does not give its
    /// stops): drawn as the colour lightened a fifth of the way to white at the top, to the colour
    /// itself at the bottom. An approximation (docs/rendering.md, "Gradients").
    public var gradient: AnyGradient {
        let components = PaintColor.components(of: name)
        func lighter(_ value: Double) -> Double { value + (1 - value) * 0.2 }
        let top = Color(name: "rgb(\(lighter(components.0)),\(lighter(components.1)),\(lighter(components.2)))", opacity: opacityValue * components.3)
        return AnyGradient(Gradient(colors: [top, self]))
    }
}
