/// A container that arranges views in rows and shared columns (see `GridRule.swift`); as a
/// `Layout` value it is `GridLayout`.
public nonisolated struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    @inline(__always)
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let layout = GridRule(
            alignment: view.alignment, horizontalSpacing: view.horizontalSpacing, verticalSpacing: view.verticalSpacing
        )
        let node = LayoutNode(kind: "Grid", slot: inputs.slot, identity: inputs.identity, layout: layout)
        GridRule.reportInvalidSpacing(horizontal: view.horizontalSpacing, vertical: view.verticalSpacing, on: node, graph: inputs.graph)
        var children = _ViewList()
        makeViewList(view.content, inputs.containerContent(orientation: nil), &children)
        node.setChildren(children)
        list.append(node)
    }
}

/// A row of a `Grid`; its views are the row's cells.
public nonisolated struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    @inline(__always)
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let node = LayoutNode(
            kind: "GridRow", slot: inputs.slot, identity: inputs.identity, layout: GridRowRule(alignment: view.alignment)
        )
        var children = _ViewList()
        makeViewList(view.content, inputs.containerContent(orientation: nil), &children)
        node.setChildren(children)
        list.append(node)
    }
}
