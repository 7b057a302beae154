/// A namespace for `matchedGeometryEffect` and friends: an id unique to the view that declares
/// it, stable for as long as that view stays at its place in the tree.
@propertyWrapper
public struct Namespace: DynamicProperty {
    public struct ID: Hashable, Sendable {
        let raw: UInt64
    }

    private let box = NamespaceBox()

    public init() {}

    /// Outside a view's body SwiftUI hands out a fresh id; here such a read gets one shared id.
    public var wrappedValue: Namespace.ID { box.id ?? ID(raw: 0) }
}

extension Namespace: GraphLinkable {
    func link(_ context: PropertyLinkContext) -> StateCell? {
        box.id = ID(raw: context.owner.appending(UInt64(context.slot) &+ 0x4E53).raw)
        return nil
    }
}

final class NamespaceBox {
    var id: Namespace.ID?
}

extension Namespace: @unchecked Sendable {}
