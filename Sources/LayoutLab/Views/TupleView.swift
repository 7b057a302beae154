/// The views of one builder block, generic over their tuple as SwiftUI's is: a builder block of
/// two views is a `TupleView<(A, B)>`, so code that spells the type (`init(@ViewBuilder content:
/// () -> TupleView<(A, B)>)`) compiles. Each element keeps its position as its structural slot.
///
/// The elements live in an existential of a pack-generic struct, which expands them without
/// knowing their tuple type. A builder block's view is copied at every modifier wrapped around
/// it, and copying a tuple of a parameter pack in place asks the runtime for the tuple's type at
/// every step (9 % of the stress table's layout); the existential copies through the witness
/// table it carries, a retain when the elements are boxed. (A class box subclassed per pack, the
/// obvious alternative, crashes Swift 6.3's compiler.)
public nonisolated struct TupleView<T>: View {
    let elements: any TupleViewElements

    /// Read-only, unlike SwiftUI's: the elements are not stored as a `T`.
    public var value: T { elements.tuple as! T }

    public init<each Element: View>(_ value: (repeat each Element)) where T == (repeat each Element) {
        elements = TupleViewPack(values: (repeat each value))
    }

    init(elements: any TupleViewElements) {
        self.elements = elements
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        view.elements.expand(inputs, &list)
    }
}

/// The elements of a `TupleView`, expanded in order.
protocol TupleViewElements {
    func expand(_ inputs: _ViewInputs, _ list: inout _ViewList)
    var tuple: Any { get }
}

struct TupleViewPack<each Element: View>: TupleViewElements {
    let values: (repeat each Element)

    func expand(_ inputs: _ViewInputs, _ list: inout _ViewList) {
        var index = 0
        for element in repeat each values {
            makeViewList(element, inputs.child(slot: index), &list)
            index += 1
        }
    }

    var tuple: Any { values }
}
