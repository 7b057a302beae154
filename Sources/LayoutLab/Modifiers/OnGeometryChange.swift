nonisolated extension View {
    /// Runs `action` with the new value of `transform(geometry)` after the pass that first
    /// computes it and after every pass that changes it (see `GeometryActions.swift`).
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        onGeometryChange(for: type, of: transform) { (_: T, newValue: T) in action(newValue) }
    }

    /// Runs `action` with the old and new value (old = new the first time).
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        let observer = GeometryObserver(
            typeName: String(describing: T.self), transform: { transform($0) },
            isEqual: { ($0 as! T) == ($1 as! T) }, action: { action($0 as! T, $1 as! T) }
        )
        return modifier(NodeAttachmentModifier { node, _ in
            node.observesGeometry = true
            node.attach { .action(ActionAttachment(site: $0, kind: .geometryChange(observer))) }
        })
    }
}
