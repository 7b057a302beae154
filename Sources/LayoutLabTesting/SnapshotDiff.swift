import LayoutLab
import LayoutLabDiff

/// Compares a baseline with this run's layout as `layoutlab diff` compares two runs: the same
/// model, the same tolerance rule, so a failing test prints the table the CLI would print.
enum SnapshotDiff {
    static let baseline = RunIdentity(id: 1, label: "baseline")
    static let current = RunIdentity(id: 2, label: "this run")

    static func diff(_ a: LayoutBaseline, _ b: LayoutBaseline, tolerance: Double) -> RunDiff {
        let key = CaseKey(scenario: b.name, variant: "", profile: b.profile)
        var stepDiffs: [StepDiff] = []
        for index in 0..<max(a.steps.count, b.steps.count) {
            let stepA = a.steps.indices.contains(index) ? a.steps[index] : nil
            let stepB = b.steps.indices.contains(index) ? b.steps[index] : nil
            let step = compare(index: index, stepA, stepB, tolerance: tolerance)
            if step.isChanged { stepDiffs.append(step) }
        }
        func total(_ snapshot: LayoutBaseline, _ count: (LayoutBaseline.Step) -> Int) -> Int { snapshot.steps.reduce(0) { $0 + count($1) } }
        let caseDiff = CaseDiff(
            key: key, presence: .both, os: Compared(a.os, b.os),
            outcome: Compared(CaseOutcome(rawValue: a.outcome), CaseOutcome(rawValue: b.outcome)),
            steps: Compared(a.steps.count, b.steps.count),
            frames: Compared(total(a) { $0.frames }, total(b) { $0.frames }),
            passes: Compared(total(a) { $0.passes }, total(b) { $0.passes }),
            diagnosticCount: Compared(total(a) { $0.diagnostics.count }, total(b) { $0.diagnostics.count }),
            stepDiffs: stepDiffs
        )
        let changed = caseDiff.isChanged
        let cases = changed ? [caseDiff] : []
        var summary = RunDiff.Summary(compared: 1, changed: changed ? 1 : 0, unchanged: changed ? 0 : 1, onlyInA: 0, onlyInB: 0)
        if a.os != b.os { summary.generations = [RunDiff.GenerationChange(a: a.os, b: b.os, cases: 1)] }
        summary.resizedKinds = KindResizes.commonest(in: cases, tolerance: Points(tolerance))
        return RunDiff(a: baseline, b: current, tolerance: Points(tolerance), includesUnchanged: false, summary: summary, cases: cases)
    }

    private static func compare(index: Int, _ a: LayoutBaseline.Step?, _ b: LayoutBaseline.Step?, tolerance: Double) -> StepDiff {
        var step = StepDiff(
            index: index, presence: a == nil ? .onlyInB : b == nil ? .onlyInA : .both,
            event: Compared(a?.event, b?.event), outcome: Compared(a?.outcome, b?.outcome),
            frames: Compared(a?.frames, b?.frames), passes: Compared(a?.passes, b?.passes),
            passesPerFrame: Compared(nil, nil), nodes: [], values: [], diagnostics: []
        )
        guard let a, let b else { return step }
        step.nodes = nodes(a.nodes, b.nodes, tolerance: tolerance)
        step.values = values(a.values, b.values)
        step.diagnostics = diagnostics(a.diagnostics, b.diagnostics)
        return step
    }

    /// Nodes are matched by path, as the CLI matches them; changes in tree order, A's then B's new ones.
    private static func nodes(_ a: [LayoutBaseline.Node], _ b: [LayoutBaseline.Node], tolerance: Double) -> [NodeChange] {
        let inB = Dictionary(b.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let inA = Set(a.map(\.path))
        var changes: [NodeChange] = []
        for node in a {
            guard let other = inB[node.path] else {
                changes.append(NodeChange(
                    path: node.path, name: node.name, nodeKind: node.kind, kind: .removed, frame: Compared(node.frame, nil), delta: nil, render: nil
                ))
                continue
            }
            let change = NodeChange.compared(
                path: node.path, name: other.name ?? node.name, nodeKind: other.kind,
                a: (node.frame, node.renderOrLayout), b: (other.frame, other.renderOrLayout), tolerance: tolerance
            )
            if change.kind != .unchanged { changes.append(change) }
        }
        for node in b where !inA.contains(node.path) {
            changes.append(NodeChange(
                path: node.path, name: node.name, nodeKind: node.kind, kind: .added, frame: Compared(nil, node.frame), delta: nil, render: nil
            ))
        }
        return changes
    }

    private static func values(_ a: [LayoutBaseline.Value], _ b: [LayoutBaseline.Value]) -> [ValueChange] {
        struct Key: Hashable { var kind, path, name: String; var role: String? }
        func key(_ value: LayoutBaseline.Value) -> Key { Key(kind: value.kind, path: value.path, name: value.name, role: value.role) }
        let inA = Dictionary(a.map { (key($0), $0.json) }, uniquingKeysWith: { _, last in last })
        let inB = Dictionary(b.map { (key($0), $0.json) }, uniquingKeysWith: { _, last in last })
        var seen = Set<Key>()
        var changes: [ValueChange] = []
        for value in a + b where seen.insert(key(value)).inserted {
            let k = key(value)
            guard inA[k] != inB[k] else { continue }
            changes.append(ValueChange(
                kind: value.kind == "state" ? .state : .preference, path: value.path, name: value.name, role: value.role,
                value: Compared(inA[k], inB[k])
            ))
        }
        return changes
    }

    private static func diagnostics(_ a: [LayoutBaseline.Diagnostic], _ b: [LayoutBaseline.Diagnostic]) -> [DiagnosticChange] {
        func key(_ d: LayoutBaseline.Diagnostic) -> String { "\(d.code)\t\(d.path ?? "")\t\(d.message)" }
        let inA = Set(a.map(key)), inB = Set(b.map(key))
        return b.filter { !inA.contains(key($0)) }.map {
            DiagnosticChange(status: .new, code: $0.code, path: $0.path, message: $0.message, frame: $0.frame, pass: $0.pass)
        } + a.filter { !inB.contains(key($0)) }.map {
            DiagnosticChange(status: .gone, code: $0.code, path: $0.path, message: $0.message, frame: $0.frame, pass: $0.pass)
        }
    }

    /// The settled layouts the HTML diff draws, from the two snapshots.
    static func wireframes(_ a: LayoutBaseline, _ b: LayoutBaseline, for diff: RunDiff) -> DiffWireframes {
        var wireframes = DiffWireframes()
        for caseDiff in diff.cases {
            for step in caseDiff.stepDiffs {
                wireframes.set(
                    caseDiff.key, step: step.index,
                    a: a.steps.first { $0.index == step.index }.map(wireframe), b: b.steps.first { $0.index == step.index }.map(wireframe)
                )
            }
        }
        return wireframes
    }

    private static func wireframe(_ step: LayoutBaseline.Step) -> Wireframe {
        let onScreen = step.nodes.filter { node in
            let frame = node.frame
            return frame.x.value < step.screenWidth && frame.y.value < step.screenHeight
                && frame.x.value + frame.width.value > 0 && frame.y.value + frame.height.value > 0
        }
        let boxes = onScreen.prefix(Wireframe.nodeLimit).map { Wireframe.Box(path: $0.path, name: $0.name, frame: $0.frame) }
        return Wireframe(
            screenWidth: step.screenWidth, screenHeight: step.screenHeight, safeArea: step.safeArea, boxes: Array(boxes),
            omitted: max(0, onScreen.count - Wireframe.nodeLimit)
        )
    }
}
