import Foundation
import GRDB
import Testing

/// Behaviour knobs on the command line (docs/cli.md, "Knobs"): `layoutlab knobs`, `record --set`,
/// the run's stored knobs in `runs` and `run_knobs`, and `diff` naming them first.
@Suite struct KnobsCommandTests {
    let cli = CLIRunner()

    @Test func theKnobsAreListedWithTheirDefaultsAndAllowedValues() throws {
        let result = try cli.run(["knobs"])
        #expect(result.status == 0)
        let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("geometry-reader.unspecified") })
        #expect(line.contains(" 10 ") && line.contains("10 | 0"))
        for key in ["preference.initial-change", "cycle-detector", "frames-per-step", "passes-per-frame", "text.scale", "text.spacing"] {
            #expect(result.stdout.contains(key))
        }
    }

    /// Seed 002's reader in a scroll view is 10 high (its ideal height); under
    /// `geometry-reader.unspecified=0` it is 0 high, as OpenSwiftUI reconstructs it. `runs` shows
    /// the knob of the second run, and `diff` names it before anything else.
    @Test func aKnobChangesWhatTheSeedScenarioShows() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let scenario = ["--scenario", "geometry-reader/in-scroll-view", "--profile", "iphone-15"]
        #expect(try cli.run(["record", "--db", db, "--label", "ten"] + scenario).status == 0)
        let zero = try cli.run(["record", "--db", db, "--label", "zero", "--set", "geometry-reader.unspecified=0"] + scenario)
        #expect(zero.status == 0, "\(zero.stderr)")

        let database = try DatabaseQueue(path: db)
        let heights = try database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT r.label, f.height FROM final_frames f JOIN runs r ON r.id = f.run_id
                WHERE f.node_name = 'reader' ORDER BY r.id
                """).map { ($0["label"] as String, $0["height"] as Double) }
        }
        #expect(heights.map(\.0) == ["ten", "zero"])
        #expect(heights.map(\.1) == [10, 0])
        let stored = try database.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM run_knobs WHERE run_label = 'zero' AND key = 'geometry-reader.unspecified'")
        }
        #expect(stored == "0")

        let runs = try cli.run(["runs", "--db", db])
        let zeroLine = try #require(runs.stdout.split(separator: "\n").first { $0.contains("zero") })
        #expect(zeroLine.hasSuffix("geometry-reader.unspecified=0"))
        let tenLine = try #require(runs.stdout.split(separator: "\n").first { $0.contains(" ten ") })
        #expect(tenLine.hasSuffix("-"))

        let diff = try cli.run(["diff", "ten", "zero", "--db", db])
        #expect(diff.status == 1)
        let lines = diff.stdout.split(separator: "\n").map(String.init)
        #expect(lines.dropFirst(2).first == "Knobs differ: geometry-reader.unspecified 10 → 0.", "\(lines.prefix(4))")
    }

    @Test func badSettingsAreRefusedBeforeAnythingIsWritten() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        try cli.run(["record", "--db", db, "--set", "geometry-reader.unspecifed=0"])
            .expectBadInput("unknown knob 'geometry-reader.unspecifed'", "did you mean 'geometry-reader.unspecified'")
        try cli.run(["record", "--db", db, "--set", "geometry-reader.unspecified=5"])
            .expectBadInput("knob geometry-reader.unspecified cannot be '5'; allowed: 10 | 0")
        try cli.run(["record", "--db", db, "--set", "frames-per-step=0"]).expectBadInput("allowed: 1...1000")
        try cli.run(["record", "--db", db, "--set", "text.scale"]).expectBadInput("--set takes KEY=VALUE")
        #expect(!FileManager.default.fileExists(atPath: db))
    }
}
