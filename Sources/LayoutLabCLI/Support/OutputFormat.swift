import Foundation
import ArgumentParser

/// `--format` for listings.
enum ListingFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}

/// JSON as every command prints it: sorted keys, pretty, no escaped slashes.
enum JSONOutput {
    static func string<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

/// A borderless table: columns padded to their widest cell, two spaces apart, easy to copy.
struct TextTable {
    var header: [String]
    var rows: [[String]] = []
    /// Columns aligned right (numbers).
    var rightAligned: Set<Int> = []

    func render() -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0 }
        return all.enumerated().map { index, row in
            let padded = row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: max(0, widths[column] - cell.count))
                return rightAligned.contains(column) ? pad + cell : cell + pad
            }.joined(separator: "  ")
            let line = String(padded.reversed().drop(while: { $0 == " " }).reversed())
            return index == 0 ? Terminal.paint(line) { $0.bold } : line
        }.joined(separator: "\n")
    }
}
