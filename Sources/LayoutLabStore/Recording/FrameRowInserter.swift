import GRDB
import LayoutLab

/// Inserts `node_frame` rows, which are nine in ten of the rows a recording writes.
struct FrameRowInserter {
    private let statement: RawStatement

    init(_ db: Database) throws {
        statement = try RawStatement(db, sql: """
            INSERT INTO node_frame (pass_id, ordinal, node_id, name, proposed_width, proposed_height,
                                    x, y, width, height, render_x, render_y, render_width, render_height)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
    }

    func insert(pass: Int64, ordinal: Int, node: Int64, _ trace: NodeTrace) throws {
        statement.bind(pass, at: 1)
        statement.bind(ordinal, at: 2)
        statement.bind(node, at: 3)
        statement.bind(trace.name, at: 4)
        statement.bind(trace.proposal.width.map(Double.init), at: 5)
        statement.bind(trace.proposal.height.map(Double.init), at: 6)
        statement.bind(Double(trace.frame.minX), at: 7)
        statement.bind(Double(trace.frame.minY), at: 8)
        statement.bind(Double(trace.frame.width), at: 9)
        statement.bind(Double(trace.frame.height), at: 10)
        statement.bind(Double(trace.renderFrame.minX), at: 11)
        statement.bind(Double(trace.renderFrame.minY), at: 12)
        statement.bind(Double(trace.renderFrame.width), at: 13)
        statement.bind(Double(trace.renderFrame.height), at: 14)
        try statement.execute()
    }
}
