/// A namespace for `matchedGeometryEffect` ids. Its id is derived from the owning view's
/// structural identity, so it is the same in every pass while the view stays in place.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    public struct ID: Hashable, Sendable {
        let raw: UInt64
    }

    private let box = NamespaceBox()

    public init() {}

    public var wrappedValue: ID { ID(raw: box.raw) }
}

extension Namespace: GraphLinkable {
    func link(_ context: PropertyLinkContext) -> StateCell? {
        box.raw = context.owner.appending(UInt64(context.slot) &+ 0x4E5).raw
        return nil
    }
}

/// Shared by every copy of one `Namespace`, so linking a reflected copy links them all.
final class NamespaceBox: @unchecked Sendable {
    var raw: UInt64 = 0
}
