import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabScenarios
import LayoutLabStore

/// The whole `layoutlab` command line. Another package reuses it with one call, adding its own
/// scenarios to the built-in catalog:
///
/// ```swift
/// await LayoutLabCLI.main(scenarios: [MyScenario.self])
/// ```
///
/// Every `#Preview` and `PreviewProvider` in the executable joins them without being listed
/// (`DiscoveredPreviews`), so `await LayoutLabCLI.main(scenarios: [])` records a package's previews.
public enum LayoutLabCLI {
    public static func main(scenarios: [any Scenario.Type]) async {
        await main(arguments: Array(CommandLine.arguments.dropFirst()), scenarios: scenarios)
    }

    /// Runs the command line and exits with an ``ExitStatus``: 0 on success, 1 when `diff` finds
    /// differences, 2 on bad input (one line on stderr), 3 on another failure, 130 when interrupted.
    /// The arguments the command line runs with (a supervised record gives them to its workers).
    nonisolated(unsafe) static var arguments: [String] = []

    static func main(arguments: [String], scenarios: [any Scenario.Type]) async {
        Self.arguments = arguments
        ExitingProcess.exitsAfterCommand = true
        Terminal.holdClosedStandardDescriptors()
        HeapGrowth.useLargeSteps()
        TerminationSignals.install()
        // Past a file-size limit, a write then fails with EFBIG (reported) instead of killing the
        // process with a half-written file.
        signal(SIGXFSZ, SIG_IGN)
        let previews = DiscoveredPreviews.scenarios()
        let catalog = Catalog(builtIn: BuiltInScenarios.all, extra: scenarios + previews)
        // A worker's stderr belongs to its cases, and its supervisor has said this already.
        if !arguments.contains("--worker-run") {
            DiscoveredPreviews.warnAboutNamesTaken(previews, in: catalog)
        }
        var code = await Catalog.$current.withValue(catalog) {
            await run(arguments)
        }
        // Every database whole on every path: success, bad input, failure, interrupt. A worker's
        // supervisor has the same file open and closes it after the worker, with the checkpoint:
        // one checkpoint a record, not two.
        OpenedStores.closeAll(checkpointing: !RecordWorker.isActive)
        if RecordWorker.isActive {
            // A worker's stdout is its cases'; its own end is told to its supervisor.
            WorkerMessage.exiting(code).send()
            WorkerMessage.hangUp()
        } else if let problem = Terminal.finishOutput(), code != ExitStatus.failure {
            Terminal.error("cannot write to standard output: \(problem)")
            code = ExitStatus.failure
        }
        exit(code)
    }

    private static func run(_ arguments: [String]) async -> Int32 {
        do {
            try checkCommandName(arguments)
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
        } catch let error as MachineFailure {
            Terminal.error(error.message)
            return ExitStatus.failure
        } catch let error as ExitCode {
            return error.rawValue
        } catch let error as CocoaError {
            // Foundation's own errors name a domain and a number: say what failed instead.
            Terminal.error(MachineFailure(error).message)
            return ExitStatus.failure
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

extension LayoutLabCLI {
    /// An unknown command word is named as such: ArgumentParser would read `recrod --db x` as
    /// options of the root command and complain about `--db`.
    static func checkCommandName(_ arguments: [String]) throws {
        guard let word = arguments.first, !word.hasPrefix("-") else { return }
        var names = ["help"]
        for command in RootCommand.configuration.subcommands {
            if let name = command.configuration.commandName { names.append(name) }
        }
        guard !names.contains(word) else { return }
        throw BadInput(unknown: "command", word, candidates: names.filter { $0 != "help" })
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
            AssetsCommand.self,
            CheckCommand.self,
            FidelityCommand.self,
        ]
    )
}
