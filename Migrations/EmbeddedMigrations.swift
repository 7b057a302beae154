// The migrations compiled into the binary, in the order they are applied.
//
// SwiftPM embeds each `.sql` file of this folder (Package.swift lists the folder, so nothing has to
// be registered there) as `PackageResources.<name>`, with the name mangled into an identifier:
// `0001_tables.sql` becomes `_001_tables_sql`. Those generated names cannot be enumerated at run
// time, so a new `0004_….sql` takes one more line below. `LayoutLabStoreTests` compares this list
// with the folder's files, byte for byte, and fails on a file that was left out. (If the build
// then says PackageResources has no such member, see the note on SwiftPM's manifest cache in
// Package.swift.)

/// One numbered schema change: its file name without `.sql`, and the SQL it runs.
public struct EmbeddedMigration: Sendable, Hashable {
    /// The file name without `.sql`, e.g. `0001_tables`; GRDB records it in `grdb_migrations`.
    public let identifier: String
    public let sql: String

    /// The leading number of the identifier: the schema version this migration brings the database to.
    public var version: Int { Int(identifier.prefix { $0.isNumber }) ?? 0 }

    init(_ identifier: String, _ bytes: [UInt8]) {
        self.identifier = identifier
        self.sql = String(decoding: bytes, as: UTF8.self)
    }
}

public enum EmbeddedMigrations {
    /// Every migration, oldest first.
    public static let all: [EmbeddedMigration] = [
        EmbeddedMigration("0001_tables", PackageResources._001_tables_sql),
        EmbeddedMigration("0002_contract_views", PackageResources._002_contract_views_sql),
        EmbeddedMigration("0003_schema_docs", PackageResources._003_schema_docs_sql),
        EmbeddedMigration("0004_node_path_prefixes", PackageResources._004_node_path_prefixes_sql),
        EmbeddedMigration("0005_stack_spacing", PackageResources._005_stack_spacing_sql),
        EmbeddedMigration("0006_os_generation", PackageResources._006_os_generation_sql),
        EmbeddedMigration("0007_scroll_to_view", PackageResources._007_scroll_to_view_sql),
        EmbeddedMigration("0008_run_knobs", PackageResources._008_run_knobs_sql),
        EmbeddedMigration("0009_node_ids", PackageResources._009_node_ids_sql),
        EmbeddedMigration("0010_abandoned_runs", PackageResources._010_abandoned_runs_sql),
        EmbeddedMigration("0011_case_settings", PackageResources._011_case_settings_sql),
        EmbeddedMigration("0012_tap_steps", PackageResources._012_tap_steps_sql),
        EmbeddedMigration("0013_state_writes", PackageResources._013_state_writes_sql),
        EmbeddedMigration("0014_node_paints", PackageResources._014_node_paints_sql),
        EmbeddedMigration("0015_case_errors", PackageResources._015_case_errors_sql),
    ]

    /// The schema version this binary writes: the number of its newest migration.
    public static var latestVersion: Int { all.last?.version ?? 0 }
}
