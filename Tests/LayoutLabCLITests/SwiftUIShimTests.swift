import Foundation
import GRDB
import Testing

/// A file that says `import SwiftUI`, left as written, records through the command line: on Linux
/// the `SwiftUI` product is the engine under that name (`Tests/SwiftUIShimFixture`).
@Suite struct SwiftUIShimTests {
    #if os(Linux)
    @Test func anUntouchedSwiftUIFileRecordsThroughTheCLI() throws {
        let folder = try TemporaryFolder()
        let db = folder.path("lab.sqlite")
        let cli = CLIRunner("layoutlab-swiftui")
        let listing = try cli.run(["scenarios"])
        #expect(listing.stdout.contains("fixtures/reading-list"))
        let result = try cli.run(["record", "--db", db, "--scenario", "fixtures/reading-list", "--profile", "iphone-15", "--profile", "mac-window"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("2 of 2 cases recorded (2 stable)"), "\(result.stdout)")

        let database = try DatabaseQueue(path: db)
        try database.read { db in
            // The store's task flips a @Published value: a state write, and the progress bar,
            // which reads the store through @EnvironmentObject, is laid out again.
            let syncing = try String.fetchAll(db, sql: """
                SELECT value FROM pass_state WHERE profile = 'iphone-15' AND name = 'list.isSyncing' ORDER BY frame, pass
                """)
            #expect(syncing == ["true", "false"])
            let widths = try Double.fetchAll(db, sql: """
                SELECT width FROM pass_frames WHERE profile = 'iphone-15' AND node_name = 'progress' ORDER BY frame, pass
                """)
            #expect(widths.count == 2)
            // One book of four is finished: a quarter of the bar, the screen less 16 pt each side.
            #expect(widths.first == 0)
            #expect(abs((widths.last ?? 0) - (393 - 32) / 4) < 0.001)
            let rows = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM final_frames WHERE profile = 'iphone-15' AND node_name LIKE 'book-%'")
            #expect(rows == 4)
        }
    }
    #endif
}
