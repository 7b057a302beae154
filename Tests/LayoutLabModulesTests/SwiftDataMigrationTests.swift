#if os(Linux)
// Versioned schemas and a migration plan, as apps that changed their models declare them.
import Foundation
import SwiftData
import Testing

enum FocusSchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [FocusSession.self] }
}

enum FocusSchemaV2: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
    static var models: [any PersistentModel.Type] { [FocusSession.self] }
}

enum FocusMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [FocusSchemaV1.self, FocusSchemaV2.self] }
    static var stages: [MigrationStage] {
        [.custom(fromVersion: FocusSchemaV1.self, toVersion: FocusSchemaV2.self, willMigrate: nil, didMigrate: { _ in
            Issue.record("no store, so nothing migrates")
        })]
    }
}

@Suite struct SwiftDataMigrationTests {
    @Test func aContainerWithAPlanHoldsTheCurrentSchema() throws {
        let schema = Schema(versionedSchema: FocusSchemaV2.self)
        #expect(schema.types.count == 1)
        let container = try ModelContainer(
            for: schema, migrationPlan: FocusMigrationPlan.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)
        )
        #expect(container.schema.types.count == 1)
        #expect(FocusMigrationPlan.stages.count == 1)
    }
}
#endif
