import Foundation
import GRDB
import Synchronization
import Testing

/// The command line attacked as a hostile user would (docs/cli.md, "Reliability"): copies taken
/// right after a record, outputs aimed at inputs, two names for one file, damaged bytes, special
/// files, locks held elsewhere, limits on file size and memory, unwritable stdout, hostile labels
/// and globs, signals. Each attack checks the promise: the exit status, one line on stderr, nothing
/// lost, and the database still whole.
@Suite(.serialized) struct ReliabilityTests {
    let cli = CLIRunner()
    static let oneCase = ["--scenario", "read-size/child-size", "--profile", "iphone-15"]
    static let twoScenarios = ["--scenario", "read-size/child-size", "--scenario", "style-guide/zstack-two-pass", "--profile", "iphone-15"]

    // MARK: - The database is whole when a command ends

    /// What a CI artifact upload does: copy the `.sqlite` file alone, the moment `record` returns.
    @Test func aCopyTakenRightAfterRecordHoldsEveryRunAndCase() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        for label in ["first", "second"] {
            #expect(try cli.run(["record", "--db", db, "--label", label] + Self.twoScenarios).status == 0)
        }
        let copy = folder.path("copy.sqlite")
        try FileManager.default.copyItem(atPath: db, toPath: copy)
        let original = try Self.summary(db), copied = try Self.summary(copy)
        #expect(original == "first complete 2|second complete 2", "\(original)")
        #expect(copied == original, "the copy holds \(copied)")
        #expect(try Self.integrity(copy) == "ok")
    }

    /// Shards copied file by file (as CI's artifacts are) merge into the whole run.
    @Test func mergeTakesCopiedFiles() throws {
        let folder = try TemporaryFolder()
        var copies: [String] = []
        for shard in 1...2 {
            let db = folder.path("shard-\(shard).sqlite")
            #expect(try cli.run(["record", "--db", db, "--label", "pr", "--shard", "\(shard)/2"] + Self.twoScenarios).status == 0)
            let copy = folder.path("copied-\(shard).sqlite")
            try FileManager.default.copyItem(atPath: db, toPath: copy)
            copies.append(copy)
        }
        let merged = folder.path("all.sqlite")
        let result = try cli.run(["merge", merged] + copies)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.summary(merged) == "pr complete 2")
        #expect(try Self.integrity(merged) == "ok")
    }

    // MARK: - Outputs never touch inputs

    /// Every command that writes `--output`, aimed at its database under every name it has.
    @Test func anOutputAimedAtTheDatabaseIsRefused() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        for label in ["a", "b"] {
            #expect(try cli.run(["record", "--db", db, "--label", label] + Self.oneCase).status == 0)
        }
        try FileManager.default.linkItem(atPath: db, toPath: folder.path("hard.sqlite"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("soft.sqlite"), withDestinationPath: db)
        let before = try Data(contentsOf: URL(fileURLWithPath: db))
        let names = [db, folder.path("./lab.sqlite"), folder.path("hard.sqlite"), folder.path("soft.sqlite"), db + "-wal"]
        let commands: [[String]] = [
            ["report", "a"], ["report", "a", "--format", "html"], ["diff", "a", "b", "--format", "md"],
            ["render", "a", "read-size/child-size"],
        ]
        for command in commands {
            // A render's output is named .svg or .png; the log's name is refused for that first.
            for name in names where command[0] != "render" || !name.hasSuffix("-wal") {
                let output = command[0] == "render" ? name.replacingOccurrences(of: ".sqlite", with: ".sqlite.svg") : name
                // A render's output must end .svg: aim it through a link named so.
                if command[0] == "render", output != name {
                    try? FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: db)
                }
                let result = try cli.run(command + ["--db", db, "--output", output])
                result.expectBadInput("--output")
                #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == before, "\(command) --output \(output) changed the database")
            }
        }
        #expect(try Self.integrity(db) == "ok")
        // A run in another file is an input too.
        let other = folder.path("other.sqlite")
        try FileManager.default.copyItem(atPath: db, toPath: other)
        try cli.run(["report", "\(other):a", "--db", db, "--output", other]).expectBadInput("--output")
    }

    /// A file-size limit met half way: the output is left as it was, with no temporary file
    /// beside it, and the failure is the machine's (3), not the input's.
    @Test func anOutputCutShortLeavesNoHalfFile() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        // Every scenario on one profile: an HTML report of hundreds of kilobytes (its pictures
        // listed as shapes and numbers).
        #expect(try cli.run(["record", "--db", db, "--label", "a", "--profile", "iphone-15"]).status == 0)
        let out = folder.path("reports/report.html")
        try FileManager.default.createDirectory(atPath: folder.path("reports"), withIntermediateDirectories: true)
        try Data("the previous report".utf8).write(to: URL(fileURLWithPath: out))
        // 256 blocks (of 512 bytes, or 1 KB in some shells): room for the database's 32 KB
        // shared-memory index, far less than the report.
        let full = try cli.run(["report", "a", "--db", db, "--format", "html"])
        #expect(full.stdout.utf8.count > 3 * 256 * 1024 / 2, "the report is \(full.stdout.utf8.count) bytes, well past the limit")
        let result = try cli.run(shell: "ulimit -f 256; exec \"$0\" \"$@\"", ["report", "a", "--db", db, "--format", "html", "--output", out], timeout: 120)
        #expect(result.status == 3, "\(result.status): \(result.stderr)")
        #expect(result.stderrLines.count == 1 && result.stderr.contains("cannot write"), "\(result.stderr)")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "the previous report")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("reports")) == ["report.html"])
    }

    /// A damaged input is refused before the output is touched, and the message names the input.
    @Test func aMergeWithADamagedInputLeavesItsOutputAsItWas() throws {
        let folder = try TemporaryFolder()
        let good = folder.path("good.sqlite"), bad = folder.path("bad.sqlite"), out = folder.path("out.sqlite")
        #expect(try cli.run(["record", "--db", good, "--label", "a"] + Self.oneCase).status == 0)
        #expect(try cli.run(["record", "--db", bad, "--label", "b"] + Self.twoScenarios).status == 0)
        #expect(try cli.run(["merge", out, good]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: out))
        try Self.overwrite(bad, pagesFrom: 4, with: 0x5A)
        try cli.run(["merge", out, bad]).expectBadInput("bad.sqlite", "is damaged")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("")).filter { $0.contains("merging") }.isEmpty)
        // And a new output is not made at all.
        try cli.run(["merge", folder.path("new.sqlite"), bad]).expectBadInput("bad.sqlite")
        #expect(!FileManager.default.fileExists(atPath: folder.path("new.sqlite")))
    }

    // MARK: - One file, one identity

    /// Two records at once through two hard links to one database: both runs kept, one after the
    /// other, and the file whole.
    @Test func recordsThroughHardLinksTakeTurns() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite"), link = folder.path("link.sqlite")
        #expect(try cli.run(["record", "--db", db, "--label", "first"] + Self.oneCase).status == 0)
        try FileManager.default.linkItem(atPath: db, toPath: link)
        let scenarios = ["--scenario", "style-guide/*", "--profile", "iphone-15", "--profile", "ipad-*"]
        let results = Mutex<[Int32]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let status = (try? cli.run(["record", "--db", index == 0 ? db : link, "--label", index == 0 ? "A" : "B"] + scenarios, timeout: 300).status) ?? -1
            results.withLock { $0.append(status) }
        }
        #expect(results.withLock { $0 } == [0, 0])
        let summary = try Self.summary(db)
        #expect(summary.hasPrefix("first complete 1|"), "\(summary)")
        #expect(summary.contains("A complete") && summary.contains("B complete"), "\(summary)")
        #expect(try Self.integrity(db) == "ok")
        let check = try cli.run(["check", "--full", "--db", link])
        #expect(check.status == 0, "\(check.stdout)")
    }

    /// A database merged into itself, under any name, is refused at once (it waited on its own lock).
    @Test func mergingADatabaseIntoItselfIsRefused() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        #expect(try cli.run(["record", "--db", db, "--label", "a"] + Self.oneCase).status == 0)
        try FileManager.default.linkItem(atPath: db, toPath: folder.path("hard.sqlite"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("soft.sqlite"), withDestinationPath: db)
        for name in [db, folder.path("./lab.sqlite"), folder.path("hard.sqlite"), folder.path("soft.sqlite")] {
            let result = try cli.run(["merge", db, name], timeout: 30)
            #expect(!result.timedOut)
            result.expectBadInput("is the output database")
        }
        #expect(try Self.summary(db) == "a complete 1")
    }

    // MARK: - Damage refused up front

    /// Random bytes at random offsets of a recorded database, 210 times, a command each (every
    /// command of ``DamagedDatabaseTests/commands`` in turn, `record` included): none
    /// crashes or hangs, and none exits 0 (or 1, for `diff`) on a file `integrity_check` fails.
    @Test func randomDamageIsNeverTakenForAResult() throws {
        var random = SplitMix64(seed: 0xDA3A_6E37)
        let folder = try TemporaryFolder()
        let pristine = DamagedDatabaseTests.pristine
        var damagedAndRefused = 0, damaged = 0
        for trial in 0..<210 {
            // Runs of random bytes until SQLite's check fails, four rounds at most: much of a
            // 16 KB page is free space, where bytes change nothing.
            var bytes = [UInt8](pristine)
            let path = folder.path("trial-\(trial).sqlite")
            var isWhole = true
            for _ in 0..<4 where isWhole {
                for _ in 0..<Int(random.next() % 6) + 2 {
                    let length = Int(random.next() % 256) + 1
                    let start = 100 + Int(random.next() % UInt64(bytes.count - 100 - length))
                    for offset in start..<start + length { bytes[offset] = UInt8(truncatingIfNeeded: random.next()) }
                }
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                isWhole = (try? Self.integrity(path)) == "ok"
            }
            let (arguments, _) = DamagedDatabaseTests.commands[trial % DamagedDatabaseTests.commands.count]
            let result = try cli.run(arguments + ["--db", path], timeout: 60)
            let what = "trial \(trial), \(arguments.joined(separator: " "))"
            #expect(!result.timedOut, "\(what) hung")
            #expect(!result.signalled, "\(what) crashed: \(result.stderr.suffix(300))")
            #expect([0, 1, 2, 3].contains(result.status), "\(what) exited \(result.status)")
            if !isWhole {
                damaged += 1
                #expect(result.status >= 2, "\(what) exited \(result.status) on a file integrity_check fails")
                if result.status >= 2 { damagedAndRefused += 1 }
            }
            if result.status >= 2 {
                #expect(result.stderrLines.count == 1, "\(what): \(result.stderr)")
            }
            try? FileManager.default.removeItem(atPath: path)
            try? FileManager.default.removeItem(atPath: path + "-wal")
            try? FileManager.default.removeItem(atPath: path + "-shm")
        }
        // Most trials do damage the file: the check is of something.
        #expect(damaged >= 150, "only \(damaged) of 210 trials damaged the file")
        #expect(damagedAndRefused == damaged)
    }

    /// `check` reports every area of a file cut short, not just that it cannot be opened.
    @Test func checkReportsEveryAreaOfAFileCutShort() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("cut.sqlite")
        let pristine = DamagedDatabaseTests.pristine
        try pristine.prefix(pristine.count / 3).write(to: URL(fileURLWithPath: path))
        let check = try cli.run(["check", "--db", path])
        #expect(check.status == 2)
        #expect(check.stdout.contains("file: the file is cut short: it has \(pristine.count / 3) of its \(pristine.count) bytes"), "\(check.stdout)")
        for area in ["schema:", "pages:", "foreign keys:", "runs:"] {
            #expect(check.stdout.contains(area), "\(check.stdout)")
        }
        #expect(check.stderrLines.count == 1 && !check.stderr.contains("run 'layoutlab check"), "\(check.stderr)")
    }

    // MARK: - No hangs, no traps

    /// Patterns of many `*` and `?` (57 s, or never, when matched by trying every split).
    @Test func globsAreMatchedInLinearTime() throws {
        let stars = String(repeating: "*?", count: 40) + "#"
        for option in ["--scenario", "--profile"] {
            let result = try cli.run(["record", option, stars, "--db", "/nonexistent/x.sqlite"], timeout: 20)
            #expect(!result.timedOut, "\(option) \(stars) hung")
            result.expectBadInput("unknown")
        }
    }

    /// A FIFO would block `open` for ever; a device or a folder is no database either.
    @Test func specialFilesAreRefusedBeforeOpening() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.path("pipe.sqlite")
        #expect(mkfifo(fifo, 0o644) == 0)
        for path in [fifo, "/dev/null", "/dev/zero", folder.path("")] {
            for command in [["runs"], ["check"], ["record"] + Self.oneCase, ["report", "latest"]] {
                let result = try cli.run(command + ["--db", path], timeout: 20)
                #expect(!result.timedOut, "\(command) --db \(path) hung")
                result.expectBadInput(path == folder.path("") ? "is a folder, not a file" : "not a regular file")
            }
        }
        try cli.run(["runs", "--db", ""]).expectBadInput("the database path is empty")
        try cli.run(["merge", folder.path("out.sqlite"), fifo], timeout: 20).expectBadInput("not a regular file")
    }

    /// A lock held by another process is waited for aloud, and given up with status 3 (not 2).
    @Test func aLockHeldElsewhereIsToldAndGivenUp() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        #expect(try cli.run(["record", "--db", db, "--label", "a"] + Self.oneCase).status == 0)
        let holder = try DatabaseQueue(path: db)
        try holder.writeWithoutTransaction { connection in
            try connection.execute(sql: "BEGIN IMMEDIATE")
            var waiting = cli
            waiting.environment["LAYOUTLAB_LOCK_TIMEOUT"] = "1.5"
            for command in [["record", "--label", "b"] + Self.oneCase, ["merge", folder.path("lab.sqlite"), folder.path("other.sqlite")]] {
                if command[0] == "merge" {
                    _ = try cli.run(["record", "--db", folder.path("other.sqlite"), "--label", "x"] + Self.oneCase)
                }
                let result = try waiting.run(command[0] == "merge" ? command : command + ["--db", db], timeout: 60)
                #expect(result.status == 3, "\(command): \(result.status) \(result.stderr)")
                #expect(result.stderr.contains("warning: waiting for another process that holds the lock on"), "\(result.stderr)")
                #expect(result.stderr.contains("error: gave up after 1.5 s waiting for another process"), "\(result.stderr)")
            }
            try connection.execute(sql: "ROLLBACK")
        }
        #expect(try Self.summary(db) == "a complete 1")
    }

    /// Ranges whose point count is past any integer trapped; now each is one line of bad input.
    @Test(arguments: ["width=1...1e30", "width=-1e308...1e308", "width=1...10/1e-300", "param.ratio=0...1e300", "width=1...1e400"])
    func sweepsBeyondTheLimitAreRefused(sweep: String) throws {
        let result = try cli.run(["record", "--db", "/nonexistent/x.sqlite", "--scenario", "layout/ratio-split-hstack", "--sweep", sweep], timeout: 30)
        result.expectBadInput("bad --sweep")
    }

    @Test func sweepsThatMultiplyPastTheLimitAreRefused() throws {
        let result = try cli.run(["record", "--db", "/nonexistent/x.sqlite", "--sweep", "width=1...1000", "--sweep", "width=1...1000"], timeout: 30)
        result.expectBadInput("bad --sweep", "more than 10000")
    }

    /// Under an address-space limit, engine threads are made with smaller stacks or not at all,
    /// never retried for ever: the record ends, its run is not left `running`.
    @Test func aRecordUnderAMemoryLimitEnds() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        for limit in [600_000, 3_000_000] {
            let result = try cli.run(shell: "ulimit -v \(limit); exec \"$0\" \"$@\"", ["record", "--db", db] + Self.oneCase, timeout: 120)
            #expect(!result.timedOut, "a record under ulimit -v \(limit) hung")
            #expect(!result.signalled)
            #expect([0, 3].contains(result.status), "\(limit): \(result.status) \(result.stderr)")
        }
        let statuses = try DatabaseQueue(path: db).read { db in try String.fetchAll(db, sql: "SELECT status FROM runs") }
        #expect(!statuses.contains("running"), "\(statuses)")
        #expect(statuses.last == "complete")
    }

    /// Memory running out inside a case (the 10,000-row table under a 1.2 GB address-space
    /// limit): the case fails in its worker, the others are recorded, and the run completes.
    @Test func aCaseThatRunsOutOfMemoryFailsAlone() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let result = try cli.run(shell: "ulimit -v 1200000; exec \"$0\" \"$@\"", [
            "record", "--db", db, "--scenario", "stress/measured-table", "--variant", "rows-100", "--variant", "rows-10000", "--profile", "iphone-15",
        ], timeout: 300)
        #expect(!result.timedOut && !result.signalled)
        #expect([0, 3].contains(result.status), "\(result.status): \(result.stderr)")
        let rows = try DatabaseQueue(path: db).read { db in
            try Row.fetchAll(db, sql: "SELECT variant, outcome, COALESCE(error, '') FROM run_cases ORDER BY case_id").map { ["\($0[0] as String)", "\($0[1] as String)", "\($0[2] as String)"] }
        }
        let status = try DatabaseQueue(path: db).read { db in try String.fetchOne(db, sql: "SELECT status FROM runs") }
        #expect(status == "complete")
        #expect(rows.map { $0[0] } == ["rows-100", "rows-10000"])
        #expect(rows.first?[1] == "stable")
        if result.status == 3 {
            #expect(rows.last?[1] == "error" && rows.last?[2].contains("the case's code stopped the process") == true, "\(rows)")
            #expect(result.stderrLines.count == 1 && result.stderr.hasPrefix("error: case stress/measured-table rows-10000"), "\(result.stderr)")
        }
    }

    // MARK: - Exit statuses that mean what they say

    /// The database cannot grow (a file-size limit, as a full disk): the machine's failure, exit 3
    /// (it was 2, "bad input"), the run marked `failed`, the file whole.
    @Test func aDatabaseThatCannotGrowIsAFailureOfTheMachine() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        #expect(try cli.run(["record", "--db", db, "--label", "small"] + Self.oneCase).status == 0)
        let result = try cli.run(shell: "ulimit -f 2000; exec \"$0\" \"$@\"", [
            "record", "--db", db, "--label", "big", "--scenario", "stress/measured-table", "--variant", "rows-1000", "--profile", "iphone-15",
        ], timeout: 300)
        #expect(result.status == 3, "\(result.status): \(result.stderr)")
        #expect(result.stderrLines.count == 1 && result.stderr.hasPrefix("error: recording failed: SQLite failed on"), "\(result.stderr)")
        #expect(try Self.summary(db) == "small complete 1|big failed 0")
        #expect(try Self.integrity(db) == "ok")
    }

    /// No file descriptors left: exit 3, not "bad input".
    ///
    /// libdispatch (under Swift's concurrency runtime) opens descriptors of its own now and then
    /// (its thread-pool monitor reads `/proc`) and traps when it cannot, so a process out of
    /// descriptors ends on SIGILL in about one run in forty, whatever layoutlab does, and in most
    /// runs on a machine loaded enough that the monitor wakes during the command (three in a row
    /// once, beside four builds on two cores); such a run is tried again, five times at most
    /// (docs/cli.md, "Reliability").
    @Test func runningOutOfDescriptorsIsAFailureOfTheMachine() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        #expect(try cli.run(["record", "--db", db, "--label", "a"] + Self.oneCase).status == 0)
        for limit in [6, 10] {
            var result = try cli.run(shell: "ulimit -n \(limit); exec \"$0\" \"$@\"", ["runs", "--db", db])
            for _ in 0..<5 where result.signalled {
                result = try cli.run(shell: "ulimit -n \(limit); exec \"$0\" \"$@\"", ["runs", "--db", db])
            }
            #expect(result.status == 3, "ulimit -n \(limit): \(result.status) \(result.stderr)")
            #expect(result.stderrLines.count == 1 && result.stderr.hasPrefix("error: SQLite failed on"), "\(result.stderr)")
        }
    }

    @Test func stdoutThatCannotBeWrittenIsAFailure() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        #expect(try cli.run(["record", "--db", db, "--label", "a"] + Self.oneCase).status == 0)
        for redirect in ["> /dev/full", ">&-"] {
            for command in [["runs", "--db", db], ["report", "a", "--db", db], ["scenarios"]] {
                let result = try cli.run(shell: "exec \"$0\" \"$@\" \(redirect)", command)
                #expect(result.status == 3, "\(command) \(redirect): \(result.status)")
                #expect(result.stderrLines.count == 1 && result.stderr.hasPrefix("error: cannot write to standard output"), "\(result.stderr)")
            }
        }
    }

    @Test func messagesNameTheInputInLayoutLabsWords() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        try cli.run(["recrod", "--db", db]).expectBadInput("unknown command 'recrod'; did you mean 'record'?")
        try cli.run(["record", "--db", db, "--jobs", "-1"]).expectBadInput("bad --jobs '-1'")
        try cli.run(["check", "--db", "/dev/null"]).expectBadInput("is a character device, not a regular file")
        let escape = try cli.run(["record", "--db", db, "--label", "x\u{1B}[31mred"] + Self.oneCase)
        escape.expectBadInput("cannot hold control characters", "\\u{1B}")
        #expect(!escape.stderr.contains("\u{1B}"))
        try cli.run(["record", "--db", db, "--label", "base.sqlite:main"] + Self.oneCase).expectBadInput("reads as FILE:RUN")
        // Nothing was written by any of them: no database was even made.
        #expect(!FileManager.default.fileExists(atPath: db))
        // A folder the diff cannot make its scratch database in: layoutlab's words, no error domain.
        #expect(try cli.run(["record", "--db", db, "--label", "a"] + Self.oneCase).status == 0)
        try cli.run(["report", "a", "--db", db, "--output", folder.path("missing/out.txt")]).expectBadInput("cannot write")
        var noTemporary = cli
        // A file where a folder should be: no permission bits stop root, this does.
        try Data().write(to: URL(fileURLWithPath: folder.path("plain-file")))
        noTemporary.environment["TMPDIR"] = folder.path("plain-file/tmp")
        let diff = try noTemporary.run(["diff", "\(db):a", "\(db):a"])
        #expect(diff.status == 3, "\(diff.stderr)")
        #expect(!diff.stderr.contains("NSCocoaErrorDomain") && !diff.stderr.contains("Error Domain"), "\(diff.stderr)")
        #expect(diff.stderrLines.count == 1, "\(diff.stderr)")
    }

    /// An interrupt or SIGQUIT while a command has temporary files removes them; SIGQUIT ends the
    /// command as SIGTERM does, without a core.
    @Test(arguments: [SIGINT, SIGTERM, SIGQUIT])
    func aSignalRemovesTheTemporaryFiles(signal: Int32) async throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        #expect(try cli.run(["record", "--db", db, "--label", "a"] + Self.oneCase).status == 0)
        // A converter that takes its time: the render waits in it with its scratch folder made.
        try FileManager.default.createDirectory(atPath: folder.path("bin"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path("tmp"), withIntermediateDirectories: true)
        try "#!/bin/sh\nsleep 20\n".write(toFile: folder.path("bin/rsvg-convert"), atomically: true, encoding: .utf8)
        chmod(folder.path("bin/rsvg-convert"), 0o755)
        let process = Process()
        process.executableURL = cli.executable
        process.arguments = ["render", "a", "read-size/child-size", "--db", db, "--output", folder.path("out.png")]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = folder.path("bin") + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["TMPDIR"] = folder.path("tmp")
        process.environment = environment
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, (try FileManager.default.contentsOfDirectory(atPath: folder.path("tmp"))).isEmpty {
            try await Task.sleep(for: .milliseconds(50))
        }
        // The scratch folder is there; give the converter a moment to start.
        try await Task.sleep(for: .milliseconds(300))
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == (signal == SIGQUIT ? SIGTERM : signal))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("tmp")).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.png")))
    }

    /// SIGINT while a diff of runs in two files copies them into its temporary database: the
    /// temporary folder goes with the command (it was left behind).
    @Test func anInterruptedCrossFileDiffLeavesNoTemporaryFolder() async throws {
        let folder = try TemporaryFolder()
        let a = folder.path("a.sqlite"), b = folder.path("b.sqlite")
        let table = ["--scenario", "stress/measured-table", "--variant", "rows-1000", "--profile", "iphone-15"]
        #expect(try cli.run(["record", "--db", a, "--label", "a"] + table).status == 0)
        #expect(try cli.run(["record", "--db", b, "--label", "b"] + table).status == 0)
        try FileManager.default.createDirectory(atPath: folder.path("tmp"), withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = cli.executable
        process.arguments = ["diff", "\(a):a", "\(b):b"]
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = folder.path("tmp")
        process.environment = environment
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        // Interrupted as soon as its temporary folder is there, copying the first run.
        var seen = false
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning {
            if try !FileManager.default.contentsOfDirectory(atPath: folder.path("tmp")).isEmpty {
                seen = true
                kill(process.processIdentifier, SIGINT)
                break
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        process.waitUntilExit()
        #expect(seen, "the diff ended before its temporary folder was seen")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("tmp")).isEmpty)
    }

    // MARK: - Helpers

    /// "label status cases|…" for every run, oldest first, read through SQLite alone.
    static func summary(_ path: String) throws -> String {
        var configuration = Configuration()
        configuration.readonly = true
        return try DatabaseQueue(path: path, configuration: configuration).read { db in
            try Row.fetchAll(db, sql: """
                SELECT r.label, r.status, (SELECT COUNT(*) FROM run_cases c WHERE c.run_id = r.id) FROM runs r ORDER BY r.id
                """).map { row in
                "\(row[0] as String? ?? "-") \(row[1] as String) \(row[2] as Int)"
            }.joined(separator: "|")
        }
    }

    /// SQLite's `integrity_check` of the file, through a read-only connection: "ok" when whole.
    static func integrity(_ path: String) throws -> String {
        var configuration = Configuration()
        configuration.readonly = true
        return try DatabaseQueue(path: path, configuration: configuration).read { db in
            try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "; ")
        }
    }

    /// Fills every page of the file from `first` (1-based) on with `byte`, but the last.
    static func overwrite(_ path: String, pagesFrom first: Int, with byte: UInt8) throws {
        var data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let pageSize = Int(data[16]) << 8 | Int(data[17])
        let pages = data.count / pageSize
        guard pages > first else { return }
        for offset in (first - 1) * pageSize..<(pages - 1) * pageSize where offset % 7 == 0 { data[offset] = byte }
        try Data(data).write(to: URL(fileURLWithPath: path))
    }
}
