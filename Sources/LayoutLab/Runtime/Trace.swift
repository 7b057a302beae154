/// Receives everything the engine does, pass by pass. The recorder is one observer; tests are
/// another. Calls arrive on the engine thread, in order.
public protocol TraceObserver: AnyObject {
    func traceDidBeginStep(_ step: StepInfo)
    func traceDidRecordPass(_ pass: PassTrace)
    func traceDidEndStep(_ result: StepResult)

    /// Observers that set this receive each pass's nodes in chunks, in tree order, as they are
    /// placed (`traceDidPlaceNodes`), before the pass's `traceDidRecordPass`, whose `nodes` is then
    /// empty. A recorder writes them while layout goes on, and no pass is held whole in memory.
    var streamsNodes: Bool { get }
    func traceDidPlaceNodes(_ nodes: [NodeTrace], in pass: PassPosition)
    /// For observers that stream nodes: the paths a pass met for the first time in the case, as
    /// soon as its tree is built and before it is laid out, so that a recorder can store them
    /// while layout runs. Every `pathID` a later trace refers to was announced here first.
    func traceDidAddPaths(_ ids: Range<Int>, in paths: NodePathTable)

    /// Called once, after the last step's `traceDidEndStep`: nothing more is reported. The engine
    /// then frees what it kept, while the observer finishes its own work (a recorder commits).
    func traceDidFinish()
}

extension TraceObserver {
    public func traceDidBeginStep(_ step: StepInfo) {}
    public func traceDidEndStep(_ result: StepResult) {}
    public func traceDidFinish() {}
    public var streamsNodes: Bool { false }
    public func traceDidPlaceNodes(_ nodes: [NodeTrace], in pass: PassPosition) {}
    public func traceDidAddPaths(_ ids: Range<Int>, in paths: NodePathTable) {}
}

/// Where a pass stands in its case.
public struct PassPosition: Hashable, Sendable {
    public let step: Int
    public let frame: Int
    public let pass: Int

    public init(step: Int, frame: Int, pass: Int) {
        self.step = step
        self.frame = frame
        self.pass = pass
    }
}

/// A timeline step as it starts: what happened and the screen it happened on.
public struct StepInfo: Sendable, Hashable {
    public let index: Int
    public let step: TimelineStep
    public let screen: Screen
    public let orientation: Orientation
    public let dynamicTypeSize: DynamicTypeSize
}

/// How a step ended.
public enum StepOutcome: Hashable, Sendable {
    /// A frame ended with nothing pending.
    case stable
    /// The frame limit was reached while state was still changing.
    case unstable
    /// A frame's complete state repeated an earlier frame's; `period` frames apart.
    case cycle(period: Int)

    /// The name recorded in the `outcome` columns.
    public var name: String {
        switch self {
        case .stable: "stable"
        case .unstable: "unstable"
        case .cycle: "cycle"
        }
    }
}

/// A finished step: its outcome, its size, and the diagnostics found on its final layout.
public struct StepResult: Sendable {
    public let index: Int
    public let outcome: StepOutcome
    public let frames: Int
    public let passes: Int
    /// Frame and pass of the step's last pass, where `diagnostics` are reported.
    public let finalFrame: Int
    public let finalPass: Int
    /// `overflow` on the settled layout, and `unstable` / `cycle` for the step itself.
    public let diagnostics: [Diagnostic]
}

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
}

/// A node's proposal, layout frame and rendered frame (global coordinates, points).
public struct NodeTrace: Sendable, Hashable {
    /// A number for the node's path that is the same in every pass of a case (not across cases).
    public let pathID: Int
    public let kind: String
    public let name: String?
    public let proposal: ProposedViewSize
    public let frame: CGRect
    public let renderFrame: CGRect
    let paths: NodePathTable?

    public init(
        path pathID: Int, in paths: NodePathTable?, kind: String, name: String?, proposal: ProposedViewSize,
        frame: CGRect, renderFrame: CGRect
    ) {
        self.pathID = pathID
        self.paths = paths
        self.kind = kind
        self.name = name
        self.proposal = proposal
        self.frame = frame
        self.renderFrame = renderFrame
    }

    /// The structural path: `Root/VStack/HStack[1]/Text[0]`. Built on request.
    public var path: String { paths?.path(pathID) ?? "" }

    public static func == (a: NodeTrace, b: NodeTrace) -> Bool {
        a.path == b.path && a.kind == b.kind && a.name == b.name && a.proposal == b.proposal
            && a.frame == b.frame && a.renderFrame == b.renderFrame
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(frame.minX)
        hasher.combine(frame.minY)
    }
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
