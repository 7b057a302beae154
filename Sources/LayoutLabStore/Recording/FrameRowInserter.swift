import GRDB
import LayoutLab

/// Inserts `node_frame` rows, which are nine in ten of the rows a recording writes.
struct FrameRowInserter {
    private let insert: BatchedInsert

    init(_ db: Database) throws {
        insert = try BatchedInsert(db, into: "node_frame", columns: [
            "pass_id", "ordinal", "node_id", "name", "proposed_width", "proposed_height",
            "x", "y", "width", "height", "render_x", "render_y", "render_width", "render_height", "spacing_before",
        ], conflict: .rollback)
    }

    /// Inserts a row for each of `nodes`, numbered from `firstOrdinal` in order, with the node id
    /// `nodeId` gives each by its index. The traces are read in place, never copied: a copy
    /// retains the path table and kind they share with the engine's thread, and contended
    /// reference counts slowed both threads.
    func insert(pass: Int64, firstOrdinal: Int, _ nodes: [NodeTrace], nodeId: (Int) throws -> Int64) throws {
        try nodes.withUnsafeBufferPointer { traces in
            try insert.insert(count: traces.count) { statement, base, index in
                statement.bind(pass, at: base + 1)
                statement.bind(firstOrdinal + index, at: base + 2)
                statement.bind(try nodeId(index), at: base + 3)
                statement.bind(traces[index].name, at: base + 4)
                statement.bind(traces[index].proposal.width.map(Double.init), at: base + 5)
                statement.bind(traces[index].proposal.height.map(Double.init), at: base + 6)
                let frame = traces[index].frame, render = traces[index].renderFrame
                statement.bind(Double(frame.minX), at: base + 7)
                statement.bind(Double(frame.minY), at: base + 8)
                statement.bind(Double(frame.width), at: base + 9)
                statement.bind(Double(frame.height), at: base + 10)
                statement.bind(Double(render.minX), at: base + 11)
                statement.bind(Double(render.minY), at: base + 12)
                statement.bind(Double(render.width), at: base + 13)
                statement.bind(Double(render.height), at: base + 14)
                statement.bind(traces[index].spacingBefore.map(Double.init), at: base + 15)
            }
        }
    }
}
