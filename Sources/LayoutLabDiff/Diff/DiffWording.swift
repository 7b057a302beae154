import LayoutLab

/// The words every format uses for a diff, so that text, Markdown and HTML say the same thing.
package enum DiffWording {
    /// `~` changed, `+` only in B, `-` only in A, `=` unchanged.
    package static func marker(_ diff: CaseDiff) -> String {
        switch diff.presence {
        case .onlyInA: "-"
        case .onlyInB: "+"
        case .both: diff.isChanged ? "~" : "="
        }
    }

    package static func headline(_ diff: RunDiff) -> String {
        "Diff \(diff.a.name) → \(diff.b.name), tolerance \(diff.tolerance) pt"
    }

    package static func totals(_ diff: RunDiff) -> String {
        let summary = diff.summary
        guard diff.hasDifferences else {
            return "Nothing changed beyond \(diff.tolerance) pt: \(count(summary.compared, "case")) compared."
        }
        return "\(count(summary.compared, "case")) compared: \(summary.changed) changed, \(summary.unchanged) unchanged; "
            + "\(summary.onlyInA) only in A, \(summary.onlyInB) only in B."
    }

    /// The lines after the totals that say what a diff is mostly about: knobs set differently, cases
    /// that ran on another OS generation, then the summary sentences (``DiffSentences``).
    package static func highlights(_ diff: RunDiff) -> [String] {
        var lines: [String] = []
        if !diff.summary.knobChanges.isEmpty {
            lines.append("Knobs differ: " + diff.summary.knobChanges.map { "\($0.key) \($0.a) → \($0.b)" }.joined(separator: ", ") + ".")
        }
        lines += diff.summary.generations.map { change in
            "OS generation \(change.a) → \(change.b) in \(count(change.cases, "case"))."
        }
        // Recorded with the diff (JSON carries them); computed for a diff made in memory.
        lines += diff.summary.sentences.isEmpty ? DiffSentences.sentences(diff) : diff.summary.sentences
        return lines
    }

    /// One line about a case: what changed, or which run it is only in. With `nodes` other than
    /// `.all`, node changes are counted as the collapsed changes (``ChangeRows``).
    package static func summary(_ diff: CaseDiff, nodes mode: NodeRows = .all) -> String {
        switch diff.presence {
        case .onlyInA:
            return "only in A: " + facts(outcome: diff.outcome.a, steps: diff.steps.a, passes: diff.passes.a)
                + (diff.error?.a.map { " (\($0))" } ?? "")
        case .onlyInB:
            return "only in B: " + facts(outcome: diff.outcome.b, steps: diff.steps.b, passes: diff.passes.b)
                + (diff.error?.b.map { " (\($0))" } ?? "")
        case .both:
            var parts: [String] = []
            if diff.os.changed { parts.append("os \(arrow(diff.os))") }
            if diff.outcome.changed { parts.append("outcome \(arrow(diff.outcome.map(\.rawValue)))") }
            if let error = diff.error, error.changed {
                // A case that started (or stopped) failing says why, in the run where it failed.
                switch (error.a, error.b) {
                case (nil, let b?): parts.append("error in B: \(b)")
                case (let a?, nil): parts.append("error in A only: \(a)")
                default: parts.append("error \(arrow(error))")
                }
            }
            if diff.steps.changed { parts.append("steps \(arrow(diff.steps))") }
            if diff.frames.changed { parts.append("frames \(arrow(diff.frames))") }
            if diff.passes.changed { parts.append("passes \(arrow(diff.passes))") }
            if mode == .all {
                let nodes = nodeCounts(diff.nodeChanges)
                if !nodes.isEmpty { parts.append("nodes " + nodes) }
            } else {
                let changes = nodeCounts(ChangeRows.rows(diff, .changes).map(\.node))
                if !changes.isEmpty { parts.append("changes " + changes) }
            }
            let values = diff.valueChanges.count
            if values > 0 { parts.append("\(count(values, "value")) changed") }
            let diagnostics = diff.diagnosticChanges
            let new = diagnostics.filter { $0.status == .new }.count
            let gone = diagnostics.filter { $0.status == .gone }.count
            if new > 0 { parts.append("\(count(new, "diagnostic")) new") }
            if gone > 0 { parts.append("\(count(gone, "diagnostic")) gone") }
            return parts.isEmpty ? "unchanged" : parts.joined(separator: "; ")
        }
    }

    /// `1 added, 8 moved+resized`, in a fixed order of kinds.
    package static func nodeCounts(_ nodes: [NodeChange]) -> String {
        let order: [NodeChange.Kind] = [.added, .removed, .moved, .resized, .movedAndResized, .rendered]
        return order.compactMap { kind in
            let count = nodes.filter { $0.kind == kind }.count
            return count == 0 ? nil : "\(count) \(kind.rawValue)"
        }.joined(separator: ", ")
    }

    /// What changed about a step itself (not its nodes), or nil when nothing did.
    package static func stepChanges(_ step: StepDiff) -> String? {
        switch step.presence {
        case .onlyInA: return "only in A: \(step.event.a ?? "")"
        case .onlyInB: return "only in B: \(step.event.b ?? "")"
        case .both: break
        }
        var parts: [String] = []
        if step.event.changed { parts.append("event \(arrow(step.event))") }
        if step.outcome.changed { parts.append("outcome \(arrow(step.outcome))") }
        if step.frames.changed { parts.append("frames \(arrow(step.frames))") }
        if step.passes.changed { parts.append("passes \(arrow(step.passes))") }
        if step.passesPerFrame.changed {
            parts.append("passes per frame \(arrow(step.passesPerFrame.map { $0.map(String.init).joined(separator: ",") }))")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The components of a node's change beyond the tolerance: `y -18.333, h +36.383`.
    package static func delta(_ node: NodeChange, tolerance: Points) -> String {
        let delta: Rect?
        if node.kind == .rendered, let render = node.render, let a = render.a, let b = render.b {
            delta = a.delta(to: b)
        } else {
            delta = node.delta
        }
        guard let delta else { return "" }
        let components = [("x", delta.x), ("y", delta.y), ("w", delta.width), ("h", delta.height)]
        return components.filter { $0.1.value.magnitude > tolerance.value }.map { "\($0.0) \($0.1.signed)" }
            .joined(separator: ", ")
    }

    /// How a collapsed row names its node: the name a person gave it, else the end of its path.
    package static func nodeName(_ node: NodeChange) -> String {
        node.name ?? shortPath(node.path)
    }

    /// The last two segments of a path, `…/VStack/Text[3]`: where a node is, in a column's room.
    package static func shortPath(_ path: String) -> String {
        let segments = path.split(separator: "/")
        return segments.count <= 2 ? path : "…/" + segments.suffix(2).joined(separator: "/")
    }

    /// `and 3 wrappers`, or nothing for a change at one node.
    package static func wrappers(_ row: ChangeRow) -> String {
        row.wrappers.isEmpty ? "" : "and \(count(row.wrappers.count, "wrapper"))"
    }

    /// A node's frame in one run, or `-` when the run does not have the node.
    package static func frame(_ rect: Rect?) -> String { rect?.text ?? "-" }

    /// A value's JSON text at the reports' precision, or `-` where the run has no such value.
    package static func value(_ text: String?) -> String { text.map(JSONNumbers.rounded) ?? "-" }

    package static func arrow<T>(_ compared: Compared<T>) -> String {
        "\(compared.a.map { "\($0)" } ?? "-") → \(compared.b.map { "\($0)" } ?? "-")"
    }

    package static func count(_ n: Int, _ noun: String) -> String {
        n == 1 ? "1 \(noun)" : "\(n) \(noun.hasSuffix("s") ? noun + "es" : noun + "s")"
    }

    package static func facts(outcome: CaseOutcome?, steps: Int?, passes: Int?) -> String {
        "\(outcome?.rawValue ?? "-"), \(count(steps ?? 0, "step")), \(count(passes ?? 0, "pass"))"
    }

    package static func valueName(_ value: ValueChange) -> String {
        switch value.kind {
        case .preference: "\(value.name) (\(value.role ?? "write"))"
        case .state: "@State \(value.name)"
        }
    }
}
