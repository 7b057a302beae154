import Foundation
import ArgumentParser
import LayoutLabStore

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Describe the database: the contract views, their columns and what each column means, and the tables."
    )

    @Option(help: "Output format: text or json.")
    var format: ListingFormat = .text

    struct Entry: Encodable {
        struct Column: Encodable {
            let name: String
            let type: String
            let meaning: String?
        }
        let name: String
        let kind: String
        let meaning: String
        let columns: [Column]
    }

    func run() throws {
        // The documentation comes from this binary's migrations, so it describes the schema this
        // version writes, whatever database is (or is not) around.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try LayoutStore.open(path: folder.appendingPathComponent("schema.sqlite").path)
        let objects = try store.schemaDocumentation()
        let entries = objects.map { object in
            Entry(
                name: object.name, kind: "\(object.kind)", meaning: object.meaning,
                columns: object.columns.map { Entry.Column(name: $0.name, type: $0.type, meaning: $0.meaning) }
            )
        }
        switch format {
        case .json:
            print(try JSONOutput.string(entries))
        case .text:
            // The contract views first: they are what queries should use.
            for entry in entries.filter({ $0.kind == "view" }) + entries.filter({ $0.kind != "view" }) {
                print(Terminal.paint("\(entry.kind) \(entry.name)") { $0.bold })
                print("  \(entry.meaning)")
                var table = TextTable(header: ["COLUMN", "TYPE", "MEANING"])
                for column in entry.columns {
                    table.rows.append(["  " + column.name, column.type, column.meaning ?? ""])
                }
                print(table.render())
                print("")
            }
        }
    }
}
