import Foundation
import LayoutLab
import LayoutLabReports
import LayoutLabStore
import ReportFixtures
import Testing

/// The HTML diff's pictures, from two recorded runs where a total grew 4 pt over a line too long
/// for the screen (docs/reports.md, "Pictures").
@Suite struct DiffPictureTests {
    /// The diff of ``GrowingTotalDiff``'s runs and its page.
    static func page(nodes: NodeRows = .changes) async throws -> (diff: RunDiff, html: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-crop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = try await GrowingTotalDiff.record(at: folder.appendingPathComponent("grow.sqlite").path)
        let diff = try RunDiffer.diff(store, a: try store.run("narrow"), b: try store.run("wide"))
        let pictures = try DiffPictures.load(store, for: diff, nodes: nodes)
        return (diff, HTMLDiffRenderer(nodes: nodes).render(diff, pictures: pictures))
    }

    /// The `<svg …>` opening tags of the page's views of a kind.
    static func views(_ html: String, class name: String) -> [String] {
        html.components(separatedBy: "<svg ").dropFirst().filter { $0.hasPrefix("xmlns=\"http://www.w3.org/2000/svg\" class=\"\(name)\"") }
            .map { String($0.prefix { $0 != ">" }) }
    }

    static func attribute(_ name: String, in tag: String) -> [Double] {
        guard let match = tag.firstMatch(of: try! Regex("\(name)=\"([^\"]+)\"")), let value = match.output[1].substring else { return [] }
        return value.split(separator: " ").compactMap { Double($0) }
    }

    /// The crop shows the total at three or more pixels a point: its 4 pt are 12 px or more.
    @Test func theCropShowsAFourPointChangeTwelvePixelsWide() async throws {
        let (diff, html) = try await Self.page()
        let step = try #require(diff.cases.first?.stepDiffs.first)
        let rows = ChangeRows.rows(step, .changes)
        #expect(rows.count == 1, "one change: \(rows.map(\.node.path))")
        let total = try #require(rows.first?.node)
        #expect(total.name == "total")
        let grown = try #require(total.frame.b).width.value - (try #require(total.frame.a).width.value)
        #expect(abs(grown - 4) < 0.001)

        let crops = Self.views(html, class: "screen-picture zoomed")
        #expect(crops.count == 4, "A, B and the onion's two layers, zoomed")
        for crop in crops {
            let width = try #require(Self.attribute("width", in: crop).first)
            let box = Self.attribute("viewBox", in: crop)
            #expect(box.count == 4)
            let pixelsPerPoint = width / box[2]
            #expect(grown * pixelsPerPoint >= 12, "\(grown) pt at \(pixelsPerPoint) px/pt")
            // The crop holds the total's frames in A and in B.
            for frame in [total.frame.a, total.frame.b].compactMap({ $0 }) {
                #expect(box[0] <= frame.x.value && box[0] + box[2] >= frame.x.value + frame.width.value)
                #expect(box[1] <= frame.y.value && box[1] + box[3] >= frame.y.value + frame.height.value)
            }
        }
        #expect(html.contains("zoomed ×"), "the caption says how far")
    }

    /// Only the node the change is reported at is outlined, in A and in B, though its frame's
    /// background and the colour in it grew too.
    @Test func onlyTheChangedNodeIsOutlined() async throws {
        let (diff, html) = try await Self.page()
        let total = try #require(diff.cases.first?.stepDiffs.first?.nodes.first { $0.name == "total" })
        #expect((diff.cases.first?.stepDiffs.first?.nodes.count ?? 0) > 1, "the wrappers changed too")
        let outlines = html.components(separatedBy: "<g class=\"changed\"").dropFirst().map { $0.components(separatedBy: "</g>")[0] }
        #expect(outlines.count == 2, "one group in A's drawing, one in B's")
        for (group, frame) in zip(outlines, [total.frame.a, total.frame.b]) {
            let frame = try #require(frame)
            #expect(group.components(separatedBy: "<rect").count - 1 == 1)
            #expect(group.contains("x=\"\(frame.x)\" y=\"\(frame.y)\" width=\"\(frame.width)\" height=\"\(frame.height)\""), "\(group)")
        }
        // With every node listed, every changed node is outlined.
        let (all, allHTML) = try await Self.page(nodes: .all)
        let changed = all.cases.first?.stepDiffs.first?.nodes.count ?? 0
        let allOutlines = allHTML.components(separatedBy: "<g class=\"changed\"").dropFirst().map { $0.components(separatedBy: "</g>")[0] }
        #expect(allOutlines.map { $0.components(separatedBy: "<rect").count - 1 } == [changed, changed])
    }

    /// The table has one row for the change, its wrappers counted (`--nodes changes`, the default).
    @Test func theTableFollowsTheNodesOption() async throws {
        let (_, html) = try await Self.page()
        let table = try #require(html.components(separatedBy: "<table class=\"details nodes\">").dropFirst().first?.components(separatedBy: "</table>").first)
        #expect(table.components(separatedBy: "<td class=\"path\">").count - 1 == 1)
        // The total's frame and its background's colour grew with it: counted, their paths on hover.
        #expect(table.contains("title=\"GrowingTotal/VStack/background[0]/frame\nGrowingTotal/VStack/background[0]/Color[background]\">and 2 wrappers</td>"), "\(table)")
        let (all, allHTML) = try await Self.page(nodes: .all)
        let allTable = try #require(allHTML.components(separatedBy: "<table class=\"details nodes\">").dropFirst().first?.components(separatedBy: "</table>").first)
        #expect(allTable.components(separatedBy: "<td class=\"path\">").count - 1 == all.cases.first?.stepDiffs.first?.nodes.count)
    }

