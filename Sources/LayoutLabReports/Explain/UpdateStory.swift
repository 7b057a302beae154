import LayoutLab
import LayoutLabDiff
import LayoutLabStore

/// Why a node's frame differs from the pass before (`layoutlab explain`;
/// docs/reports.md, "`explain`"): walked back through the recorded causes. The frame moved in a
/// pass because actions after the pass before wrote state (whose views then ran their bodies);
/// each of those actions fired because a value it watches changed in its pass, which is again
/// the work of the writes before it, back to the first pass of the step, whose cause is the
/// step's event.
public struct UpdateStory: Hashable, Sendable, Codable {
    public struct Cause: Hashable, Sendable, Codable {
        /// The step and the pass after which the action ran (`frame.pass`).
        public var step: Int
        public var pass: String
        public var action: String
        public var actionNode: String?
        public var detail: String?
        public var state: String
        public var stateNode: String?
        public var oldValue: String
        public var newValue: String
    }

    public var node: String
    /// The pass told about, and the one before it (nil for a step's first pass).
    public var pass: String
    public var previousPass: String?
    public var before: Rect?
    public var after: Rect?
    /// Newest first: the writes that made this pass, then those that made theirs, and so on.
    public var causes: [Cause]
    /// What started it all: the step's event, when the walk reached the step's first pass.
    public var origin: String?
    /// State of the node's own view or its ancestors that an earlier step wrote last and this
    /// step's first pass laid out with (what a rotation carries over).
    public var carried: [Cause] = []

    /// - Parameters:
    ///   - passes: the step's passes in order, as `(frame, pass)`.
    ///   - frames: the node's frame in each pass it was placed in.
    ///   - causes: the step's recorded causes.
    ///   - path: the node's path, for the state of its ancestors carried from earlier steps.
    ///   - earlier: the causes of the steps before this one.
    public static func tell(
        node: String, path: String, step: Int, at index: Int, passes: [(Int, Int)], frames: [String: Rect],
        causes: [RecordedCause], earlier: [RecordedCause] = [], event: String
    ) -> UpdateStory {
        func name(_ position: (Int, Int)) -> String { "\(position.0).\(position.1)" }
        let current = passes[index]
        let previous = index > 0 ? passes[index - 1] : nil
        var story = UpdateStory(
            node: node, pass: name(current), previousPass: previous.map(name),
            before: previous.flatMap { frames[name($0)] }, after: frames[name(current)], causes: [], origin: nil
        )
        // Walk back: the writes that led into pass `index` are those of the actions after the pass
        // before it; each such action's own pass is where to look next.
        var frontier = index
        var visited = Set<Int>()
        while frontier > 0, visited.insert(frontier).inserted {
            let before = passes[frontier - 1]
            let writes = causes.filter { $0.frame == before.0 && $0.pass == before.1 }
            guard !writes.isEmpty else { break }
            story.causes += writes.map { cause in
                Cause(
                    step: step, pass: name(before), action: cause.action, actionNode: cause.actionPath, detail: cause.detail,
                    state: cause.state, stateNode: cause.statePath, oldValue: cause.oldValue, newValue: cause.newValue
                )
            }
            frontier -= 1
        }
        if frontier == 0 {
            story.origin = event
            // The last write of each state of the node's view or an ancestor, from earlier steps.
            var latest: [String: RecordedCause] = [:]
            for cause in earlier {
                guard let owner = cause.statePath, path == owner || NodePath(owner).isAncestor(of: NodePath(path)) else { continue }
                latest[owner + "\u{0}" + cause.state] = cause
            }
            story.carried = latest.values.sorted { ($0.step, $0.frame, $0.pass) < ($1.step, $1.frame, $1.pass) }.map { cause in
                Cause(
                    step: cause.step, pass: "\(cause.frame).\(cause.pass)", action: cause.action, actionNode: cause.actionPath,
                    detail: cause.detail, state: cause.state, stateNode: cause.statePath, oldValue: cause.oldValue, newValue: cause.newValue
                )
            }
        }
        return story
    }

    public var text: String {
        var lines: [String] = []
        let change: String
        switch (before, after) {
        case (let a?, let b?) where a == b: change = "is the same as in pass \(previousPass ?? "-") (\(b.text))"
        case (let a?, let b?): change = "moved from \(a.text) in pass \(previousPass ?? "-") to \(b.text)"
        case (nil, let b?): change = previousPass == nil ? "is \(b.text) in the step's first pass" : "appeared, at \(b.text)"
        default: change = "is not placed"
        }
        lines.append("In pass \(pass), \(node) \(change).")
        for cause in causes {
            let seen = cause.detail.map { " (\($0))" } ?? ""
            let owner = cause.stateNode.map { " of \(segment($0))" } ?? ""
            lines.append("  after pass \(cause.pass), \(cause.action) at \(segment(cause.actionNode))\(seen) wrote \(cause.state)\(owner): \(cause.oldValue) → \(cause.newValue)")
        }
        if let origin { lines.append("  first cause: the step's \(origin)") }
        for cause in carried {
            let watched = cause.detail.map { " (\(short($0)))" } ?? ""
            lines.append("  carried over: \(cause.state) of \(segment(cause.stateNode)), last written in step \(cause.step) after pass \(cause.pass) by \(cause.action) at \(segment(cause.actionNode))\(watched)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A detail cut to its first 80 characters: a measurement table's value runs long.
    private func short(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(80)) + "…"
    }

    private func segment(_ path: String?) -> String {
        path.map(SizeStory.segment) ?? "?"
    }
}
