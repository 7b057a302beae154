/// The views of one builder block. Each element keeps its position as its structural slot.
///
/// The elements live in a shared box. A builder block's view is copied at every modifier wrapped
/// around it, and copying a tuple of a parameter pack in place asks the runtime for the tuple's
/// type at every step (9 % of the stress table's layout); copying the box is one retain.
public struct TupleView<each Element: View>: View {
    private let storage: TupleViewStorage<(repeat each Element)>

    /// Read-only, unlike SwiftUI's: with the elements boxed, Swift 6.3's compiler crashes on any
    /// setter of a pack-expansion tuple. Views are built, not edited, so none is needed.
    public var value: (repeat each Element) { storage.value }

    public init(_ value: repeat each Element) {
        storage = TupleViewStorage((repeat each value))
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        var index = 0
        for element in repeat each view.storage.value {
            makeViewList(element, inputs.child(slot: index), &list)
            index += 1
        }
    }
}

final class TupleViewStorage<Value> {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
