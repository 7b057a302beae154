nonisolated extension View {
    /// Writes `value` for `key`, replacing whatever the content below wrote.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(NodeAttachmentModifier { node, graph in
            let index = graph.preferenceKeys.index(of: K.self)
            node.attach { _ in .writePreference(key: index, value: value) }
        })
    }

    /// Transforms the content's value for `key` (starting from the default when nothing wrote).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(NodeAttachmentModifier { node, graph in
            let index = graph.preferenceKeys.index(of: K.self)
            node.attach { _ in
                .transformPreference(key: index) { value in
                    var typed = value as! K.Value
                    callback(&typed)
                    value = typed
                }
            }
        })
    }

    /// Writes a value derived from an anchor on this view's geometry.
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(NodeAttachmentModifier { node, graph in
            let index = graph.preferenceKeys.index(of: K.self)
            node.attach { _ in .anchorPreference(key: index) { node in transform(value.anchor(for: node)) } }
        })
    }

    /// Transforms the content's value for `key` with an anchor on this view's geometry.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(NodeAttachmentModifier { node, graph in
            let index = graph.preferenceKeys.index(of: K.self)
            node.attach { _ in
                .anchorPreference(key: index) { node in
                    var typed = K.defaultValue
                    transform(&typed, value.anchor(for: node))
                    return typed
                }
            }
        })
    }

    /// Calls `action` with the value of `key` here: on the first value and on every change.
    /// Actions run after the pass, never during layout.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(NodeAttachmentModifier { node, graph in
            let index = graph.preferenceKeys.index(of: K.self)
            node.attach { site in
                .readPreference(PreferenceReader(
                    key: index, site: site,
                    isEqual: { ($0 as! K.Value) == ($1 as! K.Value) },
                    perform: { action($0 as! K.Value) }
                ))
            }
        })
    }

    /// Overlays a view built from the value of `key` in this view's content.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueSecondaryModifier<K, V>(transform: transform, alignment: alignment, isBackground: false))
    }

    /// Puts a view built from the value of `key` in this view's content behind it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueSecondaryModifier<K, V>(transform: transform, alignment: alignment, isBackground: true))
    }
}

/// Attaches behaviour to each node of the content.
nonisolated struct NodeAttachmentModifier: PrimitiveModifier {
    let attach: (LayoutNode, ViewGraph) -> Void

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.annotateEach(inputs: inputs, content: content, list: &list) { modifier.attach($0, inputs.graph) }
    }
}

/// `overlayPreferenceValue` / `backgroundPreferenceValue`: the secondary view exists once the
/// primary is placed and the value of `K` inside it is known (see `BackgroundOverlayRule`).
nonisolated struct PreferenceValueSecondaryModifier<K: PreferenceKey, V: View>: PrimitiveModifier {
    let transform: (K.Value) -> V
    let alignment: Alignment
    let isBackground: Bool

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        let graph = inputs.graph
        let key = graph.preferenceKeys.index(of: K.self)
        let kind = modifier.isBackground ? "backgroundPreferenceValue" : "overlayPreferenceValue"
        ModifierExpansion.wrapEach(inputs: inputs, content: content, list: &list) { primary in
            let identity = primary.identity.appending(0x9EF)
            var secondaryInputs = inputs.containerContent(orientation: nil)
            secondaryInputs.identity = identity.appending(Identity.Marker.secondary)
            secondaryInputs.slot = modifier.isBackground ? "background" : "overlay"
            let layout = BackgroundOverlayRule(
                alignment: modifier.alignment, reducesBeforePrimary: modifier.isBackground,
                deferredContent: { reader, primary, pass, list in
                    let value = pass.preferenceValue(of: primary, key: key) ?? K.defaultValue
                    pass.recordPlacementRead(PlacementRead(node: reader, key: key, value: value, action: kind))
                    makeViewList(modifier.transform(value as! K.Value), secondaryInputs, &list)
                }
            )
            return LayoutNode(kind: kind, slot: primary.slot, identity: identity, layout: layout)
        }
    }
}
