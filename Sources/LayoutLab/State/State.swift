/// Storage the engine owns for a view, keyed by the view's structural identity. Writes are kept
/// and take effect in the next pass; a write of an equal value changes nothing.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) {
        box = StateBox(initial: value)
    }

    public init(initialValue value: Value) {
        box = StateBox(initial: value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: GraphLinkable {
    func link(_ context: PropertyLinkContext) -> StateCell? {
        box.link(context)
    }
}

/// Shared by every copy of one `State` value, so linking a reflected copy links them all.
final class StateBox<Value> {
    var initial: Value
    var cell: TypedStateCell<Value>?

    init(initial: Value) {
        self.initial = initial
    }

    /// Connects to the view's cell for this property, made from the initial value the first time.
    func link(_ context: PropertyLinkContext) -> StateCell {
        let cell = context.graph.stateCell(owner: context.owner, slot: context.slot, name: context.label, initial: initial)
        self.cell = cell
        return cell
    }

    var value: Value {
        get { cell?.value ?? initial }
        set {
            if let cell {
                cell.write(newValue)
            } else {
                // Not installed in a view yet: SwiftUI keeps the initial value in this case.
                initial = newValue
            }
        }
    }
}

/// As in SwiftUI: the engine owns the storage and touches it only from the case's engine thread
/// (writes from other threads are queued), so a State of a Sendable value may cross isolation.
extension State: @unchecked Sendable where Value: Sendable {}
