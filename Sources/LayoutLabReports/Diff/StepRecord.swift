import GRDB

/// A recorded step as the diff and the report read it: the `step` row, the id of its final pass
/// (the settled layout) and its passes per frame.
struct StepRecord: Sendable {
    var id: Int64
    var index: Int
    var event: String
    var orientation: String
    var screenWidth: Double
    var screenHeight: Double
    /// Safe-area insets: top, leading, bottom, trailing.
    var safeArea: [Double]
    var outcome: String
    var cyclePeriod: Int?
    var frames: Int
    var passes: Int
    var finalFrame: Int
    var finalPass: Int
    var finalPassId: Int64
    var passesPerFrame: [Int]

    /// The steps of a case, in timeline order.
    static func fetchAll(_ db: Database, caseId: Int64) throws -> [StepRecord] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT s.*, p.id AS final_pass_id
                FROM step s
                JOIN pass p ON p.step_id = s.id AND p.frame_index = s.final_frame AND p.pass_index = s.final_pass
                WHERE s.case_id = ?
                ORDER BY s.step_index
                """,
            arguments: [caseId]
        )
        return try rows.map { row in
            let stepId: Int64 = row["id"]
            let perFrame = try Int.fetchAll(
                db, sql: "SELECT COUNT(*) FROM pass WHERE step_id = ? GROUP BY frame_index ORDER BY frame_index",
                arguments: [stepId]
            )
            return StepRecord(
                id: stepId, index: row["step_index"], event: row["event"], orientation: row["orientation"],
                screenWidth: row["screen_width"], screenHeight: row["screen_height"],
                safeArea: [row["safe_top"], row["safe_leading"], row["safe_bottom"], row["safe_trailing"]], outcome: row["outcome"],
                cyclePeriod: row["cycle_period"], frames: row["frames"], passes: row["passes"],
                finalFrame: row["final_frame"], finalPass: row["final_pass"], finalPassId: row["final_pass_id"],
                passesPerFrame: perFrame
            )
        }
    }
}
