/// A scrollable view (see `ScrollViewRule.swift`). Several content views are stacked in an
/// implicit `VStack` with its default spacing, whatever the scroll axes: measured on SwiftUI,
/// `ScrollView(.horizontal) { Text("Top"); Text("Bottom") }` puts the texts one above the other
/// (docs/layout-rules.md, "ScrollView").
public nonisolated struct ScrollView<Content: View>: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let node = LayoutNode(kind: "ScrollView", slot: inputs.slot, identity: inputs.identity, layout: ScrollViewRule(
            axes: view.axes, anchor: inputs.environment.defaultScrollAnchor
        ))
        var children = _ViewList()
        makeViewList(view.content, inputs.containerContent(orientation: .vertical), &children)
        if children.count > 1 {
            let stackInputs = inputs.content(marker: Identity.Marker.body)
            let stack = LayoutNode(kind: "VStack", slot: "", identity: stackInputs.identity, layout: StackRule(VStackLayout()))
            stack.setChildren(children)
            node.setChildren([stack])
        } else {
            children.nodes.first?.slot = ""
            node.setChildren(children)
        }
        list.append(node)
    }
}
