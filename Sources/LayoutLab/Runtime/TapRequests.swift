/// The `tap(_:)` step: the user taps a view by name (docs/layout-rules.md, "Tapping a view").
/// While a tap waits, buttons and `onTapGesture` views keep their actions on their nodes; after
/// the pass, the named node's own action, or that of the nearest button or tap gesture around it,
/// fires like any action, and its state writes start the next pass (a sheet it presents, say).
struct TapAction {
    let perform: () -> Void
    static let key = ObjectIdentifier(TapAction.self)
}

extension ViewGraph {
    /// Keeps `action` on `node` for a pending tap (nothing is kept otherwise).
    func noteTapAction(_ action: @escaping () -> Void, on node: LayoutNode) {
        guard tapRequest != nil else { return }
        node.setTrait(TapAction.key, TapAction(perform: action))
    }
}

extension PassActions {
    /// After a pass with a pending tap: fire the action for the named node, or report that no
    /// view of that name has one.
    mutating func resolveTapRequest(root: LayoutNode) {
        guard let name = graph.tapRequest else { return }
        graph.tapRequest = nil
        // Walk the tree with the path of ancestors, to find the named node's nearest action.
        var stack: [(node: LayoutNode, depth: Int)] = [(root, 0)]
        var ancestors: [LayoutNode] = []
        var target: (node: LayoutNode, action: TapAction)?
        var named: LayoutNode?
        while let (node, depth) = stack.popLast() {
            ancestors.removeSubrange(depth...)
            ancestors.append(node)
            if node.name == name, node.isPlaced {
                named = named ?? node
                if let found = ancestors.reversed().lazy.compactMap({ candidate in
                    (candidate.trait(TapAction.key) as? TapAction).map { (candidate, $0) }
                }).first {
                    target = found
                    break
                }
            }
            for child in node.children.reversed() { stack.append((child, depth + 1)) }
        }
        guard let target else {
            diagnostics.append(Diagnostic(
                code: .tapTargetMissing, nodePath: named.map { graph.path(of: $0) },
                message: named == nil ? "tap(\"\(name)\"): no view has that name; nothing happened."
                    : "tap(\"\(name)\"): the view is not a button and has no tap gesture; nothing happened."
            ))
            return
        }
        actions.append(ActionTrace(node: ref(target.node), action: "tap", status: .fired, detail: name))
        enqueue(target.action.perform)
    }
}
