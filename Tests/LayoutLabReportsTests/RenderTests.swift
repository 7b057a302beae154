import Foundation
import LayoutLab
import LayoutLabReports
import LayoutLabScenarios
import LayoutLabStore
import Testing

/// A small card with one of each thing a picture draws: text in two weights and colours, a
/// rounded fill, an inset stroke, a circle clip, an offset, a faded view and a hidden one.
struct RenderCard: Scenario {
    static let name = "reports-tests/render-card"
    static let summary = "A card: title and subtitle on a rounded fill with a border, a clipped offset badge, a faded and a hidden view."

    init(variant: String) {}

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("Layout lab").font(.headline).accessibilityIdentifier("title")
                Spacer()
                Color.orange.frame(width: 28, height: 28).clipShape(Circle()).offset(x: 4, y: -4).accessibilityIdentifier("badge")
            }
            Text("Pictures of every pass, drawn from the recording.")
                .foregroundStyle(.secondary).accessibilityIdentifier("subtitle")
            Rectangle().fill(Color.green).frame(height: 6).opacity(0.5).accessibilityIdentifier("bar")
            Text("never drawn").hidden().accessibilityIdentifier("hidden")
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.blue.opacity(0.15)))
        .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(Color.blue, lineWidth: 2))
        .frame(width: 240)
    }
}

