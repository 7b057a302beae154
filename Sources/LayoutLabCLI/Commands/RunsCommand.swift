import Foundation
import ArgumentParser
import LayoutLab
import LayoutLabStore

struct RunsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "runs",
        abstract: "List the recorded runs, newest last."
    )

    @OptionGroup var database: DatabaseOption

    @Option(help: "Output format: text or json.")
    var format: ListingFormat = .text

    struct Entry: Encodable {
        let id: Int64
        let label: String?
        let status: String
        let startedAt: Date
        let finishedAt: Date?
        let cases: Int
        let outcomes: [String: Int]
        let engineVersion: String
        let command: String
        let host: String
        /// The knobs that differ from the defaults, `key=value`.
        let knobs: [String]
    }

    func run() throws {
        let store = try database.open(.existingOnly)
        let (runs, outcomes, knobs) = try store.read { recording in
            let runs = try recording.runs()
            let knobs = try Dictionary(uniqueKeysWithValues: runs.map { run in
                (run.id, try recording.changedKnobs(ofRun: run.id).map { "\($0.key)=\($0.value)" })
            })
            return (runs, try recording.outcomeCounts(), knobs)
        }
        var byRun: [Int64: [String: Int]] = [:]
        for count in outcomes {
            byRun[count.runId, default: [:]][count.outcome.rawValue] = count.count
        }
        let entries = runs.map { run in
            Entry(
                id: run.id, label: run.label, status: run.shownStatus.rawValue, startedAt: run.startedAt, finishedAt: run.finishedAt,
                cases: byRun[run.id]?.values.reduce(0, +) ?? 0, outcomes: byRun[run.id] ?? [:],
                engineVersion: run.engineVersion, command: run.command, host: run.host, knobs: knobs[run.id] ?? []
            )
        }
        switch format {
        case .json:
            print(try JSONOutput.string(entries))
        case .text:
            guard !entries.isEmpty else {
                print("No runs in \(database.resolvedPath) yet: `layoutlab record` makes one.")
                return
            }
            let dates = DateFormatter()
            dates.dateFormat = "yyyy-MM-dd HH:mm:ss"
            var table = TextTable(header: ["ID", "LABEL", "STATUS", "STARTED", "CASES", "OUTCOMES", "ENGINE", "KNOBS"])
            table.rightAligned = [0, 4]
            for entry in entries {
                let outcomes = CaseOutcome.allCases.compactMap { outcome in entry.outcomes[outcome.rawValue].map { "\($0) \(outcome.rawValue)" } }
                table.rows.append([
                    String(entry.id), entry.label ?? "-", entry.status, dates.string(from: entry.startedAt), String(entry.cases),
                    outcomes.isEmpty ? "-" : outcomes.joined(separator: ", "), entry.engineVersion,
                    entry.knobs.isEmpty ? "-" : entry.knobs.joined(separator: " "),
                ])
            }
            print(table.render())
        }
    }
}
