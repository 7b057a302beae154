import Foundation
import GRDB
import LayoutLabStore
import Testing

/// The store owns the schema's SQL: the reports and the CLI read through its typed reads
/// (`LayoutStore.read` and `Recording`), so a change to a table touches one module.
@Suite struct StoreBoundaryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The tables and indexes of a database this binary creates, from its `sqlite_schema`.
    static func storeObjects() throws -> [String] {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.path("fresh.sqlite"))
        return try store.reader.read { db in
            try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_schema WHERE type IN ('table', 'index') AND name NOT LIKE 'sqlite_%' ORDER BY name"
            )
        }
    }

    @Test func reportsAndCLINameNoTableAndHoldNoSQL() throws {
        let objects = try Self.storeObjects()
        #expect(objects.contains("node_frame") && objects.contains("step") && objects.contains("node_frame_node"))
        let checker = SQLBoundary(storeObjects: objects)
        var files = 0
        for folder in ["Sources/LayoutLabDiff", "Sources/LayoutLabReports", "Sources/LayoutLabCLI", "Sources/LayoutLabTesting"] {
            let base = Self.root.appendingPathComponent(folder)
            let enumerator = try #require(FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil))
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                files += 1
                let text = try String(contentsOf: url, encoding: .utf8)
                for problem in checker.problems(in: text) {
                    Issue.record("\(folder)/\(url.path.dropFirst(base.path.count + 1)): \(problem)")
                }
            }
        }
        #expect(files > 50)
    }

    /// The checker itself finds each kind of trespass.
    @Test func theCheckerFindsTablesAndSQL() throws {
        let checker = SQLBoundary(storeObjects: try Self.storeObjects())
        let offenders = [
            #"let rows = try Row.fetchAll(db, sql: "SELECT x FROM pass_frames")"#,
            #"let count = "select count(*) from node_frame where pass_id = ?""#,
            "let join = \"\"\"\n    LEFT JOIN node_frame b INDEXED BY node_frame_node ON b.node_id = a.node_id\n    \"\"\"",
            #"let text = "FROM step s JOIN pass p""#,
            "import GRDB",
            #"static let databaseTableName = "run""#,
            "// reads run_case directly",
        ]
        for offender in offenders {
            #expect(!checker.problems(in: offender).isEmpty, "\(offender)")
        }
        let innocent = [
            #"let title = "Steps: \(count) step(s), \(passes) pass(es), \(DiffWording.count(1, "diagnostic"))""#,
            #"print("Select the runs from the list with --db")"#,
            #"let node = step.passes.first { $0.index == run.id }"#,
        ]
        for text in innocent {
            #expect(checker.problems(in: text).isEmpty, "\(text)")
        }
    }
}

/// Finds what only the store may write: SQL statements, the store's tables and indexes in a SQL
/// position, any name of one with an underscore (which reads as nothing else), and GRDB itself.
struct SQLBoundary {
    /// Each table or index with the patterns that find it: anywhere for a name with an underscore,
    /// else only after a SQL keyword inside a string literal.
    private let names: [(name: String, anywhere: Regex<AnyRegexOutput>?, inSQL: Regex<AnyRegexOutput>)]

    init(storeObjects: [String]) {
        names = storeObjects.map { name in
            (
                name, name.contains("_") ? try! Regex("\\b\(name)\\b") : nil,
                try! Regex(#"(?i)\b(from|join|into|update|table|indexed\s+by)\s+["`]?"# + name + #"\b"#)
            )
        }
    }

    func problems(in source: String) -> [String] {
        var problems: [String] = []
        if source.contains(try! Regex(#"(?m)^\s*(@\w+\s+)*import\s+GRDB"#)) { problems.append("imports GRDB") }
        for api in ["sql:", "SQLRequest", "makeStatement", "databaseTableName", "Table(\""] where source.contains(api) {
            problems.append("uses GRDB's \(api)")
        }
        for (name, anywhere, _) in names {
            if let anywhere, source.contains(anywhere) { problems.append("names \(name)") }
        }
        let statements = Self.statementPatterns
        for literal in SwiftStringLiterals.contents(of: source) {
            if statements.contains(where: { literal.contains($0) }) { problems.append("SQL in \"\(literal.prefix(60))\"") }
            for (name, _, inSQL) in names where literal.contains(inSQL) {
                problems.append("names \(name) in \"\(literal.prefix(60))\"")
            }
        }
        return problems
    }

    /// The shapes of SQL statements, in any case (a lowercase `select` only with a column list, so
    /// that English help text passes).
    static var statementPatterns: [Regex<AnyRegexOutput>] {
        [
            #"(?s)\bSELECT\b.+\bFROM\b"#, #"(?i)\bselect\s+(\*|count\s*\(|distinct\b|[\w.]+\s*,)"#,
            #"(?i)\binsert\s+(or\s+\w+\s+)?into\b"#, #"(?i)\bdelete\s+from\b"#, #"(?i)\bupdate\s+\w+\s+set\b"#,
            #"(?i)\b(create|drop|alter)\s+(table|view|index|trigger)\b"#, #"(?i)\bpragma\s+\w+"#,
            #"(?i)\bindexed\s+by\b"#, #"(?i)\bjoin\s+\w+(\s+\w+)?\s+on\b"#,
        ].map { try! Regex($0) }
    }
}

/// The text of a Swift file's string literals (single-line, multi-line and raw), without their
/// interpolations; comments are skipped.
enum SwiftStringLiterals {
    static func contents(of source: String) -> [String] {
        let characters = Array(source)
        var literals: [String] = []
        var index = 0
        func at(_ offset: Int) -> Character? { index + offset < characters.count ? characters[index + offset] : nil }
        while index < characters.count {
            let character = characters[index]
            if character == "/", at(1) == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else if character == "/", at(1) == "*" {
                index += 2
                while index < characters.count, !(characters[index] == "*" && at(1) == "/") { index += 1 }
                index += 2
            } else if character == "\"" || (character == "#" && at(1) == "\"") {
                var hashes = 0
                while at(0) == "#" { hashes += 1; index += 1 }
                let multiline = at(0) == "\"" && at(1) == "\"" && at(2) == "\""
                index += multiline ? 3 : 1
                let closing = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
                let escape = "\\" + String(repeating: "#", count: hashes)
                var text = ""
                while index < characters.count {
                    if String(characters[index..<min(characters.count, index + closing.count)]) == closing {
                        index += closing.count
                        break
                    }
                    if String(characters[index..<min(characters.count, index + escape.count)]) == escape {
                        index += escape.count
                        if at(0) == "(" {
                            // An interpolation: code, not text; skip to its closing parenthesis.
                            var depth = 0
                            repeat {
                                if characters[index] == "(" { depth += 1 }
                                if characters[index] == ")" { depth -= 1 }
                                index += 1
                            } while depth > 0 && index < characters.count
                            text += " "
                        } else {
                            index += 1
                        }
                        continue
                    }
                    if !multiline, characters[index] == "\n" { break }
                    text.append(characters[index])
                    index += 1
                }
                literals.append(text)
                continue
            } else {
                index += 1
            }
        }
        return literals
    }
}
