import Foundation
import LayoutLabReports
import LayoutLabStore
import ReportFixtures
import Testing

/// The ``KnownDiff`` database, recorded once per test process and shared read-only.
actor KnownDiffDatabase {
    static let shared = KnownDiffDatabase()
    /// One recording, awaited by every test (an actor alone would let a second caller start
    /// another while the first is suspended in it).
    private var opening: Task<LayoutStore, any Error>?

    func open() async throws -> LayoutStore {
        if let opening { return try await opening.value }
        let task = Task {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-reports-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let path = folder.appendingPathComponent("known.sqlite").path
            try await KnownDiff.record(at: path)
            return try LayoutStore.open(path: path, mode: .existingOnly)
        }
        opening = task
        return try await task.value
    }
}

/// The diff of run "after" against run "before".
func knownDiff(_ options: DiffOptions = DiffOptions()) async throws -> RunDiff {
    let store = try await KnownDiffDatabase.shared.open()
    return try RunDiffer.diff(store, a: try store.run("before"), b: try store.run("after"), options: options)
}

/// Compares `actual` with the committed golden file. Set `LAYOUTLAB_UPDATE_GOLDENS=1` to rewrite
/// the goldens from the current output (then review the change in git).
func expectGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["LAYOUTLAB_UPDATE_GOLDENS"] == "1" {
        try actual.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == expected, "differs from Goldens/\(name); LAYOUTLAB_UPDATE_GOLDENS=1 rewrites it", sourceLocation: sourceLocation)
}
