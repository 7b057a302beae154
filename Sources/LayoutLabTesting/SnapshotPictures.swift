import LayoutLab
import LayoutLabDiff
import LayoutLabPictures

/// The pictures a failing snapshot's page shows: the baseline (A) and this run (B) drawn as
/// `layoutlab diff` draws two runs, with their text, zoomed to the changes and whole
/// (docs/testing.md, "Layout snapshots").
///
/// A baseline keeps frames, not paint: A is drawn at the baseline's frames with this run's paint
/// of the node at the same path (a text's string, a shape's colour). A node the run no longer
/// has is drawn as its outline only.
enum SnapshotPictures {
    /// At most this many nodes of a step are drawn: a list of thousands of rows shows a screenful.
    static let nodeLimit = 2000

    static func load(_ a: LayoutBaseline, _ b: LayoutBaseline, layout: RecordedLayout, for diff: RunDiff, nodes: NodeRows) -> DiffPictures {
        let page = PicturePage()
        var pictures = DiffPictures()
        for caseDiff in diff.cases {
            for step in caseDiff.stepDiffs {
                guard let stepA = a.steps.first(where: { $0.index == step.index }), let stepB = b.steps.first(where: { $0.index == step.index }),
                      let run = layout.step(.step(step.index))
                else { continue }
                let paints = Dictionary(run.settled.nodes.map { ($0.path, $0.paint) }, uniquingKeysWith: { first, _ in first })
                pictures.set(caseDiff.key, step: step.index, DiffPictures.step(
                    a: picture(stepA, paints: paints), b: picture(stepB, paints: paints), outlined: DiffPictures.outlined(step, nodes),
                    title: "\(caseDiff.key) · step \(step.index) \(stepB.event)", page: page, id: "s\(step.index)"
                ))
            }
        }
        pictures.pageDefinitions = page.definitions
        return pictures
    }

    /// A step's settled frames with paints by path: the nodes that meet the screen or the
    /// overflow margin around it, in tree order.
    private static func picture(_ step: LayoutBaseline.Step, paints: [String: NodePaint?]) -> ScreenPicture {
        let margin = ScreenSVG.overflowMargin
        let near = step.nodes.filter { node in
            let frame = node.frame
            return frame.x.value < step.screenWidth + margin && frame.y.value < step.screenHeight + margin
                && frame.x.value + frame.width.value > -margin && frame.y.value + frame.height.value > -margin
        }
        return ScreenPicture(
            screenWidth: step.screenWidth, screenHeight: step.screenHeight, safeArea: step.safeArea,
            nodes: near.prefix(nodeLimit).map { node in
                PictureNode(
                    path: node.path, kind: node.kind, name: node.name,
                    layout: PictureRect(x: node.frame.x.value, y: node.frame.y.value, width: node.frame.width.value, height: node.frame.height.value),
                    paint: paints[node.path] ?? nil
                )
            }
        )
    }
}
