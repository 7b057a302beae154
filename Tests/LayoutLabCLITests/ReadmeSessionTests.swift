import Foundation
import Testing

/// The README's first session, run as written: every `$ layoutlab …` line of its console blocks,
/// in order, in an empty folder, as a reader would type them. Each exits as its block shows
/// (status 2 where the block shows an error, 0 or 1 for a diff as it finds nothing or something,
/// 0 otherwise), and every output line the block shows (those not elided with `…`) is printed,
/// the time a record took aside.
@Suite struct ReadmeSessionTests {
    /// One command of a console block and the output lines shown under it.
    struct Command {
        let arguments: [String]
        let shown: [String]
    }

    static func commands(in text: String) -> [Command] {
        var commands: [Command] = []
        var inConsole = false
        var current: (arguments: [String], shown: [String])?
        func finish() {
            if let current { commands.append(Command(arguments: current.arguments, shown: current.shown)) }
            current = nil
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                finish()
                inConsole = line == "```console"
                continue
            }
            guard inConsole else { continue }
            if line.hasPrefix("$ layoutlab ") {
                finish()
                current = (line.dropFirst("$ layoutlab ".count).split(separator: " ").map(String.init), [])
            } else if line.hasPrefix("$ ") {
                finish()
            } else {
                current?.shown.append(line)
            }
        }
        finish()
        return commands
    }

    /// A record's time varies from run to run: `in 0.5 s into` reads `in N s into`.
    static func normalised(_ line: String) -> String {
        line.replacingOccurrences(of: #" in [0-9.]+ s into "#, with: " in N s into ", options: .regularExpression)
    }

    @Test func everyCommandOfTheFirstSessionRunsAsWritten() throws {
        let commands = Self.commands(in: ReadmeTests.readme)
        #expect(commands.count >= 8, "the first session's commands: \(commands.map(\.arguments))")
        let folder = try TemporaryFolder()
        var cli = CLIRunner(directory: folder.url)
        // The default database, ./layoutlab.sqlite, as the README's reader has it (whatever the tests inherit).
        cli.environment["LAYOUTLAB_DB"] = "layoutlab.sqlite"
        for command in commands {
            let result = try cli.run(command.arguments)
            let written = "layoutlab " + command.arguments.joined(separator: " ")
            let expected: Int32 = command.shown.first?.hasPrefix("error:") == true ? 2
                : command.arguments.first == "diff" ? (command.shown.contains { $0.hasPrefix("Nothing changed") } ? 0 : 1) : 0
            #expect(result.status == expected, "\(written) exited \(result.status): \(result.stderr)")
            let printed = Set((result.stdout + result.stderr).split(separator: "\n").map { Self.normalised(String($0)) })
            for line in command.shown where !line.isEmpty && line != "…" {
                #expect(printed.contains(Self.normalised(line)), "\(written) did not print the README's line: \(line)")
            }
        }
    }
}
