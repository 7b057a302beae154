import Foundation
import GRDB
import LayoutLab
import LayoutLabStore
import Testing

/// Records scenarios into a fresh database, as `layoutlab record` does, and answers questions
/// through the contract views: the claims of the catalog are checked on what was recorded.
final class Lab {
    let folder: URL
    let store: LayoutStore
    let run: Int64

    private init(folder: URL, store: LayoutStore, run: Int64) {
        self.folder = folder
        self.store = store
        self.run = run
    }

    static func record(
        _ scenario: any Scenario.Type, variants: [String]? = nil, profiles: [String] = ["iphone-13", "iphone-se-3"]
    ) async throws -> Lab {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-lab-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = try LayoutStore.open(path: folder.appendingPathComponent("lab.sqlite").path)
        let run = try store.createRun(label: nil, command: "test", host: "test")
        for variant in variants ?? scenario.runVariants {
            for name in profiles {
                _ = try await store.recordCase(run: run.id, scenario: scenario, variant: variant, profile: DeviceProfile.named(name)!)
            }
        }
        try store.finishRun(run.id, status: .complete)
        return Lab(folder: folder, store: store, run: run.id)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func rows(_ sql: String, _ arguments: StatementArguments = []) throws -> [Row] {
        try store.reader.read { try Row.fetchAll($0, sql: sql, arguments: arguments) }
    }

    func value<T: DatabaseValueConvertible>(_ sql: String, _ arguments: StatementArguments = []) throws -> T? {
        try store.reader.read { try T.fetchOne($0, sql: sql, arguments: arguments) }
    }

    /// The settled frame of the node named `name` in one case and step.
    func frame(_ name: String, variant: String = "", profile: String, step: Int = 0, render: Bool = false) throws -> CGRect {
        let prefix = render ? "render_" : ""
        guard let row = try rows("""
            SELECT \(prefix)x AS x, \(prefix)y AS y, \(prefix)width AS width, \(prefix)height AS height FROM final_frames
            WHERE node_name = ? AND variant = ? AND profile = ? AND step = ? ORDER BY node_order LIMIT 1
            """, [name, variant, profile, step]).first else {
            Issue.record("no final frame for '\(name)' (\(variant), \(profile), step \(step))")
            return .zero
        }
        return CGRect(x: row["x"] as Double, y: row["y"] as Double, width: row["width"] as Double, height: row["height"] as Double)
    }

    /// A state value (JSON text) at the last pass of a step.
    func state(_ name: String, variant: String = "", profile: String, step: Int = 0) throws -> String? {
        try value("""
            SELECT s.value FROM pass_state s JOIN final_frames f
              ON f.case_id = s.case_id AND f.step = s.step AND f.frame = s.frame AND f.pass = s.pass
            WHERE s.name = ? AND s.variant = ? AND s.profile = ? AND s.step = ? LIMIT 1
            """, [name, variant, profile, step])
    }

    func outcome(variant: String = "", profile: String) throws -> String? {
        try value("SELECT outcome FROM run_cases WHERE variant = ? AND profile = ?", [variant, profile])
    }

    /// How many passes a step of a case ran.
    func passes(variant: String = "", profile: String, step: Int = 0) throws -> Int {
        try value("""
            SELECT COUNT(DISTINCT frame || '.' || pass) FROM pass_frames WHERE variant = ? AND profile = ? AND step = ?
            """, [variant, profile, step]) ?? 0
    }

    func diagnostics(code: String, variant: String = "", profile: String) throws -> [Row] {
        try rows("SELECT * FROM run_diagnostics WHERE code = ? AND variant = ? AND profile = ?", [code, variant, profile])
    }
}

func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 0.001) -> Bool {
    abs(a - b) <= tolerance
}

/// JSON text for a number as the recording writes it.
func json(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(Double(value))
}
