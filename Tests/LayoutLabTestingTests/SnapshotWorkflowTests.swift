import Foundation
import LayoutLab
@testable import LayoutLabTesting
import Testing

/// The snapshot workflow of docs/testing.md, through the same entry points `assertLayoutSnapshot`
/// uses (in-process: cheaper than running a second package's `swift test`), in a temporary
/// folder: record a missing baseline and fail, pass, fail on a 4-point change with the diff
/// table and an HTML page, and never write on CI.
@Suite struct SnapshotWorkflowTests {
    struct Tile: View {
        var width: CGFloat = 120
        var body: some View {
            VStack(spacing: 8) {
                Color.orange.frame(width: width, height: 40).accessibilityIdentifier("swatch")
                Text("Orange").accessibilityIdentifier("label")
            }
        }
    }

    /// A scratch test folder and artifacts folder, removed afterwards.
    final class Scratch {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-snapshots-\(UUID().uuidString)")
        var testFile: String { root.appendingPathComponent("TileTests.swift").path }
        var environment: [String: String] { ["LAYOUTLAB_ARTIFACTS": root.appendingPathComponent("artifacts").path] }
        var files: SnapshotFiles { SnapshotFiles(testFile: testFile, environment: environment) }
        deinit { try? FileManager.default.removeItem(at: root) }
    }

    static func snapshot(_ view: Tile, name: String = "tile") async -> LayoutBaseline {
        LayoutBaseline(await LayoutLab.run(view, on: .iPhoneSE3, timeline: [.launch(.portrait), .rotate(.landscape)]), name: name)
    }

    @Test func aMissingBaselineIsRecordedAndFailsThenTheNextRunPasses() async throws {
        let scratch = Scratch()
        let snapshot = await Self.snapshot(Tile())
        let first = try #require(scratch.files.check(snapshot, mode: .missing, tolerance: 0.1, onCI: false))
        #expect(first.hasPrefix("Recorded a new layout baseline at __LayoutSnapshots__/TileTests/tile.iphone-se-3.txt"))
        let url = scratch.files.baseline(snapshot)
        #expect(FileManager.default.fileExists(atPath: url.path))
        #expect(scratch.files.check(await Self.snapshot(Tile()), mode: .missing, tolerance: 0.1, onCI: false) == nil)
    }

