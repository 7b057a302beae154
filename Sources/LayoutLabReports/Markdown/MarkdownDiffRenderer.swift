import LayoutLabDiff
/// A diff as Markdown that pastes into a pull request: totals, a table of cases, then a section per
/// changed case with its step changes and tables of nodes, values and diagnostics.
public struct MarkdownDiffRenderer: Sendable {
    public init() {}

    public func render(_ diff: RunDiff) -> String {
        var out = ["## \(MarkdownText.escape(DiffWording.headline(diff)))", "", DiffWording.totals(diff)]
        out.append(contentsOf: DiffWording.highlights(diff).map { "\n" + MarkdownText.escape($0) })
        guard !diff.cases.isEmpty else { return out.joined(separator: "\n") + "\n" }
        out += ["", MarkdownText.table(
            header: ["", "Case", "Summary"],
            rows: diff.cases.map { [DiffWording.marker($0), MarkdownText.caseName($0.key), MarkdownText.escape(DiffWording.summary($0))] }
        )]
        for caseDiff in diff.cases where !caseDiff.stepDiffs.isEmpty {
            out += ["", "### \(DiffWording.marker(caseDiff)) \(MarkdownText.caseName(caseDiff.key))"]
            let steps = caseDiff.stepDiffs.compactMap { step in DiffWording.stepChanges(step).map { "- step \(step.index): \(MarkdownText.escape($0))" } }
            if !steps.isEmpty { out += [""] + steps }
            let nodes = caseDiff.stepDiffs.flatMap { step in step.nodes.map { (step.index, $0) } }
            if !nodes.isEmpty {
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
                            value.value.a.map(MarkdownText.code) ?? "-", value.value.b.map(MarkdownText.code) ?? "-",
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
