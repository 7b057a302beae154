import Foundation
import LayoutLab
import LayoutLabStore
import Testing

@Suite("Runs")
struct RunTests {
    @Test func runGoesFromRunningToFinishedWithItsProvenance() throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        let run = try store.createRun(label: "first", command: "layoutlab record --label first", host: "ci-host")
        #expect(run.status == .running)
        #expect(run.finishedAt == nil)
        #expect(run.engineVersion == LayoutLabVersion.current)
        #expect(run.command == "layoutlab record --label first")
        #expect(run.host == "ci-host")

        try store.finishRun(run.id, status: .interrupted)
        let finished = try store.run("first")
        #expect(finished.status == .interrupted)
        let finishedAt = try #require(finished.finishedAt)
        #expect(finishedAt >= run.startedAt)
        #expect(throws: StoreError.noSuchRun(999)) { try store.finishRun(999, status: .complete) }
    }

    @Test func defaultsDescribeThisProcess() throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        let run = try store.createRun()
        #expect(run.label == nil)
        #expect(run.host == ProcessInfo.processInfo.hostName)
        #expect(!run.command.isEmpty)
    }

    @Test func duplicateLabelIsRefused() throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        let first = try store.createRun(label: "baseline", command: "c", host: "h")
        let error = #expect(throws: StoreError.self) { try store.createRun(label: "baseline", command: "c", host: "h") }
        #expect(error == .duplicateLabel("baseline", existingRun: first.id))
        #expect(error?.description == "a run labelled \"baseline\" already exists (run \(first.id)); choose another --label")
        #expect(try store.runs().count == 1)
    }

    @Test(arguments: ["42", "latest", "latest~2", "  "])
    func labelsThatReadAsReferencesAreRefused(label: String) throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        #expect(throws: StoreError.self) { try store.createRun(label: label, command: "c", host: "h") }
        #expect(try store.runs().isEmpty)
    }

    @Test func referencesResolveByIdLabelAndLatest() throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        let baseline = try store.createRun(label: "baseline", command: "c", host: "h")
        let unlabelled = try store.createRun(command: "c", host: "h")
        let candidate = try store.createRun(label: "candidate", command: "c", host: "h")

        #expect(try store.run("\(baseline.id)") == baseline)
        #expect(try store.run("baseline") == baseline)
        #expect(try store.run("latest") == candidate)
        #expect(try store.run("latest~0") == candidate)
        #expect(try store.run("latest~1") == unlabelled)
        #expect(try store.run("latest~2") == baseline)
        #expect(try store.runs() == [baseline, unlabelled, candidate])
    }

    @Test func unknownReferenceNamesItAndSuggestsNearLabels() throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        _ = try store.createRun(label: "baseline", command: "c", host: "h")
        _ = try store.createRun(label: "baseline-2", command: "c", host: "h")
        _ = try store.createRun(label: "nightly", command: "c", host: "h")

        let error = #expect(throws: StoreError.self) { try store.run("basline") }
        guard case .unknownRun(let reference, _, let suggestions) = error else {
            Issue.record("expected unknownRun, got \(String(describing: error))")
            return
        }
        #expect(reference == "basline")
        #expect(suggestions.first == "baseline")
        #expect(!suggestions.contains("nightly"))
        #expect(error?.description.hasPrefix("unknown run \"basline\"") == true)
        #expect(error?.description.contains("did you mean \"baseline\"") == true)

        #expect(throws: StoreError.self) { try store.run("99") }
        let tooFar = #expect(throws: StoreError.self) { try store.run("latest~3") }
        #expect(tooFar?.description == "unknown run \"latest~3\": the database has only 3 runs")
    }

    @Test func latestOfAnEmptyDatabaseSaysSo() throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        let error = #expect(throws: StoreError.self) { try store.run("latest") }
        #expect(error?.description == "unknown run \"latest\": the database has no runs yet")
    }

    @Test func referenceParsing() {
        #expect(RunReference("17") == .id(17))
        #expect(RunReference("latest") == .latest(back: 0))
        #expect(RunReference("latest~4") == .latest(back: 4))
        #expect(RunReference("latest~x") == .label("latest~x"))
        #expect(RunReference("v1.2") == .label("v1.2"))
    }
}
