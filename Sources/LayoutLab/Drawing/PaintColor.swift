import Foundation

/// A colour as the scenario names it, with its opacity (the colour's own times any `opacity`
/// modifier above it), and the sRGB value it is drawn with.
public struct PaintColor: Hashable, Sendable, Codable {
    /// `blue`, `rgb(0.2,0.4,1.0)`, `white(0.9)`, `hsb(…)`, `secondary`, a material or an asset name.
    public var name: String
    public var opacity: Double
    /// A gradient style's stops and geometry; `name` and `opacity` are then its first stop's.
    public var gradient: PaintGradient? {
        get { gradientBox?.gradient }
        set { gradientBox = newValue.map(GradientBox.init) }
    }

    /// The gradient out of line: inline, its ten fields made every colour 13 words, copied and
    /// compared field by field wherever a colour goes (a fill's paint is looked up by colour for
    /// every `Color` of every pass: 1.5 % of a one-shot layout of a long list, callgrind). Few
    /// colours have one.
    private var gradientBox: GradientBox?

    private final class GradientBox: Sendable {
        let gradient: PaintGradient

        init(_ gradient: PaintGradient) {
            self.gradient = gradient
        }
    }

    public init(name: String, opacity: Double = 1) {
        self.name = name
        self.opacity = opacity
    }

    init(_ color: Color, opacity: Double = 1) {
        self.init(name: color.name, opacity: color.opacityValue * opacity)
    }

    // Equality, hashing and coding as they would be synthesized with the gradient stored inline.

    private enum CodingKeys: String, CodingKey {
        case name, opacity, gradient
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        opacity = try container.decode(Double.self, forKey: .opacity)
        gradient = try container.decodeIfPresent(PaintGradient.self, forKey: .gradient)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(opacity, forKey: .opacity)
        try container.encodeIfPresent(gradient, forKey: .gradient)
    }

    public static func == (lhs: PaintColor, rhs: PaintColor) -> Bool {
        guard lhs.name == rhs.name, lhs.opacity == rhs.opacity else { return false }
        if lhs.gradientBox === rhs.gradientBox { return true }
        return lhs.gradient == rhs.gradient
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(opacity)
        hasher.combine(gradient)
    }

    /// The same colour `opacity` times as opaque.
    func fading(by opacity: Double) -> PaintColor {
        var faded = PaintColor(name: name, opacity: self.opacity * opacity)
        faded.gradient = gradient?.fading(by: opacity)
        return faded
    }

    /// The colour as CSS `#rrggbb`, and the alpha to draw it with (the colour's own alpha, such as
    /// `secondary`'s, times `opacity`).
    public var rgb: (hex: String, alpha: Double) {
        let (red, green, blue, alpha) = Self.components(of: name)
        func byte(_ value: Double) -> Int { Int((min(1, max(0, value)) * 255).rounded()) }
        return (String(format: "#%02x%02x%02x", byte(red), byte(green), byte(blue)), alpha * opacity)
    }

    /// sRGB components of a named colour. The system colours are iOS's light-appearance values
    /// from Apple's Human Interface Guidelines ("Color", "System colors"); the label colours
    /// (`primary`, `secondary`) are UIKit's `label` and `secondaryLabel` (black, and #3c3c43 at
    /// 60 %); materials are drawn as a translucent light grey. A colour from an asset catalog has
    /// no value off-device: it is drawn in a mid grey (docs/rendering.md, "Colours").
    static func components(of name: String) -> (Double, Double, Double, Double) {
        if let named = systemColors[name] ?? uiKitColors[name] {
            return (Double(named.0) / 255, Double(named.1) / 255, Double(named.2) / 255, named.3)
        }
        if let values = arguments(of: name, prefix: "rgb("), values.count == 3 {
            return (values[0], values[1], values[2], 1)
        }
        if let values = arguments(of: name, prefix: "white("), values.count == 1 {
            return (values[0], values[0], values[0], 1)
        }
        if let values = arguments(of: name, prefix: "hsb("), values.count == 3 {
            let (red, green, blue) = rgb(hue: values[0], saturation: values[1], brightness: values[2])
            return (red, green, blue, 1)
        }
        if name.hasSuffix("Material") || name == "bar" { return (0.97, 0.97, 0.97, 0.8) }
        return (0.56, 0.56, 0.58, 1)
    }

    private static let systemColors: [String: (Int, Int, Int, Double)] = [
        "red": (255, 59, 48, 1), "orange": (255, 149, 0, 1), "yellow": (255, 204, 0, 1),
        "green": (52, 199, 89, 1), "mint": (0, 199, 190, 1), "teal": (48, 176, 199, 1),
        "cyan": (50, 173, 230, 1), "blue": (0, 122, 255, 1), "indigo": (88, 86, 214, 1),
        "purple": (175, 82, 222, 1), "pink": (255, 45, 85, 1), "brown": (162, 132, 94, 1),
        "gray": (142, 142, 147, 1), "white": (255, 255, 255, 1), "black": (0, 0, 0, 1),
        "clear": (0, 0, 0, 0), "primary": (0, 0, 0, 1), "secondary": (60, 60, 67, 0.6),
        "tertiary": (60, 60, 67, 0.3), "quaternary": (60, 60, 67, 0.18), "accentColor": (0, 122, 255, 1),
        "tint": (0, 122, 255, 1), "background": (255, 255, 255, 1), "separator": (60, 60, 67, 0.29),
    ]

    private static func arguments(of name: String, prefix: String) -> [Double]? {
        guard name.hasPrefix(prefix), name.hasSuffix(")") else { return nil }
        let inner = name.dropFirst(prefix.count).dropLast()
        let values = inner.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        return values
    }

    private static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }

    /// The colour a shape style paints with, where it has one: nil for the foreground style
    /// itself (the caller uses the environment's), or a style with no colour of its own.
    static func of(_ style: any ShapeStyle) -> PaintColor? {
        switch style {
        case let color as Color: PaintColor(color)
        case let level as HierarchicalShapeStyle:
            PaintColor(name: ["primary", "secondary", "tertiary", "quaternary"][min(max(level.level, 0), 3)])
        case let material as Material: PaintColor(name: material.name)
        case is TintShapeStyle: PaintColor(name: "tint")
        case is BackgroundStyle: PaintColor(name: "background")
        case is SeparatorShapeStyle: PaintColor(name: "separator")
        case let faded as FadedShapeStyle: of(faded.fadedBase)?.fading(by: faded.fade)
        default: gradient(of: style)
        }
    }
}
