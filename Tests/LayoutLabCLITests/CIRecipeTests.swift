import Foundation
import Testing

/// docs/ci.md's workflow, run here step by step in order as GitHub Actions would run it: a push to
/// the main branch (record the shards, merge them, keep the baseline), then a pull request whose
/// layouts moved (record, merge, compare with the baseline, comment). The workflow is read from the
/// document itself; `layoutlab` is the built binary on a small selection, `gh` a stand-in that
/// keeps the comment, and the actions the recipe uses (checkout, artifacts, cache) are played by
/// copying files between folders.
@Suite struct CIRecipeTests {
    let cli = CLIRunner()

    /// The scenarios and profile every record of the test is narrowed to.
    static let selection = "--scenario 'measurement-reader/same-width*' --profile iphone-15"

    @Test func theWorkflowRunsInOrderAndItsCommentFits() throws {
        let document = ReadmeTests.document("docs/ci.md")
        let workflow = try Workflow(markdown: document)
        #expect(workflow.jobs.map(\.name) == ["record", "compare"])
        #expect(workflow.jobs.first?.shards.count == Int(workflow.env["SHARDS"] ?? ""), "SHARDS is the matrix's length")

        let folder = try TemporaryFolder()
        let root = URL(fileURLWithPath: folder.path("ci"))
        let tools = root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        // `layoutlab` narrows every record to the selection, plus what the event's runner adds
        // (the pull request's text grows 15 %: its layouts move).
        try script(tools.appendingPathComponent("layoutlab"), """
            #!/bin/sh
            if [ "$1" = record ]; then exec '\(cli.executable.path)' "$@" \(Self.selection) $CI_TEST_RECORD_EXTRA; fi
            exec '\(cli.executable.path)' "$@"
            """)
        // `gh` keeps the body file it was given, and its arguments.
        try script(tools.appendingPathComponent("gh"), """
            #!/bin/sh
            printf '%s\\n' "$@" > "$CI_TEST_OUT/gh-arguments"
            while [ $# -gt 0 ]; do
              if [ "$1" = --body-file ]; then cp "$2" "$CI_TEST_OUT/comment.md"; fi
              shift
            done
            """)
        var runner = Runner(workflow: workflow, root: root, tools: tools)
        try runner.run(event: "push", extraRecordArguments: "")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("comment.md").path), "a push posts no comment")
        #expect(runner.cache.count == 1, "the push kept a baseline")
        try runner.run(event: "pull_request", extraRecordArguments: "--set text.scale=1.15")

        #expect(runner.ran.count >= 2 * (workflow.jobs[0].shards.count + 1) + 2, "\(runner.ran)")
        let arguments = try String(contentsOf: root.appendingPathComponent("gh-arguments"), encoding: .utf8)
        #expect(arguments.hasPrefix("pr\ncomment\n"), "\(arguments)")
        let comment = try String(contentsOf: root.appendingPathComponent("comment.md"), encoding: .utf8)
        #expect(comment.count < 60_000 && comment.count > 0)
        #expect(comment.contains("measurement-reader/same-width"), "\(comment.prefix(2_000))")
        #expect(!comment.contains("No layout baseline"), "the baseline the push kept was found")
        // The merged run is the whole selection: every shard's cases, once.
        let merged = try cli.run(["runs", "--db", root.appendingPathComponent("pull_request/compare/layouts.sqlite").path, "--format", "json"])
        let runs = try #require(try JSONSerialization.jsonObject(with: Data(merged.stdout.utf8)) as? [[String: Any]])
        #expect(runs.count == 1 && runs.first?["label"] as? String == "layouts", "\(merged.stdout)")
    }

    private func script(_ url: URL, _ text: String) throws {
        try text.write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
}

/// The parts of a GitHub Actions workflow the recipe uses, read from the first `yaml` block of a
/// Markdown document: the workflow's `env`, and each job's shard matrix and steps.
struct Workflow {
    struct Step {
        var name: String?
        var uses: String?
        var condition: String?
        var run: String?
        var with: [String: String] = [:]
        var env: [String: String] = [:]
    }

    struct Job {
        var name: String
        var shards: [String] = []
        var steps: [Step] = []
    }

