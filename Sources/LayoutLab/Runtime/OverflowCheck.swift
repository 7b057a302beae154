/// Finds views drawn outside their parent or the screen: a child whose frame extends past its
/// parent's frame, or a view past the screen, by more than half a point. Everything inside a
/// scroll view or a clip is exempt, at any depth: it is scrolled or cut, never drawn outside
/// (the `overflow` diagnostic of docs/schema.md). A view that ignores the safe area is measured against the screen
/// rather than its parent.
enum OverflowCheck {
    static let tolerance: CGFloat = 0.5

    static func diagnostics(root: LayoutNode, screen: CGRect, paths: NodePathTable) -> [Diagnostic] {
        var found: [Diagnostic] = []
        check(root, parent: nil, parentPastScreen: false, screen: screen, paths: paths, into: &found)
        return found
    }

    /// Checks `node` and its subtree, in tree order, down to the containers that exempt their
    /// content: nothing below one is checked, so the walk stops there (a list's rows, all inside
    /// its scroll view, are most of a big tree). Recursive (the engine thread's stack holds any
    /// tree's depth): nodes passed down are borrowed, where a stack of them counted every one.
    private static func check(
        _ node: LayoutNode, parent: LayoutNode?, parentPastScreen: Bool, screen: CGRect, paths: NodePathTable,
        into found: inout [Diagnostic]
    ) {
        let pastScreen = checkNode(node, parent: parent, parentPastScreen: parentPastScreen, screen: screen, paths: paths, into: &found)
        if isContainerExempting(node) { return }
        node.forEachChild { child in
            check(child, parent: node, parentPastScreen: pastScreen, screen: screen, paths: paths, into: &found)
        }
    }

    /// Checks `node` alone against its parent (nil for a root) and the screen, appending what it
    /// finds to `found`; returns whether the node or an ancestor is past the screen, which its
    /// children are then not checked against again. For walks that visit every node anyway
    /// (`RootPass.snapshot`), so that the check needs no walk of its own.
    @inline(__always)
    static func checkNode(
        _ node: LayoutNode, parent: LayoutNode?, parentPastScreen: Bool, screen: CGRect, paths: NodePathTable,
        into found: inout [Diagnostic]
    ) -> Bool {
        var pastScreen = parentPastScreen
        if let parent {
            let bounds = node.overflowBounds == .screen ? screen : parent.frame
            if let excess = excess(of: node.frame, beyond: bounds) {
                found.append(Diagnostic(
                    code: .overflow, nodePath: paths.path(node.pathID),
                    message: "\(node.kind) extends past its \(bounds == screen ? "screen" : "parent (\(parent.kind))") by \(excess)."
                ))
            }
        }
        if !parentPastScreen, let excess = excess(of: node.frame, beyond: screen) {
            found.append(Diagnostic(code: .overflow, nodePath: paths.path(node.pathID), message: "\(node.kind) extends past the screen by \(excess)."))
            pastScreen = true
        }
        return pastScreen
    }

    /// Scroll views (lists too) and clips legitimately hold content larger than themselves: their
    /// content is not checked.
    static func isContainerExempting(_ node: LayoutNode) -> Bool {
        node.overflowBounds == .parentShelteringContent || node.kind == "clipped"
    }

    /// "right 12.5 pt, bottom 3 pt", or nil when within tolerance. Checked on every node of every
    /// pass, so the text is only built for an actual overflow.
    private static func excess(of frame: CGRect, beyond bounds: CGRect) -> String? {
        let left = bounds.minX - frame.minX, top = bounds.minY - frame.minY
        let right = frame.maxX - bounds.maxX, bottom = frame.maxY - bounds.maxY
        guard max(left, top, right, bottom) > tolerance else { return nil }
        return [("left", left), ("top", top), ("right", right), ("bottom", bottom)]
            .filter { $0.1 > tolerance }
            .map { "\($0.0) \($0.1.formattedPoints) pt" }
            .joined(separator: ", ")
    }
}
