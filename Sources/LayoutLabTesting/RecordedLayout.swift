import LayoutLab
import LayoutLabDiff

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
    ///
    /// A name that no node has at any step is a test failure at the call, naming the near matches
    /// (`no node is named "heroo"; did you mean "hero"?`): a typo otherwise reads as a view that
    /// went missing. A name that some other step has is not a typo, and answers nil quietly.
    public func node(
        _ name: String, at index: StepIndex = .last,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> NodeTrace? {
        if let node = step(index)?.settled.node(named: name) { return node }
        if let message = unknownName(name) {
            TestFailure(fileID: fileID, filePath: filePath, line: line, column: column).record(message)
        }
        return nil
    }

    /// Every name a node has at any step, in order of first appearance.
    public var names: [String] {
        var seen: Set<String> = []
        return steps.flatMap { $0.settled.nodes.compactMap(\.name) }.filter { seen.insert($0).inserted }
    }

    /// Why `name` answers nothing, when no step has a node by that name; nil when one does.
    func unknownName(_ name: String) -> String? {
        let names = self.names
        guard !names.contains(name) else { return nil }
        let near = NameSuggestions.nearest(to: name, in: names)
        if !near.isEmpty { return "No node is named \"\(name)\"; did you mean \(near.map { "\"\($0)\"" }.joined(separator: " or "))?" }
        let listed = names.prefix(8).map { "\"\($0)\"" }.joined(separator: ", ") + (names.count > 8 ? " and \(names.count - 8) more" : "")
        return names.isEmpty ? "No node is named \"\(name)\": no node of this layout has a name (accessibilityIdentifier)."
            : "No node is named \"\(name)\"; the names are \(listed)."
    }

    /// The settled node at `path` (as `layoutlab` prints paths) at a step.
    public func node(path: String, at index: StepIndex = .last) -> NodeTrace? {
        step(index)?.settled.node(path: path)
    }

    /// The settled layout frame of the node named `name`, in screen coordinates.
    public func frame(
        _ name: String, at index: StepIndex = .last,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> CGRect? {
        node(name, at: index, fileID: fileID, filePath: filePath, line: line, column: column)?.frame
    }

    /// The settled rendered frame (after offsets, scales and other render effects, on the pixel grid).
    public func renderFrame(
        _ name: String, at index: StepIndex = .last,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> CGRect? {
        node(name, at: index, fileID: fileID, filePath: filePath, line: line, column: column)?.renderFrame
    }

    /// How many passes a step took to settle.
    public func passes(step index: StepIndex) -> Int {
        step(index)?.passes.count ?? 0
    }

    /// Every diagnostic of every step, or those with `code`.
    public func diagnostics(_ code: DiagnosticCode? = nil) -> [Diagnostic] {
        steps.flatMap(\.diagnostics).filter { code == nil || $0.code == code }
    }

    /// A `@State` value (JSON text, as the database stores it, its numbers at the reports' one
    /// precision: `157.333`, not `157.33333333333334`) at the end of a step.
    public func state(_ name: String, at index: StepIndex = .last) -> String? {
        step(index)?.settled.state.first { $0.name == name }.map { JSONNumbers.rounded($0.value) }
    }

    /// The value a node wrote or read for a preference key (by its type's name) in a step's settled
    /// pass, as JSON text with its numbers rounded as ``state(_:at:)``'s.
    public func preference(_ key: String, at index: StepIndex = .last) -> String? {
        step(index)?.settled.preferences.last { $0.key == key }.map { JSONNumbers.rounded($0.value) }
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
