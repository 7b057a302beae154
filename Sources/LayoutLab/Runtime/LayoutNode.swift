// Stored properties are `@exclusivity(unchecked)`: nodes live on their case's engine thread and
// are never accessed overlappingly, and dynamic exclusivity checks cost a tenth of a pass.

/// One node of a pass's layout tree: a primitive view, a layout modifier, or a custom view or
/// modifier whose body is a single view. Nodes are rebuilt every pass; whatever must outlive a
/// pass (state, action-site memory) is kept in the `ViewGraph`, keyed by `identity`.
final class LayoutNode {
    // Declared in the order the whole-tree walks read them (building paths, placing, tracing,
    // the overflow check): a node spans several cache lines, and a walk over a long list waits
    // on memory for each line it touches, so what they share comes first.

    /// What the node models: `HStack`, `Text`, `frame`, or a custom type's name.
    let kind: String
    /// The position label among the parent's children (see `_ViewInputs.slot`).
    @exclusivity(unchecked) var slot: String
    /// The structural path's id in the case's `NodePathTable`, assigned once the subtree is complete.
    @exclusivity(unchecked) var pathID = -1
    let identity: Identity
    @exclusivity(unchecked) private(set) var children = NodeChildren()
    let layout: any LayoutRule

    // Placement results.
    @exclusivity(unchecked) var frame = CGRect.zero
    /// The render transform the node is drawn under (its own render effect after its
    /// ancestors'): nil for the identity, and the parent's own box when the node adds none.
    @exclusivity(unchecked) var transformBox: SharedRenderTransform?
    /// The proposal the node was placed with (`proposal`), as `MeasuredSize` stores one: 16
    /// bytes rather than 25.
    @exclusivity(unchecked) private var proposalWidth = MeasuredSize.stored(nil)
    @exclusivity(unchecked) private var proposalHeight = MeasuredSize.stored(nil)
    // The one-byte fields sit together, and the 32-bit ones in pairs where they can: each on its
    // own between 8-byte fields would take 8 bytes.
    @exclusivity(unchecked) var isPlaced = false
    @exclusivity(unchecked) var isHidden = false
    /// Whether this node lays its children out right to left (set when it is placed).
    @exclusivity(unchecked) var isRightToLeft = false
    /// The rule's `overflowBounds`, read once: the overflow check asks every node of every pass.
    let overflowBounds: OverflowBounds
    /// Custom views, `fixedSize` and render-only effects pass their child's traits through;
    /// frames, padding and other layout modifiers reset them.
    let passesTraitsThrough: Bool
    /// The rule's `measuresWithoutCache`, read once.
    let measuresWithoutCache: Bool
    /// The rule's `drawsItself`, read once: a pass's paints ask every node.
    let drawsItself: Bool
    /// Set on a modifier's node that wraps one view (its first child): the view's traits
    /// (`layoutValue`, `containerValue`, `gridCellColumns`) stay visible through it, as SwiftUI's
    /// traits live on the view-list element that every unary modifier keeps.
    @exclusivity(unchecked) var wrapsPrimary = false
    /// Whether this node's size depends on its container (a `containerRelativeFrame` inside);
    /// the container its cached measurements were made against is `cacheContainer`.
    @exclusivity(unchecked) var dependsOnContainer = false
    /// The gap the parent stack left before this node along its axis, when the parent is one.
    @exclusivity(unchecked) var spacingBefore: CGFloat?
    /// The guides that some node of the subtree this node takes explicit alignment values from
    /// answers for itself (`ExplicitGuideSource`): worked out as the tree is built, so that a pass
    /// asks no subtree for a guide it has no value for (most have none, and a container asks each
    /// child for its guide every time it is measured or placed).
    @exclusivity(unchecked) private(set) var explicitGuides: ExplicitGuideKinds
    /// Set by `onGeometryChange`: the node's geometry is kept, as placed, for its actions.
    @exclusivity(unchecked) var observesGeometry = false
    @exclusivity(unchecked) var containsDynamicGroup = false
    /// The newest of the explicit alignment values this node reported in the pass whose serial is
    /// `explicitGuideSerial`, as an index into that pass's `ExplicitGuideEntries` (-1: none).
    @exclusivity(unchecked) var lastExplicitGuide: Int32 = -1

