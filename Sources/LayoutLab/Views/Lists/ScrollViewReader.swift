/// Scrolls to a view by id: accepted, since a recording shows the content from its top.
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Hands its content a proxy that scrolls; it adds no node.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        makeViewList(view.content(ScrollViewProxy()), inputs, &list)
    }
}

/// The button that toggles a list's edit mode: laid out as a button titled "Edit".
public struct EditButton: View {
    public init() {}
    public var body: some View { Button("Edit") {} }
}
