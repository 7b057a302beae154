import LayoutLabDiff
import LayoutLabStore

extension DiffPictures {
    /// For each case in both runs, each compared step's settled pass in A and in B, drawn with
    /// the nodes the diff found changed outlined.
    public static func load(_ store: LayoutStore, for diff: RunDiff) throws -> DiffPictures {
        let page = PicturePage()
        var pictures = DiffPictures()
        try store.read { recording in
            for caseDiff in diff.cases where caseDiff.presence == .both && !caseDiff.stepDiffs.isEmpty {
                guard let caseA = try recording.caseId(inRun: diff.a.id, scenario: caseDiff.key.scenario, variant: caseDiff.key.variant, profile: caseDiff.key.profile),
                      let caseB = try recording.caseId(inRun: diff.b.id, scenario: caseDiff.key.scenario, variant: caseDiff.key.variant, profile: caseDiff.key.profile)
                else { continue }
                let stepsA = try recording.steps(ofCase: caseA), stepsB = try recording.steps(ofCase: caseB)
                for step in caseDiff.stepDiffs {
                    guard let recordA = stepsA.first(where: { $0.index == step.index }),
                          let recordB = stepsB.first(where: { $0.index == step.index }),
                          let a = try settled(recording, caseId: caseA, step: recordA),
                          let b = try settled(recording, caseId: caseB, step: recordB)
                    else { continue }
                    let changed = Set(step.nodes.filter { $0.kind != .unchanged }.map(\.path))
                    func draw(_ picture: PassPicture, _ run: String, _ layer: String) -> String {
                        ScreenSVG.render(
                            picture, title: "\(run): \(caseDiff.key) · step \(step.index) \(recordB.event)", changed: changed, page: page,
                            idPrefix: "\(layer)\(caseA)-\(caseB)-s\(step.index)-", fitting: ReportPictures.shownSize
                        )
                    }
                    pictures.set(caseDiff.key, step: step.index, DiffPictures.Step(
                        a: draw(a, "A", "a"), b: draw(b, "B", "b"), onionA: draw(a, "A", "oa"), onionB: draw(b, "B", "ob")
                    ))
                }
            }
        }
        pictures.pageDefinitions = page.definitions
        return pictures
    }

    private static func settled(_ recording: Recording, caseId: Int64, step: StepRecord) throws -> PassPicture? {
        try recording.picture(
            ofCase: caseId, step: step, frame: step.finalFrame, pass: step.finalPass, onScreen: true, limit: ReportPictures.nodeLimit
        )
    }
}
