import Foundation
import Testing

/// The house rules of docs/architecture.md, checked on the sources so that they stay true.
@Suite struct ArchitectureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file below `folder` (relative to the package root), with its path from there.
    static func swiftFiles(in folder: String) throws -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        let enumerator = try #require(FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil))
        var files: [(String, String)] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let relative = folder + "/" + url.path.dropFirst(base.path.count + 1)
            files.append((relative, try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The engine depends on nothing but Foundation, the standard library's own modules and
    /// OpenCombine (whose publishers `@Published` and `objectWillChange` are, so that Combine code
    /// and the engine share one `AnyCancellable`), so that a user's scenario package pulls in
    /// nothing else.
    @Test func theEngineImportsOnlyFoundationAndTheStandardLibrary() throws {
        let files = try Self.swiftFiles(in: "Sources/LayoutLab")
        #expect(files.count > 50)
        try Self.expectImports(in: "Sources/LayoutLab", only: Self.standardModules.union(["OpenCombine"]))
    }

    /// `_Concurrency` is the standard library's, imported by name only for its custom-executor SPI
    /// (Runtime/CaseMainActor.swift).
    static let standardModules: Set<String> = ["Foundation", "Observation", "Synchronization", "Dispatch", "_Concurrency"]

    /// The testing module and the diff model and pictures it uses link no database: a user's test target
    /// that asks for layout snapshots gets no SQLite.
    @Test func theTestingModuleAndTheDiffModelLinkNoDatabase() throws {
        try Self.expectImports(in: "Sources/LayoutLabDiff", only: Self.standardModules.union(["LayoutLab", "LayoutLabReportTemplates", "Mustache"]))
        try Self.expectImports(
            in: "Sources/LayoutLabTesting", only: Self.standardModules.union(["LayoutLab", "LayoutLabDiff", "LayoutLabPictures", "Testing", "XCTest"])
        )
        try Self.expectImports(in: "Sources/LayoutLabPictures", only: Self.standardModules.union(["LayoutLab", "LayoutLabDiff"]))
    }

    /// Every module imported by a file below `folder` is one of `allowed`.
    static func expectImports(in folder: String, only allowed: Set<String>) throws {
        for file in try swiftFiles(in: folder) {
            for line in file.text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let importIndex = words.firstIndex(of: "import"), importIndex <= 1,
                      importIndex == 0 || words[0].hasPrefix("@") else { continue }
                let module = String(words[importIndex + 1].split(separator: ".")[0])
                #expect(allowed.contains(module), "\(file.path) imports \(module)")
            }
        }
    }

    /// A layout rule lives in `Layouts/`, one type a file, named after the file: a reader finds
    /// "how does HStack distribute width" by file name alone.
    @Test func everyLayoutRuleLivesInLayoutsInAFileOfItsName() throws {
        let conformance = try Regex(#"^(?:public |final |private |fileprivate )*(?:struct|class|enum) (\w+)(?:<[^>]*>)?\s*:\s*([^{]*)\{"#)
            .anchorsMatchLineEndings()
        var rules: [String: String] = [:]
        for file in try Self.swiftFiles(in: "Sources/LayoutLab") {
            for match in file.text.matches(of: conformance) {
                let name = String(match.output[1].substring!)
                let protocols = match.output[2].substring!.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                guard protocols.contains(where: { ["LayoutRule", "LeafRule", "ContentSpacingRule", "Layout"].contains($0) }) else { continue }
                rules[name] = file.path
            }
        }
        #expect(rules.count >= 20, "\(rules.keys.sorted())")
        for (name, path) in rules.sorted(by: { $0.key < $1.key }) {
            #expect(path.hasPrefix("Sources/LayoutLab/Layouts/"), "\(name) is in \(path)")
            let fileName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            // The rules of HStack and VStack share StackArrangement.swift; every other rule has a file of its name.
            #expect(fileName == name || fileName == "GridRule" && name == "GridRowRule", "\(name) is in \(path)")
        }
        // Internal rules end in `Rule`; a name ending in `Layout` is one of SwiftUI's public types.
        for name in rules.keys where !name.hasSuffix("Rule") {
            #expect(name.hasSuffix("Layout"), "\(name)")
        }
    }

    /// A pass asks a subtree for explicit alignment values only when the rules in it say they can
    /// have some (`LayoutRule.explicitGuideSource`, `.none` by default): a rule that answers
    /// `explicitAlignment` itself and forgot to say so would lose its values silently.
    @Test func everyRuleThatAnswersExplicitAlignmentSaysWhereItsValuesComeFrom() throws {
        var answering = 0
        for file in try Self.swiftFiles(in: "Sources/LayoutLab/Layouts") {
            let answers = file.text.components(separatedBy: "func explicitAlignment(of key: AlignmentKey").count - 1
                + file.text.components(separatedBy: "func explicitAlignment(of requested: AlignmentKey").count - 1
            let declares = file.text.components(separatedBy: "var explicitGuideSource: ExplicitGuideSource {").count - 1
            answering += answers
            // LayoutRule.swift declares the requirement and its default (`.none`, answering nil).
            #expect(declares == answers, "\(file.path): \(answers) explicitAlignment answers, \(declares) explicitGuideSource")
        }
        #expect(answering >= 17)
    }

    /// A comment's `docs/<page>.md, "<heading>"` names a page and a heading that exist, so that a
    /// reader who follows it finds the rule.
    @Test func everyCitedDocsSectionExists() throws {
        let citation = try Regex(#"docs/([a-z-]+\.md), "([^"]+)""#)
        var cited = 0
        for folder in ["Sources", "Tests", "Migrations"] {
            for file in try Self.swiftFiles(in: folder) {
                for match in file.text.matches(of: citation) {
                    let page = String(match.output[1].substring!), heading = String(match.output[2].substring!)
                    let url = Self.root.appendingPathComponent("docs").appendingPathComponent(page)
                    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                    let headings = text.split(separator: "\n").filter { $0.hasPrefix("#") }
                        .map { $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces) }
                    #expect(headings.contains(heading), "\(file.path) cites \(page), \"\(heading)\"")
                    cited += 1
                }
            }
        }
        #expect(cited >= 10)
    }

    /// The code cites the repository's own docs; nothing points at documents a reader cannot open.
    @Test func nothingCitesTheOutsideDesignDocument() throws {
        for folder in ["Sources", "Tests", "Benchmarks/Benchmarks"] {
            for file in try Self.swiftFiles(in: folder) {
                let cites = file.text.contains("DESIGN" + " §")
                #expect(!cites, "\(file.path)")
            }
        }
    }

    /// No page of docs/ or the README keeps a merge's conflict markers: a reader would take
    /// both sides for the design.
    @Test func noDocumentKeepsConflictMarkers() throws {
        let docs = Self.root.appendingPathComponent("docs")
        let pages = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }
            .map { docs.appendingPathComponent($0) } + [Self.root.appendingPathComponent("README.md")]
        #expect(pages.count > 5)
        for page in pages {
            let lines = try String(contentsOf: page, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let markers = lines.filter { $0.hasPrefix("<<<<<<< ") || $0.hasPrefix(">>>>>>> ") || $0 == "=======" }
            #expect(markers.isEmpty, "\(page.lastPathComponent): \(markers)")
        }
    }
}
