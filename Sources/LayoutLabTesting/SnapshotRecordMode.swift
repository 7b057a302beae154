import Foundation

/// When `assertLayoutSnapshot` writes baselines, as swift-snapshot-testing's record modes do.
/// The `LAYOUTLAB_RECORD` environment variable (`all`, `missing`, `never`) overrides the default;
/// an explicit `record:` argument overrides both. With `CI=true` nothing is ever written: a
/// missing baseline fails.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Records baselines that do not exist yet (and fails, so that the new file is looked at).
    case missing
    /// Records every baseline again (and fails, so that the mode is not left on).
    case all
    /// Never records: a missing baseline fails.
    case never

    /// The mode in force: `explicit`, else `LAYOUTLAB_RECORD`, else `.missing`.
    static func resolved(_ explicit: SnapshotRecordMode?, environment: [String: String]) throws -> SnapshotRecordMode {
        if let explicit { return explicit }
        guard let text = environment["LAYOUTLAB_RECORD"], !text.isEmpty else { return .missing }
        guard let mode = SnapshotRecordMode(rawValue: text) else {
            throw SnapshotError("LAYOUTLAB_RECORD=\(text) is not a record mode; use all, missing or never")
        }
        return mode
    }

    /// Whether this environment is a CI job, where baselines are never written.
    static func isCI(_ environment: [String: String]) -> Bool {
        ["true", "1", "yes"].contains(environment["CI"]?.lowercased() ?? "")
    }
}

struct SnapshotError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
