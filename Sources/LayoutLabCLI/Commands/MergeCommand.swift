import ArgumentParser
import Foundation
import LayoutLabStore

struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Copy every run of some databases into one (a sharded record's pieces, CI artifacts).",
        discussion: """
            Runs are copied in the order given, each input's runs oldest first, with everything they \
            recorded; node paths stay the key, so merged runs diff as they did. When a label is already \
            taken in OUT by a run with the same knobs and none of the same cases (a shard of it), the \
            cases join that run; otherwise the copy is labelled LABEL@INPUT (the input's file name \
            without its extension), then LABEL@INPUT-2, … A damaged, foreign or newer input is refused \
            before anything is copied.
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
            let source = try badInputOnStoreError { try LayoutStore.open(path: input, mode: .readOnly) }
            for run in inputRuns {
                let name = run.label.map { " '\($0)'" } ?? ""
                if let shardOf = try shardTarget(for: run, in: source, output: store) {
                    _ = try badInputOnStoreError { try store.copyRun(String(run.id), from: input, into: shardOf) }
                    print("run \(run.id)\(name) of \(input) → its cases joined run \(shardOf)\(name)")
                } else {
                    let label = try run.label.map { try freeLabel($0, stem: stem, in: store) }
                    let (_, copy) = try badInputOnStoreError { try store.copyRun(String(run.id), from: input, label: .some(label)) }
                    print("run \(run.id)\(name) of \(input) → run \(copy.id)\(copy.label.map { " '\($0)'" } ?? "")")
                }
                copied += 1
            }
        }
        print("\(copied) run\(copied == 1 ? "" : "s") merged into \(output)")
    }

    /// The run of `output` that `run` is a shard of: the same label, the same knobs, no case in common.
    private func shardTarget(for run: Run, in source: LayoutStore, output: LayoutStore) throws -> Int64? {
        guard let label = run.label else { return nil }
        return try output.read { recording -> Int64? in
            guard let existing = try? recording.run(label), existing.label == label else { return nil }
            let knobs = try recording.knobValues(ofRun: existing.id).map { "\($0.key)=\($0.value)" }
            let keys = Set(try recording.cases(ofRun: existing.id).map { "\($0.scenario)\u{0}\($0.variant)\u{0}\($0.profile)" })
            let (sourceKnobs, sourceKeys) = try source.read { sourceRecording in
                (
                    try sourceRecording.knobValues(ofRun: run.id).map { "\($0.key)=\($0.value)" },
                    try sourceRecording.cases(ofRun: run.id).map { "\($0.scenario)\u{0}\($0.variant)\u{0}\($0.profile)" }
                )
            }
            return knobs == sourceKnobs && keys.isDisjoint(with: sourceKeys) ? existing.id : nil
        }
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