    var env: [String: String] = [:]
    var jobs: [Job] = []

    struct Unreadable: Error, CustomStringConvertible { let description: String }

    init(markdown: String) throws {
        guard let start = markdown.range(of: "```yaml\n"), let end = markdown.range(of: "\n```", range: start.upperBound..<markdown.endIndex)
        else { throw Unreadable(description: "no yaml block") }
        let lines = markdown[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
        func pair(_ line: String) -> (String, String)? {
            var text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("- ") { text.removeFirst(2) }
            guard let colon = text.range(of: ":") else { return nil }
            return (String(text[..<colon.lowerBound]), text[colon.upperBound...].trimmingCharacters(in: .whitespaces))
        }
        var section = ""
        var mapping: WritableKeyPath<Step, [String: String]>?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            switch indent(line) {
            case 0:
                section = pair(line)?.0 ?? ""
            case 2 where section == "env":
                if let (key, value) = pair(line) { env[key] = value }
            case 2 where section == "jobs":
                jobs.append(Job(name: pair(line)?.0 ?? ""))
            case 8 where line.trimmingCharacters(in: .whitespaces).hasPrefix("shard:"):
                let list = pair(line)?.1.trimmingCharacters(in: CharacterSet(charactersIn: "[]")) ?? ""
                jobs[jobs.count - 1].shards = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            case 6 where line.trimmingCharacters(in: .whitespaces).hasPrefix("- "):
                jobs[jobs.count - 1].steps.append(Step())
                mapping = nil
                fallthrough
            case 8 where !(jobs.last?.steps.isEmpty ?? true):
                guard let (key, value) = pair(line) else { throw Unreadable(description: "unread line: \(line)") }
                let last = jobs[jobs.count - 1].steps.count - 1
                mapping = nil
                switch key {
                case "name": jobs[jobs.count - 1].steps[last].name = value
                case "uses": jobs[jobs.count - 1].steps[last].uses = value
                case "if": jobs[jobs.count - 1].steps[last].condition = value
                case "with": mapping = \.with
                case "env": mapping = \.env
                case "run" where value == "|":
                    var body: [String] = []
                    while index < lines.count, lines[index].isEmpty || indent(lines[index]) > 8 {
                        body.append(String(lines[index].dropFirst(10)))
                        index += 1
                    }
                    jobs[jobs.count - 1].steps[last].run = body.joined(separator: "\n")
                case "run": jobs[jobs.count - 1].steps[last].run = value
                default: throw Unreadable(description: "unknown step key \(key)")
                }
            case 10 where mapping != nil:
                if let (key, value) = pair(line), let mapping {
                    jobs[jobs.count - 1].steps[jobs[jobs.count - 1].steps.count - 1][keyPath: mapping][key] = value
                }
            default:
                continue
            }
        }
    }
}

/// Plays a workflow's runs: each job's steps in order (a matrix job once per shard, each in a folder
/// of its own), artifacts and the cache as folders, `run` steps in bash as GitHub runs them, except
/// the steps named `Build` (installing and building), which the built binary stands in for.
struct Runner {
    let workflow: Workflow
    let root: URL
    let tools: URL
    /// Cache entries by key, oldest first.
    var cache: [(key: String, folder: URL)] = []
    /// The steps run, as "event job[shard]: name".
    var ran: [String] = []

    init(workflow: Workflow, root: URL, tools: URL) {
        self.workflow = workflow
        self.root = root
        self.tools = tools
    }

