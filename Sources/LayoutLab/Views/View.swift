/// A piece of user interface, declared the way SwiftUI declares it.
///
/// Custom views implement `body`. Primitive views (Text, stacks, shapes…) have `Body == Never` and
/// instead implement `_makeViewList`, which turns a view value into layout nodes for the current pass.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }

    /// Expands `view` into layout nodes. Not for scenario code; the default evaluates `body`.
    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList)
}

extension View {
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        CompositeExpansion.expand(view, inputs: inputs, list: &list)
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Never.self) }
}

/// Primitive views have no body; reaching one is an engine bug, never a scenario's fault.
func primitiveBody<V>(_ type: V.Type) -> Never {
    preconditionFailure("\(V.self) is a primitive view; its body is never evaluated")
}

/// Expands any view into `list`; the generic entry point the containers use.
@inline(__always)
func makeViewList<V: View>(_ view: V, _ inputs: _ViewInputs, _ list: inout _ViewList) {
    V._makeViewList(view: view, inputs: inputs, list: &list)
}
