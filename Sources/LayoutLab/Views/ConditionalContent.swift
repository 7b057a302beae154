/// The view an `if`/`else` produces. A dynamic container: its branch is part of the identity of
/// what it shows, and it takes part in preference reduction even when empty.
public nonisolated struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    @inline(__always)
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.beginDynamicGroup()
        switch view.storage {
        case .trueContent(let content):
            makeViewList(content, inputs.child(identity: 1), &list)
        case .falseContent(let content):
            makeViewList(content, inputs.child(identity: 2), &list)
        }
        list.endDynamicGroup()
    }
}

/// `if` without `else` produces an optional view: a dynamic container that may be empty.
nonisolated extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    @inline(__always)
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.beginDynamicGroup()
        if let view {
            makeViewList(view, inputs.child(identity: 1), &list)
        }
        list.endDynamicGroup()
    }
}
