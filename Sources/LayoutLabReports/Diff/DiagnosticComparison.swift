import GRDB

/// Compares the diagnostics of two steps. A diagnostic is the same in both runs when its code,
/// node and message are; where in the step it was raised may differ (a run that takes one more
/// pass raises the same warning one pass later). Steps raise few diagnostics, so they are read
/// whole and paired here, as multisets.
enum DiagnosticComparison {
    struct Diagnostic: Hashable {
        var code: String
        var path: String?
        var message: String
        var frame: Int
        var pass: Int

        var identity: [String?] { [code, path, message] }
    }

    static func fetch(_ db: Database, stepId: Int64) throws -> [Diagnostic] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT d.code, (SELECT path FROM node_paths WHERE id = d.node_id) AS path, d.message,
                       p.frame_index, p.pass_index
                FROM diagnostic d
                JOIN pass p ON p.id = d.pass_id
                WHERE p.step_id = ?
                ORDER BY p.frame_index, p.pass_index, d.id
                """,
            arguments: [stepId]
        ).map { row in
            Diagnostic(code: row["code"], path: row["path"], message: row["message"], frame: row["frame_index"], pass: row["pass_index"])
        }
    }

    static func compare(_ a: [Diagnostic], _ b: [Diagnostic], includesUnchanged: Bool) -> [DiagnosticChange] {
        var unmatchedA = a
        var changes: [DiagnosticChange] = []
        for diagnostic in b {
            if let index = unmatchedA.firstIndex(where: { $0.identity == diagnostic.identity }) {
                unmatchedA.remove(at: index)
                if includesUnchanged { changes.append(change(diagnostic, .unchanged)) }
            } else {
                changes.append(change(diagnostic, .new))
            }
        }
        return unmatchedA.map { change($0, .gone) } + changes
    }

    private static func change(_ diagnostic: Diagnostic, _ status: DiagnosticChange.Status) -> DiagnosticChange {
        DiagnosticChange(
            status: status, code: diagnostic.code, path: diagnostic.path, message: diagnostic.message,
            frame: diagnostic.frame, pass: diagnostic.pass
        )
    }
}
