import Foundation
import LayoutLab
import LayoutLabReports
import LayoutLabStore
import Testing

/// A row whose side column is as wide as a state value written on appear: a fixed frame around a
/// colour, which fills whatever it is offered, so the frame's width is its content's too.
struct StoredWidthRow: Scenario {
    static let name = "reports-tests/stored-width"
    static let summary = "A colour in a fixed frame whose width is state written on appear; a text beside it takes the rest."

    @State var sideWidth: CGFloat = 0

    init(variant: String) {}

    var body: some View {
        HStack(spacing: 0) {
            Color.blue.frame(width: sideWidth).accessibilityIdentifier("side")
            Text("The rest of the row").frame(maxWidth: .infinity).accessibilityIdentifier("rest")
        }
        .onAppear { sideWidth = 120 }
    }
}

/// `explain`'s sources: a length that squeezed or sized a node is traced to the state write whose
/// number it is, through the frame that set it, whether or not the frame's content has the same
/// length (docs/reports.md, "`explain`").
@Suite struct LengthSourceTests {
    /// The settled pass's size story of `name`, its update story told as `explain` tells it, and
    /// the pass's nodes.
    static func explain(_ name: String) async throws -> (SizeStory, UpdateStory, [PassTreeNode], [RecordedCause]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-sources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try LayoutStore.open(path: folder.appendingPathComponent("sources.sqlite").path)
        let run = try store.createRun(label: "sources", command: "test", host: "test")
        let summary = try await store.recordCase(run: run.id, scenario: StoredWidthRow.self, variant: "", profile: DeviceProfile.named("iphone-15")!)
        try store.finishRun(run.id, status: .complete)
        let (nodes, causes): ([PassTreeNode], [RecordedCause]) = try store.read { recording in
            let rows = try recording.passTree(ofCase: summary.caseId)
            var nodes: [PassTreeNode] = []
            while let node = try rows.next() { nodes.append(node) }
            return (nodes, try recording.causes(ofCase: summary.caseId))
        }
        let last = try #require(nodes.last)
        let settled = nodes.filter { $0.step == last.step && $0.frame == last.frame && $0.pass == last.pass }
        let key = CaseKey(scenario: StoredWidthRow.name, variant: "", profile: "iphone-15")
        let story = try #require(SizeStory.tell(name, in: settled, key: key))
        var passes: [(Int, Int)] = []
        for node in nodes where passes.last.map({ $0 != (node.frame, node.pass) }) ?? true { passes.append((node.frame, node.pass)) }
        let update = UpdateStory.tell(
            node: name, path: story.links.last?.path ?? "", step: last.step, at: passes.count - 1, passes: passes,
            frames: [:], causes: causes, event: last.event
        )
        return (story, update, settled, causes)
    }

    @Test func aFixedLengthItsContentFillsIsTracedToTheWriteThatSetIt() async throws {
        let (story, update, nodes, causes) = try await Self.explain("rest")
        let side = try #require(nodes.first { $0.name == "side" })
        let colour = try #require(nodes.first { NodePath($0.path).parent?.string == side.path })
        // What makes this the hard case: the frame is exactly as wide as its content.
        #expect(colour.geometry.layout.width == side.geometry.layout.width)
        let write = try #require(causes.first { $0.state == "sideWidth" })
        #expect(Double(write.newValue) == side.geometry.layout.width, "the frame's width is the number written")
        #expect(update.causes.contains { $0.state == "sideWidth" }, "the write made the settled pass")

        let sources = LengthSource.find(for: story, in: nodes, update: update, events: [0: "launch(portrait)"])
        #expect(sources.count == 1, "\(sources)")
        let source = try #require(sources.first)
        #expect(source.node == "side" && source.axis == "wide" && source.field == "sideWidth" && source.step == 0)
        #expect(source.length.value == side.geometry.layout.width && source.content.value == colour.geometry.layout.width)
        #expect(source.offered?.value == side.proposedWidth && source.contentOffered?.value == colour.proposedWidth)
        #expect(source.text.hasPrefix("side is \(source.length) wide, "), "\(source.text)")
        #expect(source.text.contains("and \(source.length) is sideWidth of StoredWidthRow, written in step 0, launch(portrait) by onAppear"), "\(source.text)")
    }

    /// The frame's own story names the same write when the node explained is the frame.
    @Test func aFrameOnTheChainIsTracedToo() async throws {
        let (story, update, nodes, _) = try await Self.explain("side")
        let sources = LengthSource.find(for: story, in: nodes, update: update, events: [0: "launch(portrait)"])
        #expect(sources.map(\.node) == ["side"], "\(sources)")
    }
}
