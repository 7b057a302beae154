/// `.ignoresSafeArea`: sized like its child, but when placed against an edge of the safe area it
/// extends to the screen edge there, and its child is offered the extended size. The safe area
/// is the profile's, less what enclosing `safeAreaInset` and `safeAreaPadding` modifiers took.
struct SafeAreaIgnoringRule: ContentSpacingRule {
    var overflowBounds: OverflowBounds { .screen }

    let edges: Edge.Set

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        pass.unionSize(of: node.children, proposal: proposal)
    }

    func settledFrame(of node: LayoutNode, placedIn frame: CGRect, pass: LayoutPass) -> CGRect {
        let screen = pass.graph.screen.bounds
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

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let proposal = ProposedViewSize(node.frame.size)
        for child in node.children {
            pass.placeChild(child, centredIn: node.frame, proposal: proposal)
        }
    }

    var explicitGuideSource: ExplicitGuideSource { .children }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, proposal: ProposedViewSize, size: CGSize, pass: LayoutPass) -> CGFloat? {
        pass.explicitAlignment(key, ofChildren: node.children, centredIn: size, proposal: ProposedViewSize(size))
    }
}