    // Measurements, valid for the pass whose serial is `cacheSerial`. Serials are
    // `LayoutPass.nodeSerial`s.
    @exclusivity(unchecked) var cacheSerial: Int32 = -1
    /// The spacing the node asked for this pass (`spacingSerial`): a stack reads each child's
    /// several times, and a child stack's spacing is its own children's, so uncached this is
    /// exponential in the depth of nested stacks.
    @exclusivity(unchecked) var spacingSerial: Int32 = -1
    @exclusivity(unchecked) var measurements = MeasurementCache()
    /// The rule's `sizeForAnyProposal`, read once; NaN wide when it has none (an optional
    /// `CGSize` takes eight bytes more with its padding, in every node).
    private let sizeForAnyProposalOrNaN: CGSize
    /// The `Spacer` this node stands for in a stack, looking through trait-transparent wrappers:
    /// known once its children are, since a stack asks each child several times a measurement.
    @exclusivity(unchecked) private(set) var spacer: SpacerRule?
    @exclusivity(unchecked) var explicitGuideSerial: Int32 = -1
    @exclusivity(unchecked) var cachedSpacing = Spacing.plain

    // Preference bookkeeping for the current pass.
    @exclusivity(unchecked) var attachments: [Attachment] = []
    /// Children in preference-reduction order with their dynamic groups, when that differs from
    /// `children` (dynamic containers, or a background reducing before its primary).
    @exclusivity(unchecked) var preferenceOrder: [ContentItem]?
    @exclusivity(unchecked) var writerKeys = PreferenceKeySet()
    @exclusivity(unchecked) var preferenceSerial: Int32 = -1
    @exclusivity(unchecked) var preferenceOutputs = PreferenceOutputs()

    /// What few nodes set (`NodeExtras`), made the first time one is.
    @exclusivity(unchecked) private var extras: NodeExtras?

    /// The size the node takes whatever it is offered (the rule's `sizeForAnyProposal`).
    var sizeForAnyProposal: CGSize? {
        sizeForAnyProposalOrNaN.width.isNaN ? nil : sizeForAnyProposalOrNaN
    }

    /// The proposal the node was placed with.
    var proposal: ProposedViewSize {
        get { ProposedViewSize(width: MeasuredSize.length(proposalWidth), height: MeasuredSize.length(proposalHeight)) }
        set {
            proposalWidth = MeasuredSize.stored(newValue.width)
            proposalHeight = MeasuredSize.stored(newValue.height)
        }
    }

    /// The node's render transform (see `transformBox`).
    var transform: RenderTransform { transformBox?.transform ?? .identity }

    /// The frame after render effects, with its edges on the pixel grid (once placed).
    func renderFrame(on grid: PixelGrid) -> CGRect {
        grid.snapEdges(transform.apply(frame))
    }

    /// The `accessibilityIdentifier`, if any.
    var name: String? {
        get { extras?.name }
        set { if newValue != nil || extras != nil { madeExtras().name = newValue } }
    }

    /// Set by `.layoutPriority`; otherwise 0, or the child's for nodes that pass traits through.
    var explicitPriority: Double? {
        get { extras?.explicitPriority }
        set { if newValue != nil || extras != nil { madeExtras().explicitPriority = newValue } }
    }

    /// Set where `.environment(\.layoutDirection, …)` changes the reading direction: the
    /// direction this node and its subtree lay out in (nil: its parent's).
    var layoutDirection: LayoutDirection? {
        get { extras?.layoutDirection }
        set { if newValue != nil || extras != nil { madeExtras().layoutDirection = newValue } }
    }

    /// The container this node's cached measurements were made against (`dependsOnContainer`).
    var cacheContainer: CGSize {
        get { extras?.cacheContainer ?? .zero }
        set { madeExtras().cacheContainer = newValue }
    }

    /// The node's geometry as placed, for `onGeometryChange` (`observesGeometry`).
    var placedGeometry: GeometryProxy? {
        get { extras?.placedGeometry?.proxy }
        set { if newValue != nil || extras != nil { madeExtras().placedGeometry = newValue.map(PlacedGeometry.init) } }
    }

    private func madeExtras() -> NodeExtras {
        if let extras { return extras }
        let made = NodeExtras()
        extras = made
        return made
    }

