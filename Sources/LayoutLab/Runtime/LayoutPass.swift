/// One pass's layout: measures nodes (each answer cached per node and proposal, so nested
/// stacks stay linear), places them top-down in global coordinates, and collects diagnostics.
final class LayoutPass {
    let graph: ViewGraph
    let serial: Int
    /// `serial` as nodes keep it (`LayoutNode.cacheSerial` and the like): 32 bits, as a case has
    /// far fewer passes than 2³¹ and a node is allocated for every view of every pass.
    var nodeSerial: Int32 { Int32(truncatingIfNeeded: serial) }
    let grid: PixelGrid
    /// The screen reads right to left (a `+rtl` profile): placements are mirrored, except in
    /// subtrees whose environment sets another direction.
    let isScreenRightToLeft: Bool
    @exclusivity(unchecked) private(set) var diagnostics: [PendingDiagnostic] = []
    /// How many nodes this pass placed (to size the trace up front).
    @exclusivity(unchecked) private(set) var placedNodes = 0
    /// Where placed nodes go as they are placed, for observers that stream them.
    @exclusivity(unchecked) var nodeStream: NodeStream?

    /// Preference values read while placing (`overlayPreferenceValue`), reported with the pass.
    @exclusivity(unchecked) private(set) var placementReads: [PlacementRead] = []

    /// The rendered frames of `matchedGeometryEffect` sources placed so far.
    @exclusivity(unchecked) var matchedGeometryFrames: [MatchedGeometryKey: CGRect] = [:]

    /// Sheets, covers and popovers built this pass, laid out after the screen (`RootPass`).
    @exclusivity(unchecked) var presentations: [PendingPresentation] = []
    /// Where the view a scroll request names was found this pass (`Runtime/ScrollRequests.swift`).
    @exclusivity(unchecked) var scrollTargetHit: ScrollTargetHit?
    /// How far the outermost scroll view being placed has scrolled its content.
    @exclusivity(unchecked) var outermostScrollOffset: CGFloat = 0

    /// Named coordinate spaces of the nodes being placed, innermost last.
    @exclusivity(unchecked) private(set) var namedSpaces: NamedSpaces = []

    /// The container and safe area of the nodes being measured or placed.
    @exclusivity(unchecked) var geometry: GeometryContext
    /// Set when the measurement under way read `geometry.container`.
    @exclusivity(unchecked) var readsContainer = false
    /// The explicit alignment values nodes reported (see `explicitAlignment(_:of:proposal:size:)`).
    @exclusivity(unchecked) var explicitGuides: ExplicitGuideEntries

    init(graph: ViewGraph, serial: Int) {
        self.graph = graph
        self.serial = serial
        self.grid = PixelGrid(scale: graph.screen.scale)
        self.isScreenRightToLeft = graph.environment.layoutDirection == .rightToLeft
        self.geometry = GeometryContext(screen: graph.screen)
        self.explicitGuides = ExplicitGuideEntries(capacity: graph.explicitGuideCapacity)
    }

    // MARK: Measuring

    /// The size `node` chooses for `proposal`.
    func size(of node: LayoutNode, proposing proposal: ProposedViewSize) -> CGSize {
        // Validated when the rule was made (a frame's lengths are clamped to finite, ≥ 0).
        if let size = node.sizeForAnyProposal { return size }
        if node.measuresWithoutCache {
            // An invalid answer goes the cached way, to be reported once and replaced.
            let measured = node.layout.sizeThatFits(proposal, node: node, pass: self)
            if measured.width >= 0, measured.height >= 0 { return measured }
        }
        if node.cacheSerial != nodeSerial {
            node.cacheSerial = nodeSerial
            node.dependsOnContainer = false
            node.measurements.removeAll()
        } else if node.dependsOnContainer, node.cacheContainer != geometry.container {
            node.measurements.removeAll()
        } else if let cached = node.measurements.size(for: proposal) {
            readsContainer = readsContainer || node.dependsOnContainer
            return cached
        }
        let measured = measure(node, proposal: proposal)
        let size = CGSize(width: sanitized(measured.width, node), height: sanitized(measured.height, node))
        node.measurements.add(size, for: proposal)
        return size
    }

