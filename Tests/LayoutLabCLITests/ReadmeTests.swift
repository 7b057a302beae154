import Foundation
import Testing

/// The promises of the README and of the docs it sends readers to, checked against the real thing.
@Suite struct ReadmeTests {
    /// A file of the repository, by its path from the root.
    static func document(_ path: String) -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    static let readme = document("README.md")
    static let schemaPage = document("docs/schema.md")
    static let scenariosPage = document("docs/scenarios.md")

    /// The `sqlite3 layoutlab.sqlite "…"` lines of a document.
    static func queries(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let prefix = "sqlite3 layoutlab.sqlite \""
            guard line.hasPrefix(prefix), line.hasSuffix("\"") else { return nil }
            return String(line.dropFirst(prefix.count).dropLast())
        }
    }

    @Test func theQueriesRunAgainstAFreshRecordingAndReturnRows() throws {
        #expect(Self.queries(in: Self.readme).count >= 5)
        #expect(Self.queries(in: Self.schemaPage).count >= 5)
        let queries = Self.queries(in: Self.readme) + Self.queries(in: Self.schemaPage)
        let folder = try TemporaryFolder()
        // Two runs, for the queries that compare them.
        for _ in 0..<2 {
            let record = try CLIRunner(directory: folder.url).run([
                "record", "--scenario", "layout/*", "--scenario", "style-guide/*", "--scenario", "measurement-reader/*",
                "--scenario", "geometry-reader/text-jitter", "--profile", "iphone-15", "--profile", "ipad-air-11",
            ])
            #expect(record.status == 0, "\(record.stderr)")
        }
        for query in queries {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", "import sqlite3,sys; print(len(sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchall()))", folder.path("layoutlab.sqlite"), query]
            let out = Pipe()
            process.standardOutput = out
            process.standardError = Pipe()
            try process.run()
            let count = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(query)")
            #expect((Int(count) ?? 0) > 0, "no rows: \(query)")
        }
    }

    @Test func theCatalogTableListsEveryScenario() throws {
        let listing = try JSONSerialization.jsonObject(with: Data(try CLIRunner().run(["scenarios", "--format", "json"]).stdout.utf8)) as! [[String: Any]]
        #expect(!listing.isEmpty)
        for entry in listing {
            let name = entry["name"] as! String
            #expect(Self.scenariosPage.contains("| `\(name)` |"), "the catalog table of docs/scenarios.md misses \(name)")
        }
    }
}
