import Foundation
import GRDB
import Testing

/// An app's previews, with no scenario listed, record as scenarios on every profile: the CLI finds
/// every `#Preview` and `PreviewProvider` of its executable at run time (`Tests/PreviewsFixture`,
/// whose files say `import SwiftUI`, so on Linux only).
@Suite struct PreviewsTests {
    #if os(Linux)
    static let previews = [
        "previews/CounterCard/Counter card",
        "previews/CounterCard/line-50",
        "previews/CounterCard/Compact",
        "previews/StatusBadge/Badge",
        "previews/CounterCard_Previews",
        "previews/StepsWidget/Steps",
        "previews/ReadingList/Reading list",
    ]

    @Test func everyPreviewRecordsOnEveryProfileUnderItsFileAndTitle() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("previews.sqlite")
        let cli = CLIRunner("layoutlab-previews")
        let listing = try cli.run(["scenarios"])
        #expect(listing.status == 0, "\(listing.stderr)")
        for name in Self.previews {
            #expect(listing.stdout.contains(name), "\(name) is not listed:\n\(listing.stdout)")
        }
        let profiles = try #require(
            JSONSerialization.jsonObject(with: Data(cli.run(["profiles", "--format", "json"]).stdout.utf8)) as? [Any]
        ).count
        #expect(profiles > 1)

        let result = try cli.run(["record", "--db", db, "--label", "previews", "--scenario", "previews/*"])
        #expect(result.status == 0, "\(result.stderr)")
        let cases = Self.previews.count * profiles
        #expect(result.stdout.contains("\(cases) of \(cases) cases recorded (\(cases) stable)"), "\(result.stdout)")

        let database = try DatabaseQueue(path: db)
        try database.read { db in
            let recorded = try Row.fetchAll(db, sql: """
                SELECT scenario, COUNT(DISTINCT profile) AS profiles, SUM(outcome = 'stable') AS stable, MIN(seed) AS seed,
                       MIN(timeline) AS timeline
                FROM run_cases WHERE run_label = 'previews' GROUP BY scenario
                """)
            #expect(Set(recorded.map { $0["scenario"] as String }) == Set(Self.previews))
            for row in recorded {
                #expect(row["profiles"] == profiles, "\(row)")
                #expect(row["stable"] == profiles, "\(row)")
            }
            let byName = Dictionary(uniqueKeysWithValues: recorded.map { ($0["scenario"] as String, $0) })
            // Where each preview is written, stored with its cases.
            #expect(byName["previews/CounterCard/line-50"]?["seed"] == "layoutlab_previews/CounterCard.swift:50")
            #expect(byName["previews/CounterCard_Previews"]?["seed"] == "layoutlab_previews.CounterCard_Previews")
            // `.landscapeLeft` among the traits: the preview launches in landscape.
            #expect(byName["previews/CounterCard/Compact"]?["timeline"] == "launch(landscape)")
            #expect(byName["previews/CounterCard/Counter card"]?["timeline"] == "launch(portrait)")

            // The card's width is an `@Entry` environment value: its default (240), or what the
            // titled preview sets (300).
            let widths = try Row.fetchAll(db, sql: """
                SELECT scenario, MIN(width) AS narrowest, MAX(width) AS widest FROM final_frames
                WHERE node_name = 'card' GROUP BY scenario
                """)
            let cardWidths = Dictionary(uniqueKeysWithValues: widths.map { ($0["scenario"] as String, [$0["narrowest"] as Double, $0["widest"] as Double]) })
            #expect(cardWidths["previews/CounterCard/Counter card"] == [300, 300])
            #expect(cardWidths["previews/CounterCard_Previews"] == [240, 240])
            #expect(cardWidths["previews/CounterCard/Compact"] == [240, 240])
            let captions = try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM final_frames WHERE node_name = 'caption'
                """)
            #expect(captions == profiles)

            // The widget's preview: its view for the timeline's first entry (4,200 steps) at the
            // small family's size, never the second's.
            let steps = try Row.fetchAll(db, sql: """
                SELECT node_name, COUNT(DISTINCT profile) AS profiles FROM final_frames
                WHERE scenario = 'previews/StepsWidget/Steps' AND node_name LIKE 'steps-%' GROUP BY node_name
                """)
            #expect(steps.map { $0["node_name"] as String } == ["steps-4200"])
            #expect(steps.first?["profiles"] == profiles)

            // `@Previewable @State var isOn = false`, set by the preview's task: the preview owns
            // the state, written once and laid out again, on every profile.
            let writes = try String.fetchAll(db, sql: """
                SELECT value FROM pass_state WHERE scenario = 'previews/CounterCard/line-50'
                AND profile = 'iphone-15' AND name = 'isOn' ORDER BY frame, pass
                """)
            #expect(writes == ["false", "true"])

            // `traits: .sampleShelf`, a `PreviewModifier` trait the app declares on the main
            // actor: the list shows its two sample titles once the shared context is made.
            let shelves = try Int.fetchOne(db, sql: """
                SELECT COUNT(DISTINCT profile) FROM final_frames
                WHERE scenario = 'previews/ReadingList/Reading list' AND node_name = 'reading-list' AND height > 40
                """)
            #expect(shelves == profiles)
        }
    }

    @Test func aPreviewWhoseNameIsTakenIsLeftOutAndSaidSo() throws {
        let result = try CLIRunner("layoutlab-previews").run(["scenarios"])
        #expect(result.status == 0)
        #expect(result.stderrLines == [
            "warning: the preview (layoutlab_previews/StatusBadge.swift:23) is left out: the name 'previews/StatusBadge/Badge' is taken; give it a title of its own",
        ])
        #expect(result.stdout.contains("StatusBadge.swift:19"))
        #expect(!result.stdout.contains("StatusBadge.swift:23"))
    }
    #endif
}
