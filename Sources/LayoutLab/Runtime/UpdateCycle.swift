/// Runs a root view through a timeline: steps → frames → passes.
///
/// - A **step** (launch, rotate, resize, Dynamic Type) renders frames until a frame ends with
///   nothing pending (`stable`), a frame's whole state repeats an earlier one (`cycle`), or the
///   frame limit is reached (`unstable`).
/// - A **frame** runs passes while actions keep writing state, up to the per-frame limit; then the
///   work of `task` and `DispatchQueue.main` runs, and whatever it writes starts the next frame.
/// - A **pass** expands the views, lays them out from the root, reduces preferences, and queues
///   actions, which run after it.
final class UpdateCycle {
    private let graph: ViewGraph
    private let profile: DeviceProfile
    private let limits: UpdateLimits
    private let observer: TraceObserver?
    private let rootKind: String
    private let expandRoot: (_ViewInputs, inout _ViewList) -> Void
    private let executor = FrameExecutor()

    private var orientation = Orientation.portrait
    private var windowSize: CGSize?
    private var dynamicTypeSize = DynamicTypeSize.large
    private var frameSerial = 0
    private var mainQueueAvailable = true
    /// Overflow found on the latest pass: reported if that pass turns out to be the step's last.
    private var lastOverflow: [Diagnostic] = []
    /// Paths below this id were announced to a streaming observer.
    private var announcedPaths = 0
    private var queued: [QueuedAction] = []
    /// The trace of the pass just run, sent once its actions have run and their writes are known.
    private var pendingTrace: PassTrace?
    /// The trees of traced passes, freed once the whole case is traced (see `retire`).
    private var retiredTrees: [LayoutNode] = []
    private var retiredNodes = 0

    init<V: View>(
        root: V, profile: DeviceProfile, dynamicTypeSize: DynamicTypeSize = .large, limits: UpdateLimits, knobs: Knobs,
        observer: TraceObserver?
    ) {
        self.profile = profile
        self.dynamicTypeSize = dynamicTypeSize
        // The limits knobs, when set, win over the caller's limits.
        let limits = knobs.limits == UpdateLimits() ? limits : knobs.limits
        self.limits = limits
        self.observer = observer
        self.graph = ViewGraph(environment: EnvironmentValues(), screen: profile.screen(in: .portrait), knobs: knobs)
        self.rootKind = graph.kindName(for: V.self)
        self.expandRoot = { inputs, list in makeViewList(root, inputs, &list) }
    }

    func run(_ timeline: Timeline) -> CaseResult {
        // Main-actor work the case starts (a `task` body, `Task { @MainActor in … }` in an
        // action) waits for the frame boundary with its other work (CaseMainActor.swift).
        CaseMainActor.withFrameExecutor(executor) { runSteps(timeline) }
    }

    private func runSteps(_ timeline: Timeline) -> CaseResult {
        graph.adoptCurrentThread()
        var results: [StepResult] = []
        for (index, step) in timeline.steps.enumerated() {
            results.append(run(step, index: index))
            // What the failing view would have done next is unknown: the case ends here.
            if graph.caseFailure != nil { break }
        }
        for site in graph.sites.values { site.task?.cancel() }
        executor.drain()
        RunningDevice.publish(nil)
        observer?.traceDidFinish()
        retiredTrees.removeAll()
        return CaseResult(steps: results)
    }

    /// How many nodes of traced passes may wait until the end of the case to be freed.
    static let retiredNodeLimit = 100_000

    /// Keeps a traced pass's tree to free after `traceDidFinish`, or frees it now (by not keeping
    /// it) past `retiredNodeLimit`. Freeing a tree costs about a tenth of its pass; after the
    /// observer has the whole case, it runs while a recorder commits instead of before. The
    /// limit keeps memory bounded: a big table's trees go as soon as they are traced.
    private func retire(_ root: LayoutNode, nodes: Int) {
        guard retiredNodes + nodes <= Self.retiredNodeLimit else { return }
        retiredTrees.append(root)
        retiredNodes += nodes
    }

    // MARK: Steps