    /// The badge's changes are spread wider than a crop at 3 px a point: it shows the largest
    /// (the dot, 200 pt wider) and says how many of the step's changes it holds.
    @Test func aCropOfSomeChangesSaysHowMany() async throws {
        let store = try await KnownDiffDatabase.shared.open()
        let diff = try await knownDiff()
        let html = HTMLDiffRenderer().render(diff, pictures: try DiffPictures.load(store, for: diff))
        let step = try #require(diff.cases.first { $0.presence == .both && !$0.stepDiffs.isEmpty }?.stepDiffs.first)
        let rows = DiffPictures.outlined(step, .changes).count
        let caption = try #require(html.firstMatch(of: /A, zoomed ×3 to (\d+) of (\d+) changes/))
        #expect(Int(caption.2) == rows && Int(caption.1)! < rows && Int(caption.1)! >= 1)
    }

    /// The line too long for the screen is drawn past both of its edges, under a veil, and the
    /// whole views show it: their region starts left of the screen and ends right of it.
    @Test func overflowIsDrawnPastTheScreensEdgesDimmed() async throws {
        let (_, html) = try await Self.page()
        #expect(html.components(separatedBy: "class=\"overflow-veil\"").count - 1 == 2, "A's drawing and B's")
        #expect(html.components(separatedBy: "class=\"screen-edge\"").count - 1 == 2)
        let whole = Self.views(html, class: "screen-picture")
        #expect(whole.count == 4)
        for view in whole {
            let box = Self.attribute("viewBox", in: view)
            #expect(box.count == 4 && box[0] < 0 && box[0] + box[2] > 393, "past both edges of the 393-pt screen: \(box)")
            #expect(box[0] >= -ScreenSVG.overflowMargin && box[0] + box[2] <= 393 + ScreenSVG.overflowMargin)
        }
        // The line's glyphs start left of the screen.
        let line = try #require(html.components(separatedBy: "<g class=\"text\"").dropFirst().first { $0.contains("translate(-") })
        #expect(line.contains("<use"))
    }
}

/// Where ``ChangeCrop`` zooms, from frames.
@Suite struct ChangeCropTests {
    /// A small change: its frames in A and B with a margin, at up to 8 px a point.
    @Test func aSmallChangeIsShownWholeAndLarge() throws {
        let crop = try #require(ChangeCrop.around([(Rect(x: 100, y: 200, width: 60, height: 20), Rect(x: 100, y: 200, width: 64, height: 20))]))
        #expect(crop.region == Rect(x: 92, y: 192, width: 80, height: 36))
        #expect(crop.scale == 420.0 / 80)
        #expect(crop.shownWidth <= ChangeCrop.shownSize.width && crop.shownHeight <= ChangeCrop.shownSize.height)
    }

    /// A card as wide as the screen that grew 4 pt at its bottom: too wide to show at 3 px a
    /// point, so the crop shows the strip where its bottom edge moved, its trailing end.
    @Test func aWideChangeIsShownWhereItsEdgesMoved() throws {
        let a = Rect(x: 0, y: 100, width: 393, height: 200), b = Rect(x: 0, y: 100, width: 393, height: 204)
        let crop = try #require(ChangeCrop.around([(a, b)]))
        #expect(crop.scale >= ChangeCrop.minimumScale)
        #expect(crop.shownWidth <= ChangeCrop.shownSize.width + 0.001)
        let region = crop.region
        // The moved edge (y 300 to 304) with its margin, at the trailing end (x up to 401).
        #expect(region.y.value == 292 && region.y.value + region.height.value == 312)
        #expect(region.x.value + region.width.value == 401 && region.width.value == 140)
    }

    /// Changes far apart: the largest is shown, and the small one far from it left out.
    @Test func changesFarApartShowTheLargest() throws {
        let small = (a: Rect(x: 10, y: 100, width: 40, height: 20), b: Rect(x: 10, y: 100, width: 41, height: 20))
        let large = (a: Rect(x: 200, y: 600, width: 60, height: 20), b: Rect(x: 200, y: 600, width: 90, height: 20))
        let crop = try #require(ChangeCrop.around([small, large]))
        let region = crop.region
        #expect(region.x.value <= 260 && region.x.value + region.width.value >= 290, "the large change's moved edge: \(region.text)")
        #expect(region.y.value > 120, "not the small one, 500 pt above: \(region.text)")
        #expect(crop.scale >= ChangeCrop.minimumScale)
    }

    /// A change at the screen's corner is not shown with the page around the screen.
    @Test func aCropStaysWithinWhatIsDrawn() throws {
        let crop = try #require(ChangeCrop.around([(Rect(x: 0, y: 24, width: 28.5, height: 20.5), Rect(x: 0, y: 24, width: 28.5, height: 24.5))]))
        #expect(crop.region.x.value < 0)
        let cut = crop.within(Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(cut.region == Rect(x: 0, y: 16, width: 36.5, height: 40.5) && cut.scale == crop.scale)
    }

    /// Nothing to show: no crop.
    @Test func noFramesNoCrop() {
        #expect(ChangeCrop.around([]) == nil)
        #expect(ChangeCrop.around([(nil, nil)]) == nil)
    }
}
