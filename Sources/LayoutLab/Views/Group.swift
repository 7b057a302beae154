/// Groups views without a container of its own: modifiers apply to each member.
public struct Group<Content> {
    public var content: Content
}

nonisolated extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    @inline(__always)
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        makeViewList(view.content, inputs, &list)
    }
}
