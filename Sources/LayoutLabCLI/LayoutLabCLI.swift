import ArgumentParser
import LayoutLab
import LayoutLabScenarios
import LayoutLabStore

/// The whole `layoutlab` command line. Another package reuses it with one call, adding its own
/// scenarios to the built-in catalog:
///
/// ```swift
/// await LayoutLabCLI.main(scenarios: [MyScenario.self])
/// ```
public enum LayoutLabCLI {
    public static func main(scenarios: [any Scenario.Type]) async {
        await main(arguments: Array(CommandLine.arguments.dropFirst()), scenarios: scenarios)
    }

    /// Runs the command line and exits with an ``ExitStatus``: 0 on success, 1 when `diff` finds
    /// differences, 2 on bad input (one line on stderr), 3 on another failure, 130 when interrupted.
    static func main(arguments: [String], scenarios: [any Scenario.Type]) async {
        HeapGrowth.useLargeSteps()
        let catalog = Catalog(builtIn: BuiltInScenarios.all, extra: scenarios)
        let code = await Catalog.$current.withValue(catalog) {
            await run(arguments)
        }
        Terminal.flush()
        exit(code)
    }

    private static func run(_ arguments: [String]) async -> Int32 {
        do {
            var command = try RootCommand.parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return ExitStatus.success
        } catch let error as BadInput {
            Terminal.error(error.message)
            return ExitStatus.badInput
        } catch let error as StoreError {
            Terminal.error(error.description)
            return error.exitStatus
        } catch let error as ExitCode {
            return error.rawValue
        } catch {
            // Help, version and completion scripts are "errors" that exit cleanly.
            let parserCode = RootCommand.exitCode(for: error)
            if parserCode == .success {
                print(RootCommand.fullMessage(for: error))
                return ExitStatus.success
            }
            let message = RootCommand.message(for: error)
                .split(separator: "\n").first.map(String.init) ?? "invalid arguments"
            Terminal.error(message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message)
            // Everything ArgumentParser rejects is bad input; anything else failed on its own.
            return parserCode == .validationFailure ? ExitStatus.badInput : ExitStatus.failure
        }
    }
}

struct RootCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutlab",
        abstract: "Run SwiftUI-style layout scenarios headless, record every layout pass, compare runs.",
        discussion: ExitStatus.help,
        version: LayoutLabVersion.current,
        subcommands: [
            RecordCommand.self,
            RunsCommand.self,
            ScenariosCommand.self,
            ProfilesCommand.self,
            KnobsCommand.self,
            MergeCommand.self,
            ExplainCommand.self,
            RenderCommand.self,
            DiffCommand.self,
            ReportCommand.self,
            TraceCommand.self,
            SchemaCommand.self,
            CheckCommand.self,
        ]
    )
}
