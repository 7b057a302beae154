import Foundation
import LayoutLab
import LayoutLabDiff
import LayoutLabPictures
import LayoutLabStore

/// The pictures an HTML page shows: each case's passes drawn, step by step, with the glyphs they
/// share defined once for the page, and kept in the page's ``PictureLibrary`` until shown
/// (docs/reports.md, "The HTML report").
public struct ReportPictures {
    public let page: PicturePage
    public let library: PictureLibrary
    public var byCase: [CaseKey: [StepPictures]]

    /// At most this many passes of a step are drawn, the last ones (the scrubber's range): a
    /// cycling case runs dozens.
    public static let passLimit = 24
    /// At most this many on-screen nodes of a pass are drawn: a list of thousands of rows shows a
    /// screenful.
    public static let nodeLimit = 2000
    /// The largest a picture is shown on the page (a phone's screen 240 points wide, a
    /// landscape one 460), so that a case's steps sit side by side.
    public static let shownSize = (width: 460.0, height: 520.0)
    /// Hovering a view shows the size and update stories of the nearest named node (its own, or
    /// an ancestor's), told for at most this many named nodes a pass, in passes of at most
    /// `storyNodeLimit` nodes (each story walks the pass's tree).
    public static let storyLimit = 24
    public static let storyNodeLimit = 3000

    public init(page: PicturePage = PicturePage(), library: PictureLibrary = PictureLibrary(), byCase: [CaseKey: [StepPictures]] = [:]) {
        self.page = page
        self.library = library
        self.byCase = byCase
    }

    /// A page of more cases than this draws each step's last pass only: the passes before it
    /// multiply a page's size and the time to write it (a 405-point sweep), and the report of one
    /// case, or a few, scrubs through them all.
    public static let everyPassCaseLimit = 40

    /// The pictures of `cases` (by key) of a run: the last `passesPerStep` passes of each step
    /// (by default, the last ``passLimit``, or for more than ``everyPassCaseLimit`` cases the
    /// last).
    ///
    /// Reading a case (its passes' nodes and paints, and its stories) runs on worker threads, a
    /// few cases at a time in read transactions of their own, while this thread draws the cases
    /// already read, in order: the page is the same whichever thread read what.
    /// - Parameter storiesOf: the one named node whose stories hovering tells (a sweep's
    ///   `--node`), or nil for every named node. A sweep of hundreds of points telling every
    ///   node's stories at every point spends most of its time and size on stories no one reads.
    public static func load(
        _ store: LayoutStore, run: Int64, cases keys: [CaseKey], passesPerStep: Int? = nil, storiesOf focus: String? = nil
    ) throws -> ReportPictures {
        let passesPerStep = passesPerStep ?? (keys.count > everyPassCaseLimit ? 1 : passLimit)
        var pictures = ReportPictures()
        let wanted = Set(keys)
        let recorded = try store.cases(ofRun: run).filter { wanted.contains(CaseKey(scenario: $0.scenario, variant: $0.variant, profile: $0.profile)) }
        let readings = CaseReadings(
            store: store, cases: recorded.map { ($0.caseId, CaseKey(scenario: $0.scenario, variant: $0.variant, profile: $0.profile)) },
            passesPerStep: passesPerStep, focus: focus
        )
        defer { readings.stop() }
        for (index, row) in recorded.enumerated() {
            let key = CaseKey(scenario: row.scenario, variant: row.variant, profile: row.profile)
            pictures.byCase[key] = draw(try readings.take(index), caseId: row.caseId, key: key, page: pictures.page, library: pictures.library)
        }
        return pictures
    }

    /// A case's steps as read: each step's last `passesPerStep` passes, each with the nodes that
    /// changed since the pass before (for a step's first pass, since the step before settled):
    /// those that changed size or moved within their parent. A node carried along by its parent
    /// has not changed; its parent has.
    static func read(_ recording: Recording, caseId: Int64, key: CaseKey, passesPerStep: Int, focus: String?) throws -> [StepReading] {
        var previous: [String: RecordedRect] = [:]
        var namedFrames = NamedFrames()
        let causes = try recording.causes(ofCase: caseId)
        let steps = try recording.steps(ofCase: caseId)
        let events = Dictionary(steps.map { ($0.index, $0.event) }, uniquingKeysWith: { first, _ in first })
        return try steps.map { step in
            let positions = step.passesPerFrame.enumerated().flatMap { frame, count in (0..<count).map { (frame, $0) } }
            let drawn = positions.suffix(max(1, min(passLimit, passesPerStep)))
            // The pass before the first drawn one is read too, for what changed since it.
            let firstRead = max(0, positions.count - drawn.count - 1)
            let stories = try StoryTeller(
                recording, caseId: caseId, key: key, step: step, positions: positions, told: positions.count - drawn.count,
                causes: causes, events: events, focus: focus, namedFrames: { try namedFrames.get(recording, caseId: caseId) }
            )
            var passes: [PassReading] = []
            for (index, position) in positions.enumerated() where index >= firstRead {
                let isDrawn = index >= positions.count - drawn.count
                guard let picture = try recording.picture(
                    ofCase: caseId, step: step, frame: position.0, pass: position.1, onScreen: true, limit: nodeLimit, paints: isDrawn
                ) else { continue }
                let frames = Dictionary(picture.nodes.map { ($0.path, $0.layout) }, uniquingKeysWith: { first, _ in first })
                let changed = Set(frames.keys.filter { changedWithinParent($0, now: frames, before: previous) })
                previous = frames
                guard isDrawn else { continue }
                passes.append(PassReading(
                    label: "\(position.0).\(position.1)", picture: picture, changed: changed, stories: stories?.stories(at: index) ?? []
                ))
            }
            return StepReading(step: step, passes: passes, omitted: positions.count - drawn.count)
        }
    }

