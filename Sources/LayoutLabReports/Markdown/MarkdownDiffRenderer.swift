import LayoutLabDiff
/// A diff as Markdown that pastes into a pull request: totals and the summary sentences, a table of
/// cases, then a section per changed case with its step changes and tables of changes, values and
/// diagnostics.
///
/// GitHub refuses a comment over 65,536 characters, so a diff that would be longer is written
/// capped (``cap``): the summary, as many cases as fit a share of the room, the largest changes
/// across all cases, and a last line that counts what was left for the HTML report.
public struct MarkdownDiffRenderer: Sendable {
    /// How the node tables collapse (``ChangeRows``).
    public var nodes: NodeRows
    /// The most characters the Markdown may have, or nil for no limit (`--no-cap`).
    public var cap: Int?

    /// Under GitHub's 65,536-character comment limit, with room for a line of the user's own.
    public static let defaultCap = 60_000

    public init(nodes: NodeRows = .changes, cap: Int? = MarkdownDiffRenderer.defaultCap) {
        self.nodes = nodes
        self.cap = cap
    }

    public func render(_ diff: RunDiff) -> String {
        let full = uncapped(diff)
        guard let cap, full.count > cap else { return full }
        return capped(diff, cap: cap)
    }

    /// Headline, totals and the summary sentences as a list.
    private func head(_ diff: RunDiff) -> [String] {
        var out = ["## \(MarkdownText.escape(DiffWording.headline(diff)))", "", DiffWording.totals(diff)]
        let highlights = DiffWording.highlights(diff)
        if !highlights.isEmpty { out += [""] + highlights.map { "- " + MarkdownText.escape($0) } }
        return out
    }

    private func caseRow(_ caseDiff: CaseDiff) -> [String] {
        [DiffWording.marker(caseDiff), MarkdownText.caseName(caseDiff.key), MarkdownText.escape(DiffWording.summary(caseDiff, nodes: nodes))]
    }

    /// The summary, then cases and the largest changes as far as `cap` allows, then what was left.
    private func capped(_ diff: RunDiff, cap: Int) -> String {
        var out = head(diff)
        // The closing line is at most this long; the tables stop short of it.
        let reserve = 400
        var used = out.joined(separator: "\n").count
        let caseHeader = ["", "Case", "Summary"]
        var shownCases = 0
        var caseTable = [MarkdownText.table(header: caseHeader, rows: [])]
        // Cases take up to a third of the room; the largest changes the rest.
        let caseRoom = (cap - used) / 3
        var caseUsed = caseTable[0].count + 2
        for caseDiff in diff.cases {
            let line = MarkdownText.table(header: caseHeader, rows: [caseRow(caseDiff)]).split(separator: "\n").last!
            guard caseUsed + line.count + 1 <= caseRoom else { break }
            caseTable.append(String(line))
            caseUsed += line.count + 1
            shownCases += 1
        }
        if shownCases > 0 {
            out += ["", "### Cases", ""] + caseTable
            used += caseUsed + 12
        }
        let rows = diff.cases.flatMap { caseDiff in ChangeRows.rows(caseDiff, nodes).map { (caseDiff.key, $0) } }
            .enumerated().sorted { ($1.element.1.magnitude, $0.offset) < ($0.element.1.magnitude, $1.offset) }.map(\.element)
        let header = ["Case", "Step", "Node", "Change", "Δ", "With"]
        var changeTable = [MarkdownText.table(header: header, rows: [])]
        used += changeTable[0].count + 30
        var shownRows = 0
        for (key, row) in rows {
            let cells = [
                MarkdownText.caseName(key), "\(row.step)", MarkdownText.code(DiffWording.nodeName(row.node)), row.node.kind.rawValue,
                DiffWording.delta(row.node, tolerance: diff.tolerance), DiffWording.wrappers(row),
            ]
            let line = MarkdownText.table(header: header, rows: [cells]).split(separator: "\n").last!
            guard used + line.count + 1 <= cap - reserve else { break }
            changeTable.append(String(line))
            used += line.count + 1
            shownRows += 1
        }
        if shownRows > 0 { out += ["", "### Largest changes", ""] + changeTable }
        var left: [String] = []
        if rows.count > shownRows { left.append(DiffWording.count(rows.count - shownRows, "more change")) }
        if diff.cases.count > shownCases { left.append(DiffWording.count(diff.cases.count - shownCases, "more case")) }
        out += [
            "", "\(left.joined(separator: " and ")) in the HTML report (`layoutlab diff \(Self.reference(diff.a)) \(Self.reference(diff.b)) --format html`); "
                + "`--no-cap` writes all of them here.",
        ]
        return out.joined(separator: "\n") + "\n"
    }

