/// What a view's geometry depends on besides its proposal and where it is placed: the container
/// that `containerRelativeFrame` measures against, and the safe area as `safeAreaInset` and
/// `safeAreaPadding` have grown it (docs/layout-rules.md, "Containers and the safe area").
/// The pass keeps the current context while it measures and places; a scroll view replaces it
/// for its content, an inset modifier for its primary view.
struct GeometryContext {
    /// The container's size: the window's safe area, or the nearest scroll view as large as it
    /// is proposed. Read it through `LayoutPass.container`, which records that the measurement
    /// under way depends on it.
    var container: CGSize
    /// What enclosing `safeAreaInset` and `safeAreaPadding` modifiers added to the safe area.
    var addedInsets = EdgeInsets()
    /// The safe area in global coordinates, which `ignoresSafeArea` extends past. Known while
    /// placing; measuring never reads it.
    var safeRect: CGRect
    /// How far `ignoresSafeArea` extends past `safeRect` at each edge: the screen's edge where
    /// the screen's own insets make the safe area, the edge of the view whose `safeAreaInset` or
    /// `safeAreaPadding` made it (a view inset inside a frame reaches that frame's edge, not the
    /// screen's: measured macOS 26, iamcgn/swiftui-web position/safe-area).
    var reachableRect: CGRect

    /// The window's: its safe area is the container.
    init(screen: Screen) {
        container = screen.safeRect.size
        safeRect = screen.safeRect
        reachableRect = screen.bounds
    }

    /// The context of a scroll view's content: the scroll view is the container, as large as it
    /// is proposed (the outer container's length on an axis it is not proposed).
    func scrollContent(proposal: ProposedViewSize) -> GeometryContext {
        var context = self
        context.container = CGSize(width: proposal.width ?? container.width, height: proposal.height ?? container.height)
        return context
    }

    /// The context of a view whose safe area grows by `length` at `edge` inside `frame`: the
    /// insets add up, and the safe area's edge moves in to `frame`'s edge less `length`.
    func inset(_ edge: Edge, by length: CGFloat, in frame: CGRect) -> GeometryContext {
        var context = self
        context.addedInsets[edge] += length
        var safe = safeRect
        var reach = reachableRect
        // A frame that reaches the outer safe area's edge extends past it as far as that did;
        // one inside it reaches no further than its own edge.
        let touching: CGFloat = 0.5
        switch edge {
        case .top:
            let minY = max(safe.minY, frame.minY + length)
            if frame.minY > safe.minY + touching { reach = CGRect(x: reach.minX, y: frame.minY, width: reach.width, height: max(0, reach.maxY - frame.minY)) }
            safe = CGRect(x: safe.minX, y: minY, width: safe.width, height: max(0, safe.maxY - minY))
        case .bottom:
            if frame.maxY < safe.maxY - touching { reach.size.height = max(0, frame.maxY - reach.minY) }
            safe.size.height = max(0, min(safe.maxY, frame.maxY - length) - safe.minY)
        case .leading:
            let minX = max(safe.minX, frame.minX + length)
            if frame.minX > safe.minX + touching { reach = CGRect(x: frame.minX, y: reach.minY, width: max(0, reach.maxX - frame.minX), height: reach.height) }
            safe = CGRect(x: minX, y: safe.minY, width: max(0, safe.maxX - minX), height: safe.height)
        case .trailing:
            if frame.maxX < safe.maxX - touching { reach.size.width = max(0, frame.maxX - reach.minX) }
            safe.size.width = max(0, min(safe.maxX, frame.maxX - length) - safe.minX)
        }
        context.safeRect = safe
        context.reachableRect = reach
        return context
    }
}

extension LayoutPass {
    /// Runs `body` with `context` as the geometry context of everything it measures and places.
    func within<T>(_ context: GeometryContext, _ body: () -> T) -> T {
        let outer = geometry
        geometry = context
        defer { geometry = outer }
        return body()
    }

    /// Measures `node`; a scroll view measures its content against itself as the container. A
    /// node whose measurement read the container (through any descendant) keeps its cached
    /// sizes only while the container stays the same; any other node keeps them for the pass,
    /// so content is not measured again because a stack probed its scroll view.
    func measure(_ node: LayoutNode, proposal: ProposedViewSize) -> CGSize {
        let outerReads = readsContainer
        readsContainer = false
        defer { readsContainer = readsContainer || outerReads }
        let size = node.layout.scrollAxes == nil
            ? node.layout.sizeThatFits(proposal, node: node, pass: self)
            : within(geometry.scrollContent(proposal: proposal)) { node.layout.sizeThatFits(proposal, node: node, pass: self) }
        if readsContainer {
            node.dependsOnContainer = true
            node.cacheContainer = geometry.container
        }
        return size
    }

    /// The container's size, for a node whose size depends on it.
    var container: CGSize {
        readsContainer = true
        return geometry.container
    }

    /// Places `node`'s children; a scroll view's content is placed against it as the container,
    /// with the proposal it was measured with, so that those measurements stay valid.
    func placeContent(of node: LayoutNode, scrollAxes: Axis.Set?) {
        guard scrollAxes != nil else { return node.layout.placeChildren(of: node, pass: self) }
        within(geometry.scrollContent(proposal: node.proposal)) { node.layout.placeChildren(of: node, pass: self) }
    }
}

extension ScrollViewRule {
    /// A scroll view is a container, and names the `.scrollView` coordinate space.
    var scrollAxes: Axis.Set? { axes }
}