    /// A case's steps drawn, in the page's library, with their stories numbered.
    static func draw(_ steps: [StepReading], caseId: Int64, key: CaseKey, page: PicturePage, library: PictureLibrary) -> [StepPictures] {
        steps.map { reading in
            let step = reading.step
            let passes = reading.passes.map { pass in
                var told: [String: Int] = [:]
                for (path, story) in pass.stories { told[path] = library.number(ofStory: story) }
                // One pass of a step is on the page at a time (the script builds the one shown
                // and empties the others), so its clip ids need only tell the steps apart, and
                // the passes' drawings share their lines.
                let svg = ScreenSVG.render(
                    pass.picture, title: "\(key) · step \(step.index) \(step.event) · pass \(pass.label)", changed: pass.changed, page: page,
                    idPrefix: "c\(caseId)-s\(step.index)-", fitting: shownSize, stories: told
                )
                let hits = HitLayer.svg(pass.picture, page: page, stories: told, fitting: shownSize)
                return StepPictures.Pass(
                    label: pass.label, picture: library.add(svg, hits), changed: pass.changed.count, omittedNodes: pass.picture.omitted
                )
            }
            return StepPictures(step: step.index, passes: passes, omitted: reading.omitted)
        }
    }

    /// Whether the node's size, or its place in its parent, differs from the pass before by more
    /// than a thousandth of a point. A node new in this pass has not changed: it appeared.
    static func changedWithinParent(_ path: String, now: [String: RecordedRect], before: [String: RecordedRect]) -> Bool {
        guard let rect = now[path], let old = before[path] else { return false }
        let tolerance = 0.001
        if abs(rect.width - old.width) > tolerance || abs(rect.height - old.height) > tolerance { return true }
        let parent = NodePath(path).parent?.string
        let origin = parent.flatMap { now[$0] }, oldOrigin = parent.flatMap { before[$0] }
        let dx = (rect.x - (origin?.x ?? 0)) - (old.x - (oldOrigin?.x ?? 0))
        let dy = (rect.y - (origin?.y ?? 0)) - (old.y - (oldOrigin?.y ?? 0))
        return abs(dx) > tolerance || abs(dy) > tolerance
    }
}

/// A report's pictures being drawn on a thread of their own, from the moment they are asked for,
/// while the caller reads the report (`layoutlab report --format html`).
public final class PicturesLoading: @unchecked Sendable {
    // Unchecked: `result` is written once, by the drawing thread, before `done` is signalled, and
    // read only after waiting for it.
    private var result: Result<ReportPictures, any Error>?
    private let done = DispatchSemaphore(value: 0)

    public init(_ store: LayoutStore, run: Int64, cases keys: [CaseKey], storiesOf focus: String? = nil) {
        // A thread of its own, as the readers it waits for have (``CaseReadings``).
        Thread { [self] in
            result = Result { try ReportPictures.load(store, run: run, cases: keys, storiesOf: focus) }
            done.signal()
        }.start()
    }

    /// The pictures, once drawn; what drawing them threw, rethrown.
    public func wait() throws -> ReportPictures {
        done.wait()
        done.signal()
        return try result!.get()
    }
}

/// A step as read for its pictures: its last passes' nodes and paints, what changed in each, and
/// the stories of their named nodes.
struct StepReading: Sendable {
    var step: StepRecord
    var passes: [PassReading]
    /// The step's first passes, past the pass limit, not read.
    var omitted: Int
}

struct PassReading: Sendable {
    /// `FRAME.PASS`.
    var label: String
    var picture: PassPicture
    var changed: Set<String>
    /// The named nodes' stories, in tree order, by node path.
    var stories: [(path: String, lines: [String])]
}

