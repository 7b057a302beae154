import Foundation
import LayoutLab
import LayoutLabReports
import LayoutLabStore
import Testing

/// A row with one of each rule the size story explains: a fixed frame, padding, a flexible frame
/// and a GeometryReader, in an HStack with explicit spacing.
struct SizeStoryRow: Scenario {
    static let name = "reports-tests/size-story"
    static let summary = "An HStack of a fixed frame, a padded text, a flexible frame and a GeometryReader."

    init(variant: String) {}

    var body: some View {
        HStack(spacing: 8) {
            Color.red.frame(width: 40).accessibilityIdentifier("fixed")
            Text("Hello").padding(10).accessibilityIdentifier("padded")
            Text("Hi").frame(minWidth: 50, maxWidth: .infinity).accessibilityIdentifier("flexible")
            GeometryReader { _ in Color.green.accessibilityIdentifier("inside") }
                .frame(width: 60)
                .accessibilityIdentifier("reader")
        }
    }
}

/// `explain`'s size stories, told from a recording, give the numbers the layout rules say
/// (docs/layout-rules.md: "Stacks", padding, flexible frames, GeometryReader), each checked
/// against the recorded proposals and sizes.
@Suite struct SizeStoryRuleTests {
    /// The nodes of the one case's settled pass, in tree order.
    static func settled() async throws -> [PassTreeNode] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-story-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try LayoutStore.open(path: folder.appendingPathComponent("story.sqlite").path)
        let run = try store.createRun(label: "story", command: "test", host: "test")
        let summary = try await store.recordCase(run: run.id, scenario: SizeStoryRow.self, variant: "", profile: DeviceProfile.named("iphone-15")!)
        try store.finishRun(run.id, status: .complete)
        let nodes: [PassTreeNode] = try store.read { recording in
            let rows = try recording.passTree(ofCase: summary.caseId)
            var nodes: [PassTreeNode] = []
            while let node = try rows.next() { nodes.append(node) }
            return nodes
        }
        let last = try #require(nodes.last)
        return nodes.filter { $0.step == last.step && $0.frame == last.frame && $0.pass == last.pass }
    }

    static let key = CaseKey(scenario: SizeStoryRow.name, variant: "", profile: "iphone-15")

    func node(_ name: String, in nodes: [PassTreeNode]) throws -> PassTreeNode {
        try #require(nodes.first { $0.name == name })
    }

    func child(of parent: PassTreeNode, in nodes: [PassTreeNode]) throws -> PassTreeNode {
        try #require(nodes.first { NodePath($0.path).parent?.string == parent.path })
    }

    func text(_ value: Double) -> String { CGFloat(value).formattedPoints }

    @Test func aStackOffersItsLastFlexibleChildWhatTheOthersLeft() async throws {
        let nodes = try await Self.settled()
        let stack = try #require(nodes.first { $0.kind == "HStack" })
        let others = try ["fixed", "padded", "reader"].map { try node($0, in: nodes).geometry.layout.width }
        let flexible = try node("flexible", in: nodes)
        let along = try #require(stack.proposedWidth)
        // Least flexible first: the fixed frame, the text and the reader take their widths, and
        // the flexible frame, offered last, gets the rest: proposal − 3 × 8 − the others.
        let rest = along - 3 * 8 - others.reduce(0, +)
        #expect(abs(try #require(flexible.proposedWidth) - rest) < 0.001)
        #expect(abs(flexible.geometry.layout.width - rest) < 0.001)
        let story = try #require(SizeStory.tell("flexible", in: nodes, key: Self.key))
        let link = try #require(story.links.last)
        #expect(link.because.contains("of its \(text(along)) wide, less 24 of spacing, the 3 other children took \(text(others.reduce(0, +)))"), "\(link.because)")
        #expect(link.width.value == flexible.geometry.layout.width)
        // A flexible frame between 50 and ∞ takes what it is offered, wider than its text.
        #expect(link.note?.contains("takes the \(text(rest)) wide offered") == true, "\(String(describing: link.note))")
    }

    @Test func paddingOffersItsProposalLessItsInsets() async throws {
        let nodes = try await Self.settled()
        let padded = try node("padded", in: nodes)
        let text = try child(of: padded, in: nodes)
        #expect(abs(try #require(text.proposedWidth) - (try #require(padded.proposedWidth) - 20)) < 0.001)
        #expect(abs(padded.geometry.layout.width - (text.geometry.layout.width + 20)) < 0.001)
        let story = try #require(SizeStory.tell(text.path, in: nodes, key: Self.key))
        let link = try #require(story.links.last)
        #expect(link.because.hasPrefix("padding offered \(self.text(text.proposedWidth!))×"), "\(link.because)")
        #expect(link.because.contains("less its insets (20 across, 20 down)"), "\(link.because)")
    }

    @Test func aGeometryReaderOffersItsOwnSize() async throws {
        let nodes = try await Self.settled()
        let frame = try node("reader", in: nodes)
        let reader = try child(of: frame, in: nodes)
        #expect(reader.kind == "GeometryReader")
        #expect(reader.proposedWidth == 60)
        let inside = try node("inside", in: nodes)
        #expect(inside.proposedWidth == reader.geometry.layout.width && inside.proposedHeight == reader.geometry.layout.height)
        let story = try #require(SizeStory.tell("inside", in: nodes, key: Self.key))
        let link = try #require(story.links.last)
        #expect(link.because == "GeometryReader offered \(text(reader.geometry.layout.width))×\(text(reader.geometry.layout.height)): its own size", "\(link.because)")
        // The fixed frame sets the width it names, whatever its proposal.
        let fixedStory = try #require(SizeStory.tell("reader", in: nodes, key: Self.key))
        #expect(fixedStory.links.last?.width.value == 60)
    }
}
