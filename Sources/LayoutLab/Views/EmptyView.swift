/// A view that contributes nothing: no node, no space, no preference.
public nonisolated struct EmptyView: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {}
}