/// A step's passes drawn, in order.
public struct StepPictures: Sendable {
    public struct Pass: Sendable {
        /// `FRAME.PASS`.
        public var label: String
        /// The picture's number in the page's ``PictureLibrary``: the pass drawn, and over it
        /// its ``HitLayer``.
        public var picture: Int
        /// Nodes whose frames changed since the pass before, outlined in the picture.
        public var changed: Int
        /// Nodes off the screen or past the node limit, not drawn.
        public var omittedNodes: Int
    }

    public var step: Int
    public var passes: [Pass]
    /// The step's first passes, past the pass limit, not drawn.
    public var omitted: Int
}

/// The stories `explain` tells, for the named nodes of a step's passes: what hovering a view in
/// the report shows.
private struct StoryTeller {
    let key: CaseKey
    let step: StepRecord
    let positions: [(Int, Int)]
    let causes: [RecordedCause]
    /// The steps' events, by index: where a `why:` line says a length was written.
    let events: [Int: String]
    /// The nodes of the passes whose stories are told, pass by pass, in tree order.
    let passes: [String: [PassTreeNode]]
    /// The named nodes' frames in every pass of the step, by node id and `FRAME.PASS`: the
    /// update story follows a node through passes whose trees were not read.
    let frames: [Int64: [String: Rect]]
    /// The only named node whose stories are told, or nil for all.
    let focus: String?

    /// Nil when the step has no named node (or not the one in focus), or passes too large to
    /// tell stories in.
    /// - Parameter told: the index of the first pass whose stories are told; the passes before
    ///   it are read only for their named nodes' frames (a sweep's page draws a step's last pass
    ///   of dozens).
    init?(
        _ recording: Recording, caseId: Int64, key: CaseKey, step: StepRecord, positions: [(Int, Int)], told: Int,
        causes: [RecordedCause], events: [Int: String], focus: String?, namedFrames: () throws -> [Int: [Int64: [String: Rect]]]
    ) throws {
        guard try recording.nodeCount(ofPass: step.finalPassId) <= ReportPictures.storyNodeLimit else { return nil }
        var passes: [String: [PassTreeNode]] = [:]
        let first = told > 0 && told < positions.count ? (frame: positions[told].0, pass: positions[told].1) : nil
        let rows = try recording.passTree(ofCase: caseId, step: step.index, from: first)
        var named = false
        while let node = try rows.next() {
            passes["\(node.frame).\(node.pass)", default: []].append(node)
            named = named || (node.name != nil && (focus == nil || node.name == focus))
        }
        guard named else { return nil }
        if first == nil {
            var frames: [Int64: [String: Rect]] = [:]
            for (label, nodes) in passes {
                for node in nodes where node.name != nil {
                    frames[node.node, default: [:]][label] = Rect(node.geometry.layout)
                }
            }
            self.frames = frames
        } else {
            self.frames = try namedFrames()[step.index] ?? [:]
        }
        self.key = key
        self.step = step
        self.positions = positions
        self.causes = causes
        self.events = events
        self.passes = passes
        self.focus = focus
    }

    /// The stories of the named nodes of pass `index`, in tree order, by node path: the `why:`
    /// lines first (where a length that squeezed the node came from), then the size story and
    /// the update story, as `explain` tells them.
    func stories(at index: Int) -> [(path: String, lines: [String])] {
        let position = positions[index]
        guard let nodes = passes["\(position.0).\(position.1)"] else { return [] }
        var stories: [(path: String, lines: [String])] = []
        for node in nodes.lazy.filter({ $0.name != nil && (focus == nil || $0.name == focus) }).prefix(ReportPictures.storyLimit) {
            guard let size = SizeStory.tell(node.path, in: nodes, key: key) else { continue }
            let update = UpdateStory.tell(
                node: node.name ?? node.path, path: node.path, step: step.index, at: index, passes: positions, frames: frames[node.node] ?? [:],
                causes: causes.filter { $0.step == step.index }, earlier: causes.filter { $0.step < step.index }, event: step.event
            )
            let why = LengthSource.find(for: size, in: nodes, update: update, events: events).map { "why: \($0.text)" }
            let told = (size.text + update.text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            stories.append((node.path, why + (why.isEmpty ? [] : [""]) + told))
        }
        return stories
    }
}

/// A case's named nodes' frames, pass by pass, read once for all its steps when a step's stories
/// need them: by step, node id and `FRAME.PASS`.
private struct NamedFrames {
    private var read: [Int: [Int64: [String: Rect]]]?

    mutating func get(_ recording: Recording, caseId: Int64) throws -> [Int: [Int64: [String: Rect]]] {
        if let read { return read }
        var frames: [Int: [Int64: [String: Rect]]] = [:]
        let rows = try recording.namedNodeFrames(ofCase: caseId)
        while let row = try rows.next() {
            frames[row.step, default: [:]][row.node, default: [:]]["\(row.frame).\(row.pass)"] = Rect(row.layout)
        }
        read = frames
        return frames
    }
}
