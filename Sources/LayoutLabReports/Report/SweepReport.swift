import LayoutLab
import LayoutLabDiff
import LayoutLabStore

/// A sweep as `report` shows it (docs/reports.md, "Sweeps"): for one scenario, variant and
/// profile, how the outcome, the passes, the diagnostics and, if asked, one named node's size go
/// as the swept value goes, and the values where they change.
public struct SweepSeries: Hashable, Sendable, Codable {
    public struct Point: Hashable, Sendable, Codable {
        /// The swept value as written (`344`, `accessibility2`).
        public var value: String
        public var outcome: CaseOutcome
        public var passes: Int
        /// The diagnostic codes of the last step.
        public var diagnostics: [String]
        /// The named node's settled frame, when one was asked for and found.
        public var node: Rect?
    }

    public var scenario: String
    public var variant: String
    public var profile: String
    /// The swept key (`width`, `dynamic-type`, `param.rows`), and the other sweeps' fixed values.
    public var key: String
    public var fixed: String?
    public var nodeName: String?
    public var points: [Point]
    /// Where something changes, in order: `overflow from 344 pt`, `address-1 height 38.333 → 19.333 from 496 pt`.
    public var thresholds: [String]

    /// `width · measurement-reader/same-width-rotation [unversioned] · iphone-15`, with the other
    /// sweeps' fixed values.
    public var title: String {
        "\(key) · \(scenario)\(variant.isEmpty ? "" : " [\(variant)]") · \(profile)" + (fixed.map { " · \($0)" } ?? "")
    }

    /// The swept value with its unit.
    func label(_ value: String) -> String { key == "width" ? "\(value) pt" : value }

    /// The changes along the points: each outcome change, each diagnostic code that appears or
    /// goes, and each change of the named node's height (a wrap).
    static func thresholds(_ points: [Point], key: String, nodeName: String?) -> [String] {
        var lines: [String] = []
        let unit = key == "width" ? " pt" : ""
        for (previous, point) in zip(points, points.dropFirst()) {
            let at = "from \(point.value)\(unit)"
            if point.outcome != previous.outcome { lines.append("\(point.outcome.rawValue) \(at)") }
            for code in point.diagnostics where !previous.diagnostics.contains(code) { lines.append("\(code) \(at)") }
            for code in previous.diagnostics where !point.diagnostics.contains(code) { lines.append("no \(code) \(at)") }
            // A height change is the node wrapping onto more or fewer lines (or being squeezed).
            if let nodeName, let a = previous.node, let b = point.node, b.height != a.height {
                lines.append("\(nodeName) height \(a.height) → \(b.height) \(at)")
            }
        }
        return lines
    }
}

/// The order a report lists cases in: by scenario, declared variant and profile, then by sweep
/// point, numbers in numeric order (`width=320` before `width=1008`), other values as recorded.
enum ReportCaseOrder {
    static func sorted(_ cases: [RunCase]) -> [RunCase] {
        cases.sorted(by: precedes)
    }

    static func precedes(_ a: RunCase, _ b: RunCase) -> Bool {
        if a.scenario != b.scenario { return a.scenario < b.scenario }
        if a.baseVariant != b.baseVariant { return a.baseVariant < b.baseVariant }
        if a.profile != b.profile { return a.profile < b.profile }
        let pointsA = values(a.sweep), pointsB = values(b.sweep)
        for (x, y) in zip(pointsA, pointsB) where x != y {
            if let x = Double(x), let y = Double(y) { return x < y }
            return a.caseId < b.caseId
        }
        if pointsA.count != pointsB.count { return pointsA.count < pointsB.count }
        if a.variant != b.variant { return a.variant < b.variant }
        return a.caseId < b.caseId
    }

    /// `width=344 param.ratio=0.5` → `["344", "0.5"]`.
    private static func values(_ sweep: String?) -> [String] {
        (sweep ?? "").split(separator: " ").map { pair in
            pair.split(separator: "=", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
        }
    }
}

extension RunReporter {
    /// The run's sweeps: its cases with a sweep point, grouped by scenario, variant, profile and
    /// every sweep but the last, and ordered along the last (the order they were recorded in).
    static func sweeps(_ recording: Recording, run: Int64, node: String?, includesScenario: (String) -> Bool) throws -> [SweepSeries] {
        let cases = try recording.cases(ofRun: run, order: .recorded).filter { $0.sweep != nil && includesScenario($0.scenario) }
        var order: [String] = []
        var series: [String: SweepSeries] = [:]
        for row in cases {
            let pairs = row.sweep!.split(separator: " ").map { pair -> (String, String) in
                let parts = pair.split(separator: "=", maxSplits: 1)
                return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
            }
            guard let last = pairs.last else { continue }
            let fixed = pairs.dropLast().map { "\($0.0)=\($0.1)" }.joined(separator: " ")
            let id = [row.scenario, row.baseVariant, row.profile, fixed, last.0].joined(separator: "\u{0}")
            let frame = try node.flatMap { try recording.settledFrame(named: $0, inCase: row.caseId) }.map(Rect.init)
            let point = SweepSeries.Point(
                value: last.1, outcome: row.outcome, passes: row.passes,
                diagnostics: try recording.lastStepDiagnosticCodes(ofCase: row.caseId), node: frame
            )
            if series[id] == nil {
                order.append(id)
                series[id] = SweepSeries(
                    scenario: row.scenario, variant: row.baseVariant, profile: row.profile, key: last.0,
                    fixed: fixed.isEmpty ? nil : fixed, nodeName: node, points: [], thresholds: []
                )
            }
            series[id]!.points.append(point)
        }
        return order.map { id in
            var one = series[id]!
            // Numbers in numeric order (320 before 1008); anything else as recorded, which is
            // the order the sweep lists its points in (Dynamic Type sizes smallest first).
            let values = one.points.map { Double($0.value) }
            if values.allSatisfy({ $0 != nil }) {
                one.points = zip(one.points, values).enumerated()
                    .sorted { ($0.element.1!, $0.offset) < ($1.element.1!, $1.offset) }
                    .map(\.element.0)
            }
            one.thresholds = SweepSeries.thresholds(one.points, key: one.key, nodeName: node)
            return one
        }
    }
}
