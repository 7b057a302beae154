import Foundation
import GRDB
import LayoutLab

// Copying a run from one database into another: what `layoutlab merge` does, and what lets a
// diff compare runs of two files (`FILE.sqlite:RUN`). Every row of the run is copied with new
// ids; node paths and preference keys are interned again in the destination, so that paths stay
// the key across databases (docs/cli.md, "Runs in other databases").

extension LayoutStore {
    /// Copies run `reference` of the database at `sourcePath` into this one; returns the run as
    /// the source has it and its copy. With `target`, its cases join that run instead (the shards
    /// of one run), which takes the worse of the two statuses.
    ///
    /// The source is opened read-only first, so a damaged, foreign, newer or older database is
    /// refused with the store's usual error before anything is written. The copy keeps the run's
    /// status, times, command, host and knobs; it takes `label` (nil: the source's label, or
    /// none when that label is taken here).
    public func copyRun(
        _ reference: String, from sourcePath: String, label: String?? = nil, into target: Int64? = nil
    ) throws -> (source: Run, copy: Run) {
        try copyRun(reference, from: try LayoutStore.open(path: sourcePath, mode: .readOnly), label: label, into: target)
    }

    /// Copies run `reference` of `source`, a store already open (and so checked): `merge` copies
    /// every run of an input without opening it again for each.
    public func copyRun(
        _ reference: String, from source: LayoutStore, label: String?? = nil, into target: Int64? = nil
    ) throws -> (source: Run, copy: Run) {
        let sourcePath = source.path
        let sourceRun = try source.run(reference)
        guard (try? source.schemaVersion()) == SchemaMigrations.latestVersion else {
            throw StoreError.olderSchemaReadOnly(database: sourcePath, version: (try? source.schemaVersion()) ?? 0, supported: SchemaMigrations.latestVersion)
        }
        let wanted: String? = label ?? sourceRun.label
        if case .some(.some(let explicit)) = label, let problem = RunReference.problem(withLabel: explicit) {
            throw StoreError.invalidLabel(explicit, reason: problem)
        }
        let absolute = URL(fileURLWithPath: sourcePath).standardizedFileURL.path
        do {
            return try copyAttached(absolute, sourceRun: sourceRun, label: label, wanted: wanted, into: target)
        } catch let error as StoreError where error.isDamage {
            // Both files are read in one statement: say which one is damaged.
            let sourceProblem: String?
            do {
                sourceProblem = try source.pagesProblem()
            } catch {
                sourceProblem = DatabaseErrors.damage(in: error) ?? "its pages cannot be read"
            }
            if let sourceProblem { throw StoreError.damaged(database: sourcePath, detail: sourceProblem) }
            throw error
        }
    }

    /// What SQLite's check of the pages finds first in this database, nil when nothing.
    func pagesProblem() throws -> String? {
        try pool.read { db in try PageCheck.problem(db, path: path, thorough: true) }
    }

    private func copyAttached(
        _ absolute: String, sourceRun: Run, label: String??, wanted: String?, into target: Int64?
    ) throws -> (source: Run, copy: Run) {
        try DatabaseErrors.reporting(in: path, lockTimeout: lockWaiting.timeout) {
            try pool.writeWithoutTransaction { db in
                try db.execute(sql: "ATTACH DATABASE ? AS source", arguments: [absolute])
                defer { try? db.execute(sql: "DETACH DATABASE source") }
                var copied: Int64 = 0
                try db.inTransaction {
                    if let target {
                        copied = try RunCopy(db: db, sourceRun: sourceRun.id, label: nil).copy(into: target)
                        return .commit
                    }
                    let taken = try wanted.map { try Int64.fetchOne(db, sql: "SELECT id FROM main.run WHERE label = ?", arguments: [$0]) } ?? nil
                    if taken != nil, case .some(.some(let explicit)) = label {
                        throw StoreError.duplicateLabel(explicit, existingRun: taken!)
                    }
                    copied = try RunCopy(db: db, sourceRun: sourceRun.id, label: taken == nil ? wanted : nil).copy()
                    return .commit
                }
                guard let run = try Run.fetchOne(db, key: copied) else {
                    throw StoreError.damaged(database: path, detail: "a run just copied cannot be read back")
                }
                return (sourceRun, run)
            }
        }
    }
}

