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