/// Pictures of recorded passes (docs/rendering.md): what is recorded, and what is drawn from it.
@Suite struct RenderTests {
    /// Records `scenario` on one profile into a fresh database.
    static func record<S: Scenario>(_ scenario: S.Type, variant: String = "", profile: String = "iphone-15") async throws -> (LayoutStore, Int64) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = try LayoutStore.open(path: folder.appendingPathComponent("render.sqlite").path)
        let run = try store.createRun(label: "render", command: "test", host: "test")
        let summary = try await store.recordCase(run: run.id, scenario: scenario, variant: variant, profile: DeviceProfile.named(profile)!)
        try store.finishRun(run.id, status: .complete)
        return (store, summary.caseId)
    }

    /// The settled pass of each step of the case.
    static func pictures(_ store: LayoutStore, case caseId: Int64) throws -> [PassPicture] {
        try store.read { recording in
            try recording.steps(ofCase: caseId).map { step in
                try #require(try recording.picture(ofCase: caseId, step: step, frame: step.finalFrame, pass: step.finalPass))
            }
        }
    }

    func node(_ name: String, in picture: PassPicture) throws -> PicturedNode {
        try #require(picture.nodes.first { $0.name == name })
    }

    @Test func cardMatchesItsGolden() async throws {
        let (store, caseId) = try await Self.record(RenderCard.self)
        let picture = try #require(try Self.pictures(store, case: caseId).last)
        try expectGolden(ScreenSVG.render(picture, title: "render card"), named: "render-card.svg")
    }

    /// What the card's nodes record: colours with the opacity above them applied, the text's
    /// style colour, the clip's shape, the transform of the offset, and the hidden mark.
    @Test func paintsAreRecordedWithTheirModifiers() async throws {
        let (store, caseId) = try await Self.record(RenderCard.self)
        let picture = try #require(try Self.pictures(store, case: caseId).last)
        let bar = try #require(picture.nodes.first { $0.path.hasSuffix("/Rectangle") && $0.paint?.fill?.name == "green" })
        #expect(bar.paint?.fill?.opacity == 0.5)
        let subtitle = try #require(picture.nodes.first { $0.kind == "Text" && $0.paint?.text?.runs.first?.string.hasPrefix("Pictures") == true })
        #expect(subtitle.paint?.text?.runs.first?.color.name == "secondary")
        let title = try #require(picture.nodes.first { $0.kind == "Text" && $0.paint?.text?.runs.first?.string == "Layout lab" })
        #expect(title.paint?.text?.runs.first?.weight == "semibold")
        let clip = try #require(picture.nodes.first { $0.paint?.clip != nil })
        #expect(clip.paint?.clip?.kind == "circle")
        let badge = try #require(picture.nodes.first { $0.paint?.fill?.name == "orange" })
        #expect(badge.paint?.transform?.tx == 4 && badge.paint?.transform?.ty == -4)
        let hidden = try #require(picture.nodes.first { $0.name == "hidden" })
        #expect(hidden.paint?.hidden == true)
        let border = try #require(picture.nodes.first { $0.paint?.stroke != nil })
        #expect(border.paint?.stroke?.inset == true && border.paint?.stroke?.lineWidth == 2)
        #expect(border.paint?.shape?.kind == "roundedRectangle" && border.paint?.shape?.cornerWidth == 12)

        // The JSON the recording stores reads back to the same paint.
        for paint in picture.nodes.compactMap(\.paint) {
            let decoded = try JSONDecoder().decode(NodePaint.self, from: Data(paint.json.utf8))
            #expect(decoded.json == paint.json)
            #expect(decoded.text?.runs == paint.text?.runs)
        }

        let svg = ScreenSVG.render(picture, title: "card")
        #expect(!svg.contains("never"), "a hidden view is not drawn")
        #expect(svg.contains("clip-path=\"url(#clip1)\""))
    }

    /// Every text of the seed's measured table, on every step and profile size: the drawn lines
    /// advance as far as the recorded frame is wide (within 0.5 pt, the frame being rounded up to
    /// pixels; a wrapped line's trailing space counts, as the measurer counts it), and fit its height.
    @Test(arguments: ["iphone-15", "iphone-se-3", "ipad-air-11"])
    func drawnTextFillsTheRecordedFrame(profile: String) async throws {
        let (store, caseId) = try await Self.record(SameWidthRotation.self, variant: "unversioned", profile: profile)
        var checked = 0
        for picture in try Self.pictures(store, case: caseId) {
            for node in picture.nodes {
                guard let text = node.paint?.text, node.layout.width > 0, node.layout.height > 0 else { continue }
                let drawn = text.drawn(in: CGSize(width: node.layout.width, height: node.layout.height))
                let widest = drawn.lines.map(\.advance).max() ?? 0
                #expect(abs(widest - node.layout.width) <= 0.5, "\(node.path) in step \(picture.step.index): drawn \(widest), frame \(node.layout.width)")
                let lineHeight = text.runs.map(\.lineHeight).max() ?? 0
                #expect(Double(drawn.lines.count) * lineHeight <= node.layout.height + 0.5, "\(node.path): \(drawn.lines.count) lines in \(node.layout.height)")
                checked += 1
            }
        }
        #expect(checked > 30)
    }

    /// Paint rows are written when a paint changes, not every pass: the text-jitter loop's text
    /// changes its string most passes and gets a row each time; its colour views get one.
    @Test func paintRowsFollowChanges() async throws {
        let (store, caseId) = try await Self.record(TextJitter.self)
        let changes = try store.read { try $0.paintChanges(ofCase: caseId) }
        #expect(!changes.isEmpty)
        for (path, rows) in Dictionary(grouping: changes, by: \.path) where rows.first?.kind != "Text" {
            #expect(rows.count == 1, "\(path) keeps its paint, and has \(rows.count) rows")
        }
        let texts = changes.filter { $0.kind == "Text" }
        #expect(Set(texts.map(\.paint)).count == texts.count, "a text's row is written when its paint changes")
        let pictures = try store.read { recording in
            try recording.steps(ofCase: caseId).flatMap { step in
                (0...step.finalFrame).compactMap { frame in try? recording.picture(ofCase: caseId, step: step, frame: frame, pass: 0) }
            }
        }
        let strings = Set(pictures.compactMap { $0.nodes.first { $0.kind == "Text" }?.paint?.text?.runs.first?.string })
        #expect(strings.count > 1, "the drawn text follows the recorded passes: \(strings)")
    }
}