/// The statements of one copy, inside the destination's transaction with the source attached.
private struct RunCopy {
    let db: Database
    let sourceRun: Int64
    let label: String?

    func copy(into target: Int64? = nil) throws -> Int64 {
        let run: Int64
        if let target {
            run = target
            // The merged run is only as finished as its least finished piece.
            try db.execute(sql: """
                UPDATE main.run SET status = (SELECT status FROM source.run WHERE id = ?)
                WHERE id = ? AND (SELECT status FROM source.run WHERE id = ?) <> 'complete'
                """, arguments: [sourceRun, run, sourceRun])
            try db.execute(sql: """
                UPDATE main.run SET finished_at = MAX(COALESCE(finished_at, ''), COALESCE((SELECT finished_at FROM source.run WHERE id = ?), ''))
                WHERE id = ?
                """, arguments: [sourceRun, run])
        } else {
            try db.execute(sql: """
                INSERT INTO main.run (label, status, started_at, finished_at, engine_version, command, host, pid, heartbeat_at)
                SELECT ?, status, started_at, finished_at, engine_version, command, host, pid, heartbeat_at FROM source.run WHERE id = ?
                """, arguments: [label, sourceRun])
            run = db.lastInsertedRowID
            try db.execute(sql: "INSERT INTO main.run_knob (run_id, key, value) SELECT ?, key, value FROM source.run_knob WHERE run_id = ?",
                           arguments: [run, sourceRun])
        }
        try mapRows(run: run)
        try internNodes()
        try internKeys()
        try copyPassRows()
        for table in ["copy_case", "copy_step", "copy_pass", "copy_node", "copy_key"] {
            try db.execute(sql: "DROP TABLE temp.\(table)")
        }
        return run
    }

    /// Cases, steps and passes, each with a map from its source id to its new one.
    private func mapRows(run: Int64) throws {
        try db.execute(sql: "CREATE TEMP TABLE copy_case (old INTEGER PRIMARY KEY, new INTEGER)")
        try db.execute(sql: "CREATE TEMP TABLE copy_step (old INTEGER PRIMARY KEY, new INTEGER)")
        try db.execute(sql: "CREATE TEMP TABLE copy_pass (old INTEGER PRIMARY KEY, new INTEGER)")
        try db.execute(sql: """
            INSERT INTO main.run_case (run_id, scenario, variant, profile, summary, seed, timeline, outcome, steps, passes,
                                       diagnostics, frame_rows, started_at, finished_at, os, base_variant, parameters, sweep)
            SELECT ?, scenario, variant, profile, summary, seed, timeline, outcome, steps, passes,
                   diagnostics, frame_rows, started_at, finished_at, os, base_variant, parameters, sweep
            FROM source.run_case WHERE run_id = ? ORDER BY id
            """, arguments: [run, sourceRun])
        try db.execute(sql: """
            INSERT INTO temp.copy_case (old, new)
            SELECT s.id, m.id FROM source.run_case s
            JOIN main.run_case m ON m.run_id = ? AND m.scenario = s.scenario AND m.variant = s.variant AND m.profile = s.profile
            WHERE s.run_id = ?
            """, arguments: [run, sourceRun])
        try db.execute(sql: """
            INSERT INTO main.step (case_id, step_index, event, orientation, screen_width, screen_height, scale, safe_top,
                                   safe_leading, safe_bottom, safe_trailing, dynamic_type, outcome, cycle_period, frames,
                                   passes, final_frame, final_pass)
            SELECT c.new, s.step_index, s.event, s.orientation, s.screen_width, s.screen_height, s.scale, s.safe_top,
                   s.safe_leading, s.safe_bottom, s.safe_trailing, s.dynamic_type, s.outcome, s.cycle_period, s.frames,
                   s.passes, s.final_frame, s.final_pass
            FROM source.step s JOIN temp.copy_case c ON c.old = s.case_id ORDER BY s.id
            """)
        try db.execute(sql: """
            INSERT INTO temp.copy_step (old, new)
            SELECT s.id, m.id FROM source.step s
            JOIN temp.copy_case c ON c.old = s.case_id
            JOIN main.step m ON m.case_id = c.new AND m.step_index = s.step_index
            """)
        try db.execute(sql: """
            INSERT INTO main.pass (step_id, frame_index, pass_index)
            SELECT st.new, p.frame_index, p.pass_index FROM source.pass p JOIN temp.copy_step st ON st.old = p.step_id ORDER BY p.id
            """)
        try db.execute(sql: """
            INSERT INTO temp.copy_pass (old, new)
            SELECT p.id, m.id FROM source.pass p
            JOIN temp.copy_step st ON st.old = p.step_id
            JOIN main.pass m ON m.step_id = st.new AND m.frame_index = p.frame_index AND m.pass_index = p.pass_index
            """)
    }

