import ArgumentParser
import LayoutLab

struct KnobsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "knobs",
        abstract: "List the engine's behaviour knobs: what `record --set KEY=VALUE` can change."
    )

    @Option(help: "Output format: text or json.")
    var format: ListingFormat = .text

    struct Entry: Encodable {
        let key: String
        let defaultValue: String
        let allowed: String
        let meaning: String
    }

    func run() throws {
        let entries = Knobs.definitions.map { Entry(key: $0.key, defaultValue: $0.defaultValue, allowed: $0.allowed, meaning: $0.meaning) }
        switch format {
        case .json:
            print(try JSONOutput.string(entries))
        case .text:
            var table = TextTable(header: ["KNOB", "DEFAULT", "ALLOWED", "MEANING"])
            table.rows = entries.map { [$0.key, $0.defaultValue, $0.allowed, $0.meaning] }
            print(table.render())
        }
    }
}

/// `record --set KEY=VALUE`, repeatable: the knobs a run uses.
enum KnobSettings {
    static func knobs(from settings: [String]) throws -> Knobs {
        var knobs = Knobs()
        for setting in settings {
            guard let equals = setting.firstIndex(of: "="), equals != setting.startIndex else {
                throw BadInput("--set takes KEY=VALUE, not '\(setting)'; `layoutlab knobs` lists the keys")
            }
            let key = String(setting[..<equals])
            guard Knobs.definitions.contains(where: { $0.key == key }) else {
                throw BadInput(unknown: "knob", key, candidates: Knobs.definitions.map(\.key))
            }
            do {
                try knobs.set(key, to: String(setting[setting.index(after: equals)...]))
            } catch let error as KnobError {
                throw BadInput(error.description)
            }
        }
        return knobs
    }
}
