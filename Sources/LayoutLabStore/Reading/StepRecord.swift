import GRDB

/// A recorded step as the diff and the report read it: the `step` row, the id of its final pass
/// (the settled layout) and its passes per frame.
public struct StepRecord: Hashable, Sendable, FetchableRecord {
    public var id: Int64
    public var index: Int
    public var event: String
    public var orientation: String
    public var screenWidth: Double
    public var screenHeight: Double
    /// Safe-area insets: top, leading, bottom, trailing.
    public var safeArea: [Double]
    /// Pixels per point: the profile's screen scale (2 or 3 on a phone).
    public var scale: Double
    public var outcome: String
    public var cyclePeriod: Int?
    public var frames: Int
    public var passes: Int
    public var finalFrame: Int
    public var finalPass: Int
    public var finalPassId: Int64
    public var passesPerFrame: [Int]

    public init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        index = try row.decode(forColumn: "step_index")
        event = try row.decode(forColumn: "event")
        orientation = try row.decode(forColumn: "orientation")
        screenWidth = try row.decode(forColumn: "screen_width")
        screenHeight = try row.decode(forColumn: "screen_height")
        safeArea = [
            try row.decode(forColumn: "safe_top"), try row.decode(forColumn: "safe_leading"),
            try row.decode(forColumn: "safe_bottom"), try row.decode(forColumn: "safe_trailing"),
        ]
        scale = try row.decode(forColumn: "scale")
        outcome = try row.decode(forColumn: "outcome")
        cyclePeriod = try row.decode(forColumn: "cycle_period")
        frames = try row.decode(forColumn: "frames")
        passes = try row.decode(forColumn: "passes")
        finalFrame = try row.decode(forColumn: "final_frame")
        finalPass = try row.decode(forColumn: "final_pass")
        finalPassId = try row.decode(forColumn: "final_pass_id")
        passesPerFrame = []
    }
}

extension Recording {
    /// The steps of a case, in timeline order.
    public func steps(ofCase caseId: Int64) throws -> [StepRecord] {
        var steps = try StepRecord.fetchAll(
            db.cachedStatement(sql: """
                SELECT s.*, p.id AS final_pass_id
                FROM step s
                JOIN pass p ON p.step_id = s.id AND p.frame_index = s.final_frame AND p.pass_index = s.final_pass
                WHERE s.case_id = ?
                ORDER BY s.step_index
                """),
            arguments: [caseId]
        )
        for index in steps.indices {
            steps[index].passesPerFrame = try Int.fetchAll(
                db.cachedStatement(sql: "SELECT COUNT(*) FROM pass WHERE step_id = ? GROUP BY frame_index ORDER BY frame_index"),
                arguments: [steps[index].id]
            )
        }
        return steps
    }
}
