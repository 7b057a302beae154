/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal
    case vertical

    /// A set of axes, as used by `ScrollView` and `fixedSize`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }

    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, along: CGFloat, across: CGFloat) {
        if axis == .horizontal { self.init(width: along, height: across) } else { self.init(width: across, height: along) }
    }
}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension CGRect {
    func minAlong(_ axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }
    func midAlong(_ axis: Axis) -> CGFloat { axis == .horizontal ? midX : midY }
    func maxAlong(_ axis: Axis) -> CGFloat { axis == .horizontal ? maxX : maxY }
}
