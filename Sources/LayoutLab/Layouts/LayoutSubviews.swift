/// A proxy for one subview of a layout: measure it, read its traits, place it.
///
/// It refers to its node and host without counting: the container's node and rule keep both
/// alive, and a stack measures its subviews many times a pass, where counting each use of the
/// node, host and pass was a fifth of a pass's work. As in SwiftUI, a subview is only valid during
/// the layout call that received it.
public struct LayoutSubview: Equatable {
    let nodeReference: Unmanaged<LayoutNode>
    /// The subview's position in its container's full list, which slices keep.
    let index: Int
    private let hostReference: Unmanaged<SubviewHost>

    init(node: LayoutNode, index: Int, host: SubviewHost) {
        nodeReference = .passUnretained(node)
        self.index = index
        hostReference = .passUnretained(host)
    }

    var node: LayoutNode { nodeReference.takeUnretainedValue() }
    var host: SubviewHost { hostReference.takeUnretainedValue() }

    /// Runs `body` with the pass and the node, neither retained for it.
    @inline(__always)
    private func withPass<Result>(_ body: (LayoutPass, LayoutNode) -> Result) -> Result {
        hostReference._withUnsafeGuaranteedRef { host in
            host.passReference._withUnsafeGuaranteedRef { pass in
                nodeReference._withUnsafeGuaranteedRef { node in body(pass, node) }
            }
        }
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        withPass { pass, node in pass.size(of: node, proposing: proposal) }
    }

    /// Its size for `proposal`, with its alignment guides (explicit values included).
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        withPass { pass, node in pass.dimensions(of: node, proposal: proposal) }
    }

    /// Tells the subview where to go: its `anchor` point at `position`, sized for `proposal`.
    /// Only valid inside `placeSubviews`; the last call for a subview wins
    /// (docs/layout-rules.md, "Custom layouts: the `Layout` protocol").
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        hostReference._withUnsafeGuaranteedRef { $0.place(index, SubviewPlacement(position: position, anchor: anchor, proposal: proposal)) }
    }

    /// Puts the subview at exactly `frame`, whatever size it would choose for `proposal`: how a
    /// grid places a `GridRow`, which takes the row's rectangle across the grid.
    func place(exactly frame: CGRect, proposal: ProposedViewSize) {
        hostReference._withUnsafeGuaranteedRef {
            $0.place(index, SubviewPlacement(position: frame.origin, anchor: .topLeading, proposal: proposal, size: frame.size))
        }
    }

    /// The `layoutPriority` set on the subview; −∞ for a `Spacer` without one, 0 otherwise
    /// (OpenSwiftUI, `Spacer`'s layout engine).
    public var priority: Double {
        nodeReference._withUnsafeGuaranteedRef { $0.subviewPriority }
    }

    /// The spacing the subview asks for around its edges.
    public var spacing: ViewSpacing { withPass { pass, node in ViewSpacing(pass.spacing(of: node)) } }

    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (node.trait(ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue
    }

    /// The values set on the subview with `.containerValue(_:_:)`.
    public var containerValues: ContainerValues { ContainerValues(node: node) }

    /// The `Spacer` this subview is, if it is one (stacks treat spacers specially).
    var spacer: SpacerRule? { nodeReference._withUnsafeGuaranteedRef { $0.spacer } }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.nodeReference.toOpaque() == b.nodeReference.toOpaque() }
}

/// The subviews of a layout container, in order. A slice (`subviews[1...]`,
/// `subviews[indices: …]`) is indexed from 0 again, as SwiftUI's is; its subviews still place
/// themselves in their container.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    let storage: [LayoutSubview]

    public var startIndex: Int { storage.startIndex }
    public var endIndex: Int { storage.endIndex }
    public subscript(index: Int) -> LayoutSubview { storage[index] }
    /// Asks for the memory of the subtree of the subview at `index`, if there is one: a stack's
    /// first measuring loop meets each subview's subtree in turn (`NodePrefetch`).
    @inline(__always)
    func prefetchSubtree(at index: Int) {
        storage.withUnsafeBufferPointer { subviews in
            guard index < subviews.count else { return }
            NodePrefetch.subtree(of: subviews[index].nodeReference, before: index + 1 < subviews.count ? subviews[index + 1].nodeReference : nil)
        }
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(storage: Array(storage[bounds])) }

    public subscript<S: Sequence>(indices indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(storage: indices.map { storage[$0] })
    }

    /// The container's reading direction (docs/layout-rules.md, "Right-to-left").
    public var layoutDirection: LayoutDirection { storage.first?.host.pass.currentLayoutDirection ?? .leftToRight }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.storage == b.storage }
}

