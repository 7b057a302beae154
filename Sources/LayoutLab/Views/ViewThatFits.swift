/// Shows the first of its children that fits the space offered on `axes`, else the last (see
/// `ViewThatFitsRule.swift`).
public nonisolated struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        // Every child is in the tree until placement, so that each has its path (their state is
        // reported there); placement keeps the chosen one.
        list.append(ViewThatFitsRule(axes: view.axes).makeNode("ViewThatFits", content: view.content, orientation: nil, inputs: inputs))
    }
}
