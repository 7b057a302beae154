/// Flexible space along the enclosing stack's axis: at least `minLength` (8 by default) and as much
/// as it is offered; nothing across the axis. Stacks size spacers last (priority −∞).
public nonisolated struct Spacer: View {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let layout = SpacerRule(minLength: view.minLength ?? 8, axis: inputs.stackOrientation)
        list.append(LayoutNode(kind: "Spacer", slot: inputs.slot, identity: inputs.identity, layout: layout))
    }
}

/// A hairline across the enclosing stack's axis (horizontal outside stacks): one pixel thick,
/// as long as it is offered.
public nonisolated struct Divider: View {
    public init() {}

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let layout = DividerRule(isVertical: inputs.stackOrientation == .horizontal)
        list.append(LayoutNode(kind: "Divider", slot: inputs.slot, identity: inputs.identity, layout: layout))
    }
}
