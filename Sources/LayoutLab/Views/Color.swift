/// A color. As a view it fills whatever it is offered (10×10 when offered nothing).
public nonisolated struct Color: View, ShapeStyle, Hashable, Sendable, CustomStringConvertible {
    let name: String
    let opacityValue: Double

    init(name: String, opacity: Double = 1) {
        self.name = name
        self.opacityValue = opacity
    }

    /// The colour spaces of `Color(_:red:green:blue:opacity:)`. Components are drawn as sRGB:
    /// a linear or Display P3 colour is drawn as if it were sRGB (docs/rendering.md, "Colours").
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(name: "rgb(\(red),\(green),\(blue))", opacity: opacity)
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(name: "white(\(white))", opacity: opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(name: "hsb(\(hue),\(saturation),\(brightness))", opacity: opacity)
    }

    /// A named asset color; the name is kept, the value is unknown off-device.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(name: name)
    }

    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let mint = Color(name: "mint")
    public static let teal = Color(name: "teal")
    public static let cyan = Color(name: "cyan")
    public static let blue = Color(name: "blue")
    public static let indigo = Color(name: "indigo")
    public static let purple = Color(name: "purple")
    public static let pink = Color(name: "pink")
    public static let brown = Color(name: "brown")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let black = Color(name: "black")
    public static let clear = Color(name: "clear")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")

    public func opacity(_ opacity: Double) -> Color {
        Color(name: name, opacity: opacityValue * opacity)
    }

    /// `fraction` of the way from this colour to `rhs` (0: this colour, 1: `rhs`), mixed
    /// component by component in sRGB, opacities alike (SwiftUI mixes in a perceptual space by
    /// default: the result here is close, not equal).
    public func mix(with rhs: Color, by fraction: Double) -> Color {
        let t = min(1, max(0, fraction.isFinite ? fraction : 0))
        let a = PaintColor.components(of: name), b = PaintColor.components(of: rhs.name)
        func blend(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        let opacity = blend(a.3 * opacityValue, b.3 * rhs.opacityValue)
        return Color(name: "rgb(\(blend(a.0, b.0)),\(blend(a.1, b.1)),\(blend(a.2, b.2)))", opacity: opacity)
    }

    public var description: String { name }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.append(LayoutNode(kind: "Color", slot: inputs.slot, identity: inputs.identity, layout: ColorRule(color: PaintColor(view).fading(by: inputs.environment.drawingOpacity), paints: inputs.graph.paints)))
    }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
}
