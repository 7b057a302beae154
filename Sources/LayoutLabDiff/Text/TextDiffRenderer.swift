/// A diff for the terminal: a headline and totals, one line per case, then for each changed case
/// its step changes and borderless tables of its nodes, values and diagnostics.
public struct TextDiffRenderer: Sendable {
    public var style: TextStyle

    public init(style: TextStyle = .plain) {
        self.style = style
    }

    public func render(_ diff: RunDiff) -> String {
        var out: [String] = [style.bold(DiffWording.headline(diff)), DiffWording.totals(diff)]
        out.append(contentsOf: DiffWording.highlights(diff))
        guard !diff.cases.isEmpty else { return out.joined(separator: "\n") + "\n" }
        out.append("")
        for caseDiff in diff.cases {
            out.append("\(paint(DiffWording.marker(caseDiff), caseDiff)) \(style.bold(caseDiff.key.description))  \(DiffWording.summary(caseDiff))")
        }
        for caseDiff in diff.cases where !caseDiff.stepDiffs.isEmpty {
            out.append("")
            out.append(contentsOf: details(caseDiff, tolerance: diff.tolerance))
        }
        return out.joined(separator: "\n") + "\n"
    }

    private func details(_ caseDiff: CaseDiff, tolerance: Points) -> [String] {
        var out = [paint(DiffWording.marker(caseDiff), caseDiff) + " " + style.bold(caseDiff.key.description)]
        for step in caseDiff.stepDiffs {
            if let changes = DiffWording.stepChanges(step) {
                out.append("  step \(step.index): \(changes)")
            }
        }
        let nodes = caseDiff.stepDiffs.flatMap { step in step.nodes.map { (step.index, $0) } }
        if !nodes.isEmpty {
            var table = TextTable(header: ["STEP", "NODE", "NAME", "CHANGE", "A", "B", "Δ"], rightAligned: [0])
            table.rows = nodes.map { index, node in
                [
                    "\(index)", node.path, node.name ?? "-", paint(node.kind.rawValue, node.kind),
                    DiffWording.frame(node.frame.a), DiffWording.frame(node.frame.b), DiffWording.delta(node, tolerance: tolerance),
                ]
            }
            out.append(indented(table))
        }
        let values = caseDiff.stepDiffs.flatMap { step in step.values.map { (step.index, $0) } }
        if !values.isEmpty {
            var table = TextTable(header: ["STEP", "NODE", "VALUE", "A", "B"], rightAligned: [0])
            table.rows = values.map { index, value in
                ["\(index)", value.path ?? "-", DiffWording.valueName(value), DiffWording.value(value.value.a), DiffWording.value(value.value.b)]
            }
            out.append(indented(table))
        }
        let diagnostics = caseDiff.stepDiffs.flatMap { step in step.diagnostics.map { (step.index, $0) } }
        if !diagnostics.isEmpty {
            var table = TextTable(header: ["STEP", "DIAGNOSTIC", "CODE", "NODE", "AT", "MESSAGE"], rightAligned: [0])
            table.rows = diagnostics.map { index, diagnostic in
                [
                    "\(index)", paint(diagnostic.status), diagnostic.code, diagnostic.path ?? "-",
                    "frame \(diagnostic.frame) pass \(diagnostic.pass)", diagnostic.message,
                ]
            }
            out.append(indented(table))
        }
        return out
    }

    /// A table under its case, set off by two spaces and a blank line above.
    private func indented(_ table: TextTable) -> String {
        "\n" + table.render(headerStyle: style.bold).split(separator: "\n", omittingEmptySubsequences: false)
            .map { "  " + $0 }.joined(separator: "\n")
    }

    private func paint(_ text: String, _ caseDiff: CaseDiff) -> String {
        switch caseDiff.presence {
        case .onlyInA: style.removed(text)
        case .onlyInB: style.added(text)
        case .both: caseDiff.isChanged ? style.changed(text) : style.dim(text)
        }
    }

    private func paint(_ text: String, _ kind: NodeChange.Kind) -> String {
        switch kind {
        case .added: style.added(text)
        case .removed: style.removed(text)
        case .unchanged: style.dim(text)
        default: style.changed(text)
        }
    }

    private func paint(_ status: DiagnosticChange.Status) -> String {
        switch status {
        case .new: style.added(status.rawValue)
        case .gone: style.removed(status.rawValue)
        case .unchanged: style.dim(status.rawValue)
        }
    }
}
