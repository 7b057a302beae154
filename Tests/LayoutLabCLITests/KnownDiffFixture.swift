import Foundation
import ReportFixtures

/// The ``KnownDiff`` database (runs "before" and "after"), recorded once per test process and only
/// read by the commands under test.
actor KnownDiffFixture {
    static let shared = KnownDiffFixture()
    /// One recording, awaited by every test (an actor alone would let a second caller start
    /// another while the first is suspended in it).
    private var recording: Task<String, any Error>?
    private let folder: TemporaryFolder? = try? TemporaryFolder()

    func databasePath() async throws -> String {
        if let recording { return try await recording.value }
        guard let folder else { throw CocoaError(.fileWriteUnknown) }
        let path = folder.path("known.sqlite")
        let task = Task {
            try await KnownDiff.record(at: path)
            return path
        }
        recording = task
        return try await task.value
    }
}

extension CLIRunner {
    /// Runs a command against the known-diff database.
    func runOnKnownDiff(_ arguments: [String]) async throws -> Result {
        let path = try await KnownDiffFixture.shared.databasePath()
        return try run(arguments + ["--db", path])
    }
}
