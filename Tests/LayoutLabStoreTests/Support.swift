import Foundation
import GRDB
import LayoutLab
import LayoutLabStore

/// A fresh folder under the system temporary directory, removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// A path for a new database file.
    var databasePath: String { path("layoutlab.sqlite") }
}

/// The contract of docs/schema.md, "The views": each view and the columns it must have (extras
/// allowed).
let contractViews: [String: [String]] = {
    let frameColumns = [
        "run_id", "scenario", "variant", "profile", "step", "frame", "pass", "node_path", "node_kind", "node_name",
        "proposed_width", "proposed_height", "x", "y", "width", "height",
        "render_x", "render_y", "render_width", "render_height",
    ]
    return [
        "run_cases": ["run_id", "run_label", "scenario", "variant", "profile", "outcome", "steps", "passes", "diagnostics"],
        "pass_frames": frameColumns,
        "final_frames": frameColumns,
        "pass_preferences": [
            "run_id", "scenario", "variant", "profile", "step", "frame", "pass", "node_path", "key", "role", "value",
        ],
        "pass_state": ["run_id", "scenario", "variant", "profile", "step", "frame", "pass", "node_path", "name", "value"],
        "pass_actions": [
            "run_id", "scenario", "variant", "profile", "step", "frame", "pass", "node_path", "action", "status", "detail",
        ],
        "run_diagnostics": [
            "run_id", "scenario", "variant", "profile", "step", "frame", "pass", "code", "node_path", "message",
        ],
        "runs": ["id", "label", "status", "started_at", "finished_at", "engine_version", "command", "host"],
        "run_knobs": ["run_id", "run_label", "key", "value"],
        "pass_causes": [
            "run_id", "scenario", "variant", "profile", "step", "frame", "pass", "node_path", "action", "detail",
            "state_node_path", "state", "old_value", "new_value",
        ],
    ]
}()

extension Database {
    /// Column names of a table or view, in declaration order.
    func columnNames(of object: String) throws -> [String] {
        try Row.fetchAll(self, sql: "SELECT name FROM pragma_table_info(?)", arguments: [object]).map { $0["name"] }
    }

    func count(_ sql: String, arguments: StatementArguments = []) throws -> Int {
        try Int.fetchOne(self, sql: sql, arguments: arguments) ?? 0
    }
}

extension LayoutStore {
    func rows(_ sql: String, arguments: StatementArguments = []) throws -> [Row] {
        try reader.read { db in try Row.fetchAll(db, sql: sql, arguments: arguments) }
    }

    func count(_ sql: String, arguments: StatementArguments = []) throws -> Int {
        try reader.read { db in try db.count(sql, arguments: arguments) }
    }
}

let iPhone13 = DeviceProfile.named("iphone-13")!
let iPhoneSE = DeviceProfile.named("iphone-se-3")!

/// Reads a whole file, to prove that a refused open left it as it was.
func bytes(of path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
}