    /// The run's node paths, found or added in the destination: prefixes first, then the nodes
    /// below them, each by its prefix, hash and suffix, as the recorder interns them.
    private func internNodes() throws {
        try db.execute(sql: "CREATE TEMP TABLE copy_node (old INTEGER PRIMARY KEY, new INTEGER)")
        try db.execute(sql: """
            CREATE TEMP TABLE copy_used AS
            SELECT DISTINCT node_id AS id FROM (
                SELECT f.node_id FROM source.node_frame f JOIN temp.copy_pass p ON p.old = f.pass_id
                UNION SELECT v.node_id FROM source.preference_value v JOIN temp.copy_pass p ON p.old = v.pass_id
                UNION SELECT v.node_id FROM source.state_value v JOIN temp.copy_pass p ON p.old = v.pass_id
                UNION SELECT a.node_id FROM source.action_event a JOIN temp.copy_pass p ON p.old = a.pass_id
                UNION SELECT d.node_id FROM source.diagnostic d JOIN temp.copy_pass p ON p.old = d.pass_id
                UNION SELECT w.node_id FROM source.state_write w JOIN temp.copy_pass p ON p.old = w.pass_id
            ) WHERE node_id IS NOT NULL
            """)
        // Prefix nodes have no prefix of their own; the recorder makes one level of prefixes.
        let levels = [
            "n.id IN (SELECT prefix_node_id FROM source.node WHERE id IN (SELECT id FROM temp.copy_used)) OR (n.id IN (SELECT id FROM temp.copy_used) AND n.prefix_node_id IS NULL)",
            "n.id IN (SELECT id FROM temp.copy_used) AND n.prefix_node_id IS NOT NULL",
        ]
        for level in levels {
            try db.execute(sql: """
                INSERT OR IGNORE INTO temp.copy_node (old, new)
                SELECT n.id, (SELECT m.id FROM main.node m
                              WHERE m.path_hash = n.path_hash AND m.path_suffix = n.path_suffix AND m.kind IS n.kind
                                AND m.prefix_node_id IS (SELECT new FROM temp.copy_node WHERE old = n.prefix_node_id)
                              LIMIT 1)
                FROM source.node n WHERE \(level)
                """)
            let missing = try Int64.fetchAll(db, sql: "SELECT old FROM temp.copy_node WHERE new IS NULL ORDER BY old")
            for old in missing {
                try db.execute(sql: """
                    INSERT INTO main.node (path_suffix, path_hash, kind, prefix_node_id)
                    SELECT n.path_suffix, n.path_hash, n.kind, (SELECT new FROM temp.copy_node WHERE old = n.prefix_node_id)
                    FROM source.node n WHERE n.id = ?
                    """, arguments: [old])
                try db.execute(sql: "UPDATE temp.copy_node SET new = ? WHERE old = ?", arguments: [db.lastInsertedRowID, old])
            }
        }
        try db.execute(sql: "DROP TABLE temp.copy_used")
    }

