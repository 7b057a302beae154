/// A diff for the terminal: a headline, totals and the summary sentences, one line per case, then
/// for each changed case its step changes and borderless tables of its changes, values and
/// diagnostics.
///
/// With `nodes` `.changes` (the default) or `.named`, a change is one row at the node a person
/// would name (``ChangeRows``) and every line fits in ``width`` columns; `.all` lists every node
/// with both frames, however wide.
public struct TextDiffRenderer: Sendable {
    public var style: TextStyle
    public var nodes: NodeRows

    /// The widest line of a collapsed diff: a terminal, a pull request's code block.
    public static let width = 120

    public init(style: TextStyle = .plain, nodes: NodeRows = .changes) {
        self.style = style
        self.nodes = nodes
    }

    public func render(_ diff: RunDiff) -> String {
        var out: [String] = [style.bold(DiffWording.headline(diff))]
        out += fit(DiffWording.totals(diff))
        for line in DiffWording.highlights(diff) { out += fit(line) }
        guard !diff.cases.isEmpty else { return out.joined(separator: "\n") + "\n" }
        out.append("")
        for caseDiff in diff.cases {
            let line = "\(DiffWording.marker(caseDiff)) \(caseDiff.key.description)  \(DiffWording.summary(caseDiff, nodes: nodes))"
            let lines = fit(line, indent: 4)
            let head = "\(DiffWording.marker(caseDiff)) \(caseDiff.key.description)"
            // Paint after fitting: escape codes take no columns.
            out.append(paint(DiffWording.marker(caseDiff), caseDiff) + " " + style.bold(caseDiff.key.description) + lines[0].dropFirst(head.count))
            out += lines.dropFirst()
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
                out += fit("  step \(step.index): \(changes)", indent: 4)
            }
        }
        guard self.nodes == .all else { return out + collapsed(caseDiff, tolerance: tolerance) }
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

    /// The case's changes one row each, its values and diagnostics, every line within ``width``.
    private func collapsed(_ caseDiff: CaseDiff, tolerance: Points) -> [String] {
        var out: [String] = []
        let rows = ChangeRows.rows(caseDiff, nodes)
        if !rows.isEmpty {
            var table = TextTable(header: ["STEP", "NODE", "CHANGE", "Δ", "WITH"], rightAligned: [0])
            table.rows = rows.map { row in
                [
                    "\(row.step)", DiffWording.nodeName(row.node), row.node.kind.rawValue, DiffWording.delta(row.node, tolerance: tolerance),
                    DiffWording.wrappers(row),
                ]
            }
            out.append(indented(table.fitted(to: Self.width - 2, shrinking: 1)))
        }
        let values = caseDiff.stepDiffs.flatMap { step in step.values.map { (step.index, $0) } }
        if !values.isEmpty {
            var table = TextTable(header: ["STEP", "NODE", "VALUE", "A", "B"], rightAligned: [0])
            table.rows = values.map { index, value in
                [
                    "\(index)", value.path.map(DiffWording.shortPath) ?? "-", DiffWording.valueName(value),
                    DiffWording.value(value.value.a), DiffWording.value(value.value.b),
                ]
            }
            out.append(indented(table.fitted(to: Self.width - 2, shrinking: 4).fitted(to: Self.width - 2, shrinking: 3)
                .fitted(to: Self.width - 2, shrinking: 1)))
        }
        let diagnostics = caseDiff.stepDiffs.flatMap { step in step.diagnostics.map { (step.index, $0) } }
        if !diagnostics.isEmpty {
            out.append("")
            for (index, diagnostic) in diagnostics {
                let line = "  step \(index): \(diagnostic.status.rawValue) \(diagnostic.code) at \(diagnostic.path.map(DiffWording.shortPath) ?? "the screen")"
                    + " (frame \(diagnostic.frame) pass \(diagnostic.pass)): \(diagnostic.message)"
                out += fit(line, indent: 4)
            }
        }
        return out
    }

    /// A line as it is, with `.all`; else wrapped at spaces to ``width`` with a hanging indent.
    private func fit(_ line: String, indent: Int = 2) -> [String] {
        nodes == .all ? [line] : TextWrap.wrap(line, width: Self.width, indent: indent)
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
