import Foundation
import LayoutLabDiff
import LayoutLabPictures
import LayoutLabStore

extension DiffPictures {
    /// For each case in both runs, each compared step's settled pass in A and in B: drawn once each
    /// on the page, and shown zoomed to the changed nodes (``ChangeCrop``) and whole, side by side
    /// and as an onion skin. Only the nodes that `nodes` gives a row are outlined, and what
    /// overflows the screen is drawn past its edges, dimmed.
    public static func load(_ store: LayoutStore, for diff: RunDiff, nodes: NodeRows = .changes) throws -> DiffPictures {
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
                    let title = "\(caseDiff.key) · step \(step.index) \(recordB.event)"
                    pictures.set(caseDiff.key, step: step.index, DiffPictures.step(
                        a: ScreenPicture(a), b: ScreenPicture(b), outlined: outlined(step, nodes), title: title, page: page,
                        id: "d\(caseA)-\(caseB)-s\(step.index)"
                    ))
                }
            }
        }
        pictures.pageDefinitions = page.definitions
        return pictures
    }

    private static func settled(_ recording: Recording, caseId: Int64, step: StepRecord) throws -> PassPicture? {
        try recording.picture(
            ofCase: caseId, step: step, frame: step.finalFrame, pass: step.finalPass, onScreen: true, margin: ScreenSVG.overflowMargin,
            limit: ReportPictures.nodeLimit
        )
    }
}
