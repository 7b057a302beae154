import Foundation

/// How a paragraph of attributed text is laid out (Apple declares it in UIKit on iOS:
/// "NSParagraphStyle"); Linux's Foundation has none. Kept as the value of
/// `NSAttributedString.Key.paragraphStyle`; UIKit text is not laid out here, so it is a record.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    open internal(set) var lineSpacing: CGFloat = 0
    open internal(set) var paragraphSpacing: CGFloat = 0
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    open internal(set) var alignment: NSTextAlignment = .natural
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    open internal(set) var headIndent: CGFloat = 0
    open internal(set) var tailIndent: CGFloat = 0
    open internal(set) var minimumLineHeight: CGFloat = 0
    open internal(set) var maximumLineHeight: CGFloat = 0
    open internal(set) var lineHeightMultiple: CGFloat = 0
    open internal(set) var hyphenationFactor: Float = 0
    /// NSParagraphStyle's default tab interval, as the engine's text measurer uses it.
    open internal(set) var defaultTabInterval: CGFloat = 28

    /// The default style: all zero, natural alignment, word wrapping (Apple's defaults).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    public required override init() { super.init() }

    /// A copy of the same class with the same values: `NSParagraphStyle.default.mutableCopy() as!
    /// NSMutableParagraphStyle` is how apps start a style from the default one.
    private func copied<Style: NSParagraphStyle>(as type: Style.Type) -> Style {
        let copy = type.init()
        copy.lineSpacing = lineSpacing
        copy.paragraphSpacing = paragraphSpacing
        copy.paragraphSpacingBefore = paragraphSpacingBefore
        copy.alignment = alignment
        copy.lineBreakMode = lineBreakMode
        copy.firstLineHeadIndent = firstLineHeadIndent
        copy.headIndent = headIndent
        copy.tailIndent = tailIndent
        copy.minimumLineHeight = minimumLineHeight
        copy.maximumLineHeight = maximumLineHeight
        copy.lineHeightMultiple = lineHeightMultiple
        copy.hyphenationFactor = hyphenationFactor
        copy.defaultTabInterval = defaultTabInterval
        return copy
    }

    open func copy(with zone: NSZone? = nil) -> Any { copied(as: NSParagraphStyle.self) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copied(as: NSMutableParagraphStyle.self) }
}

extension NSParagraphStyle: NSCopying, NSMutableCopying {}

/// A paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue }
    }
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    open override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
    open override var defaultTabInterval: CGFloat { get { super.defaultTabInterval } set { super.defaultTabInterval = newValue } }
}
