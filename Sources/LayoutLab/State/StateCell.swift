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

    /// The current value, boxed (a copy: the trace may encode it later, on another thread).
    var anyValue: Any { preconditionFailure("abstract") }
}

final class TypedStateCell<Value>: StateCell {
    private(set) var value: Value
    private let isEqual: (Value, Value) -> Bool

    init(name: String, owner: Identity, graph: ViewGraph, serial: Int, initial: Value) {
        value = initial
        isEqual = ValueIdentity.equality(for: Value.self)
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
