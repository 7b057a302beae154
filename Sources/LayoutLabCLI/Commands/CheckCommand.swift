import ArgumentParser
import LayoutLabStore

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a database for damage: its schema, its pages, its foreign keys and runs left running.",
        discussion: """
            Reads the database without writing to it and prints what it found, area by area. Exits 0 when \
            everything is in order, 2 when something is not (or the file is not a layoutlab database). \
            A damaged file can often be saved with sqlite3's .recover; see docs/cli.md, \"Damaged databases\".
            """
    )

    @OptionGroup var database: DatabaseOption

    @Flag(help: "Run SQLite's integrity_check, which also compares every index with its table, whatever the file's size (by default files over 32 MB get the faster quick_check).")
    var full = false

    func run() throws {
        let path = database.resolvedPath
        let check = try badInputOnStoreError { try LayoutStore.check(path: path, full: full, lockTimeout: OpenedStores.lockTimeout) { Terminal.warning($0) } }
        for area in check.areas {
            let label = Terminal.paint(area.name + ":") { $0.bold }
            if area.problems.isEmpty {
                print("\(label) ok (\(area.summary))")
            } else {
                for problem in area.problems {
                    print("\(label) \(Terminal.paint(problem) { $0.red })")
                }
            }
        }
        guard check.isClean else {
            let count = check.problemCount
            throw BadInput(
                "\"\(path)\" has \(count) problem\(count == 1 ? "" : "s") (listed above); a damaged file can be recovered with sqlite3's .recover"
            )
        }
        print("\(path): clean")
    }
}
