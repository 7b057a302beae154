import Foundation
import GRDB

/// SQLite's own check of a database's pages, run when a command opens a file, before it reads a
/// row or writes one: damage inside pages (a bad copy, a disk error, bytes written over) is refused
/// up front with the schema's damage, rather than appended to or reported from.
///
/// The check reads the whole file, so its kind depends on the file's size (the main file and its
/// write-ahead log):
/// - up to ``integrityCheckLimit``, `integrity_check`, which also compares every index with its
///   table: damage in an index entry's bytes is found too (about 7 ms a MB here);
/// - up to ``quickCheckLimit``, `quick_check`, every page's structure and every record's format
///   (about 4 ms a MB: 0.5 s at the limit);
/// - beyond it, `quick_check` of the tables a command looks up first (runs, their knobs and
///   cases); the frames a command then reads are decoded through throwing paths, and damage met
///   there is reported as damage (docs/cli.md, "Damaged databases").
enum PageCheck {
    static let integrityCheckLimit = 32 << 20
    static let quickCheckLimit = 128 << 20
    /// The tables every command reads first, checked on their own in a large file.
    static let firstReadTables = ["run", "run_knob", "run_case", "grdb_migrations"]

    /// What the check found first, as a damage detail; nil when nothing is wrong.
    /// With `thorough`, the whole file is checked whatever its size (after damage was met).
    static func problem(_ db: Database, path: String, thorough: Bool = false) throws -> String? {
        let size = fileSize(path) + fileSize(path + "-wal")
        let pragmas: [String] =
            size <= integrityCheckLimit ? ["integrity_check(1)"]
            : thorough ? ["quick_check(1)"]
            : size <= quickCheckLimit ? ["quick_check(1)"]
            : firstReadTables.map { "quick_check(\($0))" }
        for pragma in pragmas {
            let lines: [String]
            do {
                lines = try String.fetchAll(db, sql: "PRAGMA \(pragma)")
            } catch let error as DatabaseError where DatabaseErrors.damage(in: error) != nil {
                return DatabaseErrors.damage(in: error)
            }
            if lines != ["ok"] {
                return "SQLite's check of its pages found: " + (findings(lines).first ?? "the database disk image is malformed")
            }
        }
        return nil
    }

    /// What a check found, a line each: its rows may open with "*** in database main ***" and
    /// hold several lines each.
    static func findings(_ lines: [String]) -> [String] {
        lines.flatMap { $0.split(separator: "\n").map(String.init) }.filter { !$0.hasPrefix("***") && !$0.isEmpty }
    }

    /// The kind of check the whole file gets: `integrity_check` while it is small enough.
    static func wholeFilePragma(path: String) -> String {
        fileSize(path) + fileSize(path + "-wal") <= integrityCheckLimit ? "integrity_check" : "quick_check"
    }

    static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }
}
