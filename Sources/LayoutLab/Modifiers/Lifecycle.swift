nonisolated extension View {
    /// Runs after the first pass in which this view is in the tree.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(NodeAttachmentModifier { node, _ in
            guard let action else { return }
            node.attach { .action(ActionAttachment(site: $0, kind: .appear(action))) }
        })
    }

    /// Runs after the first pass in which this view is no longer in the tree.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(NodeAttachmentModifier { node, _ in
            guard let action else { return }
            node.attach { .action(ActionAttachment(site: $0, kind: .disappear(action))) }
        })
    }

    /// Starts `action` when the view appears; it runs between frames, so what it writes lands in
    /// the next frame. Cancelled when the view disappears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        modifier(NodeAttachmentModifier { node, _ in
            node.attach { .action(ActionAttachment(site: $0, kind: .task(id: 0, isEqual: { _, _ in true }, action: action))) }
        })
    }

    /// Like `task(priority:_:)`, and restarted (the old task cancelled) whenever `id` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        modifier(NodeAttachmentModifier { node, _ in
            node.attach {
                .action(ActionAttachment(
                    site: $0, kind: .task(id: value, isEqual: { ($0 as! T) == ($1 as! T) }, action: action)
                ))
            }
        })
    }

    /// Runs `action(oldValue, newValue)` when `value` changes between passes (and once on
    /// appearance when `initial` is true).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        modifier(NodeAttachmentModifier { node, _ in
            node.attach {
                .action(ActionAttachment(site: $0, kind: .change(
                    value: value, typeName: String(describing: V.self), isEqual: { ($0 as! V) == ($1 as! V) },
                    initial: initial, action: { action($0 as! V, $1 as! V) }
                )))
            }
        })
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        onChange(of: value, initial: initial) { (_: V, _: V) in action() }
    }

    /// The iOS 14 form: the action receives the new value.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        onChange(of: value, initial: false) { (_: V, newValue: V) in action(newValue) }
    }
}
