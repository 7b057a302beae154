import LayoutLab

/// A diff as one self-contained HTML page: a summary, an index of cases, and for each case its
/// facts, its steps' pass timelines, wireframes of A, of B and of both overlaid (A outlined,
/// B filled, changed nodes highlighted), and tables of nodes, values and diagnostics.
///
/// Everything is inline (the style sheet, the SVG); the page loads nothing and runs no script.
public struct HTMLDiffRenderer: Sendable {
    /// Cases start open when there are at most this many; a long page starts folded, to be read
    /// from its index.
    public static let openCaseLimit = 10

    /// Which node rows the tables show, and which nodes the pictures outline.
    public var nodes: NodeRows

    public init(nodes: NodeRows = .changes) {
        self.nodes = nodes
    }

    public func render(_ diff: RunDiff, wireframes: DiffWireframes = DiffWireframes(), pictures: DiffPictures = DiffPictures()) -> String {
        Templates.render(page(diff, wireframes, pictures), with: "diff")
    }

    struct Page {
        var title: String
        var style: String
        var version: String
        var runA: String
        var runB: String
        var tolerance: String
        var tiles: [Tile]
        var verdict: String
        var verdictTone: String
        var hasCases: Bool
        /// By scenario, variant and profile, for the index.
        var cases: [CaseView]
        /// Changed cases first, then those only in B or only in A, then unchanged ones.
        var details: [CaseView]
        /// What the pictures share, defined once (empty without pictures).
        var pageDefinitions: String
    }

    package struct Tile {
        var label: String
        var value: Int
        var tone: String

        package init(label: String, value: Int, tone: String) {
            self.label = label
            self.value = value
            self.tone = tone
        }
    }

    struct CaseView {
        var anchor: String
        var key: String
        var status: String
        var marker: String
        var scenario: String
        var variant: String?
        var profile: String
        var summary: String
        var open: Bool
        var facts: [Fact]
        var steps: [StepView]
        var note: String?
    }

    struct Fact {
        var label: String
        var a: String
        var b: String
        var changed: Bool
    }

    struct StepView {
        var index: Int
        var event: String
        var changes: String?
        var timelines: [PassTimelineView]
        var hasWireframes: Bool
        var wireframes: [FigureView]
        /// A and B drawn, side by side and as an onion skin, where the recordings were at hand.
        var compare: DiffPictures.Step?
        var hasNodes: Bool
        var nodes: [NodeRow]
        var hasValues: Bool
        var values: [ValueRow]
        var hasDiagnostics: Bool
        var diagnostics: [DiagnosticRow]
    }

    struct NodeRow {
        var path: String
        var name: String
        var kind: String
        var kindClass: String
        var a: String
        var b: String
        var delta: String
        /// `and 3 wrappers`, with their paths on hover.
        var wrappers: String
        var wrapperPaths: String?
    }

    struct ValueRow {
        var path: String
        var name: String
        var a: String
        var b: String
    }

    struct DiagnosticRow {
        var status: String
        var code: String
        var path: String
        var at: String
        var message: String
    }

    private func page(_ diff: RunDiff, _ wireframes: DiffWireframes, _ pictures: DiffPictures) -> Page {
        let summary = diff.summary
        let open = diff.cases.count <= Self.openCaseLimit
        let cases = diff.cases.enumerated().map { index, caseDiff in
            caseView(caseDiff, index: index, open: open, tolerance: diff.tolerance, wireframes: wireframes, pictures: pictures)
        }
        let rank = ["changed": 0, "only-b": 1, "only-a": 2, "unchanged": 3]
        return Page(
            title: "layoutlab diff: \(diff.a.name) → \(diff.b.name)", style: Templates.style, version: LayoutLabVersion.current,
            runA: diff.a.name, runB: diff.b.name, tolerance: diff.tolerance.description,
            tiles: [
                Tile(label: "compared", value: summary.compared, tone: ""),
                Tile(label: "changed", value: summary.changed, tone: summary.changed > 0 ? "changed" : ""),
                Tile(label: "unchanged", value: summary.unchanged, tone: ""),
                Tile(label: "only in A", value: summary.onlyInA, tone: summary.onlyInA > 0 ? "removed" : ""),
                Tile(label: "only in B", value: summary.onlyInB, tone: summary.onlyInB > 0 ? "added" : ""),
            ],
            verdict: ([DiffWording.totals(diff)] + DiffWording.highlights(diff)).joined(separator: " "), verdictTone: diff.hasDifferences ? "changed" : "same",
            hasCases: !diff.cases.isEmpty, cases: cases,
            details: cases.enumerated().sorted { (rank[$0.element.status] ?? 9, $0.offset) < (rank[$1.element.status] ?? 9, $1.offset) }
                .map(\.element),
            pageDefinitions: pictures.pageDefinitions
        )
    }

