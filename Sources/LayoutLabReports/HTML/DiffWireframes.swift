import LayoutLabStore

/// The wireframes an HTML diff draws: for each case in both runs, each compared step's settled
/// layout in A and in B. Loaded after the diff, and only for the cases it shows.
public struct DiffWireframes: Sendable {
    struct Pair: Sendable {
        var a: Wireframe?
        var b: Wireframe?
    }

    struct Key: Hashable, Sendable {
        var key: CaseKey
        var step: Int
    }

    var pairs: [Key: Pair] = [:]

    public init() {}

    public static func load(_ store: LayoutStore, for diff: RunDiff) throws -> DiffWireframes {
        try store.read { recording in
            var wireframes = DiffWireframes()
            for caseDiff in diff.cases where caseDiff.presence == .both && !caseDiff.stepDiffs.isEmpty {
                let stepsA = try steps(recording, run: diff.a.id, key: caseDiff.key)
                let stepsB = try steps(recording, run: diff.b.id, key: caseDiff.key)
                for step in caseDiff.stepDiffs {
                    let a = try stepsA.first { $0.index == step.index }.map { try Wireframe.load(recording, step: $0) }
                    let b = try stepsB.first { $0.index == step.index }.map { try Wireframe.load(recording, step: $0) }
                    wireframes.pairs[Key(key: caseDiff.key, step: step.index)] = Pair(a: a, b: b)
                }
            }
            return wireframes
        }
    }

    private static func steps(_ recording: Recording, run: Int64, key: CaseKey) throws -> [StepRecord] {
        guard let caseId = try recording.caseId(inRun: run, scenario: key.scenario, variant: key.variant, profile: key.profile) else {
            return []
        }
        return try recording.steps(ofCase: caseId)
    }

    func pair(_ key: CaseKey, step: Int) -> Pair? { pairs[Key(key: key, step: step)] }
}
