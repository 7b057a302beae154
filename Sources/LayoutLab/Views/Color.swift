/// A color. As a view it fills whatever it is offered (10×10 when offered nothing).
public struct Color: View, ShapeStyle, Hashable, Sendable, CustomStringConvertible {
    let name: String
    let opacityValue: Double

    init(name: String, opacity: Double = 1) {
        self.name = name
        self.opacityValue = opacity
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(name: "rgb(\(red),\(green),\(blue))", opacity: opacity)
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(name: "white(\(white))", opacity: opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(name: "hsb(\(hue),\(saturation),\(brightness))", opacity: opacity)
    }

    /// A named asset color; the name is kept, the value is unknown off-device.
    public init(_ name: String) {
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

    public var description: String { name }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.append(LayoutNode(kind: "Color", slot: inputs.slot, identity: inputs.identity, layout: ColorRule(color: PaintColor(view).fading(by: inputs.environment.drawingOpacity))))
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
