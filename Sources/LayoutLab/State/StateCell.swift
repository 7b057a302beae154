/// One @State property's storage in the graph.
class StateCell {
    let name: String
    let owner: Identity
    unowned let graph: ViewGraph
    /// The pass that last linked this cell; cells a pass did not link have left the tree.
    var lastLinkedSerial: Int
    /// The node that shows the owning view, for the trace's `node_path`.
    weak var ownerNode: LayoutNode?

    init(name: String, owner: Identity, graph: ViewGraph, serial: Int) {
        self.name = name
        self.owner = owner
        self.graph = graph
        self.lastLinkedSerial = serial
    }

    var jsonValue: String { JSONText.encode(anyValue) }

    /// The current value, boxed (a copy: the trace may encode it later, on another thread).
    var anyValue: Any { preconditionFailure("abstract") }
}

final class TypedStateCell<Value>: StateCell {
    private(set) var value: Value
    private let isEqual: (Value, Value) -> Bool

    init(name: String, owner: Identity, graph: ViewGraph, serial: Int, initial: Value) {
        value = initial
        isEqual = ValueEquality.function(for: Value.self)
        super.init(name: name, owner: owner, graph: graph, serial: serial)
    }

    override var anyValue: Any { value }

    func write(_ newValue: Value) {
        guard graph.isOwnerThread else {
            // Work from another thread (DispatchQueue.main.async, a detached task) is applied
            // at the next frame boundary, as SwiftUI applies it on the next runloop turn.
            graph.enqueueExternalWrite { [weak self] in self?.write(newValue) }
            return
        }
        if isEqual(value, newValue) { return }
        value = newValue
        graph.stateDidChange(self)
    }
}

/// Equality for values of any type: `==` when the type is Equatable, otherwise equal JSON text
/// (a write of the same non-Equatable value must not invalidate forever).
enum ValueEquality {
    static func function<V>(for type: V.Type) -> (V, V) -> Bool {
        if let equatable = V.self as? any Equatable.Type {
            return opened(equatable, as: V.self)
        }
        return { JSONText.encode($0) == JSONText.encode($1) }
    }

    private static func opened<E: Equatable, V>(_ type: E.Type, as _: V.Type) -> (V, V) -> Bool {
        { ($0 as! E) == ($1 as! E) }
    }

    /// Equality of two type-erased values of the same type.
    static func areEqual(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? any Equatable { return a.isEqual(toAny: b) }
        return JSONText.encode(a) == JSONText.encode(b)
    }
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
