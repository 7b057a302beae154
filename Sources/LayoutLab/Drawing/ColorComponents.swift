/// A colour's sRGB components as the engine draws it (PaintColor.swift: the system colours'
/// published values, an asset catalog colour's stand-in grey), with its opacity as alpha, for
/// UIKit's and AppKit's `getRed(_:green:blue:alpha:)` and `getHue(_:saturation:brightness:alpha:)`.
extension Color {
    @_spi(Platform) public var _sRGBComponents: (red: Double, green: Double, blue: Double, alpha: Double) {
        let (red, green, blue, alpha) = PaintColor.components(of: name)
        return (red, green, blue, alpha * opacityValue)
    }
}
