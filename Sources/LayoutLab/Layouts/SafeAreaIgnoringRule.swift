/// `.ignoresSafeArea`: sized like its child, but when placed against an edge of the safe area its
/// child extends past it there, to the screen's edge or to the edge of the view whose inset made the
/// safe area (`GeometryContext.reachableRect`), and its child is offered the extended size. The
/// safe area is the profile's, less what enclosing `safeAreaInset` and `safeAreaPadding`
/// modifiers took.
struct SafeAreaIgnoringRule: ContentSpacingRule {
    var overflowBounds: OverflowBounds { .screen }

    let edges: Edge.Set

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        pass.unionSize(of: node.children, proposal: proposal)
    }

    /// The frame the child takes: `frame` grown past the safe area's edges it touches.
    private func expanded(_ frame: CGRect, pass: LayoutPass) -> CGRect {
        let screen = pass.geometry.reachableRect
        let safe = pass.geometry.safeRect
        var frame = frame
        let touching: CGFloat = 0.5
        if edges.contains(.top), abs(frame.minY - safe.minY) <= touching {
            frame = CGRect(x: frame.minX, y: screen.minY, width: frame.width, height: frame.maxY - screen.minY)
        }
        if edges.contains(.bottom), abs(frame.maxY - safe.maxY) <= touching {
            frame.size.height = screen.maxY - frame.minY
        }
        if edges.contains(.leading), abs(frame.minX - safe.minX) <= touching {
            frame = CGRect(x: screen.minX, y: frame.minY, width: frame.maxX - screen.minX, height: frame.height)
        }
        if edges.contains(.trailing), abs(frame.maxX - safe.maxX) <= touching {
            frame.size.width = screen.maxX - frame.minX
        }
        return frame
    }

    /// The modifier keeps the frame it was placed in, as what its parent laid out; only its
    /// child reaches past the safe area (measured iOS 26, iamcgn/swiftui-web ios/nav/ignores: a
    /// scroll view ignoring the top safe area under a large title reports its frame below the
    /// bar, 116.5 down, while its content starts at the screen's top).
    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let frame = expanded(node.frame, pass: pass)
        let proposal = ProposedViewSize(frame.size)
        for child in node.children {
            pass.placeChild(child, centredIn: frame, proposal: proposal)
        }
    }

    var explicitGuideSource: ExplicitGuideSource { .children }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        pass.explicitAlignment(key, ofChildren: node.children, centredIn: size, proposal: ProposedViewSize(size))
    }
}
