/// Scrolling to a view by id (the `scroll(toID:)` step, `ScrollViewProxy.scrollTo`): a request
/// waits on the graph; the next pass marks the nodes built for that id, notes where the first one
/// lies in its outermost scroll view (placed, or passed over by a lazy container), and after the
/// pass the scroll is an action like any other: it fires, moves the scroll view, and the pass
/// after it lays out the new position (docs/layout-rules.md, "Scrolling to a view").
extension ViewGraph {
    /// `ScrollViewProxy.scrollTo`, called from an action: the next pass looks for the view.
    func requestScroll(to target: ScrollTarget) {
        scrollRequest = target
        scrollDidChange()
    }

    /// Called where an explicit id is given (`.id`, a `ForEach` element): marks the nodes it built.
    func markScrollTargets<ID: Hashable>(id: ID, nodes: Slice<NodeChildren>) {
        guard let request = scrollRequest, request.id == AnyHashable(id) else { return }
        for node in nodes { scrollTargetNodes.insert(ObjectIdentifier(node)) }
    }
}

/// Where the requested view lies: its frame and its outermost scroll view's, as laid out.
struct ScrollTargetHit {
    let node: LayoutNode
    let frame: CGRect
    let viewport: CGRect
    let axis: Axis
    let offset: CGFloat
}

extension LayoutPass {
    /// Notes a marked node at `frame` (placed, or the slot a lazy container passed it over at),
    /// if it is the first this pass and a scroll view encloses it.
    func noteScrollTarget(_ node: LayoutNode, frame: CGRect) {
        guard scrollTargetHit == nil, !graph.scrollTargetNodes.isEmpty, graph.scrollTargetNodes.contains(ObjectIdentifier(node)),
              let outermost = namedSpaces.first(where: { $0.name.base is ScrollViewSpace }),
              let space = outermost.name.base as? ScrollViewSpace
        else { return }
        scrollTargetHit = ScrollTargetHit(
            node: node, frame: frame, viewport: outermost.frame,
            axis: space.axes.contains(.vertical) ? .vertical : .horizontal, offset: outermostScrollOffset
        )
    }
}

extension PassActions {
    /// After a pass with a scroll request: scroll to where the view was found, as an action that
    /// runs after the pass; or report that no scroll view holds a view with that id.
    mutating func resolveScrollRequest(_ hit: ScrollTargetHit?) {
        guard let request = graph.scrollRequest else { return }
        graph.scrollRequest = nil
        guard let hit else {
            diagnostics.append(Diagnostic(
                code: .scrollTargetMissing, nodePath: nil,
                message: "scrollTo(\(request)): no view with that id in a scroll view; nothing scrolled."
            ))
            return
        }
        let offset = ScrollTargetRule.offset(
            showing: hit.frame, in: hit.viewport, along: hit.axis, current: hit.offset, anchor: request.anchor
        )
        let detail = "\(request) → offset \(offset.formattedPoints)"
        actions.append(ActionTrace(node: ref(hit.node), action: "scrollTo", status: .fired, detail: detail))
        guard offset != hit.offset else { return }
        enqueue { [graph] in
            graph.scrollOffset = offset
            graph.scrollDidChange()
        }
    }
}
