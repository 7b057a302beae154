/// Flexible space along the enclosing stack's axis: at least `minLength` (8 by default) and as much
/// as it is offered; nothing across the axis. Stacks size spacers last (priority −∞).
public struct Spacer: View {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let layout = SpacerLayout(minLength: view.minLength ?? 8, axis: inputs.stackOrientation)
        list.append(LayoutNode(kind: "Spacer", slot: inputs.slot, identity: inputs.identity, layout: layout))
    }
}

struct SpacerLayout: LeafLayout {
    let minLength: CGFloat
    /// Outside a stack a spacer grows both ways.
    let axis: Axis?

    var asSpacer: SpacerLayout? { self }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        func length(_ proposed: CGFloat?) -> CGFloat { max(proposed ?? minLength, minLength) }
        switch axis {
        case .horizontal: return CGSize(width: length(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }
}

/// A hairline across the enclosing stack's axis (horizontal outside stacks): one pixel thick,
/// as long as it is offered.
public struct Divider: View {
    public init() {}

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let layout = DividerLayout(isVertical: inputs.stackOrientation == .horizontal)
        list.append(LayoutNode(kind: "Divider", slot: inputs.slot, identity: inputs.identity, layout: layout))
    }
}

struct DividerLayout: LeafLayout {
    let isVertical: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let thickness = 1 / max(pass.grid.scale, 1)
        return isVertical
            ? CGSize(width: thickness, height: proposal.height ?? 0)
            : CGSize(width: proposal.width ?? 0, height: thickness)
    }
}