    private func caseView(
        _ caseDiff: CaseDiff, index: Int, open: Bool, tolerance: Points, wireframes: DiffWireframes, pictures: DiffPictures
    ) -> CaseView {
        let status =
            switch caseDiff.presence {
            case .onlyInA: "only-a"
            case .onlyInB: "only-b"
            case .both: caseDiff.isChanged ? "changed" : "unchanged"
            }
        func fact<T>(_ label: String, _ compared: Compared<T>) -> Fact {
            Fact(
                label: label, a: compared.a.map { "\($0)" } ?? "-", b: compared.b.map { "\($0)" } ?? "-",
                changed: caseDiff.presence == .both && compared.changed
            )
        }
        let note: String? =
            switch caseDiff.presence {
            case .onlyInA: "This case was recorded only in A."
            case .onlyInB: "This case was recorded only in B."
            case .both: caseDiff.stepDiffs.isEmpty ? "No step differs." : nil
            }
        return CaseView(
            anchor: "case-\(index + 1)", key: caseDiff.key.description, status: status, marker: DiffWording.marker(caseDiff),
            scenario: caseDiff.key.scenario, variant: caseDiff.key.variant.isEmpty ? nil : caseDiff.key.variant,
            profile: caseDiff.key.profile, summary: DiffWording.summary(caseDiff), open: open,
            facts: [
                fact("outcome", caseDiff.outcome.map(\.rawValue)), fact("steps", caseDiff.steps), fact("frames", caseDiff.frames),
                fact("passes", caseDiff.passes), fact("diagnostics", caseDiff.diagnosticCount),
            ],
            steps: caseDiff.stepDiffs.map {
                stepView($0, caseDiff: caseDiff, tolerance: tolerance, wireframes: wireframes, pictures: pictures)
            },
            note: note
        )
    }

    private func stepView(
        _ step: StepDiff, caseDiff: CaseDiff, tolerance: Points, wireframes: DiffWireframes, pictures: DiffPictures
    ) -> StepView {
        let compare = pictures.pictures(caseDiff.key, step: step.index)
        var timelines: [PassTimelineView] = []
        if let perFrame = step.passesPerFrame.a {
            timelines.append(PassTimelineView(who: "a", label: "A", outcome: step.outcome.a ?? "", passesPerFrame: perFrame))
        }
        if let perFrame = step.passesPerFrame.b {
            timelines.append(PassTimelineView(who: "b", label: "B", outcome: step.outcome.b ?? "", passesPerFrame: perFrame))
        }

        // The nodes that stand for a change stand out in every drawing; their change is added to
        // the hover text.
        let rows = ChangeRows.rows(step, self.nodes)
        var highlighted: [String: String] = [:]
        for node in rows.map(\.node) where node.kind != .unchanged {
            let delta = DiffWording.delta(node, tolerance: tolerance)
            highlighted[node.path] = node.kind.rawValue + (delta.isEmpty ? "" : ": " + delta)
        }
        var figures: [FigureView] = []
        if compare == nil, let pair = wireframes.pair(caseDiff.key, step: step.index) {
            let name = "\(caseDiff.key) step \(step.index)"
            if let a = pair.a {
                figures.append(FigureView(svg: WireframeSVG.single(a, layer: .outlined, highlighted: highlighted, label: "A: \(name)"), caption: "A"))
            }
            if let b = pair.b {
                figures.append(FigureView(svg: WireframeSVG.single(b, layer: .filled, highlighted: highlighted, label: "B: \(name)"), caption: "B"))
            }
            if let a = pair.a, let b = pair.b {
                let svg = WireframeSVG.overlay(a: a, b: b, highlighted: highlighted, label: "A over B: \(name)")
                let zoomed = svg.hasPrefix("<svg class=\"wireframe zoomed\"")
                figures.append(FigureView(svg: svg, caption: "A outlined over B filled" + (zoomed ? ", zoomed to the changes" : "")))
            }
        }

        let nodes = rows.map { row in
            let node = row.node
            return NodeRow(
                path: node.path, name: node.name ?? "", kind: node.kind.rawValue,
                kindClass: node.kind.rawValue.replacingOccurrences(of: "+", with: "-"),
                a: DiffWording.frame(node.frame.a), b: DiffWording.frame(node.frame.b), delta: DiffWording.delta(node, tolerance: tolerance),
                wrappers: DiffWording.wrappers(row), wrapperPaths: row.wrappers.isEmpty ? nil : row.wrappers.map(\.path).joined(separator: "\n")
            )
        }
        let values = step.values.map { value in
            ValueRow(
                path: value.path ?? "", name: DiffWording.valueName(value), a: DiffWording.value(value.value.a),
                b: DiffWording.value(value.value.b)
            )
        }
        let diagnostics = step.diagnostics.map { diagnostic in
            DiagnosticRow(
                status: diagnostic.status.rawValue, code: diagnostic.code, path: diagnostic.path ?? "",
                at: "frame \(diagnostic.frame) pass \(diagnostic.pass)", message: diagnostic.message
            )
        }
        return StepView(
            index: step.index, event: step.event.b ?? step.event.a ?? "", changes: DiffWording.stepChanges(step),
            timelines: timelines, hasWireframes: !figures.isEmpty, wireframes: figures, compare: compare,
            hasNodes: !nodes.isEmpty, nodes: nodes, hasValues: !values.isEmpty, values: values,
            hasDiagnostics: !diagnostics.isEmpty, diagnostics: diagnostics
        )
    }
}
