import Foundation
import GRDB
import LayoutLab

/// Turns one case's trace events into rows, inside the transaction the caller holds. Every row
/// goes through a prepared statement that is compiled once per connection and reused.
final class CaseWriter {
    private let db: Database
    private let interner: Interner
    private var caseRow: CaseRow
    private var step: StepRow?
    private var lastPass: (frame: Int, pass: Int, id: Int64)?
    private var stepsEnded = 0
    /// Database node ids by the engine's path id (stable for the whole case): each distinct path
    /// is turned into a string and looked up once, then every row refers to it by number.
    // Unchecked exclusivity: one writer thread uses it, once for every frame row.
    @exclusivity(unchecked) private var nodeIds = NodeIdsByPath()
    private var announcedPaths = AnnouncedPaths()

    private let insertPass: Statement
    private let frameRows: FrameRowInserter
    private let insertPreferences: BatchedInsert
    private let insertStates: BatchedInsert
    private let insertAction: Statement
    private let insertDiagnostic: Statement
    private let insertWrite: Statement
    private let paintRows: PaintRows

    /// Checks that the case may be added to its run, and inserts the case row.
    init(
        _ db: Database, _ identity: CaseIdentity, startedAt: Date, committedNodes: CommittedNodes? = nil,
        knownPathHashes: KnownPathHashes? = nil, committedPaints: CommittedPaints? = nil
    ) throws {
        self.db = db
        let status = try String.fetchOne(db, sql: "SELECT status FROM run WHERE id = ?", arguments: [identity.run])
        guard let status else { throw StoreError.noSuchRun(identity.run) }
        guard status == RunStatus.running.rawValue else {
            throw StoreError.runNotRunning(identity.run, status: RunStatus(rawValue: status) ?? .failed)
        }
        let alreadyRecorded = try Bool.fetchOne(
            db, sql: "SELECT 1 FROM run_case WHERE run_id = ? AND scenario = ? AND variant = ? AND profile = ?",
            arguments: [identity.run, identity.scenario, identity.variant, identity.profile]
        ) ?? false
        if alreadyRecorded {
            throw StoreError.duplicateCase(
                run: identity.run, scenario: identity.scenario, variant: identity.variant, profile: identity.profile
            )
        }
        caseRow = CaseRow(identity, startedAt: startedAt)
        try caseRow.insert(db)

        interner = try Interner(db)
        interner.committed = committedNodes
        try knownPathHashes?.catchUp(db)
        interner.knownHashes = knownPathHashes
        insertPass = try db.cachedStatement(sql: "INSERT INTO pass (step_id, frame_index, pass_index) VALUES (?, ?, ?)")
        frameRows = try FrameRowInserter(db)
        insertPreferences = try BatchedInsert(
            db, into: "preference_value", columns: ["pass_id", "ordinal", "node_id", "key_id", "role", "value"], conflict: .rollback
        )
        insertStates = try BatchedInsert(db, into: "state_value", columns: ["pass_id", "ordinal", "node_id", "name", "value"], conflict: .rollback)
        insertAction = try db.cachedStatement(sql: """
            INSERT INTO action_event (pass_id, ordinal, node_id, action, status, detail) VALUES (?, ?, ?, ?, ?, ?)
            """)
        insertDiagnostic = try db.cachedStatement(sql: """
            INSERT INTO diagnostic (pass_id, node_id, origin, code, message) VALUES (?, ?, ?, ?, ?)
            """)
        insertWrite = try db.cachedStatement(sql: """
            INSERT INTO state_write (pass_id, ordinal, action_frame, action_pass, action_ordinal, node_id, name, old_value, new_value)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        paintRows = try PaintRows(db, caseId: caseRow.id!, committed: committedPaints)
    }

    func write(_ event: TraceEvent) throws {
        switch event {
        case .beginStep(let info): try beginStep(info)
        case .paths(let paths, let table): try intern(paths, in: table)
        case .nodes(let nodes, let position): try write(nodes, of: position)
        case .pass(let pass, let values): try write(pass, values)
        case .endStep(let result): try endStep(result)
        }
    }

    /// The nodes this case added to the database.
    var insertedNodes: [InternedNode] { interner.fresh }

    /// The paints this case wrote or found, with their ids.
    var knownPaints: [NodePaint: Int64] { paintRows.known }

    /// The highest node id this case gave out, if any.
    var highestNodeId: Int64? { interner.highestNodeId }

    /// Completes the case row from its steps; throws if the engine's trace stopped mid-step.
    func finish(duration: Duration) throws -> CaseSummary {
        if step != nil || stepsEnded == 0 {
            throw StoreError.incompleteTrace(
                scenario: caseRow.scenario,
                detail: step.map { "step \($0.stepIndex) began but never ended" } ?? "no step was reported"
            )
        }
        caseRow.steps = stepsEnded
        caseRow.finishedAt = Date()
        try caseRow.update(db)
        // The run's heartbeat, in the case's own transaction: a run that stops beating has died.
        try db.execute(sql: "UPDATE run SET heartbeat_at = ? WHERE id = ?", arguments: [caseRow.finishedAt, caseRow.runId])
        return CaseSummary(
            caseId: caseRow.id!, runId: caseRow.runId, scenario: caseRow.scenario, variant: caseRow.variant,
            profile: caseRow.profile, outcome: caseRow.outcome, steps: caseRow.steps, passes: caseRow.passes,
            diagnostics: caseRow.diagnostics, frameRows: caseRow.frameRows, duration: duration, error: caseRow.error
        )
    }

    // MARK: Steps

    private func beginStep(_ info: StepInfo) throws {
        var row = StepRow(caseId: caseRow.id!, info)
        try row.insert(db)
        step = row
        lastPass = nil
    }

    private func endStep(_ result: StepResult) throws {
        guard var row = step, row.stepIndex == result.index else {
            throw StoreError.incompleteTrace(scenario: caseRow.scenario, detail: "step \(result.index) ended without beginning")
        }
        row.complete(with: result)
        try row.update(db)
        // Diagnostics about the settled layout and the step itself belong to its final pass.
        let finalPass = try passId(step: row.id!, frame: result.finalFrame, pass: result.finalPass)
        for diagnostic in result.diagnostics {
            try insert(diagnostic, pass: finalPass, origin: "step")
        }
        caseRow.passes += result.passes
        caseRow.outcome = max(caseRow.outcome, result.outcome.caseOutcome)
        if let failure = result.failure, caseRow.error == nil {
            caseRow.outcome = .error
            caseRow.error = failure
        }
        step = nil
        stepsEnded += 1
    }

    private func passId(step: Int64, frame: Int, pass: Int) throws -> Int64 {
        if let lastPass, lastPass.frame == frame, lastPass.pass == pass { return lastPass.id }
        let id = try Int64.fetchOne(
            db, sql: "SELECT id FROM pass WHERE step_id = ? AND frame_index = ? AND pass_index = ?",
            arguments: [step, frame, pass]
        )
        guard let id else {
            throw StoreError.incompleteTrace(scenario: caseRow.scenario, detail: "final pass \(frame).\(pass) was never reported")
        }
        return id
    }

    // MARK: Passes

    /// The pass row for `position`, inserted when the pass's first event arrives (streamed nodes
    /// come before the pass's own event).
    private func passRow(_ position: PassPosition) throws -> Int64 {
        guard let stepId = step?.id, step?.stepIndex == position.step else {
            throw StoreError.incompleteTrace(scenario: caseRow.scenario, detail: "a pass of step \(position.step) arrived outside it")
        }
        if let lastPass, lastPass.frame == position.frame, lastPass.pass == position.pass { return lastPass.id }
        try insertPass.execute(arguments: [stepId, position.frame, position.pass])
        let passId = db.lastInsertedRowID
        lastPass = (position.frame, position.pass, passId)
        nextFrameOrdinal = 0
        return passId
    }

    /// The tree-order position of the next frame row of the current pass.
    private var nextFrameOrdinal = 0

    /// New paths arrive before the pass that met them is laid out: stored now, while the engine
    /// measures, they are known by id when the pass's frames follow.
    private func intern(_ paths: [NodePathEntry], in table: NodePathTable) throws {
        try interner.batchingNodeInserts {
            for entry in paths {
                let (path, hash, prefix) = announcedPaths.add(entry, in: table)
                // A prefix is announced, and so interned, before the paths below it; were it not,
                // the string would say which it is.
                let id = switch (prefix, prefix.flatMap { nodeIds.knownId(for: $0.pathID) }) {
                case (nil, _):
                    try interner.node(path: path, kind: entry.kind, hash: hash, prefix: nil)
                case (let prefix?, let prefixId?):
                    try interner.node(path: path, kind: entry.kind, hash: hash, prefix: PrefixNode(nodeId: prefixId, length: prefix.length))
                case (_?, nil):
                    try interner.node(path: path, kind: entry.kind)
                }
                nodeIds.remember(id, for: entry.id)
            }
        }
    }

    private func write(_ nodes: [NodeTrace], of position: PassPosition) throws {
        let passId = try passRow(position)
        try frameRows.insert(pass: passId, firstOrdinal: nextFrameOrdinal, nodes) { index in
            try nodeIds.id(for: nodes[index].pathID) {
                try interner.node(path: nodes[index].path, kind: nodes[index].kind)
            }
        }
        try paintRows.write(nodes, pass: passId) { index in
            try nodeIds.id(for: nodes[index].pathID) { try interner.node(path: nodes[index].path, kind: nodes[index].kind) }
        }
        nextFrameOrdinal += nodes.count
        caseRow.frameRows += nodes.count
    }

    private func write(_ pass: PassTrace, _ values: PassValues) throws {
        let position = PassPosition(step: pass.step, frame: pass.frame, pass: pass.pass)
        let passId = try passRow(position)
        if !pass.nodes.isEmpty { try write(pass.nodes, of: position) }

        try insertPreferences.insert(count: pass.preferences.count) { statement, base, ordinal in
            let preference = pass.preferences[ordinal]
            statement.bind(passId, at: base + 1)
            statement.bind(ordinal, at: base + 2)
            statement.bind(try nodeId(preference.node), at: base + 3)
            statement.bind(try interner.preferenceKey(preference.key), at: base + 4)
            statement.bind(preference.role.rawValue, at: base + 5)
            statement.bind(values.preferences[ordinal], at: base + 6)
        }
        try insertStates.insert(count: pass.state.count) { statement, base, ordinal in
            let state = pass.state[ordinal]
            statement.bind(passId, at: base + 1)
            statement.bind(ordinal, at: base + 2)
            statement.bind(try nodeId(state.node), at: base + 3)
            statement.bind(state.name, at: base + 4)
            statement.bind(values.state[ordinal], at: base + 5)
        }
        for (ordinal, action) in pass.actions.enumerated() {
            try insertAction.execute(arguments: [
                passId, ordinal, try nodeId(action.node), action.action, action.status.rawValue, action.detail,
            ])
        }
        for diagnostic in pass.diagnostics {
            try insert(diagnostic, pass: passId, origin: "pass")
        }
        for (ordinal, write) in pass.writes.enumerated() {
            try insertWrite.execute(arguments: [
                passId, ordinal, write.actionFrame, write.actionPass, write.action, try nodeId(write.node), write.name, values.writes[ordinal].old, values.writes[ordinal].new,
            ])
        }
    }

    /// The node a state, preference or action row refers to (nil for state that belongs to no node).
    private func nodeId(_ reference: NodePathReference) throws -> Int64? {
        guard reference.id >= 0 else { return nil }
        return try nodeIds.id(for: reference.id, withKind: false) { try interner.node(path: reference.string) }
    }

    private func insert(_ diagnostic: Diagnostic, pass: Int64, origin: String) throws {
        try insertDiagnostic.execute(arguments: [
            pass, try interner.node(path: diagnostic.nodePath), origin, diagnostic.code.rawValue, diagnostic.message,
        ])
        caseRow.diagnostics += 1
    }
}

/// Node ids by path id, and whether the node's kind is already stored. Paths announced by the
/// engine come with their kind; a path only met in a row that names a node without a frame is
/// looked up by its string, and its first frame row fills the kind in.
private struct NodeIdsByPath {
    private var ids: [Int64] = []
    private var kindKnown: [Bool] = []

    /// The id of a node with a frame, whose lookup stores its kind.
    mutating func id(for pathID: Int, lookUp: () throws -> Int64) throws -> Int64 {
        try id(for: pathID, withKind: true, lookUp: { try lookUp() })!
    }

    /// The node's id, from `lookUp` the first time, or again when the id is wanted `withKind` (for a
    /// frame row, whose lookup stores the kind) and the kind is not stored yet.
    mutating func id(for pathID: Int, withKind: Bool, lookUp: () throws -> Int64?) throws -> Int64? {
        if pathID < ids.count, ids[pathID] != 0, kindKnown[pathID] || !withKind {
            return ids[pathID]
        }
        guard let id = try lookUp() else { return nil }
        store(id, for: pathID, withKind: withKind)
        return id
    }

    /// The id already known for the path, if any.
    func knownId(for pathID: Int) -> Int64? {
        pathID < ids.count && ids[pathID] != 0 ? ids[pathID] : nil
    }

    /// The id of a node stored with its kind.
    mutating func remember(_ id: Int64, for pathID: Int) {
        store(id, for: pathID, withKind: true)
    }

    private mutating func store(_ id: Int64, for pathID: Int, withKind: Bool) {
        if pathID >= ids.count {
            ids.append(contentsOf: repeatElement(0, count: pathID - ids.count + 1))
            kindKnown.append(contentsOf: repeatElement(false, count: pathID - kindKnown.count + 1))
        }
        ids[pathID] = id
        kindKnown[pathID] = kindKnown[pathID] || withKind
    }
}
