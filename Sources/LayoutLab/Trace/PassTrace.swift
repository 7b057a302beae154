/// One pass: every node's geometry, every preference value, every state value, every action.
public struct PassTrace: Sendable {
    public let step: Int
    public let frame: Int
    public let pass: Int
    /// Resolves the nodes' path ids (shared by every pass of the case).
    public let paths: NodePathTable
    public var nodes: [NodeTrace]
    public var preferences: [PreferenceTrace]
    public var state: [StateTrace]
    public var actions: [ActionTrace]
    public var diagnostics: [Diagnostic]
    /// The state the pass's actions wrote when they ran after it, each with its action: the
    /// links of cause and effect (docs/schema.md, "Causes").
    public var writes: [StateWriteTrace] = []
}

/// A state write an action made: which action (its index in the pass's `actions`), which state
/// of which view, and the value before and after.
public struct StateWriteTrace: Sendable, Hashable {
    /// The action's pass in the step (a task's writes come passes later).
    public let actionFrame: Int
    public let actionPass: Int
    /// The action's index in that pass's actions.
    public let action: Int
    /// The node that shows the view owning the state.
    public let node: NodePathReference
    public let name: String
    public let oldValue: TraceValue
    public let newValue: TraceValue

    public var nodePath: String { node.string }
}

/// A reference to a node's path in its case's `NodePathTable`; the string is built on request.
public struct NodePathReference: Sendable, Hashable, CustomStringConvertible {
    public let id: Int
    let paths: NodePathTable?

    init(_ id: Int, in paths: NodePathTable?) {
        self.id = id
        self.paths = paths
    }

    public var string: String { paths?.path(id) ?? "" }
    public var description: String { string }

    public static func == (a: NodePathReference, b: NodePathReference) -> Bool { a.string == b.string }
    public func hash(into hasher: inout Hasher) { hasher.combine(string) }
}

/// A value captured during a pass and turned into JSON text only when someone asks: a recorder
/// does that on its own thread, in parallel with the next pass.
public struct TraceValue: @unchecked Sendable, Hashable, CustomStringConvertible {
    let captured: Any

    init(_ captured: Any) {
        self.captured = captured
    }

    /// JSON text.
    public var json: String { JSONText.encode(captured) }
    public var description: String { json }

    public static func == (a: TraceValue, b: TraceValue) -> Bool { a.json == b.json }
    public func hash(into hasher: inout Hasher) { hasher.combine(json) }
}

public struct PreferenceTrace: Sendable, Hashable {
    public enum Role: String, Sendable { case write, read }
    public let node: NodePathReference
    public let key: String
    public let role: Role
    public let capturedValue: TraceValue

    public var nodePath: String { node.string }
    /// JSON text.
    public var value: String { capturedValue.json }
}

public struct StateTrace: Sendable, Hashable {
    public let node: NodePathReference
    /// The property's name as declared, without the underscore.
    public let name: String
    public let capturedValue: TraceValue

    public var nodePath: String { node.string }
    /// JSON text.
    public var value: String { capturedValue.json }
}

public struct ActionTrace: Sendable, Hashable {
    public enum Status: String, Sendable { case fired, dropped }
    public let node: NodePathReference
    /// `onPreferenceChange`, `onChange`, `onAppear`, `onDisappear`, `task`,
    /// `overlayPreferenceValue` or `backgroundPreferenceValue`.
    public let action: String
    public let status: Status
    public let detail: String?

    public var nodePath: String { node.string }
}
