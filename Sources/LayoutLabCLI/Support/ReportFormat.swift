import ArgumentParser
import Foundation

/// `--format` for reports (`diff`, `report`).
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case md
    case html
}

/// Where a report goes: `--output FILE`, or stdout.
struct ReportDestination {
    let file: String?

    var isFile: Bool { file != nil }

    /// Writes the whole report, to a file as ``OutputFile`` does (never over an input, never
    /// half), or to stdout.
    func write(_ report: String) throws {
        guard let file else {
            print(report, terminator: "")
            return
        }
        try OutputFile.write(report, to: file)
    }
}
