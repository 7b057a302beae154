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
        /// The pass after which the action ran (`frame.pass`).
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

    /// - Parameters:
    ///   - passes: the step's passes in order, as `(frame, pass)`.
    ///   - frames: the node's frame in each pass it was placed in.
    ///   - causes: the step's recorded causes.
    public static func tell(
        node: String, at index: Int, passes: [(Int, Int)], frames: [String: Rect], causes: [RecordedCause], event: String
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
                    pass: name(before), action: cause.action, actionNode: cause.actionPath, detail: cause.detail,
                    state: cause.state, stateNode: cause.statePath, oldValue: cause.oldValue, newValue: cause.newValue
                )
            }
            frontier -= 1
        }
        if frontier == 0 { story.origin = event }
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
        return lines.joined(separator: "\n") + "\n"
    }

    private func segment(_ path: String?) -> String {
        guard let path else { return "?" }
        return path.split(separator: "/").last.map(String.init) ?? path
    }
}
