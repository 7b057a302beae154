import GRDB
import LayoutLabStore

/// The baseline for the diff: the plainest SQL that pairs the same frame rows the diff pairs,
/// each step's final pass in run A joined to run B's by node on the same index, every column the
/// diff compares read and summed, nothing classified or kept.
enum BareFrameJoin {
    /// The final pass ids of each step of the two runs' one case, paired by step index.
    static func finalPasses(_ db: Database) throws -> [(a: Int64, b: Int64)] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT s.step_index, c.run_id, p.id AS pass_id
                FROM step s
                JOIN run_case c ON c.id = s.case_id
                JOIN pass p ON p.step_id = s.id AND p.frame_index = s.final_frame AND p.pass_index = s.final_pass
                ORDER BY s.step_index, c.run_id
                """
        )
        let byStep = Dictionary(grouping: rows, by: { $0["step_index"] as Int })
        return byStep.keys.sorted().compactMap { step in
            let passes = byStep[step]!.map { $0["pass_id"] as Int64 }
            return passes.count == 2 ? (passes[0], passes[1]) : nil
        }
    }

    /// Joins the rows and returns how many pairs it read (and a checksum, so nothing is skipped).
    static func run(_ reader: any DatabaseReader) throws -> (pairs: Int, checksum: Double) {
        try reader.read { db in
            var pairs = 0
            var checksum = 0.0
            for (a, b) in try finalPasses(db) {
                let cursor = try Row.fetchCursor(
                    db,
                    sql: """
                        SELECT a.x, a.y, a.width, a.height, a.render_x, a.render_y, a.render_width, a.render_height,
                               b.x, b.y, b.width, b.height, b.render_x, b.render_y, b.render_width, b.render_height
                        FROM node_frame a
                        JOIN node_frame b ON b.pass_id = ? AND b.node_id = a.node_id
                        WHERE a.pass_id = ?
                        """,
                    arguments: [b, a]
                )
                while let row = try cursor.next() {
                    pairs += 1
                    for column in 0..<16 { checksum += row[column] as Double }
                }
            }
            return (pairs, checksum)
        }
    }
}
