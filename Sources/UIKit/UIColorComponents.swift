import CoreGraphics
@_spi(Platform) import LayoutLab

/// A colour's components, computed from the colour as the engine draws it (an asset catalog
/// colour has no value off-device and answers the grey it is drawn in). Each answers `true`, as
/// UIKit's does for any colour it can convert; a nil pointer skips that component. UIKit's are
/// Objective-C methods, whose result Swift lets go unused.
extension UIColor {
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let components = color._sRGBComponents
        red?.pointee = CGFloat(components.red)
        green?.pointee = CGFloat(components.green)
        blue?.pointee = CGFloat(components.blue)
        alpha?.pointee = CGFloat(components.alpha)
        return true
    }

    /// Hue, saturation and brightness by the usual RGB to HSB conversion (hue in 0..<1, the
    /// fraction of the turn from red).
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = color._sRGBComponents
        let maximum = max(c.red, c.green, c.blue)
        let minimum = min(c.red, c.green, c.blue)
        let chroma = maximum - minimum
        var turn = 0.0
        if chroma > 0 {
            switch maximum {
            case c.red: turn = (c.green - c.blue) / chroma
            case c.green: turn = (c.blue - c.red) / chroma + 2
            default: turn = (c.red - c.green) / chroma + 4
            }
            turn /= 6
            if turn < 0 { turn += 1 }
        }
        hue?.pointee = CGFloat(turn)
        saturation?.pointee = CGFloat(maximum == 0 ? 0 : chroma / maximum)
        brightness?.pointee = CGFloat(maximum)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// The grey of a grey colour (red, green and blue equal). Whether UIKit converts other colours
    /// to a grey, and by which weights, is not documented ("true if the color could be
    /// converted"); here they are not: `false`, and the pointers untouched.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = color._sRGBComponents
        guard c.red == c.green, c.green == c.blue else { return false }
        white?.pointee = CGFloat(c.red)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }
}