    mutating func run(event: String, extraRecordArguments: String) throws {
        let artifacts = root.appendingPathComponent(event).appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        for job in workflow.jobs {
            for shard in job.shards.isEmpty ? [nil] : job.shards.map(Optional.some) {
                let workspace = root.appendingPathComponent(event).appendingPathComponent(job.name + (shard.map { "-\($0)" } ?? ""))
                try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
                for step in job.steps {
                    let label = "\(event) \(job.name)\(shard.map { "[\($0)]" } ?? ""): \(step.name ?? step.uses ?? "?")"
                    if let condition = step.condition {
                        let prefix = "github.event_name == '"
                        try #require(condition.hasPrefix(prefix) && condition.hasSuffix("'"), "an if: the test cannot read: \(condition)")
                        guard condition.dropFirst(prefix.count).dropLast() == event else { continue }
                    }
                    func expand(_ text: String) throws -> String {
                        var text = text
                        let values = ["matrix.shard": shard ?? "", "github.sha": "0123456789abcdef", "github.event.pull_request.number": "7", "github.token": "token"]
                        for (name, value) in values { text = text.replacingOccurrences(of: "${{ \(name) }}", with: value) }
                        #expect(!text.contains("${{"), "an expression the test does not know: \(text)")
                        return text
                    }
                    let with = try step.with.mapValues(expand)
                    if let uses = step.uses {
                        try use(uses, with: with, workspace: workspace, artifacts: artifacts)
                        ran.append(label)
                        continue
                    }
                    // The runner's set-up, which the built binary stands in for.
                    guard step.name != "Build" else { continue }
                    let script = try expand(step.run ?? "")
                    let process = Process()
                    process.executableURL = URL(fileURLWithPath: "/bin/bash")
                    process.arguments = ["--noprofile", "--norc", "-eo", "pipefail", "-c", script]
                    process.currentDirectoryURL = workspace
                    var environment = ProcessInfo.processInfo.environment.merging(workflow.env) { $1 }.merging(try step.env.mapValues(expand)) { $1 }
                    environment["PATH"] = tools.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
                    environment["CI_TEST_OUT"] = root.path
                    environment["CI_TEST_RECORD_EXTRA"] = extraRecordArguments
                    environment["NO_COLOR"] = "1"
                    process.environment = environment
                    let errors = Pipe()
                    process.standardError = errors
                    process.standardOutput = FileHandle.nullDevice
                    try process.run()
                    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                    process.waitUntilExit()
                    try #require(process.terminationStatus == 0, "\(label) exited \(process.terminationStatus): \(stderr)")
                    ran.append(label)
                }
            }
        }
    }

    /// What an action does, with files: checkout has nothing to fetch (the binary is built), an
    /// artifact is a folder of the run, a cache entry a folder of the test.
    private mutating func use(_ action: String, with: [String: String], workspace: URL, artifacts: URL) throws {
        let manager = FileManager.default
        func copy(_ from: URL, into folder: URL) throws {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            let target = folder.appendingPathComponent(from.lastPathComponent)
            try? manager.removeItem(at: target)
            try manager.copyItem(at: from, to: target)
        }
        switch action.split(separator: "@").first.map(String.init) {
        case "actions/checkout":
            break
        case "actions/upload-artifact":
            let name = try #require(with["name"]), path = try #require(with["path"])
            try copy(workspace.appendingPathComponent(path), into: artifacts.appendingPathComponent(name))
        case "actions/download-artifact":
            let pattern = try #require(with["pattern"])
            #expect(with["merge-multiple"] == "true", "the recipe downloads every shard into one folder")
            for name in try manager.contentsOfDirectory(atPath: artifacts.path) where fnmatch(pattern, name, 0) == 0 {
                for file in try manager.contentsOfDirectory(atPath: artifacts.appendingPathComponent(name).path) {
                    try copy(artifacts.appendingPathComponent(name).appendingPathComponent(file), into: workspace)
                }
            }
        case "actions/cache/save":
            let key = try #require(with["key"]), path = try #require(with["path"])
            let entry = root.appendingPathComponent("cache").appendingPathComponent(key)
            try copy(workspace.appendingPathComponent(path), into: entry)
            cache.append((key, entry.appendingPathComponent(path)))
        case "actions/cache/restore":
            let key = try #require(with["key"]), path = try #require(with["path"])
            let prefix = with["restore-keys"]
            let found = cache.last { $0.key == key } ?? cache.last { entry in prefix.map { entry.key.hasPrefix($0) } ?? false }
            if let found {
                try? manager.removeItem(at: workspace.appendingPathComponent(path))
                try manager.copyItem(at: found.folder, to: workspace.appendingPathComponent(path))
            }
        default:
            Issue.record("an action the test does not play: \(action)")
        }
    }
}
