/// The screen a graph is shown on: full size, safe-area insets and pixel scale.
public struct Screen: Hashable, Sendable {
    public var size: CGSize
    public var safeAreaInsets: EdgeInsets
    public var scale: CGFloat

    public init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), scale: CGFloat) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.scale = scale
    }

    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The part of the screen inside the safe-area insets.
    public var safeRect: CGRect {
        CGRect(
            x: safeAreaInsets.leading, y: safeAreaInsets.top,
            width: max(0, size.width - safeAreaInsets.horizontal),
            height: max(0, size.height - safeAreaInsets.vertical)
        )
    }
}
