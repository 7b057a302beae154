/// A size proposal from a parent to a child. `nil` on an axis asks for the ideal size,
/// `0` for the minimum and `.infinity` for the maximum.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Fills each unspecified axis from `size` (10×10 by default, as SwiftUI does).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Written out: the synthesized comparison of two optionals is not inlined, and the
    /// measurement caches compare proposals for every size a pass asks for.
    public static func == (a: ProposedViewSize, b: ProposedViewSize) -> Bool {
        sameLength(a.width, b.width) && sameLength(a.height, b.height)
    }

    @inline(__always)
    private static func sameLength(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): a == b
        default: false
        }
    }

    init(axis: Axis, along: CGFloat?, across: CGFloat?) {
        if axis == .horizontal { self.init(width: along, height: across) } else { self.init(width: across, height: along) }
    }
}

extension ProposedViewSize: CustomStringConvertible {
    public var description: String {
        func f(_ v: CGFloat?) -> String { v.map { $0.formattedPoints } ?? "nil" }
        return "(\(f(width)), \(f(height)))"
    }
}
