import Foundation
import Testing

/// Damaged databases (docs/cli.md, "Damaged databases"): whatever the bytes, every command ends
/// with an exit status and a message, never a crash or a hang, and `record` leaves no run behind in
/// a file it refused.
@Suite(.serialized) struct DamagedDatabaseTests {
    let cli = CLIRunner()

    /// A small database of two runs of two scenarios, made once and copied for each test.
    static let pristine: Data = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-damage-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("two-runs.sqlite").path
        for label in ["a", "b"] {
            let result = try! CLIRunner().run([
                "record", "--db", path, "--label", label, "--scenario", "read-size/child-size",
                "--scenario", "style-guide/zstack-two-pass", "--profile", "iphone-15",
            ])
            precondition(result.status == 0, result.stderr)
        }
        // Everything into the main file, so that a copy of it is the whole database.
        try! sqlite(path, "PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode = DELETE;")
        let data = try! Data(contentsOf: URL(fileURLWithPath: path))
        try? FileManager.default.removeItem(at: folder)
        return data
    }()

    /// The commands a user runs on a database, each with the statuses it may end with.
    static let commands: [(arguments: [String], statuses: Set<Int32>)] = [
        (["runs"], [0, 2]),
        (["report", "a"], [0, 2]),
        (["diff", "a", "b"], [0, 1, 2]),
        (["trace", "a", "read-size/child-size", "--profile", "iphone-15"], [0, 2]),
        (["schema"], [0, 2]),
        (["check"], [0, 2]),
        (["record", "--scenario", "read-size/child-size", "--profile", "iphone-15"], [0, 2]),
    ]

    /// Seeded damage: a few runs of random bytes written over the file, past its first 100 bytes
    /// in most copies and over the header in some.
    @Test func randomDamageNeverCrashesHangsOrLeavesARunBehind() throws {
        var random = SplitMix64(seed: 0x1A70_07AB)
        let folder = try TemporaryFolder()
        let pristine = Self.pristine
        var statuses: [Int32: Int] = [:]
        for copy in 0..<30 {
            var bytes = [UInt8](pristine)
            let runs = Int(random.next() % 6) + 1
            for _ in 0..<runs {
                let length = Int(random.next() % 24) + 1
                let floor = copy % 5 == 0 ? 0 : 100
                let start = floor + Int(random.next() % UInt64(bytes.count - floor - length))
                for offset in start..<start + length { bytes[offset] = UInt8(truncatingIfNeeded: random.next()) }
            }
            let path = folder.path("copy-\(copy).sqlite")
            for (arguments, allowed) in Self.commands {
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                let result = try cli.run(arguments + ["--db", path], timeout: 30)
                let what = "copy \(copy), \(arguments.joined(separator: " "))"
                #expect(!result.timedOut, "\(what) hung")
                #expect(!result.signalled, "\(what) crashed: \(result.stderr.suffix(500))")
                statuses[result.status, default: 0] += 1
                #expect(allowed.contains(result.status), "\(what) exited \(result.status): \(result.stderr.suffix(500))")
                #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Stack dump"), "\(what): \(result.stderr.suffix(500))")
                if result.status == 2 {
                    #expect(result.stderrLines.count == 1, "\(what): \(result.stderr)")
                }
                if arguments[0] == "record", result.status == 2 {
                    let after = try Data(contentsOf: URL(fileURLWithPath: path))
                    #expect(after == Data(bytes) || Self.runCount(path) == 2, "\(what) left a run behind")
                }
                try? FileManager.default.removeItem(atPath: path + "-wal")
                try? FileManager.default.removeItem(atPath: path + "-shm")
            }
        }
        // The damage reaches the commands: some copies are refused, some still read.
        #expect(statuses[2, default: 0] >= 20, "\(statuses)")
        #expect(statuses[0, default: 0] >= 20, "\(statuses)")
    }

    @Test func aMissingColumnIsNamed() throws {
        let path = try damagedCopy { db in
            // A table rebuilt without one column: what a bad copy of the schema leaves.
            try Self.sqlite(db, """
                PRAGMA foreign_keys = OFF;
                PRAGMA legacy_alter_table = ON;
                CREATE TABLE step2 AS SELECT id, case_id, step_index, event, orientation FROM step;
                DROP VIEW IF EXISTS final_frames;
                DROP TABLE step;
                ALTER TABLE step2 RENAME TO step;
                """)
        }
        for arguments in [["report", "a"], ["diff", "a", "b"], ["runs"], ["record", "--scenario", "read-size/*"]] {
            let result = try cli.run(arguments + ["--db", path])
            result.expectBadInput("is damaged (", "run 'layoutlab check --db")
        }
        let check = try cli.run(["check", "--db", path])
        #expect(check.status == 2)
        #expect(check.stdout.contains("table step has no columns"), "\(check.stdout)")
    }

    @Test func aDroppedViewIsNamed() throws {
        let path = try damagedCopy { db in try Self.sqlite(db, "DROP VIEW final_frames;") }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        try cli.run(["diff", "a", "b", "--db", path]).expectBadInput("is damaged (view final_frames is missing)")
        try cli.run(["record", "--scenario", "read-size/*", "--db", path]).expectBadInput("is damaged (view final_frames is missing)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "record refused before writing anything")
        let check = try cli.run(["check", "--db", path])
        #expect(check.status == 2)
        #expect(check.stdout.contains("schema: view final_frames is missing"), "\(check.stdout)")
        #expect(check.stdout.contains("pages: ok"), "\(check.stdout)")
    }

    @Test func aFileCutShortSaysSo() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("cut.sqlite")
        try Self.pristine.prefix(Self.pristine.count / 2).write(to: URL(fileURLWithPath: path))
        for arguments in [["runs"], ["report", "a"], ["diff", "a", "b"], ["record", "--scenario", "read-size/*"]] {
            try cli.run(arguments + ["--db", path]).expectBadInput("is damaged (the file is cut short: it has \(Self.pristine.count / 2) of its \(Self.pristine.count) bytes)")
        }
    }

    @Test func anotherApplicationsDatabaseIsRefused() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("notes.sqlite")
        try Self.sqlite(path, "CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO note (text) VALUES ('hello');")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        for arguments in [["runs"], ["report", "latest"], ["check"], ["record", "--scenario", "read-size/*"]] {
            try cli.run(arguments + ["--db", path]).expectBadInput("is a SQLite database, but not a layoutlab one")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aCleanDatabaseChecksClean() throws {
        let path = try damagedCopy { _ in }
        let check = try cli.run(["check", "--db", path])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        for area in ["schema: ok", "pages: ok", "foreign keys: ok", "runs: ok"] {
            #expect(check.stdout.contains(area), "\(check.stdout)")
        }
        let full = try cli.run(["check", "--full", "--db", path])
        #expect(full.stdout.contains("integrity_check"), "\(full.stdout)")
    }

    // MARK: - Helpers

    /// A copy of the pristine database, changed by `damage` (run on the file).
    private func damagedCopy(_ damage: (String) throws -> Void) throws -> String {
        let folder = try TemporaryFolder()
        folders.append(folder)
        let path = folder.path("lab.sqlite")
        try Self.pristine.write(to: URL(fileURLWithPath: path))
        try damage(path)
        return path
    }

    /// Folders the copies live in, kept until the test ends.
    private var folders = Folders()

    static func sqlite(_ path: String, _ script: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.executescript(sys.argv[2]); c.commit(); c.close()", path, script]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// The number of runs Python's sqlite3 reads from `path`, or nil when it cannot.
    static func runCount(_ path: String) -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT COUNT(*) FROM run').fetchone()[0])", path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        guard (try? process.run()) != nil else { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// Keeps temporary folders alive for a test's length.
final class Folders: @unchecked Sendable {
    private var kept: [TemporaryFolder] = []
    static func += (folders: Folders, folder: TemporaryFolder) { folders.kept.append(folder) }
    func append(_ folder: TemporaryFolder) { kept.append(folder) }
}

/// A small, fast, seedable generator (Vigna's SplitMix64), so the damage is the same every run.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
