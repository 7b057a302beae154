import ArgumentParser
import LayoutLabReports
import LayoutLabStore

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Say why a node has its size: the chain of proposals from the root to it, each with its rule.",
        discussion: """
            The node is named by its accessibilityIdentifier, its whole path, or its path's last segments. \
            The story is told for one pass: by default the last step's settled layout.
            """
    )

    @OptionGroup var chosen: CaseArguments

    @Argument(help: "The node: a name (accessibilityIdentifier) or a path.")
    var node: String

    @Option(help: "The step (from 0; default: the last).")
    var step: Int?

    @Option(help: "The pass as FRAME.PASS (default: the step's settled pass).")
    var pass: String?

    @Option(help: "Output format: text, json or md.")
    var format: ExplainFormat = .text

    func run() throws {
        let (store, _, selected) = try chosen.open()
        let stepIndex = step ?? selected.steps - 1
        guard (0..<selected.steps).contains(stepIndex) else {
            throw BadInput("no step \(stepIndex) in \(CaseChoice.describe(selected)): its steps are 0-\(selected.steps - 1)")
        }
        let position = try pass.map(Self.position)
        let nodes: [PassTreeNode] = try store.read { recording in
            let rows = try recording.passTree(ofCase: selected.caseId, step: stepIndex)
            var nodes: [PassTreeNode] = []
            while let node = try rows.next() { nodes.append(node) }
            return nodes
        }
        let passes = nodes.map { ($0.frame, $0.pass) }
        let chosen = position ?? passes.last ?? (0, 0)
        guard passes.contains(where: { $0 == chosen }) else {
            let last = passes.last.map { "\($0.0).\($0.1)" } ?? "0.0"
            throw BadInput("no pass \(chosen.0).\(chosen.1) in step \(stepIndex) of \(CaseChoice.describe(selected)): its passes run 0.0-\(last)")
        }
        let inPass = nodes.filter { $0.frame == chosen.0 && $0.pass == chosen.1 }
        let key = CaseKey(scenario: selected.scenario, variant: selected.variant, profile: selected.profile)
        guard let story = SizeStory.tell(node, in: inPass, key: key) else {
            let names = Array(Set(inPass.compactMap(\.name))).sorted()
            throw BadInput(unknown: "node", node, candidates: names)
        }
        // The update story: why the frame differs from the pass before, walked back through the causes.
        var order: [(Int, Int)] = []
        for position in passes where order.last.map({ $0 != position }) ?? true { order.append(position) }
        let path = story.links.last?.path
        var frames: [String: Rect] = [:]
        for row in nodes where row.path == path {
            frames["\(row.frame).\(row.pass)"] = Rect(x: row.geometry.layout.x, y: row.geometry.layout.y, width: row.geometry.layout.width, height: row.geometry.layout.height)
        }
        let allCauses = try store.read { try $0.causes(ofCase: selected.caseId) }
        let update = UpdateStory.tell(
            node: story.node, path: path ?? "", step: stepIndex, at: order.firstIndex { $0 == chosen } ?? 0, passes: order,
            frames: frames, causes: allCauses.filter { $0.step == stepIndex }, earlier: allCauses.filter { $0.step < stepIndex },
            event: nodes.first?.event ?? "event"
        )
        let events = try store.read { try $0.steps(ofCase: selected.caseId) }.reduce(into: [Int: String]()) { $0[$1.index] = $1.event }
        let sources = LengthSource.find(for: story, in: inPass, update: update, events: events)
        switch format {
        case .text:
            let held = sources.map { "  why: \($0.text)\n" }.joined()
            print(story.text + "\n" + update.text + held, terminator: "")
        case .json: print(try JSONOutput.string(Explanation(size: story, update: update, sources: sources)))
        case .md: print(MarkdownExplainRenderer().render(size: story, update: update, sources: sources), terminator: "")
        }
    }

    /// `FRAME.PASS`, as `trace` numbers passes.
    static func position(_ text: String) throws -> (Int, Int) {
        let parts = text.split(separator: ".")
        guard parts.count == 2, let frame = Int(parts[0]), let pass = Int(parts[1]) else {
            throw BadInput("bad --pass '\(text)': write FRAME.PASS, as trace numbers them (0.1 is frame 0, pass 1)")
        }
        return (frame, pass)
    }
}

/// `explain --format`.
enum ExplainFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case md
}

/// What `explain --format json` prints: the size story, the update story, and where the lengths
/// that squeezed the node came from.
struct Explanation: Encodable {
    let size: SizeStory
    let update: UpdateStory
    let sources: [LengthSource]
}
