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

    /// Writes the whole report; a file that cannot be written is bad input.
    func write(_ report: String) throws {
        guard let file else {
            print(report, terminator: "")
            return
        }
        do {
            try Data(report.utf8).write(to: URL(fileURLWithPath: file))
        } catch {
            throw BadInput("cannot write '\(file)': \((error as NSError).localizedFailureReason ?? error.localizedDescription)")
        }
    }
}
