/// Scrolls the scroll view around its reader to a view by id; called from an action, it scrolls
/// after the next pass has found the view (docs/layout-rules.md, "Scrolling to a view").
public struct ScrollViewProxy {
    weak var graph: ViewGraph?

    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let graph else { return }
        // Actions run on the case's engine thread, where the graph lives; from elsewhere the
        // request waits for the next frame boundary, like a state write.
        if graph.isOwnerThread {
            graph.requestScroll(to: ScrollTarget(anyID: AnyHashable(id), anchor: anchor))
        } else {
            let target = ScrollTarget(anyID: AnyHashable(id), anchor: anchor)
            graph.enqueueExternalWrite { [weak graph] in graph?.requestScroll(to: target) }
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
        makeViewList(view.content(ScrollViewProxy(graph: inputs.graph)), inputs, &list)
    }
}

/// The button that toggles a list's edit mode: laid out as a button titled "Edit".
public nonisolated struct EditButton: View {
    public init() {}
    public var body: some View { Button("Edit") {} }
}
