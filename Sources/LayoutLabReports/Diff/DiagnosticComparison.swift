import LayoutLabDiff
import LayoutLabStore

/// Compares the diagnostics of two steps. A diagnostic is the same in both runs when its code,
/// node and message are; where in the step it was raised may differ (a run that takes one more
/// pass raises the same warning one pass later). Steps raise few diagnostics, so they are read
/// whole and paired here, as multisets.
enum DiagnosticComparison {
    static func compare(_ a: [RecordedDiagnostic], _ b: [RecordedDiagnostic], includesUnchanged: Bool) -> [DiagnosticChange] {
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

    private static func change(_ diagnostic: RecordedDiagnostic, _ status: DiagnosticChange.Status) -> DiagnosticChange {
        DiagnosticChange(
            status: status, code: diagnostic.code, path: diagnostic.path, message: diagnostic.message,
            frame: diagnostic.frame, pass: diagnostic.pass
        )
    }
}

private extension RecordedDiagnostic {
    /// What makes two diagnostics the same in both runs.
    var identity: [String?] { [code, path, message] }
}
