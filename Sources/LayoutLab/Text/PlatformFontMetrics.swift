/// What `UIFont` and `NSFont` report about the engine's fonts (the `UIKit` and `AppKit`
/// modules): a text style's point size on the running device's OS and Dynamic Type size, and a
/// font's line height, from the same tables the engine measures text with, so a `UIFont` and the
/// `Font` made from it agree.
extension Font {
    /// The point size of `style` at `dynamicTypeSize` on `os`.
    @_spi(Platform) public static func _pointSize(
        of style: Font.TextStyle, dynamicTypeSize: DynamicTypeSize = .large, os: OSGeneration
    ) -> CGFloat {
        Typography.pointSize(of: style, at: dynamicTypeSize, os: os)
    }

    /// The height of one line of the system font at `pointSize` (of `style`, when it is one).
    @_spi(Platform) public static func _lineHeight(pointSize: CGFloat, style: Font.TextStyle?, os: OSGeneration) -> CGFloat {
        Typography.lineMetrics(pointSize: pointSize, style: style, os: os).lineHeight
    }

    /// The metrics `UIFont` reports: ascender, descender (negative, as UIKit gives it), cap
    /// height and leading.
    @_spi(Platform) public static func _verticalMetrics(
        pointSize: CGFloat, style: Font.TextStyle?, os: OSGeneration
    ) -> (ascender: CGFloat, descender: CGFloat, capHeight: CGFloat, leading: CGFloat) {
        let metrics = Typography.lineMetrics(pointSize: pointSize, style: style, os: os)
        return (metrics.ascender, -metrics.descender, metrics.capHeight, metrics.leading)
    }
}
