import LayoutLabStore

/// The loop a case that did not settle went round, told from its recorded causes
/// (docs/schema.md, "Causes"): each action that kept writing state in the last step, what it
/// wrote, and the body that ran again because of it, which fires the action again.
enum CauseLoop {
    static func describe(_ causes: [RecordedCause], lastStep: Int) -> String? {
        let last = causes.filter { $0.step == lastStep }
        guard !last.isEmpty else { return nil }
        // One link per action and state, in the order they first wrote.
        var seen = Set<String>()
        var links: [String] = []
        for cause in last {
            let key = [cause.action, cause.actionPath ?? "", cause.statePath ?? "", cause.state].joined(separator: "\u{0}")
            guard seen.insert(key).inserted else { continue }
            let writes = last.filter { $0.action == cause.action && $0.actionPath == cause.actionPath && $0.state == cause.state }
            let values = writes.prefix(4).map(\.newValue).joined(separator: ", ") + (writes.count > 4 ? ", …" : "")
            let owner = segment(cause.statePath)
            links.append(
                "\(cause.action) at \(segment(cause.actionPath)) (\(watched(cause))) → @State \(cause.state) of \(owner) (\(values)) → \(owner)'s body runs again → its layout moves what \(cause.action) watches"
            )
        }
        return links.joined(separator: "; ")
    }

    /// What the action watches, from its detail: the preference key, the value's type, the task id.
    private static func watched(_ cause: RecordedCause) -> String {
        guard let detail = cause.detail else { return "fired" }
        if cause.action == "task" { return "its id changed" }
        if let equals = detail.range(of: " = ") { return String(detail[..<equals.lowerBound]) + " changed" }
        if let colon = detail.range(of: ":") { return String(detail[..<colon.lowerBound]) + " changed" }
        return detail
    }

    private static func segment(_ path: String?) -> String {
        path.map(SizeStory.segment) ?? "?"
    }
}
