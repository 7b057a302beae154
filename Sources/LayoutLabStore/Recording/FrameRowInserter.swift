import GRDB
import LayoutLab

/// Inserts `node_frame` rows, which are nine in ten of the rows a recording writes.
struct FrameRowInserter {
    private let insert: BatchedInsert

    init(_ db: Database) throws {
        insert = try BatchedInsert(db, into: "node_frame", columns: [
            "pass_id", "ordinal", "node_id", "name", "proposed_width", "proposed_height",
            "x", "y", "width", "height", "render_x", "render_y", "render_width", "render_height",
        ])
    }

    /// Inserts a row for each of `nodes`, numbered from `firstOrdinal` in order, with the node id
    /// `nodeId` gives each.
    func insert(pass: Int64, firstOrdinal: Int, _ nodes: [NodeTrace], nodeId: (NodeTrace) throws -> Int64) throws {
        try insert.insert(count: nodes.count) { statement, base, index in
            let trace = nodes[index]
            statement.bind(pass, at: base + 1)
            statement.bind(firstOrdinal + index, at: base + 2)
            statement.bind(try nodeId(trace), at: base + 3)
            statement.bind(trace.name, at: base + 4)
            statement.bind(trace.proposal.width.map(Double.init), at: base + 5)
            statement.bind(trace.proposal.height.map(Double.init), at: base + 6)
            statement.bind(Double(trace.frame.minX), at: base + 7)
            statement.bind(Double(trace.frame.minY), at: base + 8)
            statement.bind(Double(trace.frame.width), at: base + 9)
            statement.bind(Double(trace.frame.height), at: base + 10)
            statement.bind(Double(trace.renderFrame.minX), at: base + 11)
            statement.bind(Double(trace.renderFrame.minY), at: base + 12)
            statement.bind(Double(trace.renderFrame.width), at: base + 13)
            statement.bind(Double(trace.renderFrame.height), at: base + 14)
        }
    }
}