struct SubviewPlacement {
    let position: CGPoint
    let anchor: UnitPoint
    let proposal: ProposedViewSize
    /// The size the subview takes, when its layout decides it (`place(exactly:proposal:)`);
    /// nil lets the subview choose for `proposal`.
    var size: CGSize? = nil

    /// Where a subview the layout never placed goes: SwiftUI centres it.
    static func unplaced(in bounds: CGRect) -> SubviewPlacement {
        SubviewPlacement(position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
    }

    /// What is wrong with the placement if the engine cannot use it, or nil.
    var problem: String? {
        let point = position
        if !point.x.isFinite || !point.y.isFinite {
            return "at a non-finite point (\(point.x.formattedPoints), \(point.y.formattedPoints))"
        }
        if !anchor.x.isFinite || !anchor.y.isFinite {
            return "with a non-finite anchor (\(anchor.x.formattedPoints), \(anchor.y.formattedPoints))"
        }
        if proposal.width?.isNaN == true || proposal.height?.isNaN == true {
            return "with a NaN proposal"
        }
        return nil
    }
}

extension LayoutPass {
    /// Where SwiftUI puts a subview its layout did not place, or placed where it cannot go:
    /// centred in the container, sized for the container's own proposal.
    func placeChildInContainerCentre(_ child: LayoutNode, container: LayoutNode) {
        placeChild(child, at: CGPoint(x: container.frame.midX, y: container.frame.midY), anchor: .center, proposal: container.proposal)
    }
}

/// What the subviews of one node share: the current pass and the placements being collected.
/// The pass is unowned: subviews only exist while their pass runs, and nodes (which own the
/// host) must not keep the pass that may hold them in its diagnostics. Unsafe, because a safe
/// unowned reference counts every read, and every measurement of a subview reads it: a
/// `LayoutSubview` kept past its layout call and used later reads freed memory (as in SwiftUI,
/// subviews are only valid during the call that received them).
final class SubviewHost {
    @exclusivity(unchecked) var passReference: Unmanaged<LayoutPass>
    var pass: LayoutPass {
        get { passReference.takeUnretainedValue() }
        set { passReference = .passUnretained(newValue) }
    }
    /// One entry per subview while `placeSubviews` runs; nil outside it.
    @exclusivity(unchecked) private(set) var placements: [SubviewPlacement?]?
    /// Subviews placed more than once in the current `placeSubviews`, in order.
    @exclusivity(unchecked) private(set) var placedTwice: [Int] = []
    /// Whether a subview was placed while no `placeSubviews` was running.
    @exclusivity(unchecked) private(set) var placedOutsidePlacement = false

    init(pass: LayoutPass) {
        passReference = .passUnretained(pass)
    }

    func beginPlacement(count: Int) {
        placements = Self.unplaced(count)
        placedTwice = []
    }

    /// `count` subviews' placements, none made yet. Built in place, not with
    /// `Array(repeating:count:)`, whose storage is allocated by code that is not specialised for
    /// the element and asks the runtime for the storage's type (about 530 instructions, a stack a
    /// pass).
    private static func unplaced(_ count: Int) -> [SubviewPlacement?] {
        var made: [SubviewPlacement?] = []
        made.reserveCapacity(count)
        for _ in 0..<count { made.append(nil) }
        return made
    }

    /// The placements collected since `beginPlacement`, in subview order.
    func endPlacement() -> [SubviewPlacement?] {
        defer { placements = nil }
        return placements ?? []
    }

    func place(_ index: Int, _ placement: SubviewPlacement) {
        guard placements != nil else {
            // SwiftUI stops here; a placement outside `placeSubviews` has nowhere to go.
            placedOutsidePlacement = true
            return
        }
        if placements![index] != nil, !placedTwice.contains(index) { placedTwice.append(index) }
        placements![index] = placement
    }

    func takePlacedOutsidePlacement() -> Bool {
        defer { placedOutsidePlacement = false }
        return placedOutsidePlacement
    }

    /// Runs `place` (a layout's `placeSubviews`, asked for explicit alignment) and returns where it
    /// put `subviews`, by index, leaving a layout pass in progress and its reports as they were.
    func collectingPlacements(of subviews: LayoutSubviews, _ place: () -> Void) -> [SubviewPlacement?] {
        let saved = (placements, placedTwice, placedOutsidePlacement)
        defer { (placements, placedTwice, placedOutsidePlacement) = saved }
        let count = (subviews.map(\.index).max() ?? -1) + 1
        placements = Self.unplaced(max(count, saved.0?.count ?? 0))
        placedTwice = []
        place()
        return placements ?? []
    }
}
