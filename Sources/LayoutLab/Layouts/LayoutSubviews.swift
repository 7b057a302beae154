/// A proxy for one subview of a layout: measure it, read its traits, place it.
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    let index: Int
    let host: SubviewHost

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        host.pass.size(of: node, proposing: proposal)
    }

    /// Its size for `proposal`, with its alignment guides (explicit values included).
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        host.pass.dimensions(of: node, proposal: proposal)
    }

    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        host.placements[index] = SubviewPlacement(position: position, anchor: anchor, proposal: proposal)
    }

    public var priority: Double { node.layoutPriority }

    /// The spacing the subview asks for around its edges.
    public var spacing: ViewSpacing { ViewSpacing(host.pass.spacing(of: node)) }

    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (node.trait(ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue
    }

    /// The `Spacer` this subview is, if it is one (stacks treat spacers specially).
    var spacer: SpacerRule? { node.spacer }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// The subviews of a layout container, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let storage: [LayoutSubview]

    public var startIndex: Int { storage.startIndex }
    public var endIndex: Int { storage.endIndex }
    public subscript(index: Int) -> LayoutSubview { storage[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(storage: Array(storage[bounds])) }

    public var layoutDirection: LayoutDirection { .leftToRight }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.storage == b.storage }
}

struct SubviewPlacement {
    let position: CGPoint
    let anchor: UnitPoint
    let proposal: ProposedViewSize

    /// Where a subview the layout never placed goes: SwiftUI centres it.
    static func unplaced(in bounds: CGRect) -> SubviewPlacement {
        SubviewPlacement(position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
    }
}

/// What the subviews of one node share: the current pass and the placements being collected.
/// The pass is unowned: subviews only exist while their pass runs, and nodes (which own the
/// host) must not keep the pass that may hold them in its diagnostics. Unsafe, because a safe
/// unowned reference counts every read, and every measurement of a subview reads it: a
/// `LayoutSubview` kept past its layout call and used later reads freed memory (as in SwiftUI,
/// subviews are only valid during the call that received them).
final class SubviewHost {
    @exclusivity(unchecked) unowned(unsafe) var pass: LayoutPass
    @exclusivity(unchecked) var placements: [SubviewPlacement?] = []

    init(pass: LayoutPass) {
        self.pass = pass
    }
}
