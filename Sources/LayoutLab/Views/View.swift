/// A piece of user interface, declared the way SwiftUI declares it.
///
/// Custom views implement `body`. Primitive views (Text, stacks, shapes…) have `Body == Never` and
/// instead implement `_makeViewList`, which turns a view value into layout nodes for the current pass.
///
/// Isolated to the main actor as SwiftUI declares it (`@MainActor @preconcurrency`), so a view can
/// hold and read a main-actor model; the expansion is `nonisolated`, as SwiftUI's `_makeView` is.
/// The engine's own views are `nonisolated` types, and a custom `body` is evaluated through
/// `MainActorBridge` (Runtime/MainActorBridge.swift).
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }

    /// Expands `view` into layout nodes. Not for scenario code; the default evaluates `body`.
    ///
    /// A generic primitive view that sits in every row of a list (stacks, `ModifiedContent`,
    /// `ForEach`, conditional content…) marks its implementation `@inline(__always)`: inlined into
    /// its protocol witness, which is handed the view's type, the view's fields are read at offsets
    /// that type gives; called from the witness, the implementation asked the runtime for its own
    /// type every time (about 330 instructions, twice a row of a flat list; docs/performance.md,
    /// "The flat list beside Yoga").
    nonisolated static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList)
}

nonisolated extension View {
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        CompositeExpansion.expand(view, inputs: inputs, list: &list)
    }
}

nonisolated extension Never: View {
    public typealias Body = Never
    public nonisolated var body: Never { primitiveBody(Never.self) }
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
