/// The views of one builder block, generic over their tuple as SwiftUI's is: a builder block of
/// two views is a `TupleView<(A, B)>`, so code that spells the type (`init(@ViewBuilder content:
/// () -> TupleView<(A, B)>)`) compiles. Each element keeps its position as its structural slot.
///
/// The elements live in an existential, which expands them without knowing their tuple type: a
/// struct with a field per view for the builder's blocks of two to ten views
/// (`TupleViewElements2`…), a pack-generic one for longer blocks and `init(_:)`. A builder block's
/// view is copied at every modifier wrapped around it, and copying a tuple of a parameter pack in
/// place asks the runtime for the tuple's type at every step (9 % of the stress table's layout);
/// the existential copies through the witness table it carries, a retain when the elements are
/// boxed. Even so, the pack's struct asks for its tuple's type whenever it is made, expanded or
/// freed, where a fixed-arity one asks for its own type once, as it is made (its `init` is
/// inlined into the builder so that the two share that one lookup). (A class box subclassed per
/// pack, the obvious alternative, crashes Swift 6.3's compiler.)
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

// The elements of blocks of two to ten views (`ViewBuilder.buildBlock`), one field a view.

struct TupleViewElements2<C0: View, C1: View>: TupleViewElements {
    let c0: C0
    let c1: C1

    @inline(__always)
    init(_ c0: C0, _ c1: C1) {
        self.c0 = c0
        self.c1 = c1
    }

    func expand(_ inputs: _ViewInputs, _ list: inout _ViewList) {
        makeViewList(c0, inputs.child(slot: 0), &list)
        makeViewList(c1, inputs.child(slot: 1), &list)
    }

    var tuple: Any { (c0, c1) }
}

struct TupleViewElements3<C0: View, C1: View, C2: View>: TupleViewElements {
    let c0: C0
    let c1: C1
    let c2: C2

    @inline(__always)
    init(_ c0: C0, _ c1: C1, _ c2: C2) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
    }

    func expand(_ inputs: _ViewInputs, _ list: inout _ViewList) {
        makeViewList(c0, inputs.child(slot: 0), &list)
        makeViewList(c1, inputs.child(slot: 1), &list)
        makeViewList(c2, inputs.child(slot: 2), &list)
    }

    var tuple: Any { (c0, c1, c2) }
}

struct TupleViewElements4<C0: View, C1: View, C2: View, C3: View>: TupleViewElements {
    let c0: C0
    let c1: C1
    let c2: C2
    let c3: C3

    @inline(__always)
    init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
    }

    func expand(_ inputs: _ViewInputs, _ list: inout _ViewList) {
        makeViewList(c0, inputs.child(slot: 0), &list)
        makeViewList(c1, inputs.child(slot: 1), &list)
        makeViewList(c2, inputs.child(slot: 2), &list)
        makeViewList(c3, inputs.child(slot: 3), &list)
    }

    var tuple: Any { (c0, c1, c2, c3) }
}

struct TupleViewElements5<C0: View, C1: View, C2: View, C3: View, C4: View>: TupleViewElements {
    let c0: C0
    let c1: C1
    let c2: C2
    let c3: C3
    let c4: C4

    @inline(__always)
    init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
    }

    func expand(_ inputs: _ViewInputs, _ list: inout _ViewList) {
        makeViewList(c0, inputs.child(slot: 0), &list)
        makeViewList(c1, inputs.child(slot: 1), &list)
        makeViewList(c2, inputs.child(slot: 2), &list)
        makeViewList(c3, inputs.child(slot: 3), &list)
        makeViewList(c4, inputs.child(slot: 4), &list)
    }

    var tuple: Any { (c0, c1, c2, c3, c4) }
}

struct TupleViewElements6<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>: TupleViewElements {
    let c0: C0
    let c1: C1
    let c2: C2
    let c3: C3
    let c4: C4
    let c5: C5

    @inline(__always)
    init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
        self.c5 = c5
    }

    func expand(_ inputs: _ViewInputs, _ list: inout _ViewList) {
        makeViewList(c0, inputs.child(slot: 0), &list)
        makeViewList(c1, inputs.child(slot: 1), &list)
        makeViewList(c2, inputs.child(slot: 2), &list)
        makeViewList(c3, inputs.child(slot: 3), &list)
        makeViewList(c4, inputs.child(slot: 4), &list)
        makeViewList(c5, inputs.child(slot: 5), &list)
    }

    var tuple: Any { (c0, c1, c2, c3, c4, c5) }
}