    /// The largest of the children's sizes, for nodes that stack children on top of each other.
    func unionSize(of children: NodeChildren, proposal: ProposedViewSize) -> CGSize {
        var result = CGSize.zero
        // Borrowed, not counted (see `LayoutNode.forEachChild`): every wrapper measures this way.
        children.withUnsafeBufferPointer { children in
            for index in children.indices {
                let size = Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef { self.size(of: $0, proposing: proposal) }
                result.width = max(result.width, size.width)
                result.height = max(result.height, size.height)
            }
        }
        return result
    }

    /// The spacing `node` asks for around its edges.
    func spacing(of node: LayoutNode) -> Spacing {
        if node.spacingSerial == nodeSerial { return node.cachedSpacing }
        let spacing = node.layout.spacing(of: node, pass: self)
        node.spacingSerial = nodeSerial
        node.cachedSpacing = spacing
        return spacing
    }

    /// What a node that wraps `children` asks for: the one child's spacing, or all of theirs.
    func spacing(of children: NodeChildren) -> Spacing {
        switch children.count {
        case 0: .plain
        case 1: spacing(of: children[0])
        default: Spacing.union(children.lazy.map { self.spacing(of: $0) })
        }
    }

    /// A measured length may be infinite (flexibility probes ask for it); it may not be NaN or negative.
    @inline(__always)
    private func sanitized(_ value: CGFloat, _ node: LayoutNode) -> CGFloat {
        value >= 0 ? value : invalidLength(value, node)
    }

    /// A NaN or negative length, reported and replaced by zero.
    private func invalidLength(_ value: CGFloat, _ node: LayoutNode) -> CGFloat {
        if value.isNaN {
            diagnose(.invalidFrameDimension, node, "Invalid frame dimension (negative or non-finite): \(node.kind) measured NaN.")
            return 0
        }
        if value < 0 {
            diagnose(.invalidFrameDimension, node, "Invalid frame dimension (negative or non-finite): \(node.kind) measured \(value.formattedPoints).")
            return 0
        }
        return value
    }

    // MARK: Placing

    /// Places a root node in `frame`.
    func placeRoot(_ node: LayoutNode, frame: CGRect, proposal: ProposedViewSize) {
        place(node, frame: frame, proposal: proposal, parentTransform: nil)
    }

    /// Places `child` with its top-leading corner (or `anchor`) at `point`, sized for `proposal`.
    func placeChild(_ child: LayoutNode, at point: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = self.size(of: child, proposing: proposal)
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        placeChild(child, frame: CGRect(origin: origin, size: size), proposal: proposal)
    }

    /// Places `child` at exactly `frame` (layouts that size children themselves). In a parent
    /// that reads right to left the frame is mirrored in the parent's: every rule lays out left
    /// to right, and the placement flips it, as SwiftUI flips a right-to-left layout's horizontal
    /// positions (docs/layout-rules.md, "Right-to-left").
    func placeChild(_ child: LayoutNode, frame: CGRect, proposal: ProposedViewSize) {
        var frame = frame
        var parentTransform: SharedRenderTransform?
        placing.last?._withUnsafeGuaranteedRef { parent in
            if parent.isRightToLeft {
                frame.origin.x = parent.frame.minX + parent.frame.maxX - frame.maxX
            }
            parentTransform = parent.transformBox
        }
        place(child, frame: frame, proposal: proposal, parentTransform: parentTransform)
    }

    /// Places `child` inside `rect` aligned on guides (`aligned`), sized for `proposal`.
    func placeChild(
        _ child: LayoutNode, in rect: CGRect, proposal: ProposedViewSize, alignment: Alignment, meeting guideLines: CGPoint? = nil
    ) {
        let size = self.size(of: child, proposing: proposal)
        let origin = aligned(child, proposal: proposal, in: rect, alignment: alignment, meeting: guideLines)
        placeChild(child, frame: CGRect(origin: origin, size: size), proposal: proposal)
    }

    /// The nodes being placed, innermost last: children inherit the last one's transform and
    /// reading direction. Not counted: the tree holds them while they are placed, and counting
    /// each one in and out, and again each time a child read it, was a sixtieth of a recorded pass.
    @exclusivity(unchecked) private var placing: [Unmanaged<LayoutNode>] = []

    /// Whether the innermost node being placed reads right to left (outside all, the screen).
    private var parentIsRightToLeft: Bool {
        placing.last?._withUnsafeGuaranteedRef { $0.isRightToLeft } ?? isScreenRightToLeft
    }

