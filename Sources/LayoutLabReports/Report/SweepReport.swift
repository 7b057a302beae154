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
            one.thresholds = SweepSeries.thresholds(one.points, key: one.key, nodeName: node)
            return one
        }
    }
}