struct TupleViewElements7<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>: TupleViewElements {
    let c0: C0
    let c1: C1
    let c2: C2
    let c3: C3
    let c4: C4
    let c5: C5
    let c6: C6

    @inline(__always)
    init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
        self.c5 = c5
        self.c6 = c6
    }

    func expand(_ inputs: _ViewInputs, _ list: inout _ViewList) {
        makeViewList(c0, inputs.child(slot: 0), &list)
        makeViewList(c1, inputs.child(slot: 1), &list)
        makeViewList(c2, inputs.child(slot: 2), &list)
        makeViewList(c3, inputs.child(slot: 3), &list)
        makeViewList(c4, inputs.child(slot: 4), &list)
        makeViewList(c5, inputs.child(slot: 5), &list)
        makeViewList(c6, inputs.child(slot: 6), &list)
    }

    var tuple: Any { (c0, c1, c2, c3, c4, c5, c6) }
}

struct TupleViewElements8<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>: TupleViewElements {
    let c0: C0
    let c1: C1
    let c2: C2
    let c3: C3
    let c4: C4
    let c5: C5
    let c6: C6
    let c7: C7

    @inline(__always)
    init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
        self.c5 = c5
        self.c6 = c6
        self.c7 = c7
    }

    func expand(_ inputs: _ViewInputs, _ list: inout _ViewList) {
        makeViewList(c0, inputs.child(slot: 0), &list)
        makeViewList(c1, inputs.child(slot: 1), &list)
        makeViewList(c2, inputs.child(slot: 2), &list)
        makeViewList(c3, inputs.child(slot: 3), &list)
        makeViewList(c4, inputs.child(slot: 4), &list)
        makeViewList(c5, inputs.child(slot: 5), &list)
        makeViewList(c6, inputs.child(slot: 6), &list)
        makeViewList(c7, inputs.child(slot: 7), &list)
    }

    var tuple: Any { (c0, c1, c2, c3, c4, c5, c6, c7) }
}

struct TupleViewElements9<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>: TupleViewElements {
    let c0: C0
    let c1: C1
    let c2: C2
    let c3: C3
    let c4: C4
    let c5: C5
    let c6: C6
    let c7: C7
    let c8: C8

    @inline(__always)
    init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
        self.c5 = c5
        self.c6 = c6
        self.c7 = c7
        self.c8 = c8
    }

    func expand(_ inputs: _ViewInputs, _ list: inout _ViewList) {
        makeViewList(c0, inputs.child(slot: 0), &list)
        makeViewList(c1, inputs.child(slot: 1), &list)
        makeViewList(c2, inputs.child(slot: 2), &list)
        makeViewList(c3, inputs.child(slot: 3), &list)
        makeViewList(c4, inputs.child(slot: 4), &list)
        makeViewList(c5, inputs.child(slot: 5), &list)
        makeViewList(c6, inputs.child(slot: 6), &list)
        makeViewList(c7, inputs.child(slot: 7), &list)
        makeViewList(c8, inputs.child(slot: 8), &list)
    }

    var tuple: Any { (c0, c1, c2, c3, c4, c5, c6, c7, c8) }
}

struct TupleViewElements10<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>: TupleViewElements {
    let c0: C0
    let c1: C1
    let c2: C2
    let c3: C3
    let c4: C4
    let c5: C5
    let c6: C6
    let c7: C7
    let c8: C8
    let c9: C9

    @inline(__always)
    init(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) {
        self.c0 = c0
        self.c1 = c1
        self.c2 = c2
        self.c3 = c3
        self.c4 = c4
        self.c5 = c5
        self.c6 = c6
        self.c7 = c7
        self.c8 = c8
        self.c9 = c9
    }

    func expand(_ inputs: _ViewInputs, _ list: inout _ViewList) {
        makeViewList(c0, inputs.child(slot: 0), &list)
        makeViewList(c1, inputs.child(slot: 1), &list)
        makeViewList(c2, inputs.child(slot: 2), &list)
        makeViewList(c3, inputs.child(slot: 3), &list)
        makeViewList(c4, inputs.child(slot: 4), &list)
        makeViewList(c5, inputs.child(slot: 5), &list)
        makeViewList(c6, inputs.child(slot: 6), &list)
        makeViewList(c7, inputs.child(slot: 7), &list)
        makeViewList(c8, inputs.child(slot: 8), &list)
        makeViewList(c9, inputs.child(slot: 9), &list)
    }

    var tuple: Any { (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9) }
}
