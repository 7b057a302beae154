/// A type-erased view. The erased type is part of the identity, so swapping types resets state.
public nonisolated struct AnyView: View {
    private let storage: any AnyViewStorage

    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            storage = erased.storage
        } else {
            storage = ConcreteViewStorage(view: view)
        }
    }

    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        view.storage.makeViewList(inputs: inputs, list: &list)
    }
}

private protocol AnyViewStorage {
    func makeViewList(inputs: _ViewInputs, list: inout _ViewList)
}

private struct ConcreteViewStorage<V: View>: AnyViewStorage {
    let view: V
    func makeViewList(inputs: _ViewInputs, list: inout _ViewList) {
        LayoutLab.makeViewList(view, inputs.child(type: V.self), &list)
    }
}
