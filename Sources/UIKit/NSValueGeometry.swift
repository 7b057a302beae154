import Foundation

// UIKit's geometry in `NSValue` (Apple: "NSValue UIKit Additions"), as keyboard notifications
// carry the keyboard's frame: `(userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
// .cgRectValue`. Linux's Foundation boxes the same structures under its AppKit-style names
// (`NSValue(rect:)`, `rectValue`), which these spell as UIKit does.
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}
