import Foundation
import LayoutLab
import LayoutLabReports
import LayoutLabScenarios
import LayoutLabStore

/// The sweep the HTML report's size and time targets are set for (docs/performance.md, "What
/// each benchmark measures"): `measurement-reader/same-width-rotation` `unversioned`, as
/// `record --sweep width=320...1024/16` records it, on every built-in profile: 45 points × 9
/// profiles, 405 cases.
///
/// Recorded once and kept in the temporary folder between the benchmark's processes, under a
/// name that changes with the engine and schema versions.
enum SweptRun {
    static let widths = Array(stride(from: 320, through: 1024, by: 16))

    static var path: String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutlab-report-bench-sweep-\(LayoutLabVersion.current)-v\(LayoutStore.supportedSchemaVersion).sqlite").path
    }

    static func open() async throws -> (LayoutStore, Run) {
        if let store = try? LayoutStore.open(path: path, mode: .existingOnly), let run = try? store.runs().first,
            run.status == .complete, try store.cases(ofRun: run.id).count == widths.count * DeviceProfile.builtIn.count
        {
            return (store, run)
        }
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        let store = try LayoutStore.open(path: path)
        let run = try store.createRun(label: "sweep", command: "ReportBenchmarks", host: "benchmark")
        for profile in DeviceProfile.builtIn {
            for width in widths {
                var settings = CaseSettings(width: CGFloat(width))
                settings.sweep = [("width", "\(width)")]
                _ = try await store.recordCase(run: run.id, scenario: SameWidthRotation.self, variant: "unversioned", profile: profile, settings: settings)
            }
        }
        try store.finishRun(run.id, status: .complete)
        return (store, try store.run("sweep"))
    }

    /// `layoutlab report RUN --node address-1 --format html`, as the command builds it.
    static func html(_ store: LayoutStore, _ run: Run) throws -> String {
        let pictures = PicturesLoading(store, run: run.id, cases: try RunReporter.caseKeys(store, run: run), storiesOf: "address-1")
        let report = try RunReporter.report(store, run: run, sweepNode: "address-1")
        return HTMLReportRenderer().render(report, pictures: try pictures.wait())
    }
}
