import LayoutLabDiff
import LayoutLabStore

// The diff model's values read from a database: the conversions that tie `LayoutLabDiff`, which
// knows nothing of SQLite, to the store.

extension Rect {
    public init(_ recorded: RecordedRect) {
        self.init(x: recorded.x, y: recorded.y, width: recorded.width, height: recorded.height)
    }
}

extension RunIdentity {
    public init(_ run: Run) {
        self.init(id: run.id, label: run.label)
    }
}

extension Wireframe {
    /// The nodes of the step's final pass that intersect the screen, the first `nodeLimit` in
    /// tree order.
    static func load(_ recording: Recording, step: StepRecord) throws -> Wireframe {
        let boxes = try recording.nodes(ofPass: step.finalPassId, onScreenOf: step.screenWidth, by: step.screenHeight, limit: nodeLimit)
            .map { Box(path: $0.path, name: $0.name, frame: Rect($0.layout)) }
        var omitted = 0
        if boxes.count == nodeLimit {
            omitted = try recording.nodeCount(ofPass: step.finalPassId, onScreenOf: step.screenWidth, by: step.screenHeight) - nodeLimit
        }
        return Wireframe(
            screenWidth: step.screenWidth, screenHeight: step.screenHeight, safeArea: step.safeArea, boxes: boxes, omitted: omitted
        )
    }
}

extension DiffWireframes {
    /// For each case in both runs, each compared step's settled layout in A and in B; none for the
    /// steps `pictures` draws.
    public static func load(_ store: LayoutStore, for diff: RunDiff, except pictures: DiffPictures = DiffPictures()) throws -> DiffWireframes {
        try store.read { recording in
            var wireframes = DiffWireframes()
            for caseDiff in diff.cases where caseDiff.presence == .both && !caseDiff.stepDiffs.isEmpty {
                let stepsA = try steps(recording, run: diff.a.id, key: caseDiff.key)
                let stepsB = try steps(recording, run: diff.b.id, key: caseDiff.key)
                for step in caseDiff.stepDiffs where !pictures.draws(caseDiff.key, step: step.index) {
                    let a = try stepsA.first { $0.index == step.index }.map { try Wireframe.load(recording, step: $0) }
                    let b = try stepsB.first { $0.index == step.index }.map { try Wireframe.load(recording, step: $0) }
                    wireframes.set(caseDiff.key, step: step.index, a: a, b: b)
                }
            }
            return wireframes
        }
    }

    private static func steps(_ recording: Recording, run: Int64, key: CaseKey) throws -> [StepRecord] {
        guard let caseId = try recording.caseId(inRun: run, scenario: key.scenario, variant: key.variant, profile: key.profile) else {
            return []
        }
        return try recording.steps(ofCase: caseId)
    }
}
