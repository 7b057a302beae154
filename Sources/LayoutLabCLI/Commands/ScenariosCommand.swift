import ArgumentParser
import LayoutLab

struct ScenariosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenarios",
        abstract: "List the scenarios: names, summaries, variants, timelines and seeds."
    )

    @Option(help: "Output format: text or json.")
    var format: ListingFormat = .text

    struct Entry: Encodable {
        let name: String
        let summary: String
        let seed: String?
        let variants: [String]
        let timeline: [String]
    }

    func run() throws {
        let entries = Catalog.current.scenarios.map { scenario in
            Entry(
                name: scenario.name, summary: scenario.summary, seed: scenario.seed, variants: scenario.variants,
                timeline: scenario.timeline.steps.map(\.description)
            )
        }
        switch format {
        case .json:
            print(try JSONOutput.string(entries))
        case .text:
            var table = TextTable(header: ["SCENARIO", "VARIANTS", "TIMELINE", "SEED"])
            for entry in entries {
                table.rows.append([
                    entry.name, entry.variants.isEmpty ? "-" : entry.variants.joined(separator: ","),
                    entry.timeline.joined(separator: " → "), entry.seed ?? "-",
                ])
            }
            print(table.render())
            print("")
            for entry in entries {
                print("\(Terminal.paint(entry.name) { $0.bold })  \(entry.summary)")
            }
        }
    }
}
