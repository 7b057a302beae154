import LayoutLab

/// A colour as Core Graphics holds it: its components in a colour space (sRGB or grey here),
/// and the engine's `Color` for it, which is what `Color(cgColor:)` draws.
public final class CGColor: Hashable, @unchecked Sendable {
    /// The components, the alpha last: red, green, blue and alpha, or grey and alpha.
    public let components: [CGFloat]?
    /// The engine's colour for this one.
    public let _color: Color

    /// An sRGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        _color = Color(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// An sRGB colour.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey of `gray` (0 black, 1 white).
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
        _color = Color(.sRGB, white: Double(gray), opacity: Double(alpha))
    }

    /// The Core Graphics colour of an engine colour, for the platform modules (`UIColor.cgColor`):
    /// its components are unknown when the colour is a named one (`systemBackground`).
    public init(_color color: Color) {
        components = nil
        _color = color
    }

    public var numberOfComponents: Int { components?.count ?? 4 }
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour at `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let components else { return CGColor(_color: _color.opacity(Double(alpha))) }
        if components.count == 2 { return CGColor(gray: components[0], alpha: alpha) }
        return CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (a: CGColor, b: CGColor) -> Bool { a._color == b._color }
    public func hash(into hasher: inout Hasher) { hasher.combine(_color) }
}

extension Color {
    /// SwiftUI's colour of a Core Graphics colour.
    public init(cgColor: CGColor) {
        self = cgColor._color
    }

    /// The Core Graphics colour of this one (Apple, iOS 14, deprecated for `resolve(in:)`). Apple's
    /// is nil for a colour that changes with the environment (`.primary`, the system colours);
    /// here every colour has one, the same colour, its components unknown when it is a named one.
    public var cgColor: CGColor? { CGColor(_color: self) }
}