    private func internKeys() throws {
        try db.execute(sql: """
            INSERT OR IGNORE INTO main.preference_key (name)
            SELECT DISTINCT k.name FROM source.preference_key k
            JOIN source.preference_value v ON v.key_id = k.id JOIN temp.copy_pass p ON p.old = v.pass_id
            """)
        try db.execute(sql: "CREATE TEMP TABLE copy_key (old INTEGER PRIMARY KEY, new INTEGER)")
        try db.execute(sql: """
            INSERT INTO temp.copy_key (old, new)
            SELECT k.id, m.id FROM source.preference_key k JOIN main.preference_key m ON m.name = k.name
            """)
    }

    /// Frames, values, actions, diagnostics and paints, with their passes, nodes and keys mapped.
    private func copyPassRows() throws {
        try db.execute(sql: """
            INSERT INTO main.node_frame (pass_id, ordinal, node_id, name, proposed_width, proposed_height, x, y, width, height,
                                         render_x, render_y, render_width, render_height, spacing_before)
            SELECT p.new, f.ordinal, n.new, f.name, f.proposed_width, f.proposed_height, f.x, f.y, f.width, f.height,
                   f.render_x, f.render_y, f.render_width, f.render_height, f.spacing_before
            FROM source.node_frame f JOIN temp.copy_pass p ON p.old = f.pass_id JOIN temp.copy_node n ON n.old = f.node_id
            """)
        try db.execute(sql: """
            INSERT INTO main.preference_value (pass_id, ordinal, node_id, key_id, role, value)
            SELECT p.new, v.ordinal, n.new, k.new, v.role, v.value
            FROM source.preference_value v JOIN temp.copy_pass p ON p.old = v.pass_id
            JOIN temp.copy_key k ON k.old = v.key_id LEFT JOIN temp.copy_node n ON n.old = v.node_id
            """)
        try db.execute(sql: """
            INSERT INTO main.state_value (pass_id, ordinal, node_id, name, value)
            SELECT p.new, v.ordinal, n.new, v.name, v.value
            FROM source.state_value v JOIN temp.copy_pass p ON p.old = v.pass_id LEFT JOIN temp.copy_node n ON n.old = v.node_id
            """)
        try db.execute(sql: """
            INSERT INTO main.action_event (pass_id, ordinal, node_id, action, status, detail)
            SELECT p.new, a.ordinal, n.new, a.action, a.status, a.detail
            FROM source.action_event a JOIN temp.copy_pass p ON p.old = a.pass_id LEFT JOIN temp.copy_node n ON n.old = a.node_id
            """)
        try db.execute(sql: """
            INSERT INTO main.state_write (pass_id, ordinal, action_frame, action_pass, action_ordinal, node_id, name, old_value, new_value)
            SELECT p.new, w.ordinal, w.action_frame, w.action_pass, w.action_ordinal, n.new, w.name, w.old_value, w.new_value
            FROM source.state_write w JOIN temp.copy_pass p ON p.old = w.pass_id LEFT JOIN temp.copy_node n ON n.old = w.node_id
            """)
        try db.execute(sql: """
            INSERT INTO main.diagnostic (pass_id, node_id, origin, code, message)
            SELECT p.new, n.new, d.origin, d.code, d.message
            FROM source.diagnostic d JOIN temp.copy_pass p ON p.old = d.pass_id LEFT JOIN temp.copy_node n ON n.old = d.node_id
            ORDER BY d.id
            """)
        // Paints are shared by runs, like node paths: found or added by their JSON.
        try db.execute(sql: """
            INSERT OR IGNORE INTO main.paint (description)
            SELECT DISTINCT pt.description FROM source.paint pt
            JOIN source.node_paint d ON d.paint_id = pt.id JOIN temp.copy_case c ON c.old = d.case_id
            """)
        try db.execute(sql: """
            INSERT INTO main.node_paint (case_id, node_id, pass_id, paint_id)
            SELECT c.new, n.new, p.new, (SELECT m.id FROM main.paint m WHERE m.description = pt.description)
            FROM source.node_paint d JOIN temp.copy_case c ON c.old = d.case_id JOIN temp.copy_pass p ON p.old = d.pass_id
            JOIN temp.copy_node n ON n.old = d.node_id LEFT JOIN source.paint pt ON pt.id = d.paint_id
            """)
    }
}
