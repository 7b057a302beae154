nonisolated extension View {
    /// Ties this view's geometry to the source view with the same `id` in `namespace`: a view that
    /// is not the source is drawn at the source's rendered frame
    /// (docs/layout-rules.md, "Drawing, animation and input"); layout is unchanged.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(MatchedGeometryModifier(
            key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)), properties: properties, isSource: isSource
        ))
    }
}

/// Which parts of the source's geometry a matched view takes.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A matched-geometry id within its namespace.
struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

nonisolated struct MatchedGeometryModifier: PrimitiveModifier {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let isSource: Bool

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        ModifierExpansion.wrapEach(inputs: inputs, content: content, list: &list) { child in
            let layout = MatchedGeometryEffectRule(key: modifier.key, properties: modifier.properties, isSource: modifier.isSource)
            return ModifierExpansion.node("matchedGeometryEffect", around: child, layout: layout, marker: 0x3A7, passesTraitsThrough: true)
        }
    }
}