    /// How the command line names a run: its label, else its id.
    private static func reference(_ run: RunIdentity) -> String {
        let name = run.label ?? String(run.id)
        return name.contains(" ") ? "'\(name)'" : name
    }

    private func uncapped(_ diff: RunDiff) -> String {
        var out = head(diff)
        guard !diff.cases.isEmpty else { return out.joined(separator: "\n") + "\n" }
        out += ["", MarkdownText.table(header: ["", "Case", "Summary"], rows: diff.cases.map(caseRow))]
        for caseDiff in diff.cases where !caseDiff.stepDiffs.isEmpty {
            out += ["", "### \(DiffWording.marker(caseDiff)) \(MarkdownText.caseName(caseDiff.key))"]
            let steps = caseDiff.stepDiffs.compactMap { step in DiffWording.stepChanges(step).map { "- step \(step.index): \(MarkdownText.escape($0))" } }
            if !steps.isEmpty { out += [""] + steps }
            let rows = ChangeRows.rows(caseDiff, self.nodes)
            if self.nodes != .all, !rows.isEmpty {
                out += ["", MarkdownText.table(
                    header: ["Step", "Node", "Change", "A", "B", "Δ", "With"],
                    rows: rows.map { row in
                        [
                            "\(row.step)", MarkdownText.code(DiffWording.nodeName(row.node)), row.node.kind.rawValue,
                            DiffWording.frame(row.node.frame.a), DiffWording.frame(row.node.frame.b),
                            DiffWording.delta(row.node, tolerance: diff.tolerance), DiffWording.wrappers(row),
                        ]
                    },
                    rightAligned: [0]
                )]
            }
            let nodes = caseDiff.stepDiffs.flatMap { step in step.nodes.map { (step.index, $0) } }
            if self.nodes == .all, !nodes.isEmpty {
                out += ["", MarkdownText.table(
                    header: ["Step", "Node", "Name", "Change", "A", "B", "Δ"],
                    rows: nodes.map { index, node in
                        [
                            "\(index)", MarkdownText.code(node.path), node.name.map(MarkdownText.code) ?? "", node.kind.rawValue,
                            DiffWording.frame(node.frame.a), DiffWording.frame(node.frame.b),
                            DiffWording.delta(node, tolerance: diff.tolerance),
                        ]
                    },
                    rightAligned: [0]
                )]
            }
            let values = caseDiff.stepDiffs.flatMap { step in step.values.map { (step.index, $0) } }
            if !values.isEmpty {
                out += ["", MarkdownText.table(
                    header: ["Step", "Node", "Value", "A", "B"],
                    rows: values.map { index, value in
                        [
                            "\(index)", value.path.map(MarkdownText.code) ?? "", MarkdownText.escape(DiffWording.valueName(value)),
                            value.value.a.map { MarkdownText.code(DiffWording.value($0)) } ?? "-", value.value.b.map { MarkdownText.code(DiffWording.value($0)) } ?? "-",
                        ]
                    },
                    rightAligned: [0]
                )]
            }
            let diagnostics = caseDiff.stepDiffs.flatMap { step in step.diagnostics.map { (step.index, $0) } }
            if !diagnostics.isEmpty {
                out += ["", MarkdownText.table(
                    header: ["Step", "Diagnostic", "Code", "Node", "At", "Message"],
                    rows: diagnostics.map { index, diagnostic in
                        [
                            "\(index)", diagnostic.status.rawValue, MarkdownText.code(diagnostic.code),
                            diagnostic.path.map(MarkdownText.code) ?? "", "frame \(diagnostic.frame) pass \(diagnostic.pass)",
                            MarkdownText.escape(diagnostic.message),
                        ]
                    },
                    rightAligned: [0]
                )]
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}
