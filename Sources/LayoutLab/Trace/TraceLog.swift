/// Keeps a whole trace in memory: for tests, and for quick looks without a database.
public final class TraceLog: TraceObserver, @unchecked Sendable {
    public private(set) var steps: [StepInfo] = []
    public private(set) var passes: [PassTrace] = []
    public private(set) var results: [StepResult] = []

    public init() {}

    public func traceDidBeginStep(_ step: StepInfo) { steps.append(step) }
    public func traceDidRecordPass(_ pass: PassTrace) { passes.append(pass) }
    public func traceDidEndStep(_ result: StepResult) { results.append(result) }

    /// The passes of one step, in order.
    public func passes(step: Int) -> [PassTrace] { passes.filter { $0.step == step } }

    /// The last pass of a step: its settled layout.
    public func finalPass(step: Int) -> PassTrace? { passes(step: step).last }

    /// A named node's trace in every pass of a step.
    public func history(of name: String, step: Int) -> [NodeTrace] {
        passes(step: step).compactMap { pass in pass.nodes.first { $0.name == name } }
    }

    /// Every diagnostic, from passes and from step ends.
    public var diagnostics: [Diagnostic] {
        passes.flatMap(\.diagnostics) + results.flatMap(\.diagnostics)
    }

    /// Every action, in order.
    public var actions: [ActionTrace] { passes.flatMap(\.actions) }
}

extension PassTrace {
    public func node(named name: String) -> NodeTrace? { nodes.first { $0.name == name } }
    public func node(path: String) -> NodeTrace? { nodes.first { $0.path == path } }
    public func nodes(kind: String) -> [NodeTrace] { nodes.filter { $0.kind == kind } }

    /// A state value by property name, as JSON text.
    public func state(_ name: String) -> String? { state.first { $0.name == name }?.value }
}
