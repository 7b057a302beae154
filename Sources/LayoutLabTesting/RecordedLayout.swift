import LayoutLab

/// A view's recorded layout, in memory: what `layoutlab record` would store for one case, read
/// by name or path. Made by `LayoutLab.run(_:on:timeline:)`.
public struct RecordedLayout: Sendable {
    /// One timeline step: how it went, and every pass it ran.
    public struct Step: Sendable {
        public let index: Int
        public let event: TimelineStep
        public let screen: Screen
        public let orientation: Orientation
        public let dynamicTypeSize: DynamicTypeSize
        public let outcome: StepOutcome
        public let frames: Int
        /// Every pass of the step, in order; the last is the settled layout.
        public let passes: [PassTrace]
        /// Diagnostics about the step and its settled layout (`overflow`, `cycle`, `unstable`).
        public let stepDiagnostics: [Diagnostic]

        /// The settled layout: the step's last pass.
        public var settled: PassTrace { passes[passes.count - 1] }

        /// Every diagnostic of the step: those raised in its passes, then the step's own.
        public var diagnostics: [Diagnostic] { passes.flatMap(\.diagnostics) + stepDiagnostics }
    }

    /// Which step a question is about.
    public enum StepIndex: Sendable, Hashable, ExpressibleByIntegerLiteral {
        case first, last
        case step(Int)

        public init(integerLiteral value: Int) { self = .step(value) }
    }

    public let profile: DeviceProfile
    public let timeline: Timeline
    public let steps: [Step]

    /// The worst step outcome: `stable`, `cycle` or `unstable`; `error` when a view read a
    /// dependency no ancestor provides (``failure`` says which).
    public let outcome: CaseOutcome

    /// Why the layout stopped before its timeline's end, or nil: "NeedsSession reads an
    /// EnvironmentObject of type Session that no ancestor provides …".
    public let failure: String?

    init(profile: DeviceProfile, timeline: Timeline, log: TraceLog, result: CaseResult) {
        self.profile = profile
        self.timeline = timeline
        outcome = result.outcome
        failure = result.failure
        steps = zip(log.steps, result.steps).map { info, step in
            Step(
                index: info.index, event: info.step, screen: info.screen, orientation: info.orientation,
                dynamicTypeSize: info.dynamicTypeSize, outcome: step.outcome, frames: step.frames,
                passes: log.passes(step: info.index), stepDiagnostics: step.diagnostics
            )
        }
    }

    public func step(_ index: StepIndex) -> Step? {
        switch index {
        case .first: steps.first
        case .last: steps.last
        case .step(let index): steps.indices.contains(index) ? steps[index] : nil
        }
    }

    /// The settled node named `name` (its `accessibilityIdentifier`) at a step (the last by default).
    public func node(_ name: String, at index: StepIndex = .last) -> NodeTrace? {
        step(index)?.settled.node(named: name)
    }

    /// The settled node at `path` (as `layoutlab` prints paths) at a step.
    public func node(path: String, at index: StepIndex = .last) -> NodeTrace? {
        step(index)?.settled.node(path: path)
    }

    /// The settled layout frame of the node named `name`, in screen coordinates.
    public func frame(_ name: String, at index: StepIndex = .last) -> CGRect? {
        node(name, at: index)?.frame
    }

    /// The settled rendered frame (after offsets, scales and other render effects, on the pixel grid).
    public func renderFrame(_ name: String, at index: StepIndex = .last) -> CGRect? {
        node(name, at: index)?.renderFrame
    }

    /// How many passes a step took to settle.
    public func passes(step index: StepIndex) -> Int {
        step(index)?.passes.count ?? 0
    }

    /// Every diagnostic of every step, or those with `code`.
    public func diagnostics(_ code: DiagnosticCode? = nil) -> [Diagnostic] {
        steps.flatMap(\.diagnostics).filter { code == nil || $0.code == code }
    }

    /// A `@State` value (JSON text, as the database stores it) at the end of a step.
    public func state(_ name: String, at index: StepIndex = .last) -> String? {
        step(index)?.settled.state.first { $0.name == name }?.value
    }

    /// The value a node wrote or read for a preference key (by its type's name) in a step's settled pass.
    public func preference(_ key: String, at index: StepIndex = .last) -> String? {
        step(index)?.settled.preferences.last { $0.key == key }?.value
    }

    /// Every action that fired or was dropped, in order.
    public var actions: [ActionTrace] { steps.flatMap { $0.passes.flatMap(\.actions) } }
}

extension PassTrace {
    func node(named name: String) -> NodeTrace? { nodes.first { $0.name == name } }
    func node(path: String) -> NodeTrace? { nodes.first { $0.path == path } }
}

extension CGRect {
    /// Whether each edge and length is within `tolerance` of `other`'s.
    public func isClose(to other: CGRect, tolerance: CGFloat = 0.01) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}

extension Optional where Wrapped == CGRect {
    /// False for a node that was not found.
    public func isClose(to other: CGRect, tolerance: CGFloat = 0.01) -> Bool {
        map { $0.isClose(to: other, tolerance: tolerance) } ?? false
    }
}
