import LayoutLab

/// The differences between two runs: the pure model that every format renders
/// (docs/reports.md, "What a diff compares").
///
/// Cases are matched by (scenario, variant, profile), steps by index and nodes by `node_path`.
/// Nodes, preference and state values are compared on each step's settled layout, its final
/// pass: that is what the step ends on and what a user sees. Passes are not compared one by one,
/// since once two runs take a different number of passes there is nothing to pair them with;
/// how the runs got there is compared through each step's outcome, frame and pass counts and
/// its passes per frame (the pass timeline), and the diagnostics each pass raised.
public struct RunDiff: Hashable, Sendable, Codable {
    public init(a: RunIdentity, b: RunIdentity, tolerance: Points, includesUnchanged: Bool, summary: Summary, cases: [CaseDiff]) {
        self.a = a
        self.b = b
        self.tolerance = tolerance
        self.includesUnchanged = includesUnchanged
        self.summary = summary
        self.cases = cases
    }

    public var a: RunIdentity
    public var b: RunIdentity
    /// Changes of this many points or less are not differences.
    public var tolerance: Points
    /// Whether unchanged cases, steps, nodes and values are included (`--all`).
    public var includesUnchanged: Bool
    public var summary: Summary
    /// Changed cases (and, with `includesUnchanged`, every case), by scenario, variant, profile.
    public var cases: [CaseDiff]

    public struct Summary: Hashable, Sendable, Codable {
        /// Cases in both runs.
        public var compared: Int
        public var changed: Int
        public var unchanged: Int
        public var onlyInA: Int
        public var onlyInB: Int
        /// Cases compared across two OS generations, by pair: what a diff of two generations is about.
        public var generations: [GenerationChange]
        /// The node kinds with the most resized nodes, and how they most often changed size.
        public var resizedKinds: [KindResize]
        /// The behaviour knobs whose values differ between the runs: reported first.
        public var knobChanges: [KnobChange]
        /// What changed, in how many cases, by how much, as sentences a reviewer can paste
        /// (``DiffSentences``): what every format says first.
        public var sentences: [String]

        public init(
            compared: Int, changed: Int, unchanged: Int, onlyInA: Int, onlyInB: Int,
            generations: [GenerationChange] = [], resizedKinds: [KindResize] = [], knobChanges: [KnobChange] = [],
            sentences: [String] = []
        ) {
            self.compared = compared
            self.changed = changed
            self.unchanged = unchanged
            self.onlyInA = onlyInA
            self.onlyInB = onlyInB
            self.generations = generations
            self.resizedKinds = resizedKinds
            self.knobChanges = knobChanges
            self.sentences = sentences
        }
    }

    /// A knob that one run set differently from the other.
    public struct KnobChange: Hashable, Sendable, Codable {
        public var key: String
        public var a: String
        public var b: String

        public init(key: String, a: String, b: String) {
            self.key = key
            self.a = a
            self.b = b
        }
    }

    /// Cases that ran on generation `a` in run A and on `b` in run B.
    public struct GenerationChange: Hashable, Sendable, Codable {
        public var a: String
        public var b: String
        public var cases: Int

        public init(a: String, b: String, cases: Int) {
            self.a = a
            self.b = b
            self.cases = cases
        }
    }

    /// One node kind's resized nodes across every changed case: how many, and the size change
    /// they share most often (`h +4`), with how many share it.
    public struct KindResize: Hashable, Sendable, Codable {
        public var nodeKind: String
        public var nodes: Int
        public var commonest: String
        public var commonestNodes: Int

        public init(nodeKind: String, nodes: Int, commonest: String, commonestNodes: Int) {
            self.nodeKind = nodeKind
            self.nodes = nodes
            self.commonest = commonest
            self.commonestNodes = commonestNodes
        }
    }

    /// True when anything differs beyond the tolerance: `layoutlab diff` exits 1.
    public var hasDifferences: Bool { summary.changed + summary.onlyInA + summary.onlyInB > 0 }
}

/// Where a case or a step was found.
public enum Presence: String, Hashable, Sendable, Codable {
    case both
    case onlyInA
    case onlyInB
}

/// One case of either run, with what changed.
public struct CaseDiff: Hashable, Sendable, Codable {
    public init(key: CaseKey, presence: Presence, os: Compared<String>, outcome: Compared<CaseOutcome>, steps: Compared<Int>, frames: Compared<Int>, passes: Compared<Int>, diagnosticCount: Compared<Int>, stepDiffs: [StepDiff], error: Compared<String> = Compared(nil, nil)) {
        self.key = key
        self.error = error.a == nil && error.b == nil ? nil : error
        self.presence = presence
        self.os = os
        self.outcome = outcome
        self.steps = steps
        self.frames = frames
        self.passes = passes
        self.diagnosticCount = diagnosticCount
        self.stepDiffs = stepDiffs
    }

