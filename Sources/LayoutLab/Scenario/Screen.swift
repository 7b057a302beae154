/// The screen a graph is shown on: full size, safe-area insets and pixel scale.
public struct Screen: Hashable, Sendable {
    public var size: CGSize
    public var safeAreaInsets: EdgeInsets
    public var scale: CGFloat
    /// Where it lies on the device's screen: zero, except for a presented sheet or popover, which
    /// is laid out as a screen of its own (docs/layout-rules.md, "Presentations").
    public var origin: CGPoint

    public init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), scale: CGFloat, origin: CGPoint = .zero) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.scale = scale
        self.origin = origin
    }

    public var bounds: CGRect { CGRect(origin: origin, size: size) }

    /// The part of the screen inside the safe-area insets.
    public var safeRect: CGRect {
        CGRect(
            x: origin.x + safeAreaInsets.leading, y: origin.y + safeAreaInsets.top,
            width: max(0, size.width - safeAreaInsets.horizontal),
            height: max(0, size.height - safeAreaInsets.vertical)
        )
    }
}
