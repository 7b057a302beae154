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
        // By the file, not its name: a link to the output, or the output named another way.
        for input in inputs where FileIdentity.same(input, output) {
            throw BadInput("\(input) is the output database \(output); merge copies other databases into it")
        }
        // Every input is opened (and so checked, pages included) before the output is touched.
        var runs: [(input: String, store: LayoutStore, runs: [Run])] = []
        for input in inputs {
            let store = try badInputOnStoreError { try OpenedStores.open(path: input, mode: .readOnly) }
            runs.append((input, store, try badInputOnStoreError { try store.read { try $0.runs() } }))
        }
        let building = try MergedOutput(output)
        defer { building.abandon() }
        let store = building.store
        var copied = 0
        for (input, source, inputRuns) in runs {
            let stem = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
            for run in inputRuns {
                let name = run.label.map { " '\($0)'" } ?? ""
                if let shardOf = try shardTarget(for: run, in: source, output: store) {
                    _ = try badInputOnStoreError { try store.copyRun(String(run.id), from: source, into: shardOf) }
                    print("run \(run.id)\(name) of \(input) → its cases joined run \(shardOf)\(name)")
                } else {
                    let label = try run.label.map { try freeLabel($0, stem: stem, in: store) }
                    let (_, copy) = try badInputOnStoreError { try store.copyRun(String(run.id), from: source, label: .some(label)) }
                    print("run \(run.id)\(name) of \(input) → run \(copy.id)\(copy.label.map { " '\($0)'" } ?? "")")
                }
                copied += 1
            }
        }
        try building.finish()
        print("\(copied) run\(copied == 1 ? "" : "s") merged into \(output)")
    }

    /// The run of `output` that `run` is a shard of: the same label, the same knobs, no case in common.
    private func shardTarget(for run: Run, in source: LayoutStore, output: LayoutStore) throws -> Int64? {
        guard let label = run.label else { return nil }
        return try output.read { recording -> Int64? in
            guard let existing = try? recording.run(label), existing.label == label else { return nil }
            let knobs = try recording.knobValues(ofRun: existing.id).map { "\($0.key)=\($0.value)" }
            let keys = Set(try recording.cases(ofRun: existing.id).map { CaseSelection.key($0.scenario, $0.variant, $0.profile) })
            let (sourceKnobs, sourceKeys) = try source.read { sourceRecording in
                (
                    try sourceRecording.knobValues(ofRun: run.id).map { "\($0.key)=\($0.value)" },
                    try sourceRecording.cases(ofRun: run.id).map { CaseSelection.key($0.scenario, $0.variant, $0.profile) }
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

/// The database `merge` writes. A new output is built in a temporary file beside it and put in
/// place once every run is in (never over a file made meanwhile), so a merge that fails or is interrupted leaves no file. An
/// existing output is written in place, a run per transaction, as records write it: a recorder
/// may be writing to it at the same moment (replacing the file would lose its cases), each run
/// copied is whole or absent, and every input was checked, pages included, before the first.
private final class MergedOutput {
    let store: LayoutStore
    private let target: String
    /// The file being built, for a new output.
    private let temporary: String?
    private var tokens: [Int] = []
    private var finished = false

    init(_ target: String) throws {
        self.target = target
        if FileManager.default.fileExists(atPath: target) {
            temporary = nil
            store = try badInputOnStoreError { try OpenedStores.open(path: target, mode: .createIfMissing) }
            return
        }
        // What `record` would say of the path (a missing folder, no permission).
        try badInputOnStoreError { try LayoutStore.checkPath(target, mode: .createIfMissing) }
        let url = URL(fileURLWithPath: target)
        // A name no other merge (nor a stale one, killed with the same pid) can have.
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).merging-\(UUID().uuidString).sqlite").path
        self.temporary = temporary
        tokens = Self.companions(of: temporary).map { TerminationSignals.removeOnSignal(URL(fileURLWithPath: $0)) }
        do {
            store = try badInputOnStoreError { try OpenedStores.open(path: temporary, mode: .createIfMissing) }
        } catch {
            for path in Self.companions(of: temporary) { unlink(path) }
            for token in tokens { TerminationSignals.keep(token) }
            throw error
        }
    }

    /// Closes the output whole; a new one is put in its place.
    func finish() throws {
        OpenedStores.close(store)
        finished = true
        guard let temporary else { return }
        defer { abandonTemporary() }
        // Published without replacing a name taken meanwhile (a record that created the output
        // since: replacing that file would lose its cases).
        guard Self.publish(temporary, as: target) else {
            if errno == EEXIST {
                throw MachineFailure("\(target) was created by another process while the merge ran; run the merge again to merge into it")
            }
            throw OutputFile.failure(writing: target, errno: errno)
        }
    }

    /// Removes what a new output left if the merge did not finish.
    func abandon() {
        guard !finished else { return }
        OpenedStores.close(store)
        abandonTemporary()
    }

    private func abandonTemporary() {
        if let temporary { for path in Self.companions(of: temporary) { unlink(path) } }
        for token in tokens { TerminationSignals.keep(token) }
        tokens = []
    }

    /// Moves `source` to `target` unless `target` exists: `renameat2(RENAME_NOREPLACE)` (looked
    /// up by name: the Glibc module does not export it), else a hard link, else (a file system
    /// with neither) a rename after a look.
    private static func publish(_ source: String, as target: String) -> Bool {
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        let currentFolder: Int32 = -100, noReplace: UInt32 = 1
        if let symbol = dlsym(nil, "renameat2") {
            if unsafeBitCast(symbol, to: RenameAt2.self)(currentFolder, source, currentFolder, target, noReplace) == 0 { return true }
            guard errno == EINVAL || errno == ENOSYS else { return false }
        }
        if link(source, target) == 0 { return true }
        guard errno == EPERM || errno == ENOTSUP || errno == EXDEV else { return false }
        if access(target, F_OK) == 0 {
            errno = EEXIST
            return false
        }
        return rename(source, target) == 0
    }

    private static func companions(of path: String) -> [String] {
        ([""] + LayoutStore.companionSuffixes).map { path + $0 }
    }
}
