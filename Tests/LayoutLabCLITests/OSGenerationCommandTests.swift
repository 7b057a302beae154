import Foundation
import Testing

/// Recording on OS generations (`--os`, `profile@generation`) and diffing two generations.
@Suite struct OSGenerationCommandTests {
    let cli = CLIRunner()

    /// The same cases on iOS 18 and on the default (iOS 26): every case is compared across the two
    /// generations, and the summary says so and names the text-height change first (body text on
    /// the iPhone SE at 2× is 20.5 tall on iOS 18 and 24.5 on iOS 26, 4 taller at 3× too).
    @Test func aDiffOfTwoGenerationsSaysSoAndShowsTheTextHeightChange() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let scenario = "read-size/child-size"
        let old = try cli.run(["record", "--db", db, "--label", "old", "--scenario", scenario, "--profile", "iphone-se-3", "--profile", "iphone-15", "--os", "ios-18"])
        #expect(old.status == 0, "\(old.stderr)")
        let new = try cli.run(["record", "--db", db, "--label", "new", "--scenario", scenario, "--profile", "iphone-se-3", "--profile", "iphone-15"])
        #expect(new.status == 0, "\(new.stderr)")
        let pinned = try cli.run(["record", "--db", db, "--label", "pinned", "--scenario", scenario, "--profile", "iphone-se-3@ios-18", "--profile", "iphone-15@ios-18"])
        #expect(pinned.status == 0, "\(pinned.stderr)")

        let diff = try cli.run(["diff", "old", "new", "--db", db])
        #expect(diff.status == 1)
        let lines = diff.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("OS generation ios-18 → ios-26 in 2 cases."))
        // The summary's first size sentence is the text that grew 4 pt taller, once per text.
        #expect(lines.contains("Text heights grew by 4 pt in 2 of 2 cases."), "\(diff.stdout)")
        #expect(diff.stdout.contains("os ios-18 → ios-26"))

        // `--os` and `@ios-18` choose the same generation: nothing differs.
        let same = try cli.run(["diff", "old", "pinned", "--db", db])
        #expect(same.status == 0, "\(same.stdout)")
    }

    @Test func badGenerationsAreRefusedBeforeAnythingIsWritten() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        try cli.run(["record", "--db", db, "--os", "ios-19"]).expectBadInput("unknown OS generation 'ios-19'", "did you mean")
        try cli.run(["record", "--db", db, "--profile", "iphone-15@ios-91"]).expectBadInput("unknown OS generation 'ios-91'")
        try cli.run(["record", "--db", db, "--profile", "mac-window@ios-18"]).expectBadInput("mac-window has no iOS profile to run ios-18")
        try cli.run(["record", "--db", db, "--profile", "iphone-15", "--os", "macos-26"])
            .expectBadInput("no selected profile runs macOS, so none can run macos-26")
        try cli.run(["record", "--db", db, "--profile", "iphone-15@ios-18", "--profile", "iphone-15"])
            .expectBadInput("iphone-15 is selected on ios-18 and ios-26; record each generation as its own run")
        #expect(!FileManager.default.fileExists(atPath: db))
    }

    /// `+rtl` records a profile's right-to-left twin beside it, under its own name.
    @Test func aRightToLeftProfileRecordsBesideItsTwin() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let result = try cli.run(["record", "--db", db, "--scenario", "layout/ratio-split-hstack", "--profile", "iphone-15", "--profile", "iphone-15+rtl"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try RecordTests().sqlite(db, "SELECT profile FROM run_cases ORDER BY case_id") == "iphone-15\niphone-15+rtl")
        // The left part of the split is on the right when the screen reads right to left.
        let left = try RecordTests().sqlite(db, "SELECT profile, x FROM final_frames WHERE node_name = 'left' ORDER BY profile")
        let xs = left.split(separator: "\n").map { Double($0.split(separator: "|")[1])! }
        #expect(xs.count == 2 && xs[1] > xs[0], "\(left)")
        try cli.run(["record", "--db", db, "--profile", "iphone-99+rtl"]).expectBadInput("unknown profile 'iphone-99'")
    }

    @Test func eachCaseStoresItsGeneration() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let result = try cli.run(["record", "--db", db, "--scenario", "read-size/child-size", "--profile", "iphone-15", "--profile", "mac-window", "--os", "ios-18"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try cli.run(["runs", "--db", db, "--format", "json"])
        #expect(json.status == 0)
        let sqlite = try RecordTests().sqlite(db, "SELECT profile, os FROM run_cases ORDER BY profile")
        #expect(sqlite == "iphone-15|ios-18\nmac-window|macos-26")
    }
}
