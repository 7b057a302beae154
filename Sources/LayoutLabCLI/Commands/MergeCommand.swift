import ArgumentParser
import Foundation
import LayoutLabStore

struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Copy every run of some databases into one (a sharded record's pieces, CI artifacts).",
        discussion: """
            Runs are copied in the order given, each input's runs oldest first, with everything they \
            recorded; node paths stay the key, so merged runs diff as they did. A label already taken in \
            OUT becomes LABEL@INPUT (the input's file name without its extension), then LABEL@INPUT-2, … \
            A damaged, foreign or newer input is refused before anything is copied.
            """
    )

    @Argument(help: "The database to merge into; created when missing.")
    var output: String

    @Argument(help: "The databases to copy runs from.")
    var inputs: [String]

    func run() throws {
        guard !inputs.isEmpty else { throw BadInput("merge needs at least one input database after \(output)") }
        for input in inputs where !FileManager.default.fileExists(atPath: input) {
            throw BadInput("no database at \(input)")
        }
        let outputPath = URL(fileURLWithPath: output).standardizedFileURL.path
        for input in inputs where URL(fileURLWithPath: input).standardizedFileURL.path == outputPath {
            throw BadInput("\(input) is the output database; merge copies other databases into it")
        }
        // Every input is opened (and so checked) before the output is touched.
        var runs: [(input: String, runs: [Run])] = []
        for input in inputs {
            let store = try badInputOnStoreError { try LayoutStore.open(path: input, mode: .readOnly) }
            runs.append((input, try store.read { try $0.runs() }))
        }
        let store = try badInputOnStoreError { try LayoutStore.open(path: output, mode: .createIfMissing) }
        var copied = 0
        for (input, inputRuns) in runs {
            let stem = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
            for run in inputRuns {
                let label = try run.label.map { try freeLabel($0, stem: stem, in: store) }
                let (_, copy) = try badInputOnStoreError { try store.copyRun(String(run.id), from: input, label: .some(label)) }
                let name = copy.label.map { " '\($0)'" } ?? ""
                print("run \(run.id)\(run.label.map { " '\($0)'" } ?? "") of \(input) → run \(copy.id)\(name)")
                copied += 1
            }
        }
        print("\(copied) run\(copied == 1 ? "" : "s") merged into \(output)")
    }

    /// `label` if no run of `store` has it; else `label@stem`, then `label@stem-2`, and so on.
    private func freeLabel(_ label: String, stem: String, in store: LayoutStore) throws -> String {
        let taken = Set(try store.read { try $0.runs() }.compactMap(\.label))
        guard taken.contains(label) else { return label }
        var candidate = "\(label)@\(stem)"
        var number = 2
        while taken.contains(candidate) {
            candidate = "\(label)@\(stem)-\(number)"
            number += 1
        }
        return candidate
    }
}
