import LayoutLabDiff
import LayoutLab
import LayoutLabStore

/// Computes a ``RunDiff`` from a layoutlab database.
public enum RunDiffer {
    /// Compares run `b` with run `a`, in one read transaction so that a recorder adding cases
    /// meanwhile cannot make the two sides disagree.
    public static func diff(_ store: LayoutStore, a: Run, b: Run, options: DiffOptions = DiffOptions()) throws -> RunDiff {
        try store.read { recording in
            let casesA = try cases(recording, run: a.id, options: options)
            let casesB = try cases(recording, run: b.id, options: options)
            var diffs: [CaseDiff] = []
            var summary = RunDiff.Summary(compared: 0, changed: 0, unchanged: 0, onlyInA: 0, onlyInB: 0)
            var generations: [GenerationPair: Int] = [:]
            for key in Set(casesA.keys).union(casesB.keys).sorted() {
                let diff: CaseDiff
                switch (casesA[key], casesB[key]) {
                case (let caseA?, let caseB?):
                    diff = try compare(recording, key: key, caseA, caseB, options: options)
                    summary.compared += 1
                    if caseA.row.os != caseB.row.os { generations[GenerationPair(a: caseA.row.os, b: caseB.row.os), default: 0] += 1 }
                    if diff.isChanged { summary.changed += 1 } else { summary.unchanged += 1 }
                case (let caseA?, nil):
                    diff = onlyOne(key: key, caseA, presence: .onlyInA)
                    summary.onlyInA += 1
                case (nil, let caseB?):
                    diff = onlyOne(key: key, caseB, presence: .onlyInB)
                    summary.onlyInB += 1
                case (nil, nil):
                    continue
                }
                if diff.isChanged || options.includesUnchanged { diffs.append(diff) }
            }
            summary.generations = generations.sorted { ($0.key.a, $0.key.b) < ($1.key.a, $1.key.b) }
                .map { RunDiff.GenerationChange(a: $0.key.a, b: $0.key.b, cases: $0.value) }
            summary.resizedKinds = KindResizes.commonest(in: diffs, tolerance: Points(options.tolerance))
            let knobsB = Dictionary(uniqueKeysWithValues: try recording.knobValues(ofRun: b.id).map { ($0.key, $0.value) })
            summary.knobChanges = try recording.knobValues(ofRun: a.id).compactMap { knob in
                guard let other = knobsB[knob.key], other != knob.value else { return nil }
                return RunDiff.KnobChange(key: knob.key, a: knob.value, b: other)
            }
            var diff = RunDiff(
                a: RunIdentity(a), b: RunIdentity(b), tolerance: Points(options.tolerance),
                includesUnchanged: options.includesUnchanged, summary: summary, cases: diffs
            )
            diff.summary.sentences = DiffSentences.sentences(diff)
            return diff
        }
    }

    private struct GenerationPair: Hashable {
        var a: String
        var b: String
    }

    /// A recorded case with its steps' frame total.
    private struct CaseRecord {
        var row: RunCase
        var frames: Int
    }

    private static func cases(_ recording: Recording, run: Int64, options: DiffOptions) throws -> [CaseKey: CaseRecord] {
        var records: [CaseKey: CaseRecord] = [:]
        for row in try recording.cases(ofRun: run) where options.includesScenario(row.scenario) && options.includesCase(row.profile, row.baseVariant) {
            let frames = try recording.framesRendered(byCase: row.caseId)
            records[CaseKey(scenario: row.scenario, variant: row.variant, profile: row.profile)] = CaseRecord(row: row, frames: frames)
        }
        return records
    }

    private static func onlyOne(key: CaseKey, _ record: CaseRecord, presence: Presence) -> CaseDiff {
        func side<T>(_ value: T) -> Compared<T> { presence == .onlyInA ? Compared(value, nil) : Compared(nil, value) }
        return CaseDiff(
            key: key, presence: presence, os: side(record.row.os), outcome: side(record.row.outcome), steps: side(record.row.steps),
            frames: side(record.frames), passes: side(record.row.passes), diagnosticCount: side(record.row.diagnostics),
            stepDiffs: [], error: record.row.error.map(side) ?? Compared(nil, nil)
        )
    }

    private static func compare(_ recording: Recording, key: CaseKey, _ a: CaseRecord, _ b: CaseRecord, options: DiffOptions) throws -> CaseDiff {
        let stepsA = try recording.steps(ofCase: a.row.caseId)
        let stepsB = try recording.steps(ofCase: b.row.caseId)
        var stepDiffs: [StepDiff] = []
        for index in 0..<max(stepsA.count, stepsB.count) {
            let stepA = stepsA.indices.contains(index) ? stepsA[index] : nil
            let stepB = stepsB.indices.contains(index) ? stepsB[index] : nil
            let step = try compare(recording, index: index, stepA, stepB, options: options)
            if step.isChanged || options.includesUnchanged { stepDiffs.append(step) }
        }
        return CaseDiff(
            key: key, presence: .both, os: Compared(a.row.os, b.row.os), outcome: Compared(a.row.outcome, b.row.outcome), steps: Compared(a.row.steps, b.row.steps),
            frames: Compared(a.frames, b.frames), passes: Compared(a.row.passes, b.row.passes),
            diagnosticCount: Compared(a.row.diagnostics, b.row.diagnostics), stepDiffs: stepDiffs,
            error: Compared(a.row.error, b.row.error)
        )
    }

    private static func compare(_ recording: Recording, index: Int, _ a: StepRecord?, _ b: StepRecord?, options: DiffOptions) throws -> StepDiff {
        var step = StepDiff(
            index: index, presence: a == nil ? .onlyInB : b == nil ? .onlyInA : .both,
            event: Compared(a?.event, b?.event), outcome: Compared(a?.outcome, b?.outcome),
            frames: Compared(a?.frames, b?.frames), passes: Compared(a?.passes, b?.passes),
            passesPerFrame: Compared(a?.passesPerFrame, b?.passesPerFrame), nodes: [], values: [], diagnostics: []
        )
        guard let a, let b else { return step }
        step.nodes = try NodeComparison.compare(recording, passA: a.finalPassId, passB: b.finalPassId, options: options)
        step.values = try ValueComparison.compare(
            recording, passA: a.finalPassId, passB: b.finalPassId, includesUnchanged: options.includesUnchanged
        )
        step.diagnostics = DiagnosticComparison.compare(
            try recording.diagnostics(ofStep: a), try recording.diagnostics(ofStep: b),
            includesUnchanged: options.includesUnchanged
        )
        return step
    }
}