    init(kind: String, slot: String, identity: Identity, layout: any LayoutRule, passesTraitsThrough: Bool = false) {
        self.kind = kind
        self.slot = slot
        self.identity = identity
        self.layout = layout
        self.passesTraitsThrough = passesTraitsThrough
        self.explicitGuides = layout.explicitGuideSource.own
        self.sizeForAnyProposalOrNaN = layout.sizeForAnyProposal ?? CGSize(width: CGFloat.nan, height: CGFloat.nan)
        self.measuresWithoutCache = layout.measuresWithoutCache
        self.drawsItself = layout.drawsItself
        self.spacer = layout.asSpacer
        self.overflowBounds = layout.overflowBounds
    }

    func setChildren(_ list: _ViewList) {
        children = list.nodes
        preferenceOrder = list.hasDynamicGroups ? list.structure : nil
        childrenDidChange()
    }

    func setChildren(_ nodes: [LayoutNode], preferenceOrder: [ContentItem]? = nil) {
        setChildren(NodeChildren(nodes), preferenceOrder: preferenceOrder)
    }

    func setChildren(_ nodes: NodeChildren, preferenceOrder: [ContentItem]? = nil) {
        children = nodes
        self.preferenceOrder = preferenceOrder
        childrenDidChange()
    }

    /// Works out what depends on the children: whether explicit guides can come from them, and
    /// the spacer the node stands for. Children added later (deferred content) change only this
    /// node's answers: its ancestors were measured and aligned before it was placed.
    private func childrenDidChange() {
        let guideSource = layout.explicitGuideSource
        if guideSource.forwardsChildren {
            explicitGuides = children.reduce(guideSource.own) { $0.union($1.explicitGuides) }
        }
        if passesTraitsThrough, layout.asSpacer == nil {
            spacer = children.count == 1 ? children[0].spacer : nil
        }
    }

    /// A modifier's children: the view it wraps, then its secondary content (a background or
    /// overlay, an inset), whose preferences reduce before the primary's when `reducedBefore`.
    /// The same as `setChildren([primary])` and `appendChildren(secondaries)`, with the children
    /// array made once: most backgrounds and overlays of a list make one a row.
    func setChildren(primary: LayoutNode, secondaries list: _ViewList, reducedBefore: Bool) {
        if list.nodes.isEmpty {
            children = NodeChildren(primary)
        } else {
            var nodes: [LayoutNode] = []
            nodes.reserveCapacity(1 + list.nodes.count)
            nodes.append(primary)
            nodes.append(contentsOf: list.nodes)
            children = NodeChildren(nodes)
        }
        preferenceOrder = nil
        extendPreferenceOrder(with: list, from: 1, reducedBefore: reducedBefore)
        childrenDidChange()
    }

    func appendChildren(_ list: _ViewList, reducedBefore: Bool = false) {
        let offset = children.count
        children.append(contentsOf: list.nodes)
        extendPreferenceOrder(with: list, from: offset, reducedBefore: reducedBefore)
        childrenDidChange()
    }

    /// The preference order once `list`'s nodes are the children from `offset` on, made in one
    /// array. Plain children reduce in order: an explicit order is only needed past that.
    private func extendPreferenceOrder(with list: _ViewList, from offset: Int, reducedBefore: Bool) {
        guard reducedBefore || list.hasDynamicGroups || preferenceOrder != nil else { return }
        let existing = preferenceOrder
        var order: [ContentItem] = []
        order.reserveCapacity((existing?.count ?? offset) + (list.hasDynamicGroups ? list.structure.count : list.nodes.count))
        func appendExisting() {
            if let existing { order.append(contentsOf: existing) } else { for index in 0..<offset { order.append(.node(index)) } }
        }
        if !reducedBefore { appendExisting() }
        if list.hasDynamicGroups {
            for item in list.structure { order.append(item.offset(by: offset)) }
        } else {
            for index in list.nodes.indices { order.append(.node(index + offset)) }
        }
        if reducedBefore { appendExisting() }
        preferenceOrder = order
    }

    /// `.layoutPriority` as the parent layout sees it.
    var layoutPriority: Double {
        if let explicitPriority { return explicitPriority }
        if passesTraitsThrough, children.count == 1 { return children[0].layoutPriority }
        return 0
    }