    /// The swatch grows from 120 to 124 wide: in portrait it stays centred, so it moves 2 left
    /// and is 4 wider, in both steps; the message has the CLI's table and the page is written.
    @Test func aFourPointChangeFailsWithTheDiffTableAndWritesTheHTMLPage() async throws {
        let scratch = Scratch()
        _ = scratch.files.check(await Self.snapshot(Tile()), mode: .missing, tolerance: 0.1, onCI: false)
        let message = try #require(scratch.files.check(await Self.snapshot(Tile(width: 124)), mode: .missing, tolerance: 0.1, onCI: false))
        #expect(message.hasPrefix("The layout differs from __LayoutSnapshots__/TileTests/tile.iphone-se-3.txt"))
        #expect(message.contains("STEP  NODE"))
        let swatchLines = message.split(separator: "\n").filter { $0.contains("swatch") }
        #expect(swatchLines.count == 2, "one line per step")
        #expect(swatchLines.allSatisfy { $0.contains("moved+resized") && $0.contains("x -2, w +4") }, "\(swatchLines)")
        let page = scratch.root.appendingPathComponent("artifacts/TileTests/tile.iphone-se-3.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<svg") && html.contains("swatch"))
        // The baseline is left as it was.
        let baseline = try String(contentsOf: scratch.files.baseline(await Self.snapshot(Tile())), encoding: .utf8)
        #expect(baseline == (await Self.snapshot(Tile())).text)
    }

    /// The failure page draws the baseline and this run as `layoutlab diff` does, with their text:
    /// zoomed to the swatch, which grew 4 pt, at 3 px a point or more, and only the swatch outlined.
    @Test func theFailurePageDrawsBothLayoutsWithTheirText() async throws {
        let scratch = Scratch()
        _ = scratch.files.check(await Self.snapshot(Tile()), mode: .missing, tolerance: 0.1, onCI: false)
        let layout = await LayoutLab.run(Tile(width: 124), on: .iPhoneSE3, timeline: [.launch(.portrait), .rotate(.landscape)])
        _ = try #require(scratch.files.check(LayoutBaseline(layout, name: "tile"), mode: .missing, tolerance: 0.1, onCI: false, layout: layout))
        let page = scratch.root.appendingPathComponent("artifacts/TileTests/tile.iphone-se-3.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(!html.contains("<svg class=\"wireframe"), "pictures, not wireframes")
        // "Orange" drawn in glyphs, in A's drawing and B's, for both steps.
        #expect(html.components(separatedBy: "<g class=\"text\"").count - 1 == 4)
        #expect(html.contains("<use href=\"#g"))
        // Zoomed: A, B and the onion's layers, per step, at 3 px a point or more.
        let crops = html.matches(of: #/class="screen-picture zoomed" width="([0-9.]+)" height="[0-9.]+" viewBox="[-0-9.]+ [-0-9.]+ ([0-9.]+)/#)
        #expect(crops.count == 8)
        #expect(crops.allSatisfy { Double($0.1)! / Double($0.2)! >= 3 })
        // Only the swatch is outlined, though its frame and the stack grew with it.
        let outlines = html.components(separatedBy: "<g class=\"changed\"").dropFirst().map { $0.components(separatedBy: "</g>")[0] }
        #expect(outlines.count == 4)
        let swatch = try #require(layout.frame("swatch", at: .first))
        #expect(outlines.allSatisfy { $0.components(separatedBy: "<rect").count - 1 == 1 })
        #expect(outlines.contains { $0.contains("width=\"\(swatch.width.formattedPoints)\" height=\"40\"") })
    }

    @Test func changesWithinTheTolerancePass() async throws {
        let scratch = Scratch()
        _ = scratch.files.check(await Self.snapshot(Tile()), mode: .missing, tolerance: 0.1, onCI: false)
        #expect(scratch.files.check(await Self.snapshot(Tile(width: 124)), mode: .missing, tolerance: 4, onCI: false) == nil)
    }

    @Test func onCIAMissingBaselineFailsWithoutBeingWritten() async throws {
        let scratch = Scratch()
        let snapshot = await Self.snapshot(Tile())
        for mode in SnapshotRecordMode.allCases {
            let message = try #require(scratch.files.check(snapshot, mode: mode, tolerance: 0.1, onCI: true))
            #expect(message.contains("CI=true, so none was recorded"))
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.files.baseline(snapshot).path))
    }

    @Test func recordModesNeverAndAll() async throws {
        let scratch = Scratch()
        let snapshot = await Self.snapshot(Tile())
        let never = try #require(scratch.files.check(snapshot, mode: .never, tolerance: 0.1, onCI: false))
        #expect(never.contains("record mode never"))
        #expect(!FileManager.default.fileExists(atPath: scratch.files.baseline(snapshot).path))
        _ = scratch.files.check(snapshot, mode: .missing, tolerance: 0.1, onCI: false)
        let changed = await Self.snapshot(Tile(width: 124))
        let all = try #require(scratch.files.check(changed, mode: .all, tolerance: 0.1, onCI: false))
        #expect(all.contains("again (record mode all)"))
        #expect(try String(contentsOf: scratch.files.baseline(changed), encoding: .utf8) == changed.text)
    }

    @Test func theEnvironmentChoosesTheModeUnlessTheCallDoes() throws {
        #expect(try SnapshotRecordMode.resolved(nil, environment: [:]) == .missing)
        #expect(try SnapshotRecordMode.resolved(nil, environment: ["LAYOUTLAB_RECORD": "all"]) == .all)
        #expect(try SnapshotRecordMode.resolved(.never, environment: ["LAYOUTLAB_RECORD": "all"]) == .never)
        #expect(throws: SnapshotError.self) { try SnapshotRecordMode.resolved(nil, environment: ["LAYOUTLAB_RECORD": "sometimes"]) }
        #expect(SnapshotRecordMode.isCI(["CI": "true"]) && !SnapshotRecordMode.isCI([:]))
    }

    /// Two runs write identical bytes, and what is written reads back as itself.
    @Test func theBaselineIsStableAndReadsBack() async throws {
        let a = await Self.snapshot(Tile())
        let b = await Self.snapshot(Tile())
        #expect(a.text == b.text)
        #expect(try LayoutBaseline(parsing: a.text) == a)
        #expect(throws: LayoutBaseline.FormatError.self) { try LayoutBaseline(parsing: "not a snapshot") }
    }

    /// Through the public function: a new baseline is a recorded issue in Swift Testing (or, on
    /// CI, a missing one). The baseline lands beside this file and is removed again.
    @Test func assertLayoutSnapshotReportsToSwiftTesting() async throws {
        let name = "probe-\(UUID().uuidString)"
        await withKnownIssue {
            await assertLayoutSnapshot(of: Tile(), on: [.iPhoneSE3], named: name)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("Recorded a new layout baseline") || text.contains("CI=true")
        }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__LayoutSnapshots__")
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("SnapshotWorkflowTests/\(name).iphone-se-3.txt"))
        if (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("SnapshotWorkflowTests").path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: folder)
        }
    }
}
