/// Expands a root view and lays it out: the part of a pass that the one-shot `LayoutEngine` and
/// the `UpdateCycle` share.
struct RootPass {
    let pass: LayoutPass
    let root: LayoutNode
    let placement: Placement

    enum Placement {
        /// As a window shows it: offered the safe area, filling it, content centred.
        case hosted
        /// At the origin, offered `proposal`, at whatever size the view chooses.
        case origin(ProposedViewSize)
    }

    static func run(
        graph: ViewGraph, rootKind: String, placement: Placement, nodeStream: NodeStream? = nil,
        expand: (_ViewInputs, inout _ViewList) -> Void
    ) -> RootPass {
        let rootPass = expanding(graph: graph, rootKind: rootKind, placement: placement, nodeStream: nodeStream, expand: expand)
        rootPass.layOut()
        return rootPass
    }

    /// The first half of a pass: expands the view into its node tree and gives every node its path
    /// (a one-pass graph's nodes get theirs in the snapshot's walk: `NodePathTable.assign`).
    static func expanding(
        graph: ViewGraph, rootKind: String, placement: Placement, nodeStream: NodeStream? = nil,
        expand: (_ViewInputs, inout _ViewList) -> Void
    ) -> RootPass {
        let pass = LayoutPass(graph: graph, serial: graph.beginPass())
        pass.nodeStream = nodeStream
        graph.currentPass = pass
        defer { graph.currentPass = nil }

        var list = _ViewList()
        let hosted = if case .hosted = placement { true } else { false }
        expand(_ViewInputs(graph: graph, environment: graph.environment, hostsWindow: hosted), &list)
        let root: LayoutNode
        switch placement {
        case .hosted:
            if list.count == 1, list.nodes[0].layout is HostingRule {
                // The scenario's own view, expanded as the window's root.
                root = list.nodes[0]
            } else {
                root = LayoutNode(kind: rootKind, slot: "", identity: Identity.root.appending(0x800), layout: HostingRule())
                root.setChildren(list)
            }
        case .origin:
            if list.count == 1 {
                root = list.nodes[0]
            } else {
                root = LayoutNode(kind: rootKind, slot: "", identity: Identity.root.appending(0x800), layout: ZStackRule(ZStackLayout()))
                root.setChildren(list)
            }
        }
        root.slot = ""
        graph.paths.assign(root, parentID: -1)
        graph.paints.reserve(paths: graph.paths.count)
        nodeStream?.announceNewPaths()
        return RootPass(pass: pass, root: root, placement: placement)
    }

    /// The second half: measures and places the expanded tree, then anything it presented.
    func layOut() {
        let graph = pass.graph
        graph.currentPass = pass
        defer { graph.currentPass = nil }
        switch placement {
        case .hosted:
            let safe = graph.screen.safeRect
            let proposal = ProposedViewSize(safe.size)
            let size = pass.size(of: root, proposing: proposal)
            pass.placeRoot(root, frame: CGRect(origin: safe.origin, size: size), proposal: proposal)
        case .origin(let proposal):
            let size = pass.size(of: root, proposing: proposal)
            pass.placeRoot(root, frame: CGRect(origin: .zero, size: size), proposal: proposal)
        }
        // Presented content comes last, above the screen; a presentation may present another.
        var presented = 0
        while presented < pass.presentations.count {
            Self.present(pass.presentations[presented], under: root, pass: pass)
            presented += 1
        }
        graph.explicitGuideCapacity = pass.explicitGuides.count
        pass.nodeStream?.flush()
    }

    /// Lays out a sheet, cover or popover as a screen of its own (`Layouts/PresentationRule.swift`)
    /// and makes it the root's last child, so that it is recorded as `<root>/sheet/…`.
    private static func present(_ presentation: PendingPresentation, under root: LayoutNode, pass: LayoutPass) {
        let graph = pass.graph
        let node = presentation.node
        var list = _ViewList()
        list.append(node)
        root.appendChildren(list)
        graph.paths.assign(node, parentID: root.pathID)
        pass.nodeStream?.announceNewPaths()

        let device = graph.screen
        let detents = node.children.lazy.compactMap { $0.trait(PresentationDetent.traitKey) as? Set<PresentationDetent> }.first
        let screen = PresentationRule.screen(
            for: presentation.style, detents: detents, device: device, environment: graph.environment,
            presenter: presentation.presenter.flatMap { $0.isPlaced ? pass.renderFrame(of: $0) : nil },
            idealSize: { pass.within(GeometryContext(screen: device)) { pass.unionSize(of: node.children, proposal: .unspecified) } }
        )
        graph.screen = screen
        defer { graph.screen = device }
        pass.within(GeometryContext(screen: screen)) {
            pass.placeRoot(node, frame: screen.bounds, proposal: ProposedViewSize(screen.size))
        }
    }

