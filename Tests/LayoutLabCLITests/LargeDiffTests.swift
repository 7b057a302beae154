import Foundation
import Testing

/// The two diffs that used to bury their changes: the catalog on iOS 18 against iOS 26, and the
/// catalog with text 15% larger. Each must fit one GitHub comment as Markdown, and its text must
/// list each change once: nodes whose frames moved together are one row.
@Suite(.serialized) struct LargeDiffTests {
    let cli = CLIRunner()

    @Test func theCatalogAcrossGenerationsAndWithLargerTextFitsAPullRequest() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("catalog.sqlite")
        for arguments in [["--label", "ios-18", "--os", "ios-18"], ["--label", "ios-26"], ["--label", "scaled", "--set", "text.scale=1.15"]] {
            let recorded = try cli.run(["record", "--db", db] + arguments, timeout: 1200)
            #expect(recorded.status == 0, "\(recorded.stderr)")
        }
        for (a, b) in [("ios-18", "ios-26"), ("ios-26", "scaled")] {
            let markdown = try cli.run(["diff", a, b, "--db", db, "--format", "md"])
            #expect(markdown.status == 1, "\(markdown.stderr)")
            #expect(markdown.stdout.count < 60_000, "\(a) → \(b): \(markdown.stdout.count) characters")
            let full = try cli.run(["diff", a, b, "--db", db, "--format", "md", "--no-cap"])
            if full.stdout.count >= 60_000 {
                #expect(markdown.stdout.contains("in the HTML report"), "\(markdown.stdout.suffix(500))")
            }
            // The summary comes first, in sentences.
            #expect(markdown.stdout.contains(" grew by ") || markdown.stdout.contains(" shrank by "), "\(markdown.stdout.prefix(2000))")
            print("\(a) → \(b): Markdown \(markdown.stdout.count) characters capped, \(full.stdout.count) with --no-cap")

            let text = try cli.run(["diff", a, b, "--db", db])
            let lines = text.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.allSatisfy { $0.count <= 120 }, "\(lines.filter { $0.count > 120 }.prefix(3))")
            let json = try cli.run(["diff", a, b, "--db", db, "--format", "json"])
            let expected = try Self.changes(inJSON: json.stdout)
            let rows = Self.changeRows(inText: text.stdout)
            #expect(rows == expected.changes, "\(a) → \(b): \(rows) rows, \(expected.changes) changes in \(expected.nodes) nodes")
            #expect(rows < expected.nodes, "wrappers are folded into the change they wrap")
        }
    }

    /// The rows of the text's change tables (`STEP  NODE  CHANGE …`), every case.
    static func changeRows(inText text: String) -> Int {
        var rows = 0
        var inTable = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  STEP  NODE") { inTable = line.contains("CHANGE"); continue }
            if line.isEmpty || !line.hasPrefix("  ") { inTable = false; continue }
            if inTable { rows += 1 }
        }
        return rows
    }

    /// From the diff's JSON, which lists every changed node: how many nodes, and how many changes
    /// a person would count. Nodes that are parent and child (by path) and changed the same way
    /// (the same delta; or both added, or both removed) are one change, except that each named
    /// node among them is a change of its own.
    static func changes(inJSON json: String) throws -> (nodes: Int, changes: Int) {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        var nodes = 0, changes = 0
        for caseDiff in object["cases"] as! [[String: Any]] {
            for step in caseDiff["stepDiffs"] as? [[String: Any]] ?? [] {
                let stepNodes = (step["nodes"] as! [[String: Any]]).filter { $0["kind"] as? String != "unchanged" }
                nodes += stepNodes.count
                func motion(_ node: [String: Any], _ index: Int) -> String {
                    let kind = node["kind"] as! String
                    switch kind {
                    case "added", "removed": return kind
                    case "moved", "resized", "moved+resized":
                        let delta = node["delta"] as! [String: Any]
                        return ["x", "y", "width", "height"].map { "\(delta[$0]!)" }.joined(separator: ",")
                    default: return "own \(index)"
                    }
                }
                let motions = stepNodes.indices.map { motion(stepNodes[$0], $0) }
                let index = Dictionary(stepNodes.indices.map { (stepNodes[$0]["path"] as! String, $0) }, uniquingKeysWith: { a, _ in a })
                var group = Array(stepNodes.indices)
                func find(_ i: Int) -> Int { group[i] == i ? i : find(group[i]) }
                for i in stepNodes.indices {
                    let path = stepNodes[i]["path"] as! String
                    guard let slash = path.lastIndex(of: "/"), let parent = index[String(path[..<slash])], motions[parent] == motions[i] else { continue }
                    let (a, b) = (find(i), find(parent))
                    if a != b { group[a] = b }
                }
                var named: [Int: Int] = [:]
                for i in stepNodes.indices { named[find(i), default: 0] += stepNodes[i]["name"] is String ? 1 : 0 }
                changes += named.values.map { max(1, $0) }.reduce(0, +)
            }
        }
        return (nodes, changes)
    }
}