    public var key: CaseKey
    public var presence: Presence
    /// The OS generation the case ran in each run.
    public var os: Compared<String>
    public var outcome: Compared<CaseOutcome>
    /// Why the case failed in each run, where its outcome is `error`; nil (and left out of the
    /// JSON) when it failed in neither.
    public var error: Compared<String>?
    public var steps: Compared<Int>
    public var frames: Compared<Int>
    public var passes: Compared<Int>
    public var diagnosticCount: Compared<Int>
    /// Steps that changed (every step with `includesUnchanged`), by index. Empty for a case that is
    /// only in one run.
    public var stepDiffs: [StepDiff]

    /// True when the case is only in one run, or anything in it differs.
    public var isChanged: Bool {
        presence != .both || os.changed || outcome.changed || (error?.changed ?? false) || steps.changed || frames.changed || passes.changed
            || diagnosticCount.changed || stepDiffs.contains(where: \.isChanged)
    }

    /// Every node change of every step.
    public var nodeChanges: [NodeChange] { stepDiffs.flatMap(\.nodes).filter { $0.kind != .unchanged } }
    public var valueChanges: [ValueChange] { stepDiffs.flatMap(\.values).filter { $0.changed } }
    public var diagnosticChanges: [DiagnosticChange] { stepDiffs.flatMap(\.diagnostics).filter { $0.status != .unchanged } }
}

/// One timeline step of a case, compared.
public struct StepDiff: Hashable, Sendable, Codable {
    public init(index: Int, presence: Presence, event: Compared<String>, outcome: Compared<String>, frames: Compared<Int>, passes: Compared<Int>, passesPerFrame: Compared<[Int]>, nodes: [NodeChange], values: [ValueChange], diagnostics: [DiagnosticChange]) {
        self.index = index
        self.presence = presence
        self.event = event
        self.outcome = outcome
        self.frames = frames
        self.passes = passes
        self.passesPerFrame = passesPerFrame
        self.nodes = nodes
        self.values = values
        self.diagnostics = diagnostics
    }

    public var index: Int
    public var presence: Presence
    /// The timeline event, e.g. `rotate(landscape)`.
    public var event: Compared<String>
    public var outcome: Compared<String>
    public var frames: Compared<Int>
    public var passes: Compared<Int>
    /// How many passes each frame took: the pass timeline.
    public var passesPerFrame: Compared<[Int]>
    /// Nodes of the settled layout that changed (all of them with `includesUnchanged`), in the
    /// tree order of run A, then nodes only in run B in theirs.
    public var nodes: [NodeChange]
    /// Preference and state values of the final pass that changed.
    public var values: [ValueChange]
    /// Diagnostics new in B or gone from A (all of them with `includesUnchanged`).
    public var diagnostics: [DiagnosticChange]

    public var isChanged: Bool {
        presence != .both || event.changed || outcome.changed || frames.changed || passes.changed
            || passesPerFrame.changed || nodes.contains { $0.kind != .unchanged } || values.contains(where: \.changed)
            || diagnostics.contains { $0.status != .unchanged }
    }
}

/// A node of the settled layout, matched by `node_path`.
public struct NodeChange: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        case added, removed, moved, resized
        /// Moved and resized.
        case movedAndResized = "moved+resized"
        /// The same layout frame, but a different rendered frame (offset, scaleEffect, visualEffect).
        case rendered
        case unchanged
    }

    public var path: String
    public var name: String?
    public var nodeKind: String?
    public var kind: Kind
    /// The layout frame in A and in B.
    public var frame: Compared<Rect>
    /// B minus A, for a node in both runs.
    public var delta: Rect?
    /// The rendered frames, when they changed differently from the layout frame.
    public var render: Compared<Rect>?

    public init(path: String, name: String?, nodeKind: String?, kind: Kind, frame: Compared<Rect>, delta: Rect?, render: Compared<Rect>?) {
        self.path = path
        self.name = name
        self.nodeKind = nodeKind
        self.kind = kind
        self.frame = frame
        self.delta = delta
        self.render = render
    }
}

/// A preference or state value of a step's final pass.
public struct ValueChange: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        case preference, state
    }

    public var kind: Kind
    public var path: String?
    /// The preference key's type name, or the state property's name.
    public var name: String
    /// For a preference, `write` or `read`.
    public var role: String?
    /// The value as JSON text in each run.
    public var value: Compared<String>

    public var changed: Bool { value.changed }

    public init(kind: Kind, path: String?, name: String, role: String?, value: Compared<String>) {
        self.kind = kind
        self.path = path
        self.name = name
        self.role = role
        self.value = value
    }
}

/// A diagnostic new in B, gone from A, or (with `includesUnchanged`) in both.
public struct DiagnosticChange: Hashable, Sendable, Codable {
    public enum Status: String, Hashable, Sendable, Codable {
        case new, gone, unchanged
    }

    public var status: Status
    public var code: String
    public var path: String?
    public var message: String
    /// Where it was raised, in the run that has it (B's for a new or unchanged one).
    public var frame: Int
    public var pass: Int

    public init(status: Status, code: String, path: String?, message: String, frame: Int, pass: Int) {
        self.status = status
        self.code = code
        self.path = path
        self.message = message
        self.frame = frame
        self.pass = pass
    }
}