    private func apply(_ step: TimelineStep) {
        switch step {
        case .launch(let newOrientation), .rotate(let newOrientation):
            orientation = newOrientation
            windowSize = nil
        case .resize(let width, let height):
            windowSize = CGSize(width: width, height: height)
        case .dynamicType(let size):
            dynamicTypeSize = size
        case .scroll(let offset):
            graph.scrollOffset = offset.isFinite ? offset : 0
        case .scrollTo(let target):
            graph.scrollRequest = target
        case .tap(let name):
            graph.tapRequest = name
        }
        var screen = profile.screen(in: orientation)
        var sizeClasses = profile.sizeClasses(in: orientation)
        if let windowSize {
            screen.size = windowSize
            sizeClasses = DeviceProfile.SizeClasses(
                horizontal: windowSize.width < 600 ? .compact : .regular, vertical: sizeClasses.vertical
            )
        }
        graph.screen = screen
        RunningDevice.publish(RunningDevice(profile: profile, orientation: orientation, window: screen))
        var environment = EnvironmentValues()
        environment.displayScale = screen.scale
        environment.horizontalSizeClass = sizeClasses.horizontal
        environment.verticalSizeClass = sizeClasses.vertical
        environment.dynamicTypeSize = dynamicTypeSize
        environment.os = profile.os
        environment.layoutDirection = profile.layoutDirection
        graph.environment = environment
    }

    private func run(_ step: TimelineStep, index: Int) -> StepResult {
        apply(step)
        observer?.traceDidBeginStep(StepInfo(
            index: index, step: step, screen: graph.screen, orientation: orientation, dynamicTypeSize: dynamicTypeSize
        ))
        var reported = Set<String>()
        var fingerprints: [String: Int] = [:]
        var frame = 0
        var passes = 0
        var lastPass = 0
        var stepDiagnostics: [Diagnostic] = []
        let outcome: StepOutcome
        while true {
            frameSerial += 1
            graph.applyExternalWrites()
            var pass = 0
            repeat {
                runPass(step: index, frame: frame, pass: pass, reported: &reported)
                pass += 1
                runQueuedActions()
                sendPendingTrace()
            } while graph.hasPendingChanges && pass < limits.passesPerFrame
            passes += pass
            lastPass = pass - 1
            if graph.hasPendingChanges, reported.insert("pass-limit").inserted {
                stepDiagnostics.append(Diagnostic(
                    code: .passLimit, nodePath: nil,
                    message: "Frame \(frame) reached \(limits.passesPerFrame) passes with state still changing; the rest moved to the next frame."
                ))
            }
            runBetweenFrames(&stepDiagnostics)
            if !graph.hasPendingChanges {
                outcome = .stable
                break
            }
            let fingerprint = graph.fingerprint()
            if let earlier = fingerprints[fingerprint] {
                outcome = .cycle(period: frame - earlier)
                break
            }
            fingerprints[fingerprint] = frame
            if frame + 1 >= limits.framesPerStep {
                outcome = .unstable
                break
            }
            frame += 1
        }

        stepDiagnostics += lastOverflow
        switch outcome {
        case .stable: break
        case .unstable:
            stepDiagnostics.append(Diagnostic(
                code: .unstable, nodePath: nil,
                message: "Still changing after \(limits.framesPerStep) frames (\(passes) passes)."
            ))
        case .cycle(let period):
            stepDiagnostics.append(Diagnostic(
                code: .cycle, nodePath: nil,
                message: "Frame \(frame) repeats the state of frame \(frame - period): a cycle of period \(period)."
            ))
        }
        let result = StepResult(
            index: index, outcome: outcome, frames: frame + 1, passes: passes, finalFrame: frame, finalPass: lastPass,
            diagnostics: stepDiagnostics, failure: graph.caseFailure
        )
        observer?.traceDidEndStep(result)
        return result
    }

    // MARK: Frames and passes