    /// The priority a layout reads from the node as its subview (`LayoutSubview.priority`, the
    /// built-in stacks' rules): −∞ for a `Spacer` that sets none (OpenSwiftUI, `Spacer`'s layout
    /// engine), otherwise `layoutPriority`.
    var subviewPriority: Double {
        if explicitPriority == nil, spacer != nil { return -.infinity }
        return layoutPriority
    }

    func setTrait(_ key: ObjectIdentifier, _ value: Any) {
        madeExtras().traits[key] = value
    }

    /// A trait set on this node, or on the view it wraps or passes traits through from.
    func trait(_ key: ObjectIdentifier) -> Any? {
        if let value = extras?.traits[key] { return value }
        if wrapsPrimary, let primary = children.first { return primary.trait(key) }
        if passesTraitsThrough, children.count == 1 { return children[0].trait(key) }
        return nil
    }


    /// The name set with `.coordinateSpace(name:)`.
    var coordinateSpaceName: AnyHashable? {
        get { extras?.traits[CoordinateSpaceNameKey.id] as? AnyHashable }
        set { if newValue != nil || extras != nil { madeExtras().traits[CoordinateSpaceNameKey.id] = newValue } }
    }

    /// Whether the node names a coordinate space: asked of every placed node, and almost none has
    /// traits at all, so this skips the lookup, the cast and the optional `AnyHashable`.
    var namesCoordinateSpace: Bool {
        guard let extras, !extras.traits.isEmpty else { return false }
        return extras.traits[CoordinateSpaceNameKey.id] != nil
    }

    /// Calls `body` with each child in order, without counting references to them: the children
    /// array is not changed while it runs, and holds them.
    @inline(__always)
    func forEachChild(from start: Int = 0, _ body: (LayoutNode) -> Void) {
        children.withUnsafeBufferPointer { children in
            var index = start
            while index < children.count {
                Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef(body)
                index += 1
            }
        }
    }

    /// Calls `body` with the first child (a modifier's primary view), uncounted as `forEachChild`
    /// does; nil without children.
    @inline(__always)
    func withFirstChild<T>(_ body: (LayoutNode) -> T) -> T? {
        children.withUnsafeBufferPointer { children in
            children.isEmpty ? nil : Unmanaged.passUnretained(children[0])._withUnsafeGuaranteedRef(body)
        }
    }

    /// Visits the subtree in pre-order without recursion (trees can be thousands deep).
    /// `body` must not change the tree: the nodes waiting on the stack are not counted.
    func forEachInPreOrder(_ body: (LayoutNode) -> Void) {
        var stack: [Unmanaged<LayoutNode>] = [.passUnretained(self)]
        while let reference = stack.popLast() {
            reference._withUnsafeGuaranteedRef { node in
                body(node)
                node.children.withUnsafeBufferPointer { children in
                    var index = children.count
                    while index > 0 {
                        index -= 1
                        stack.append(.passUnretained(children[index]))
                    }
                }
            }
        }
    }
}

private enum CoordinateSpaceNameKey {
    static let id = ObjectIdentifier(CoordinateSpaceNameKey.self)
}

/// A render transform shared by a node and the descendants that add no effect of their own.
final class SharedRenderTransform {
    let transform: RenderTransform

    init(_ transform: RenderTransform) {
        self.transform = transform
    }
}

/// The fields few nodes set, out of line: every node of a pass is allocated, and a 10,000-row
/// table has 230,000 of them (docs/performance.md, "Memory").
private final class NodeExtras {
    var name: String?
    var explicitPriority: Double?
    var layoutDirection: LayoutDirection?
    var cacheContainer = CGSize.zero
    /// Boxed: a proxy is 144 bytes, and most nodes with extras have a name and nothing else.
    var placedGeometry: PlacedGeometry?
    /// Values a view hands to its parent layout: `layoutValue`, `gridCellColumns`.
    var traits: [ObjectIdentifier: Any] = [:]
}

/// A node's geometry as placed, for `onGeometryChange` (`LayoutNode.placedGeometry`).
private final class PlacedGeometry {
    let proxy: GeometryProxy

    init(_ proxy: GeometryProxy) {
        self.proxy = proxy
    }
}
