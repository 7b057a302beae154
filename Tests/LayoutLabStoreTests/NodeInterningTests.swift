import Foundation
import GRDB
import LayoutLab
import LayoutLabScenarios
import Testing
@testable import LayoutLabStore

/// Node paths are stored once per database, found again by the hash of the whole path: the hash
/// the engine's side continues from a parent's must be the hash of the full string.
@Suite struct NodeInterningTests {
    /// The FNV-1a of the path's bytes, written out here rather than taken from the store.
    func fnv1a(_ text: String) -> Int64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return Int64(bitPattern: hash)
    }

    @Test func aParentsHashContinuedWithTheSegmentIsTheHashOfTheWholePath() {
        let parent = PathHash.of("Root/VStack")
        #expect(PathHash.of(segment: "Text[1]", below: parent) == PathHash.of("Root/VStack/Text[1]"))
        #expect(PathHash.of("Root/VStack/Text[1]") == fnv1a("Root/VStack/Text[1]"))
    }

    /// Two profiles and a second run of the same scenario: every path is stored once, with the
    /// hash of its own string, and the recordings share the rows.
    @Test func everyPathIsStoredOnceWithItsOwnHash() async throws {
        let folder = try TemporaryFolder()
        for label in ["first", "second"] {
            let store = try LayoutStore.open(path: folder.databasePath)
            let run = try store.createRun(label: label, command: "swift test", host: "h")
            for profile in ["iphone-13", "ipad-air-11"] {
                _ = try await store.recordCase(
                    run: run.id, scenario: NutritionTable.self, variant: "pads", profile: DeviceProfile.named(profile)!
                )
            }
            try store.finishRun(run.id, status: .complete)
        }
        let store = try LayoutStore.open(path: folder.databasePath, mode: .existingOnly)
        let nodes = try store.reader.read { db in
            try Row.fetchAll(db, sql: "SELECT path, path_hash, kind FROM node")
        }
        #expect(nodes.count > 100)
        #expect(Set(nodes.map { $0["path"] as String }).count == nodes.count, "no path stored twice")
        for node in nodes {
            #expect(node["path_hash"] == fnv1a(node["path"]), "\(node["path"] as String)")
            #expect((node["kind"] as String?) != nil)
        }
        let sharedByRuns = try await store.reader.read { db in
            try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM (
                    SELECT f.node_id FROM node_frame f JOIN pass p ON p.id = f.pass_id
                    JOIN step s ON s.id = p.step_id JOIN run_case c ON c.id = s.case_id
                    GROUP BY f.node_id HAVING COUNT(DISTINCT c.run_id) = 2)
                """) ?? 0
        }
        #expect(sharedByRuns == nodes.count, "the second run reuses every node of the first")
    }
}
