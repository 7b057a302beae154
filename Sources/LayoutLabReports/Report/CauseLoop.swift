import LayoutLabDiff
import LayoutLabStore

/// The loop a case that did not settle went round, told from its recorded causes
/// (docs/schema.md, "Causes"): each action that kept writing state in the last step, what it
/// wrote, the body that ran again because of it, the named views whose size that moved (the
/// effect, from the recorded frames), and what the action watches, which the moved size changes
/// again: for text measuring itself, "onPreferenceChange at VStack (TextWidthKey changed) →
/// @State width of TextJitter (…) → TextJitter's body runs again → text's width (…) → TextWidthKey".
enum CauseLoop {
    static func describe(_ causes: [RecordedCause], lastStep: Int, named: [NodeEvolution] = []) -> String? {
        let last = causes.filter { $0.step == lastStep }
        guard !last.isEmpty else { return nil }
        let moved = movedSizes(named, step: lastStep)
        // One link per action and state, in the order they first wrote.
        var seen = Set<String>()
        var links: [String] = []
        for cause in last {
            let key = [cause.action, cause.actionPath ?? "", cause.statePath ?? "", cause.state].joined(separator: "\u{0}")
            guard seen.insert(key).inserted else { continue }
            let writes = last.filter { $0.action == cause.action && $0.actionPath == cause.actionPath && $0.state == cause.state }
            let values = writes.prefix(4).map(\.newValue).joined(separator: ", ") + (writes.count > 4 ? ", …" : "")
            let owner = segment(cause.statePath)
            let effect = moved.isEmpty ? "its layout moves" : moved.joined(separator: " and ")
            links.append(
                "\(cause.action) at \(segment(cause.actionPath)) (\(watched(cause)) changed) → @State \(cause.state) of \(owner) (\(values)) → \(owner)'s body runs again → \(effect) → \(watched(cause))"
            )
        }
        return links.joined(separator: "; ")
    }

    /// What the action watches, from its detail: the preference key, the value's type, the task's id.
    private static func watched(_ cause: RecordedCause) -> String {
        if cause.action == "task" { return "its id" }
        guard let detail = cause.detail else { return "what it watches" }
        if let equals = detail.range(of: " = ") { return String(detail[..<equals.lowerBound]) }
        if let colon = detail.range(of: ":") { return String(detail[..<colon.lowerBound]) }
        return detail
    }

    /// "text's width (140, 158, 157.333, …)": the named views whose width or height changed
    /// from pass to pass in `step`, with their first few lengths there.
    private static func movedSizes(_ named: [NodeEvolution], step: Int) -> [String] {
        named.compactMap { node in
            let frames = node.changes.filter { $0.at.step == step }.map(\.frame)
            for (axis, length) in [("width", \Rect.width), ("height", \Rect.height)] as [(String, KeyPath<Rect, Points>)] {
                var lengths: [Points] = []
                for frame in frames where lengths.last.map({ abs($0.value - frame[keyPath: length].value) > 0.0005 }) ?? true {
                    lengths.append(frame[keyPath: length])
                }
                guard lengths.count > 1 else { continue }
                let shown = lengths.prefix(4).map(\.description).joined(separator: ", ") + (lengths.count > 4 ? ", …" : "")
                return "\(node.name)'s \(axis) (\(shown))"
            }
            return nil
        }
    }

    private static func segment(_ path: String?) -> String {
        path.map(SizeStory.segment) ?? "?"
    }
}