    /// The reading direction of the container being placed (`LayoutSubviews.layoutDirection`).
    var currentLayoutDirection: LayoutDirection {
        parentIsRightToLeft ? .rightToLeft : .leftToRight
    }

    private func place(_ node: LayoutNode, frame: CGRect, proposal: ProposedViewSize, parentTransform: SharedRenderTransform?) {
        node.proposal = proposal
        var frame = frame
        if !frame.width.isFinite || !frame.height.isFinite {
            diagnose(.invalidFrameDimension, node, "Invalid frame dimension (negative or non-finite): \(node.kind) was given an infinite size.")
            frame.size = CGSize(width: frame.width.isFinite ? frame.width : 0, height: frame.height.isFinite ? frame.height : 0)
        }
        if !frame.origin.x.isFinite || !frame.origin.y.isFinite {
            // A guide or a custom layout can put a child at a non-finite position.
            diagnose(.invalidFrameDimension, node, "Invalid frame dimension (negative or non-finite): \(node.kind) was placed at a non-finite position.")
            frame.origin = CGPoint(x: frame.origin.x.isFinite ? frame.origin.x : 0, y: frame.origin.y.isFinite ? frame.origin.y : 0)
        }
        node.frame = node.layout.settledFrame(of: node, placedIn: grid.snapOrigin(frame), pass: self)
        node.isPlaced = true
        node.isRightToLeft = node.layoutDirection.map { $0 == .rightToLeft } ?? parentIsRightToLeft
        node.transformBox = parentTransform
        if !graph.scrollTargetNodes.isEmpty { noteScrollTarget(node, frame: node.frame) }
        if let effect = node.layout.renderEffect(of: node, pass: self) {
            if effect.isFinite {
                let transform = (parentTransform?.transform ?? .identity).concatenating(effect)
                node.transformBox = transform.isIdentity ? nil : SharedRenderTransform(transform)
            } else {
                diagnose(.invalidRenderEffect, node, "Invalid render effect (non-finite): \(node.kind) was ignored.")
            }
        }
        let namesSpace = node.namesCoordinateSpace
        if namesSpace, let name = node.coordinateSpaceName {
            namedSpaces.append((name, renderFrame(of: node)))
        }
        let scrollAxes = node.layout.scrollAxes
        if let scrollAxes {
            namedSpaces.append((AnyHashable(ScrollViewSpace(axes: scrollAxes)), renderFrame(of: node)))
        }
        if node.observesGeometry {
            node.placedGeometry = GeometryProxy(node: node, pass: self)
        }
        nodeStream?.add(node, renderFrame: renderFrame(of: node))
        placing.append(.passUnretained(node))
        placeContent(of: node, scrollAxes: scrollAxes)
        placing.removeLast()
        placedNodes += 1
        // Placed: nothing asks for this node's sizes again this pass.
        node.measurements.removeAll()
        if namesSpace { namedSpaces.removeLast() }
        if scrollAxes != nil { namedSpaces.removeLast() }
    }

    /// The frame after render effects, with its edges on the pixel grid.
    func renderFrame(of node: LayoutNode) -> CGRect {
        node.renderFrame(on: grid)
    }

    // MARK: Deferred content

    /// Expands content that exists only once its container is placed (GeometryReader's closure,
    /// a preference reader's overlay), gives the new nodes their paths, and attaches them.
    func expandDeferredContent(into node: LayoutNode, reducedBefore: Bool = false, _ expand: (inout _ViewList) -> Void) {
        var list = _ViewList()
        expand(&list)
        node.appendChildren(list, reducedBefore: reducedBefore)
        for child in list.nodes {
            graph.paths.assign(child, parentID: node.pathID)
        }
    }

    func recordPlacementRead(_ read: PlacementRead) {
        placementReads.append(read)
    }

    // MARK: Diagnostics

    func diagnose(_ code: DiagnosticCode, _ node: LayoutNode?, _ message: String) {
        diagnostics.append(PendingDiagnostic(code: code, node: node, message: message))
    }
}

/// A diagnostic whose node path is resolved when the pass is traced (paths come after building).
struct PendingDiagnostic {
    let code: DiagnosticCode
    let node: LayoutNode?
    let message: String
}

/// A preference value a reader node used while it was being placed.
struct PlacementRead {
    let node: LayoutNode
    let key: Int
    let value: Any
    let action: String
}
