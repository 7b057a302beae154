import ArgumentParser
import LayoutLab

struct ScenariosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenarios",
        abstract: "List the scenarios: names, summaries, variants, timelines and the sources they port."
    )

    @Option(help: "Output format: text or json.")
    var format: ListingFormat = .text

    struct Entry: Encodable {
        struct Source: Encodable {
            let title: String
            let author: String
            let link: String?
        }

        let name: String
        let summary: String
        /// What the recording stores as `run_cases.seed`: the source's citation.
        let seed: String?
        let source: Source?
        let variants: [String]
        let timeline: [String]
        /// Declared parameters: `name: kind = default`.
        let parameters: [String]
    }

    func run() throws {
        let entries = Catalog.current.scenarios.map { scenario in
            Entry(
                name: scenario.name, summary: scenario.summary, seed: scenario.seed,
                source: scenario.source.map { Entry.Source(title: $0.title, author: $0.author, link: $0.link) }, variants: scenario.variants,
                timeline: scenario.timeline.steps.map(\.description),
                parameters: scenario.parameters.map { "\($0.name): \($0.kind.rawValue) = \($0.defaultValue)" }
            )
        }
        switch format {
        case .json:
            print(try JSONOutput.string(entries))
        case .text:
            var table = TextTable(header: ["SCENARIO", "VARIANTS", "TIMELINE", "SOURCE"])
            for entry in entries {
                table.rows.append([
                    entry.name, entry.variants.isEmpty ? "-" : entry.variants.joined(separator: ","),
                    entry.timeline.joined(separator: " → "), entry.source.map { "\($0.title) (\($0.author))" } ?? entry.seed ?? "-",
                ])
            }
            print(table.render())
            print("")
            for entry in entries {
                print("\(Terminal.paint(entry.name) { $0.bold })  \(entry.summary)")
                if !entry.parameters.isEmpty { print("  parameters: \(entry.parameters.joined(separator: ", "))") }
            }
            let sources = entries.compactMap(\.source).reduce(into: [Entry.Source]()) { list, source in
                if !list.contains(where: { $0.title == source.title }) { list.append(source) }
            }
            if !sources.isEmpty {
                print("")
                for source in sources {
                    print("\(source.title), \(source.author)" + (source.link.map { ": \($0)" } ?? ""))
                }
            }
        }
    }
}
