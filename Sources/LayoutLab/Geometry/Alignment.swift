/// Horizontal alignment guide. Guides are fractions of the view's width; baseline guides
/// are resolved by `ViewDimensions`.
public struct HorizontalAlignment: Hashable, Sendable {
    let fraction: CGFloat
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
    public static let listRowSeparatorLeading = HorizontalAlignment(fraction: 0)
    public static let listRowSeparatorTrailing = HorizontalAlignment(fraction: 1)
}

/// Vertical alignment guide.
public struct VerticalAlignment: Hashable, Sendable {
    enum Guide: Hashable, Sendable { case fraction(CGFloat), firstTextBaseline, lastTextBaseline }
    let guide: Guide
    public static let top = VerticalAlignment(guide: .fraction(0))
    public static let center = VerticalAlignment(guide: .fraction(0.5))
    public static let bottom = VerticalAlignment(guide: .fraction(1))
    public static let firstTextBaseline = VerticalAlignment(guide: .firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(guide: .lastTextBaseline)
}

/// A 2D alignment, as used by frames, stacks and overlays.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

extension Alignment {
    /// Where a child goes in a container so that the child's guides meet the container's: the
    /// child's top-leading corner, relative to the container's. Every container that aligns a
    /// child (frames, overlays, stacks, the root) places it with this.
    func offset(of child: ViewDimensions, in container: ViewDimensions) -> CGPoint {
        CGPoint(x: container[horizontal] - child[horizontal], y: container[vertical] - child[vertical])
    }
}

/// A view's size plus its alignment guides, as `LayoutSubview.dimensions(in:)` returns it.
public struct ViewDimensions: Equatable, Sendable {
    public let width: CGFloat
    public let height: CGFloat
    /// Distance from the top to the first and last baselines; views without text use the bottom.
    let firstBaseline: CGFloat
    let lastBaseline: CGFloat

    init(size: CGSize, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil) {
        width = size.width
        height = size.height
        self.firstBaseline = firstBaseline ?? size.height
        self.lastBaseline = lastBaseline ?? size.height
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat { guide.fraction * width }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide.guide {
        case .fraction(let f): f * height
        case .firstTextBaseline: firstBaseline
        case .lastTextBaseline: lastBaseline
        }
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { self[guide] }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { self[guide] }
}
