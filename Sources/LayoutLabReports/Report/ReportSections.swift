import LayoutLabDiff
/// A case of a report as titled tables: what the text and Markdown reports print, in the same
/// order and with the same cells.
struct ReportSection {
    var title: String
    var header: [String]
    var rows: [[String]]
    var rightAligned: Set<Int> = []
}

enum ReportSections {
    /// Text settled layouts list the named nodes; a layout with none lists its first nodes.
    static let unnamedLayoutRows = 20

    static func headline(_ report: RunReport) -> String {
        "Report \(report.run.name) (\(report.status), engine \(report.engineVersion)): \(DiffWording.count(report.cases.count, "case"))"
    }

    static func caseLine(_ report: CaseReport) -> String {
        let diagnostics = DiffWording.count(report.diagnostics.count, "diagnostic")
        return "\(report.outcome.rawValue); \(DiffWording.count(report.steps.count, "step")), "
            + "\(DiffWording.count(report.passes, "pass")); \(diagnostics)"
    }

    /// What a step's last pass is: its settled layout, or, for a step that never settled, the
    /// last pass of a cycle (`cycling, period 2`) or of a layout still changing at the frame limit.
    static func lastPassLabel(outcome: String, period: Int?) -> String {
        switch outcome {
        case "stable": "settled"
        case "cycle": "cycling" + (period.map { ", period \($0)" } ?? "") + "; last pass"
        default: "\(outcome), not settled; last pass"
        }
    }

    /// The title of a step's layout table: "Settled layout, step 0 (named nodes)", or for a step
    /// that never settled "Last layout, step 0, cycling (named nodes)".
    static func layoutTitle(_ step: StepReport, shown: String) -> String {
        step.outcome == "stable"
            ? "Settled layout, step \(step.index) (\(shown))"
            : "Last layout, step \(step.index), \(step.outcome == "cycle" ? "cycling" : step.outcome) (\(shown))"
    }

    static func isLayoutTitle(_ title: String) -> Bool {
        title.hasPrefix("Settled layout") || title.hasPrefix("Last layout")
    }

    static func sections(_ report: CaseReport) -> [ReportSection] {
        // A case whose process died before it recorded a step has nothing else to show.
        if report.steps.isEmpty, report.error != nil { return [] }
        var sections = [
            ReportSection(
                title: "Steps", header: ["STEP", "EVENT", "SCREEN", "OUTCOME", "FRAMES", "PASSES", "PASSES PER FRAME"],
                rows: report.steps.map { step in
                    [
                        "\(step.index)", step.event, "\(step.screenWidth)×\(step.screenHeight)",
                        step.outcome + (step.cyclePeriod.map { " (period \($0))" } ?? ""), "\(step.frames)", "\(step.passes)",
                        step.passesPerFrame.map(String.init).joined(separator: ","),
                    ]
                },
                rightAligned: [0, 4, 5]
            )
        ]
        for step in report.steps {
            let named = step.finalLayout.filter { $0.name != nil }
            let boxes = named.isEmpty ? Array(step.finalLayout.prefix(unnamedLayoutRows)) : named
            let shown = named.isEmpty ? "first \(boxes.count) of \(step.finalLayout.count) nodes" : "named nodes"
            sections.append(ReportSection(
                title: layoutTitle(step, shown: shown), header: ["NODE", "NAME", "FRAME"],
                rows: boxes.map { [$0.path, $0.name ?? "-", $0.frame.text] }
            ))
        }
        if !report.namedNodes.isEmpty {
            let omitted = report.namedNodesOmitted > 0 ? "; \(report.namedNodesOmitted) more not followed" : ""
            sections.append(ReportSection(
                title: "Named nodes, pass by pass (at = step.frame.pass\(omitted))",
                header: ["NAME", "AT", "PROPOSAL", "FRAME", "NODE"],
                rows: report.namedNodes.flatMap { node in
                    node.changes.map { [node.name, $0.at.description, $0.proposal, $0.frame.text, node.path] }
                }
            ))
        }
        if !report.preferences.isEmpty {
            sections.append(ReportSection(
                title: "Preferences (as they changed)", header: ["AT", "KEY", "ROLE", "VALUE", "NODE"],
                rows: report.preferences.map { [$0.at.description, $0.name, $0.role ?? "-", $0.value, $0.path ?? "-"] }
            ))
        }
        if !report.state.isEmpty {
            sections.append(ReportSection(
                title: "State (as it changed)", header: ["AT", "NAME", "VALUE", "NODE"],
                rows: report.state.map { [$0.at.description, $0.name, $0.value, $0.path ?? "-"] }
            ))
        }
        if !report.actions.isEmpty {
            sections.append(ReportSection(
                title: "Actions", header: ["AT", "ACTION", "STATUS", "DETAIL", "NODE"],
                rows: report.actions.map { [$0.at.description, $0.action, $0.status, $0.detail ?? "-", $0.path ?? "-"] }
            ))
        }
        if !report.diagnostics.isEmpty {
            sections.append(ReportSection(
                title: "Diagnostics", header: ["AT", "CODE", "MESSAGE", "NODE"],
                rows: report.diagnostics.map { [$0.at.description, $0.code, $0.message, $0.path ?? "-"] }
            ))
        }
        return sections
    }
}
