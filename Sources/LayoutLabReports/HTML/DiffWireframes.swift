import GRDB
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

    public static func load(_ reader: any DatabaseReader, for diff: RunDiff) throws -> DiffWireframes {
        try reader.read { db in
            var wireframes = DiffWireframes()
            for caseDiff in diff.cases where caseDiff.presence == .both && !caseDiff.stepDiffs.isEmpty {
                let stepsA = try steps(db, run: diff.a.id, key: caseDiff.key)
                let stepsB = try steps(db, run: diff.b.id, key: caseDiff.key)
                for step in caseDiff.stepDiffs {
                    let a = try stepsA.first { $0.index == step.index }.map { try Wireframe.load(db, step: $0, pass: $0.finalPassId) }
                    let b = try stepsB.first { $0.index == step.index }.map { try Wireframe.load(db, step: $0, pass: $0.finalPassId) }
                    wireframes.pairs[Key(key: caseDiff.key, step: step.index)] = Pair(a: a, b: b)
                }
            }
            return wireframes
        }
    }

    private static func steps(_ db: Database, run: Int64, key: CaseKey) throws -> [StepRecord] {
        let caseId = try Int64.fetchOne(
            db, sql: "SELECT id FROM run_case WHERE run_id = ? AND scenario = ? AND variant = ? AND profile = ?",
            arguments: [run, key.scenario, key.variant, key.profile]
        )
        guard let caseId else { return [] }
        return try StepRecord.fetchAll(db, caseId: caseId)
    }

    func pair(_ key: CaseKey, step: Int) -> Pair? { pairs[Key(key: key, step: step)] }
}
