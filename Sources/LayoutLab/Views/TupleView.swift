/// The views of one builder block. Each element keeps its position as its structural slot.
public struct TupleView<each Element: View>: View {
    public var value: (repeat each Element)

    public init(_ value: repeat each Element) {
        self.value = (repeat each value)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        var index = 0
        for element in repeat each view.value {
            makeViewList(element, inputs.child(slot: index), &list)
            index += 1
        }
    }
}
