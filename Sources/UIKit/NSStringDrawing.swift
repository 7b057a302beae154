import Foundation
import LayoutLab

// Drawing and measuring strings (Apple: UIKit's "NSString UIKit Additions" and "NSAttributedString
// UIKit Additions"). Sizes are measured with the engine's text metrics in the string's font
// (its `.font` attribute; Helvetica 12, as Apple's default, measured as the system font); drawing
// is accepted and rasterises nothing, as every drawing call here (UIGraphicsImageRenderer.swift).

func measuredSize(of string: String, font: UIFont?) -> CGSize {
    guard !string.isEmpty else { return .zero }
    let font = font ?? UIFont.systemFont(ofSize: 12)
    let text = Text(verbatim: string).font(font.font)
    return LayoutEngine.layout(text, proposal: ProposedViewSize(width: nil, height: nil)).root.frame.size
}

extension NSAttributedString {
    /// The string's size on unbounded lines, in the font of its first character.
    public func size() -> CGSize {
        guard length > 0 else { return .zero }
        let font = attributes(at: 0, effectiveRange: nil)[.font] as? UIFont
        return measuredSize(of: string, font: font)
    }

    public func draw(at point: CGPoint) {}
    public func draw(in rect: CGRect) {}
}

extension String {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        measuredSize(of: self, font: attrs?[.font] as? UIFont)
    }

    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
}