    /// Every node's geometry, in tree order.
    func nodeTraces() -> [NodeTrace] {
        let paths = pass.graph.paths, paints = pass.graph.paints
        var traces: [NodeTrace] = []
        traces.reserveCapacity(pass.placedNodes)
        root.forEachInPreOrder { node in
            traces.append(NodeTrace(placed: node, in: paths, renderFrame: pass.renderFrame(of: node), paints: paints))
        }
        return traces
    }

    /// The laid-out tree for a snapshot, with its nodes in tree order and each one's paint, and
    /// the overflow check's diagnostics (`OverflowCheck.diagnostics`), found in the same walk,
    /// which also names a one-pass graph's nodes (`NodePathTable.name`): on a long list a walk
    /// waits on memory for each node, and a walk of its own was about 9 % of a one-shot layout
    /// (docs/performance.md, "The flat list beside Yoga").
    func laidOutTreeCheckingOverflow(screen: CGRect) -> (tree: LaidOutTree, overflow: [Diagnostic]) {
        let paths = pass.graph.paths, paints = pass.graph.paints
        let namesNodes = paths.namesNodesInSnapshotWalk
        if namesNodes {
            paths.reserve(paths: paths.count + pass.placedNodes)
            paints.reserve(paths: pass.placedNodes)
        }
        var order: [Unmanaged<LayoutNode>] = []
        var nodePaints: [NodePaint?] = []
        order.reserveCapacity(pass.placedNodes)
        nodePaints.reserveCapacity(pass.placedNodes)
        var overflow: [Diagnostic] = []
        // Nodes waiting to be visited, with what the check needs of their parent; not counted:
        // the tree holds them and does not change meanwhile.
        struct Pending {
            let node: Unmanaged<LayoutNode>
            let parent: Unmanaged<LayoutNode>?
            let parentPastScreen: Bool
            /// False below a container that exempts its content.
            let isChecked: Bool
            let depth: Int
        }
        var stack = [Pending(node: .passUnretained(root), parent: nil, parentPastScreen: false, isChecked: true, depth: 0)]
        var depth = 0
        var prefetched: UnsafeMutableRawPointer?
        while let pending = stack.popLast() {
            pending.node._withUnsafeGuaranteedRef { node in
                var pastScreen = false, checksChildren = false
                // Parents come first in tree order, so each node is named below a named parent.
                if namesNodes, node.pathID < 0 {
                    node.pathID = paths.name(node, parentID: pending.parent?._withUnsafeGuaranteedRef(\.pathID) ?? -1)
                }
                if pending.isChecked {
                    pastScreen = OverflowCheck.checkNode(
                        node, parent: pending.parent?.takeUnretainedValue(), parentPastScreen: pending.parentPastScreen,
                        screen: screen, paths: paths, into: &overflow
                    )
                    checksChildren = !OverflowCheck.isContainerExempting(node)
                }
                order.append(pending.node)
                nodePaints.append(paints.paint(of: node))
                depth = max(depth, pending.depth)
                node.children.withUnsafeBufferPointer { children in
                    // A long list's rows go on the stack at once: room for them all in one step,
                    // where doubling copied the stack a dozen times into fresh pages.
                    if children.count > Self.childrenReservedAtOnce, stack.capacity < stack.count + children.count {
                        stack.reserveCapacity(stack.count + children.count)
                    }
                    var index = children.count
                    while index > 0 {
                        index -= 1
                        stack.append(Pending(
                            node: .passUnretained(children[index]), parent: .passUnretained(node),
                            parentPastScreen: pastScreen, isChecked: checksChildren, depth: pending.depth + 1
                        ))
                    }
                }
            }
            // The walk's next few nodes: in a list of rows of three views the entry four from the
            // top is the next row, and the one below it where that row's memory ends.
            let ahead = stack.count - NodePrefetch.lookahead
            if ahead >= 0, stack[ahead].node.toOpaque() != prefetched {
                prefetched = stack[ahead].node.toOpaque()
                NodePrefetch.subtree(of: stack[ahead].node, before: ahead > 0 ? stack[ahead - 1].node : nil)
            }
        }
        let tree = LaidOutTree(root: root, order: order, paints: nodePaints, paths: paths, grid: pass.grid, depth: depth)
        return (tree, overflow)
    }

    /// The most children the snapshot's walk pushes without first making room for them all.
    private static let childrenReservedAtOnce = 256

    /// The pass's diagnostics with their node paths resolved.
    func diagnostics() -> [Diagnostic] {
        pass.diagnostics.map { Diagnostic(code: $0.code, nodePath: $0.node.map(pass.graph.path(of:)), message: $0.message) }
    }
}
