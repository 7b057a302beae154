/// A stored property of a view that the engine connects to graph storage before `body` runs,
/// as SwiftUI does: `@State`, `@Environment`, and custom properties built from them.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// The engine's side of a dynamic property. Property wrappers keep a reference-typed box, so
/// linking through a reflected copy of the view reaches the real property.
protocol GraphLinkable {
    /// Links the property; returns the state cell it now reads, if it is state.
    func link(_ context: PropertyLinkContext) -> StateCell?
}

struct PropertyLinkContext {
    let inputs: _ViewInputs
    let owner: Identity
    let slot: Int
    let label: String
    /// The view or modifier the property belongs to, as its type is written.
    let ownerType: Any.Type

    var graph: ViewGraph { inputs.graph }
}

enum DynamicPropertyLinker {
    /// Connects every dynamic property of `value` (a view or modifier) to the graph and returns
    /// the state cells it linked. Types without dynamic properties are remembered and skipped.
    static func link<V>(_ value: V, owner: Identity, inputs: _ViewInputs) -> [StateCell] {
        let graph = inputs.graph
        let key = ObjectIdentifier(V.self)
        if graph.typesWithDynamicProperties[key] == false { return [] }
        var slot = 0
        var cells: [StateCell] = []
        let found = visit(value, ownerType: V.self, owner: owner, inputs: inputs, slot: &slot, cells: &cells)
        graph.typesWithDynamicProperties[key] = found
        return cells
    }

    private static func visit(
        _ value: Any, ownerType: Any.Type, owner: Identity, inputs: _ViewInputs, slot: inout Int, cells: inout [StateCell]
    ) -> Bool {
        var found = false
        for child in Mirror(reflecting: value).children {
            if let linkable = child.value as? GraphLinkable {
                let label = String((child.label ?? "property").drop(while: { $0 == "_" }))
                let context = PropertyLinkContext(inputs: inputs, owner: owner, slot: slot, label: label, ownerType: ownerType)
                if let cell = linkable.link(context) { cells.append(cell) }
                slot += 1
                found = true
            } else if child.value is DynamicProperty {
                // A custom DynamicProperty keeps its own wrappers one level down.
                _ = visit(
                    child.value, ownerType: ownerType, owner: owner.appending(UInt64(slot) &+ 0xD9), inputs: inputs, slot: &slot, cells: &cells
                )
                slot += 1
                found = true
            } else if let model = Models.observable(in: child.value) {
                // A plain stored `@Observable` model: SwiftUI follows what the body reads of it
                // (here, the whole pass is tracked); the reference puts it in the trace. A plain
                // `ObservableObject` is not followed, as in SwiftUI: that needs `@ObservedObject`.
                let label = String((child.label ?? "property").drop(while: { $0 == "_" }))
                cells.append(inputs.graph.referenceCell(owner: owner, slot: slot, name: label, object: model))
                slot += 1
                found = true
            }
        }
        return found
    }
}
