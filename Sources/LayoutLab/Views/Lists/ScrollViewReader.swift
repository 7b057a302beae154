/// Scrolls the scroll view around its reader to a view by id; called from an action, it scrolls
/// after the next pass has found the view (docs/layout-rules.md, "Scrolling to a view").
public struct ScrollViewProxy {
    /// The graph while it lives: an action may keep the proxy past its case.
    let handle: GraphHandle

    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        let target = ScrollTarget(anyID: AnyHashable(id), anchor: anchor)
        handle.withGraph { graph in
            // Actions run on the case's engine thread, where the graph lives; from elsewhere the
            // request waits for the next frame boundary, like a state write.
            if graph.isOwnerThread {
                graph.requestScroll(to: target)
            } else {
                graph.enqueueExternalWrite { $0.requestScroll(to: target) }
            }
        }
    }
}
public nonisolated struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        makeViewList(view.content(ScrollViewProxy(handle: inputs.graph.handle)), inputs, &list)
    }
}

/// The button that toggles a list's edit mode: laid out as a button titled "Edit".
public nonisolated struct EditButton: View {
    public init() {}
    public var body: some View { Button("Edit") {} }
}
