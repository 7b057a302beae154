import Foundation
import LayoutLab
import LayoutLabDiff

/// Asserts that `view` lays out on each profile as its baseline says (docs/testing.md).
///
/// Each profile has a text baseline beside the test file, in
/// `__LayoutSnapshots__/<TestFile>/<name>.<profile>.txt`: one line per node of each step's settled
/// layout (path, kind, name, frame, rendered frame), then its values and diagnostics. A baseline
/// that differs by more than `tolerance` points fails with the table `layoutlab diff` prints, and
/// the HTML diff page, with the baseline and this run drawn as `layoutlab diff` draws them, is
/// written beside the test's artifacts (`LAYOUTLAB_ARTIFACTS`, else the temporary directory). Baselines are written as `record` (or `LAYOUTLAB_RECORD`) says, never
/// on CI.
///
/// - Parameters:
///   - name: the baseline's name; by default the test's name (numbered after its first use).
public func assertLayoutSnapshot<V: View>(
    of view: @autoclosure () -> V,
    on profiles: [DeviceProfile] = [.iPhone15],
    timeline: Timeline = .launch,
    dynamicType: DynamicTypeSize = .large,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    tolerance: Double = DiffOptions().tolerance,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) async {
    let failure = TestFailure(fileID: fileID, filePath: filePath, line: line, column: column)
    let environment = ProcessInfo.processInfo.environment
    let mode: SnapshotRecordMode
    do {
        mode = try SnapshotRecordMode.resolved(record, environment: environment)
    } catch {
        return failure.record("\(error)")
    }
    let baseName = name ?? SnapshotNames.shared.next(for: "\(filePath)", test: testName)
    let store = SnapshotFiles(testFile: "\(filePath)", environment: environment)
    for profile in profiles {
        let layout = await LayoutLab.run(
            view(), on: profile, timeline: timeline, dynamicType: dynamicType, fileID: fileID, filePath: filePath, line: line, column: column
        )
        let snapshot = LayoutBaseline(layout, name: baseName)
        if let message = store.check(snapshot, mode: mode, tolerance: tolerance, onCI: SnapshotRecordMode.isCI(environment), layout: layout) {
            failure.record(message)
        }
    }
}

/// Default baseline names: the test's name without its parentheses, then `name.2`, `name.3` for
/// further assertions in the same test (a test run asks in the same order every time).
final class SnapshotNames: @unchecked Sendable {
    static let shared = SnapshotNames()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func next(for file: String, test: String) -> String {
        let base = test.hasSuffix("()") ? String(test.dropLast(2)) : test.replacingOccurrences(of: "(", with: "_")
            .replacingOccurrences(of: ")", with: "").replacingOccurrences(of: ":", with: "_")
        lock.lock()
        defer { lock.unlock() }
        let key = file + "\u{0}" + base
        counts[key, default: 0] += 1
        let count = counts[key]!
        return count == 1 ? base : "\(base).\(count)"
    }
}

/// Where baselines and failure pages go, and the comparison itself.
struct SnapshotFiles {
    let folder: URL
    let artifacts: URL

    init(testFile: String, environment: [String: String]) {
        let file = URL(fileURLWithPath: testFile)
        let testFileName = file.deletingPathExtension().lastPathComponent
        folder = file.deletingLastPathComponent().appendingPathComponent("__LayoutSnapshots__").appendingPathComponent(testFileName)
        let root = environment["LAYOUTLAB_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-artifacts")
        artifacts = root.appendingPathComponent(testFileName)
    }

    func baseline(_ snapshot: LayoutBaseline) -> URL {
        folder.appendingPathComponent("\(snapshot.name).\(snapshot.profile).txt")
    }

    /// Nil when the snapshot matches; otherwise the failure message (after writing what the mode
    /// allows). The page draws the layouts with `layout`'s paint; without it, as wireframes.
    func check(_ snapshot: LayoutBaseline, mode: SnapshotRecordMode, tolerance: Double, onCI: Bool, layout: RecordedLayout? = nil) -> String? {
        let url = baseline(snapshot)
        let relative = "__LayoutSnapshots__/\(folder.lastPathComponent)/\(url.lastPathComponent)"
        guard let data = FileManager.default.contents(atPath: url.path) else {
            if onCI { return "No layout baseline at \(relative); CI=true, so none was recorded. Record it locally and commit it." }
            if mode == .never { return "No layout baseline at \(relative) (record mode never)." }
            return write(snapshot, to: url).map { "Could not record \(relative): \($0)" }
                ?? "Recorded a new layout baseline at \(relative). Check it, commit it and run the test again."
        }
        if mode == .all, !onCI {
            return write(snapshot, to: url).map { "Could not record \(relative): \($0)" }
                ?? "Recorded the layout baseline at \(relative) again (record mode all); turn recording off to compare."
        }
        let baseline: LayoutBaseline
        do {
            baseline = try LayoutBaseline(parsing: String(decoding: data, as: UTF8.self))
        } catch {
            return "The layout baseline at \(relative) cannot be read (\(error)); delete it to record it again."
        }
        let diff = SnapshotDiff.diff(baseline, snapshot, tolerance: tolerance)
        guard !diff.cases.isEmpty else { return nil }
        let table = TextDiffRenderer(nodes: .all).render(diff)
        let page = artifacts.appendingPathComponent("\(snapshot.name).\(snapshot.profile).html")
        let html = if let layout {
            HTMLDiffRenderer(nodes: .changes).render(diff, pictures: SnapshotPictures.load(baseline, snapshot, layout: layout, for: diff, nodes: .changes))
        } else {
            HTMLDiffRenderer(nodes: .changes).render(diff, wireframes: SnapshotDiff.wireframes(baseline, snapshot, for: diff))
        }
        let written = (try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)) != nil
            && FileManager.default.createFile(atPath: page.path, contents: Data(html.utf8))
        let pageLine = written ? "The HTML diff is at \(page.path)." : "The HTML diff could not be written to \(page.path)."
        return "The layout differs from \(relative) (A is the baseline, B this run):\n\n\(table)\n\(pageLine)"
    }

    /// Writes the baseline; the error's description on failure.
    private func write(_ snapshot: LayoutBaseline, to url: URL) -> String? {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(snapshot.text.utf8).write(to: url)
            return nil
        } catch {
            return "\(error)"
        }
    }
}
