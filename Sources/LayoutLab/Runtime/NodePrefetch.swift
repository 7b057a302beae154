internal import CLayoutLabPrefetch

/// Prefetch hints for the engine's walks over long trees. A walk meets each node once, and on a
/// long list most of its time went on waiting for each node's memory in turn; asking for the next
/// few subtrees while working on this one lets their memory arrive together
/// (docs/performance.md, "The flat list beside Yoga"). Hints only: nothing depends on them.
enum NodePrefetch {
    /// How many nodes ahead of the one it works on a walk asks for memory.
    static let lookahead = 4
    /// The most of a subtree's memory asked for at once: a row of a list is a few kilobytes.
    private static let subtreeLimit = 4096
    /// What a node is asked for when the end of its subtree is not known: the node itself.
    private static let nodeLength = 448
    private static let line = 64

    /// Asks for the memory `node`'s subtree most likely occupies. A subtree is allocated as it is
    /// expanded, its container first (`LayoutContainerExpansion`) or its wrapped view just before
    /// (`ModifierExpansion`), so it lies from just before its node to where the node after it
    /// (`next`, its next sibling or the next node a walk visits) begins, when that is ahead and
    /// near; otherwise the node alone. The rule made just before the node comes with it.
    @inline(__always)
    static func subtree(of node: Unmanaged<LayoutNode>, before next: Unmanaged<LayoutNode>?) {
        let start = UnsafeRawPointer(node.toOpaque())
        var length = nodeLength
        if let next {
            let distance = UnsafeRawPointer(next.toOpaque()) - start
            if distance > 0, distance <= subtreeLimit { length = distance }
        }
        var offset = -2 * line
        while offset < length {
            layoutlab_prefetch(start + offset)
            offset += line
        }
    }
}
