import Foundation
import GRDB
import LayoutLab
import LayoutLabMigrations
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

    /// The store's schema (among it `node` with its hash index, and `preference_key`), as the
    /// migrations make it.
    static func makeNodeTables(_ db: Database) throws {
        for migration in EmbeddedMigrations.all {
            try db.execute(sql: migration.sql)
        }
    }

    /// An interner on fresh tables, knowing every stored hash, as a store's writer has it.
    static func makeInterner(_ db: Database) throws -> Interner {
        try makeNodeTables(db)
        let interner = try Interner(db)
        let known = KnownPathHashes()
        try known.catchUp(db)
        interner.knownHashes = known
        return interner
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
            try Row.fetchAll(db, sql: "SELECT p.path, n.path_hash, n.kind FROM node n JOIN node_paths p ON p.id = n.id")
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

    /// A store remembers the hashes of the paths the database holds, and inserts a path it has
    /// no hash for without looking for it first. Paths another writer stored since must still be
    /// found, never stored a second time.
    @Test func pathsAnotherWriterStoredAreFoundNotStoredAgain() async throws {
        let folder = try TemporaryFolder()
        let first = try LayoutStore.open(path: folder.databasePath)
        let second = try LayoutStore.open(path: folder.databasePath)
        let profile = DeviceProfile.named("iphone-13")!
        let firstRun = try first.createRun(label: "first", command: "swift test", host: "h")
        let secondRun = try second.createRun(label: "second", command: "swift test", host: "h")

        // Each store reads the table once, then the second adds paths the first has not read.
        _ = try await first.recordCase(run: firstRun.id, scenario: NutritionTable.self, variant: "pads", profile: profile)
        _ = try await second.recordCase(run: secondRun.id, scenario: NutritionTable.self, variant: "no-pads", profile: profile)
        _ = try await second.recordCase(run: secondRun.id, scenario: UpdateWarning.self, variant: "", profile: profile)
        let storedBySecond = try await second.reader.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM node") ?? 0 }
        _ = try await first.recordCase(run: firstRun.id, scenario: UpdateWarning.self, variant: "", profile: profile)

        let paths = try await first.reader.read { db in try String.fetchAll(db, sql: "SELECT path FROM node_paths") }
        #expect(paths.count == storedBySecond, "the first store added no node the second had stored")
        #expect(Set(paths).count == paths.count, "no path stored twice")
    }

    /// The set of stored path hashes says "certainly not stored" only while it holds them all:
    /// past its limit, any hash it lacks may be stored, and is looked for.
    @Test func knownHashesPastTheirLimitAnswerMaybe() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try Self.makeNodeTables(db)
            try db.execute(sql: """
                INSERT INTO node (path_suffix, path_hash) VALUES ('a', 1), ('b', 2);
                """)
            let known = KnownPathHashes(limit: 3)
            try known.catchUp(db)
            #expect(known.mayContain(1) && known.mayContain(2))
            #expect(!known.mayContain(3), "complete: a hash it lacks is not stored")

            try db.execute(sql: "INSERT INTO node (path_suffix, path_hash) VALUES ('c', 3)")
            try known.catchUp(db)
            #expect(known.mayContain(3), "rows committed since are caught up")
            #expect(!known.mayContain(4))

            known.insert(4)
            #expect(known.mayContain(4), "past the limit, unknown: every hash may be stored")
            #expect(known.mayContain(99))
        }
    }

    /// Inside a batch, new rows wait to be inserted; a path met again before they are must still
    /// get the same id and a single row, whether the set of stored hashes knows every row, has
    /// passed its limit, or is absent.
    @Test(arguments: [0, 1, 2])
    func aPathMetTwiceInsideABatchIsStoredOnce(knowledge: Int) throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try Self.makeNodeTables(db)
            try db.execute(sql: """
                INSERT INTO node (path_suffix, path_hash, kind) VALUES ('Root', \(PathHash.of("Root")), 'Root');
                """)
            let interner = try Interner(db)
            if knowledge < 2 {
                let known = KnownPathHashes(limit: knowledge == 0 ? 100 : 1)
                try known.catchUp(db)
                interner.knownHashes = known
            }
            var ids: [Int64] = []
            try interner.batchingNodeInserts {
                ids.append(try interner.node(path: "Root", kind: "Root"))
                ids.append(try interner.node(path: "Root/VStack", kind: "VStack"))
                ids.append(try interner.node(path: "Root/Text", kind: "Text"))
                ids.append(try interner.node(path: "Root/VStack", kind: "VStack"))
            }
            let rows = try Row.fetchAll(db, sql: "SELECT id, path FROM node_paths ORDER BY id")
            #expect(rows.map { $0["path"] as String } == ["Root", "Root/VStack", "Root/Text"])
            #expect(ids == [1, 2, 3, 2])
        }
    }

    /// A path first named by a value row (no kind yet) and then announced with its kind keeps
    /// its one row and id, and gets the kind; the announcement does not consult the value rows'
    /// memory, so this is found in the table.
    @Test func aPathNamedByAValueRowAndThenAnnouncedKeepsOneRowAndGetsItsKind() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            let interner = try Self.makeInterner(db)
            let named = try interner.node(path: "Root/Text")
            var announced: Int64 = 0
            try interner.batchingNodeInserts {
                announced = try interner.node(path: "Root/Text", kind: "Text")
            }
            #expect(named == announced)
            #expect(try interner.node(path: "Root/Text") == named)
            let rows = try Row.fetchAll(db, sql: "SELECT path, kind FROM node_paths")
            #expect(rows.count == 1)
            #expect(rows.first?["kind"] as String? == "Text")
        }
    }

    /// Below a ForEach element the same holds, and the row is stored after the element's from
    /// the start, though a value row gives only the string. (The element's id is escaped and not
    /// ASCII: the suffix is cut by bytes.)
    @Test func aPathBelowAnElementNamedByAValueRowIsStoredAfterTheElement() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            let interner = try Self.makeInterner(db)
            let named = try #require(try interner.node(path: "Root/HStack[#é%2Fa]/Text[0]"))
            var announced: Int64 = 0
            try interner.batchingNodeInserts {
                _ = try interner.node(path: "Root", kind: "Root")
                let element = try interner.node(path: "Root/HStack[#é%2Fa]", kind: "HStack")
                announced = try interner.node(
                    path: "Root/HStack[#é%2Fa]/Text[0]", kind: "Text", hash: PathHash.of("Root/HStack[#é%2Fa]/Text[0]"),
                    prefix: PrefixNode(nodeId: element, length: "Root/HStack[#é%2Fa]".utf8.count)
                )
            }
            #expect(named == announced)
            let rows = try Row.fetchAll(db, sql: "SELECT n.id, n.prefix_node_id, n.path_suffix, p.path, p.kind FROM node n JOIN node_paths p ON p.id = n.id ORDER BY n.id")
            #expect(rows.map { $0["path"] as String } == ["Root/HStack[#é%2Fa]", "Root/HStack[#é%2Fa]/Text[0]", "Root"])
            #expect(rows.map { $0["path_suffix"] as String } == ["Root/HStack[#é%2Fa]", "/Text[0]", "Root"])
            #expect(rows.map { $0["prefix_node_id"] as Int64? } == [nil, rows[0]["id"] as Int64, nil])
            #expect(rows.map { $0["kind"] as String? } == ["HStack", "Text", "Root"])
        }
    }

    /// Preference keys keep their ids whatever order their names come in (the last one met is
    /// remembered apart from the rest).
    @Test func preferenceKeysKeepTheirIdsInAnyOrder() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try Self.makeNodeTables(db)
            let interner = try Interner(db)
            let names = ["WidthKey", "WidthKey", "HeightKey", "WidthKey", "HeightKey", "HeightKey", "TagKey", "WidthKey"]
            let ids = try names.map { try interner.preferenceKey($0) }
            #expect(ids == [1, 1, 2, 1, 2, 2, 3, 1])
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM preference_key") == 3)
        }
    }

    /// The cache of committed nodes is keyed by path hash; a second path with the same hash must
    /// not get the first one's id (it is looked up in SQLite instead), and the cache stops at its
    /// limit, which counts the nodes offered (they are kept until the next lookup adds them).
    @Test func committedNodesAnswerOnlyForTheirOwnPath() {
        let cache = CommittedNodes(limit: 3)
        cache.add([
            InternedNode(path: "Root/VStack", hash: 7, id: 1, hasKind: true),
            InternedNode(path: "Root/HStack", hash: 7, id: 2, hasKind: true),
            InternedNode(path: "Root/Text", hash: 8, id: 3, hasKind: false),
            InternedNode(path: "Root/Color", hash: 9, id: 4, hasKind: true),
        ])
        #expect(cache.entry(for: "Root/VStack", hash: 7)?.id == 1)
        #expect(cache.entry(for: "Root/HStack", hash: 7) == nil, "same hash, other path: not this entry")
        #expect(cache.entry(for: "Root/Text", hash: 8)?.hasKind == false)
        #expect(cache.entry(for: "Root/Color", hash: 9) == nil, "past the limit")
    }

    /// A store's second case finds the first case's nodes in the cache: the cache holds every
    /// stored node under its own row id, no node is inserted twice, and the frames of both cases
    /// point at the same rows.
    @Test func aSecondCaseOfOneStoreReusesTheFirstCasesNodes() async throws {
        let folder = try TemporaryFolder()
        let store = try LayoutStore.open(path: folder.databasePath)
        let run = try store.createRun(label: "cached", command: "swift test", host: "h")
        for profile in ["iphone-13", "iphone-15"] {
            _ = try await store.recordCase(
                run: run.id, scenario: NutritionTable.self, variant: "pads", profile: DeviceProfile.named(profile)!
            )
        }
        try store.finishRun(run.id, status: .complete)
        let (stored, distinctPaths, nodesPerCase) = try await store.reader.read { db in
            (
                try Row.fetchAll(db, sql: "SELECT id, path FROM node_paths"),
                try Int.fetchOne(db, sql: "SELECT COUNT(DISTINCT path) FROM node_paths") ?? 0,
                try Int.fetchAll(db, sql: """
                    SELECT COUNT(DISTINCT f.node_id) FROM node_frame f JOIN pass p ON p.id = f.pass_id
                    JOIN step s ON s.id = p.step_id GROUP BY s.case_id
                    """)
            )
        }
        let nodes = stored.count
        #expect(nodes > 0 && nodes == distinctPaths)
        #expect(nodesPerCase.count == 2)
        #expect(nodesPerCase.allSatisfy { $0 == nodes }, "both cases use every stored node")
        for row in stored {
            let path: String = row["path"]
            #expect(store.committedNodes.entry(for: path, hash: PathHash.of(path))?.id == row["id"], "\(path)")
        }
    }
}
