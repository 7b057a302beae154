/// Alignment guides, as SwiftUI defines them (docs/layout-rules.md, "Alignment"; OpenSwiftUI
/// `Layout/Alignment/AlignmentGuide.swift`; Apple's `AlignmentID`):
///
/// - A guide is identified by a type conforming to `AlignmentID`; its value in a view is the
///   view's explicit value for it, or else `defaultValue(in:)` of the view's dimensions.
/// - A container with several children combines the explicit values its children report
///   (each moved by the child's origin) with the guide's `_combineExplicit`: by default their
///   mean; never, for the six edge and centre guides; the minimum for `firstTextBaseline` and the
///   maximum for `lastTextBaseline`.

/// A type that identifies an alignment guide, with its default value in a view.
public protocol AlignmentID {
    /// The guide's value in a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat

    /// Folds the `n`-th child's explicit value (`n` from 0) into the container's.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    /// The running mean: after `n + 1` children, the mean of their values.
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        let previous = n == 0 ? childValue : (parentValue ?? childValue)
        parentValue = (previous * CGFloat(n) + childValue) / CGFloat(n + 1)
    }
}

/// The edge and centre guides: a container never reports an explicit value for them, so an
/// `alignmentGuide(.leading)` stops at the first container with several children.
protocol FrameAlignment: AlignmentID {}

extension FrameAlignment {
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {}
}

/// The text baselines, which text reports explicit values for (`ExplicitGuideKinds`).
protocol TextBaselineAlignment: AlignmentID {}

/// A guide SwiftUI defines, named as its static property is (for messages).
protocol BuiltInAlignment: AlignmentID {
    static var name: String { get }
}

/// A guide on one axis: the key under which views report explicit values.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis
    /// Whether containers combine their children's explicit values (all but the frame guides).
    let combines: Bool
    /// `firstTextBaseline` or `lastTextBaseline`: the only guides text has values for.
    let isTextBaseline: Bool

    init(id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
        combines = !(id is any FrameAlignment.Type)
        isTextBaseline = id is any TextBaselineAlignment.Type
    }

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        a.axis == b.axis && ObjectIdentifier(a.id) == ObjectIdentifier(b.id)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// Combines children's explicit values in order, skipping those without one.
    func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        var result: CGFloat?
        var n = 0
        for case let value? in values {
            id._combineExplicit(childValue: value, n, into: &result)
            n += 1
        }
        return result
    }

    /// `.leading` for SwiftUI's guides, `HorizontalAlignment(Custom.self)` for others.
    var description: String {
        if let builtIn = id as? any BuiltInAlignment.Type { return "." + builtIn.name }
        return "\(axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment")(\(id).self)"
    }
}

/// A guide along the horizontal axis (what a VStack aligns its children on).
public struct HorizontalAlignment: Hashable, @unchecked Sendable, CustomStringConvertible {
    let key: AlignmentKey

    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .horizontal)
    }

    init(key: AlignmentKey) {
        self.key = key
    }

    /// The value a container reports for this guide, given its children's (nil: none).
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combineExplicit(values)
    }

    public var description: String { key.description }

    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(Center.self)
    public static let trailing = HorizontalAlignment(Trailing.self)
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)

    private enum Leading: FrameAlignment, BuiltInAlignment {
        static let name = "leading"
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }

    private enum Center: FrameAlignment, BuiltInAlignment {
        static let name = "center"
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width * 0.5 }
    }

    private enum Trailing: FrameAlignment, BuiltInAlignment {
        static let name = "trailing"
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }

    /// Set inside a list row to move its separator; rows combine it like a custom guide.
    private enum ListRowSeparatorLeading: BuiltInAlignment {
        static let name = "listRowSeparatorLeading"
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }

    private enum ListRowSeparatorTrailing: BuiltInAlignment {
        static let name = "listRowSeparatorTrailing"
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }
}

/// A guide along the vertical axis (what an HStack aligns its children on).
public struct VerticalAlignment: Hashable, @unchecked Sendable, CustomStringConvertible {
    let key: AlignmentKey

    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .vertical)
    }

    init(key: AlignmentKey) {
        self.key = key
    }

    /// The value a container reports for this guide, given its children's (nil: none).
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combineExplicit(values)
    }

    public var description: String { key.description }

    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(Center.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)

    private enum Top: FrameAlignment, BuiltInAlignment {
        static let name = "top"
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }

    private enum Center: FrameAlignment, BuiltInAlignment {
        static let name = "center"
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height * 0.5 }
    }

    private enum Bottom: FrameAlignment, BuiltInAlignment {
        static let name = "bottom"
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }

    /// The top-most baseline: a view without text has it at its bottom.
    private enum FirstTextBaseline: BuiltInAlignment, TextBaselineAlignment {
        static let name = "firstTextBaseline"
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = min(childValue, parentValue ?? .infinity)
        }
    }

    /// The bottom-most baseline ("the baseline of the bottom-most text in a view", Apple), so
    /// the largest of the children's (docs/fidelity.md, "Alignment guides").
    private enum LastTextBaseline: BuiltInAlignment, TextBaselineAlignment {
        static let name = "lastTextBaseline"
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = max(childValue, parentValue ?? -.infinity)
        }
    }
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
    /// child on guides (frames, overlays, ZStacks, grids) places it with this; `container` is a
    /// plain view of the container's size (a frame's own guides).
    func offset(of child: ViewDimensions, in container: ViewDimensions) -> CGPoint {
        offset(of: child, meeting: CGPoint(x: container[horizontal], y: container[vertical]))
    }

    /// The same, for a container that has already worked out where its guide lines are (a ZStack:
    /// the largest of its children's values; an overlay: its primary's values).
    func offset(of child: ViewDimensions, meeting guides: CGPoint) -> CGPoint {
        CGPoint(x: guides.x - child[horizontal], y: guides.y - child[vertical])
    }
}
