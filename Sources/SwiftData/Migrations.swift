/// Versioned schemas and migration plans (Apple: "VersionedSchema", "SchemaMigrationPlan"): apps
/// declare each version of their models and how to move between them. There is no store here,
/// so nothing is ever migrated: a container made with a plan holds the current schema's types,
/// and a stage's closures are never called.
public protocol VersionedSchema {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

/// One step of a migration: lightweight, or custom with closures around it. Unchecked: it holds
/// schema types, which never change, and `@Sendable` closures.
public enum MigrationStage: @unchecked Sendable {
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    case custom(
        fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
        willMigrate: (@Sendable (ModelContext) throws -> Void)?, didMigrate: (@Sendable (ModelContext) throws -> Void)?
    )
}

extension Schema {
    /// The schema of a versioned schema's models.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }
}

extension ModelContainer {
    /// A container for `schema`, migrated by `migrationPlan`: nothing to migrate without a store.
    public convenience init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: [ModelConfiguration]) throws {
        try self.init(for: schema, configurations: configurations)
    }

    public convenience init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }
}
