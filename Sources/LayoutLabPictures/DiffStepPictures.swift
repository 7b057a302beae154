import Foundation
import LayoutLabDiff

extension DiffPictures {
    /// The largest a whole screen is shown in a diff, in pixels: a phone's screen 240 wide, a
    /// landscape one 460, so that A, B and the onion skin sit side by side.
    public static let shownSize = (width: 460.0, height: 520.0)

    /// A step's pictures from its settled passes in A and in B: each drawn once on `page`, and
    /// shown zoomed to the `outlined` nodes (``ChangeCrop``) and whole, side by side and as the
    /// layers of an onion skin. Only the `outlined` nodes are outlined; what overflows the screen
    /// is drawn past its edges, dimmed. `id` keeps the drawings apart from the page's others.
    public static func step(
        a: ScreenPicture, b: ScreenPicture, outlined: [NodeChange], title: String, page: PicturePage, id: String
    ) -> Step {
        let changed = Set(outlined.map(\.path))
        let drawnA = ScreenSVG.shared(a, changed: changed, page: page, id: "\(id)a")
        let drawnB = ScreenSVG.shared(b, changed: changed, page: page, id: "\(id)b")
        // One region for both, so that the side-by-side pictures and the onion's layers line up.
        let whole = SharedDrawing.region(covering: [drawnA, drawnB])
        let fit = min(1, shownSize.width / whole.width.value, shownSize.height / whole.height.value)
        // Within what is drawn: a margin past the screen's edge would show the page, not the screen.
        let crop = ChangeCrop.around(outlined.map { ($0.frame.a, $0.frame.b) })?.within(whole)
        let marks = crop.map { [$0.region] } ?? []
        func view(_ drawing: SharedDrawing, _ run: String, region: Rect, scale: Double, marks: [Rect] = [], zoomed: Bool = false) -> String {
            ScreenSVG.view(
                of: drawing, title: "\(run): \(title)\(zoomed ? " (zoomed)" : "")", region: region, scale: scale, marks: marks,
                className: zoomed ? "screen-picture zoomed" : "screen-picture"
            )
        }
        return Step(
            a: view(drawnA, "A", region: whole, scale: fit, marks: marks), b: view(drawnB, "B", region: whole, scale: fit, marks: marks),
            onionA: view(drawnA, "A", region: whole, scale: fit), onionB: view(drawnB, "B", region: whole, scale: fit),
            crop: crop.map { crop in
                Crop(
                    a: view(drawnA, "A", region: crop.region, scale: crop.scale, zoomed: true),
                    b: view(drawnB, "B", region: crop.region, scale: crop.scale, zoomed: true),
                    onionA: view(drawnA, "A", region: crop.region, scale: crop.scale, zoomed: true),
                    onionB: view(drawnB, "B", region: crop.region, scale: crop.scale, zoomed: true),
                    caption: "zoomed ×\(String(format: "%.1f", crop.scale).replacingOccurrences(of: ".0", with: "")) to "
                        + shownChanges(outlined, in: crop.region)
                )
            }
        )
    }

    /// What a crop shows: "the change", "3 changes", or "2 of 9 changes" when some lie outside it.
    static func shownChanges(_ changes: [NodeChange], in region: Rect) -> String {
        let (minX, minY) = (region.x.value, region.y.value)
        let (maxX, maxY) = (minX + region.width.value, minY + region.height.value)
        let shown = changes.filter { change in
            [change.frame.a, change.frame.b].compactMap { $0 }.contains { frame in
                frame.x.value < maxX && frame.x.value + frame.width.value > minX && frame.y.value < maxY && frame.y.value + frame.height.value > minY
            }
        }.count
        if shown == changes.count { return changes.count == 1 ? "the change" : "\(changes.count) changes" }
        return "\(shown) of \(changes.count) changes"
    }
}