    private func runPass(step: Int, frame: Int, pass index: Int, reported: inout Set<String>) {
        let position = PassPosition(step: step, frame: frame, pass: index)
        let streams = observer?.streamsNodes ?? false
        let stream = streams ? NodeStream(
            paths: graph.paths, paints: graph.paints, announcedPaths: announcedPaths,
            sink: { [observer] nodes in observer?.traceDidPlaceNodes(nodes, in: position) },
            pathSink: { [observer, graph] ids in observer?.traceDidAddPaths(ids, in: graph.paths) }
        ) : nil
        let rootPass = graph.trackingModelReads {
            RootPass.run(graph: graph, rootKind: rootKind, placement: .hosted, nodeStream: stream, expand: expandRoot)
        }
        // Checked now, while the tree is at hand: once traced it is freed or retired.
        lastOverflow = OverflowCheck.diagnostics(root: rootPass.root, screen: graph.screen.bounds, paths: graph.paths)
        graph.currentPass = rootPass.pass
        var actions = PassActions(
            graph: graph, pass: rootPass.pass, frame: frameSerial, position: position, executor: executor, traced: observer != nil
        )
        actions.process(root: rootPass.root)
        graph.currentPass = nil
        graph.collectUnlinkedState()
        queued = actions.queued
        // The pass's values and actions may name nodes that were never placed.
        stream?.announceNewPaths()
        announcedPaths = stream?.announcedPaths ?? announcedPaths

        guard observer != nil else { return }
        var found = rootPass.diagnostics() + actions.diagnostics
        if let failure = graph.caseFailure, !graph.caseFailureReported {
            graph.caseFailureReported = true
            found.append(Diagnostic(code: graph.caseFailureCode, nodePath: nil, message: failure))
        }
        // A problem that persists is reported once per step, where it first appears.
        let diagnostics = found.filter { diagnostic in
            !diagnostic.code.isReportedOncePerStep
                || reported.insert("\(diagnostic.code.rawValue) \(diagnostic.nodePath ?? "")").inserted
        }
        pendingTrace = PassTrace(
            step: step, frame: frame, pass: index, paths: graph.paths,
            nodes: streams ? [] : rootPass.nodeTraces(),
            preferences: actions.preferences,
            state: graph.stateSnapshot().map {
                StateTrace(node: NodePathReference($0.cell.ownerNode?.pathID ?? -1, in: graph.paths), name: $0.name, capturedValue: TraceValue($0.value))
            },
            actions: actions.actions,
            diagnostics: diagnostics
        )
        retire(rootPass.root, nodes: rootPass.pass.placedNodes)
    }

    /// Runs the last pass's actions, each known as the action it is, so that the state it writes
    /// is traced as its effect.
    private func runQueuedActions() {
        let actions = queued
        queued.removeAll()
        for action in actions {
            graph.runningAction = pendingTrace == nil ? nil : action.reference
            action.perform()
        }
        graph.runningAction = nil
    }

    /// Sends the last pass's trace with the writes its actions made.
    private func sendPendingTrace() {
        // Cleared even untraced: a task's writes note themselves whether anyone records them.
        let writes = graph.actionWrites
        graph.actionWrites.removeAll()
        guard var trace = pendingTrace else { return }
        pendingTrace = nil
        trace.writes = writes
        observer?.traceDidRecordPass(trace)
    }

    /// Work that lands between frames: task bodies, then the main queue, then writes from other threads.
    private func runBetweenFrames(_ diagnostics: inout [Diagnostic]) {
        executor.drain()
        if mainQueueAvailable, !FrameExecutor.drainMainQueue() {
            mainQueueAvailable = false
            diagnostics.append(Diagnostic(
                code: .mainQueueUnavailable, nodePath: nil,
                message: "The main queue did not run; work sent to DispatchQueue.main is applied when it arrives."
            ))
        }
        graph.applyExternalWrites()
        executor.drain()
    }
}

extension ViewGraph {
    /// The frame's complete state: every state value and every action site's memory. Two frames
    /// with the same fingerprint continue identically, which is what makes a `cycle`.
    func fingerprint() -> String {
        var parts = stateSnapshot().map { "\($0.cell.owner)/\($0.name)=\(ValueIdentity.key($0.value))" }
        if scrollOffset != 0 { parts.append("scroll=\(scrollOffset)") }
        for (identity, site) in sites.sorted(by: { $0.key.raw < $1.key.raw }) {
            if let value = site.value { parts.append("\(identity)=\(ValueIdentity.key(value))") }
        }
        return parts.joined(separator: "\n")
    }
}
