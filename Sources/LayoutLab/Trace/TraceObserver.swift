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
