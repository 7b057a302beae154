/// One stateful property's storage in the graph: a `@State`, `@StateObject`, `@FocusState`,
/// `@AppStorage` or `@SceneStorage` value, or a view's reference to a model it does not own.
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

    /// The model object the value holds, if it is one (see `Models`): the trace then shows the
    /// model's properties instead of the object.
    var model: AnyObject? { nil }

    /// Whether this cell owns its model (`@State`, `@StateObject`) rather than refers to it.
    var ownsModel: Bool { true }
}

final class TypedStateCell<Value>: StateCell {
    private(set) var value: Value
    private let isEqual: (Value, Value) -> Bool
    /// Only a class (or an optional one) can be a model: worked out once, not every pass.
    private let mayHoldModel = Models.mayBeModel(Value.self)

    init(name: String, owner: Identity, graph: ViewGraph, serial: Int, initial: Value) {
        value = initial
        isEqual = ValueIdentity.equality(for: Value.self)
        super.init(name: name, owner: owner, graph: graph, serial: serial)
    }

    override var anyValue: Any { value }

    override var model: AnyObject? { mayHoldModel ? Models.object(in: value) : nil }

    func write(_ newValue: Value) {
        guard graph.isOwnerThread else {
            // Work from another thread (DispatchQueue.main.async, a detached task) is applied
            // at the next frame boundary, as SwiftUI applies it on the next runloop turn. A
            // `task` action's body is main-actor code and runs on the main thread: its write
            // stays that action's (the task-local reference travels with it to the boundary).
            let action = ActionContext.current
            graph.enqueueExternalWrite { [weak self] _ in
                guard let self else { return }
                if let action { ActionContext.$current.withValue(action) { self.write(newValue) } } else { self.write(newValue) }
            }
            return
        }
        if isEqual(value, newValue) { return }
        if graph.runningAction != nil || ActionContext.current != nil { graph.noteWrite(of: self, from: value, to: newValue) }
        value = newValue
        graph.stateDidChange(self)
    }
}

/// A view's reference to a model it does not own: `@ObservedObject`, `@EnvironmentObject`,
/// `@Bindable`, `@Environment(Model.self)` or a plain stored property of an `@Observable` class.
/// It puts the model in the trace when no `@State` or `@StateObject` in the tree owns it.
final class ModelReferenceCell: StateCell {
    var object: AnyObject

    init(name: String, owner: Identity, graph: ViewGraph, serial: Int, object: AnyObject) {
        self.object = object
        super.init(name: name, owner: owner, graph: graph, serial: serial)
    }

    override var anyValue: Any { object }
    override var model: AnyObject? { object }
    override var ownsModel: Bool { false }
}
