nonisolated extension View {
    /// Makes this cell span `count` columns of its `Grid` (docs/layout-rules.md, "Grid"). A count
    /// below 1 is reported (`invalid-frame-dimension`) and taken as 1.
    public func gridCellColumns(_ count: Int) -> some View {
        let problem = count < 1 ? "gridCellColumns \(count); 1 is used" : nil
        return modifier(GridCellTraitModifier(key: GridCellColumnsKey.id, value: max(1, count), problem: problem))
    }

    /// Sets the horizontal alignment of every cell in this cell's column (Apple,
    /// `gridColumnAlignment(_:)`).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(GridCellTraitModifier(key: GridColumnAlignmentKey.id, value: guide, problem: nil))
    }

    /// Keeps this cell out of the sizing of its column (`.horizontal`) or row (`.vertical`): it is
    /// offered the size the other cells decide (Apple, `gridCellUnsizedAxes(_:)`).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(GridCellTraitModifier(key: GridCellUnsizedAxesKey.id, value: axes, problem: nil))
    }

    /// Places this cell in its area so that `anchor` of the cell meets `anchor` of the area,
    /// instead of aligning it on guides (Apple, `gridCellAnchor(_:)`). A non-finite anchor is
    /// reported (`invalid-frame-dimension`) and ignored.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        let finite = anchor.x.isFinite && anchor.y.isFinite
        let problem = finite ? nil : "gridCellAnchor (\(anchor.x.formattedPoints), \(anchor.y.formattedPoints)); ignored"
        return modifier(GridCellTraitModifier(key: GridCellAnchorKey.id, value: finite ? anchor : nil, problem: problem))
    }
}

/// Sets a grid cell trait on each node of the content, reporting a value that had to be fixed.
nonisolated struct GridCellTraitModifier: PrimitiveModifier {
    let key: ObjectIdentifier
    /// Nil sets nothing (a value that was rejected).
    let value: Any?
    let problem: String?

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.annotateEach(inputs: inputs, content: content, list: &list) { node in
            if let value = modifier.value { node.setTrait(modifier.key, value) }
            if let problem = modifier.problem {
                inputs.graph.diagnose(.invalidFrameDimension, node, "Invalid frame dimension (negative or non-finite): \(problem).")
            }
        }
    }
}

enum GridCellColumnsKey {
    static let id = ObjectIdentifier(GridCellColumnsKey.self)
}

enum GridColumnAlignmentKey {
    static let id = ObjectIdentifier(GridColumnAlignmentKey.self)
}

enum GridCellUnsizedAxesKey {
    static let id = ObjectIdentifier(GridCellUnsizedAxesKey.self)
}

enum GridCellAnchorKey {
    static let id = ObjectIdentifier(GridCellAnchorKey.self)
}
