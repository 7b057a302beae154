import LayoutLabDiff
import LayoutLab
import LayoutLabStore

/// `layoutlab trace`: every pass of a case as a tree, one line per node with its proposal, size
/// and origin, and what changed since the previous pass marked:
///
/// ```
/// step 0 launch(portrait) · frame 0 · pass 1: 2 changed
///   Root  390×763 → 390×763 @ 0,47
/// ~   VStack  390×763 → 390×223.667 @ 0,316.667  was 390×166.667 @ 0,345.333
/// ```
///
/// `~` marks a node whose proposal, size or origin changed, `+` one that was not in the previous
/// pass, `-` one that is gone. The first pass shown has nothing to compare with. Rows are read
/// through a cursor; only the previous pass is held.
public struct PassTreeTracer {
    public struct Options: Sendable {
        /// Only this step, or all of them.
        public var step: Int?
        /// Print whole node paths instead of each node's own segment under its parent.
        public var fullPaths: Bool

        public init(step: Int? = nil, fullPaths: Bool = false) {
            self.step = step
            self.fullPaths = fullPaths
        }
    }

    public var style: TextStyle
    public var options: Options

    public init(style: TextStyle = .plain, options: Options = Options()) {
        self.style = style
        self.options = options
    }

    private struct Node: Equatable {
        var path: String
        var name: String?
        var proposal: String
        var frame: Rect
        var render: Rect
    }

    private struct PassKey: Equatable {
        var step: Int
        var frame: Int
        var pass: Int
        var event: String
    }

    /// Writes the trace of `caseId` line by line to `write`.
    public func trace(_ store: LayoutStore, caseId: Int64, write: (String) -> Void) throws {
        try store.read { recording in
            let rows = try recording.passTree(ofCase: caseId, step: options.step)
            var previous: [Int64: Node]?
            var current: [(Int64, Node)] = []
            var currentKey: PassKey?
            func flush() {
                guard let key = currentKey else { return }
                emit(key, current, previous: previous, write: write)
                previous = Dictionary(current, uniquingKeysWith: { first, _ in first })
                current.removeAll(keepingCapacity: true)
            }
            while let row = try rows.next() {
                let key = PassKey(step: row.step, frame: row.frame, pass: row.pass, event: row.event)
                if key != currentKey {
                    flush()
                    currentKey = key
                }
                current.append((row.node, Node(
                    path: row.path, name: row.name,
                    proposal: "\(row.proposedWidth.map { Points($0).description } ?? "nil")×\(row.proposedHeight.map { Points($0).description } ?? "nil")",
                    frame: Rect(row.geometry.layout), render: Rect(row.geometry.render)
                )))
            }
            flush()
        }
    }

    private func emit(_ key: PassKey, _ nodes: [(Int64, Node)], previous: [Int64: Node]?, write: (String) -> Void) {
        var lines: [String] = []
        var changed = 0, added = 0
        for (id, node) in nodes {
            var marker = "  "
            var was = ""
            if let previous {
                if let before = previous[id] {
                    if before != node {
                        marker = style.changed("~ ")
                        changed += 1
                        was = "  " + style.dim("was " + describe(before, comparedWith: node))
                    }
                } else {
                    marker = style.added("+ ")
                    added += 1
                }
            }
            lines.append(marker + label(node) + "  " + describe(node) + was)
        }
        var gone: [String] = []
        if let previous {
            let present = Set(nodes.map(\.0))
            gone = previous.filter { !present.contains($0.key) }.map(\.value).sorted { $0.path < $1.path }
                .map { style.removed("- ") + label($0) + "  " + style.dim("gone") }
        }
        var counts: [String] = []
        if changed > 0 { counts.append("\(changed) changed") }
        if added > 0 { counts.append("\(added) new") }
        if !gone.isEmpty { counts.append("\(gone.count) gone") }
        let summary = previous == nil ? "" : ": " + (counts.isEmpty ? "no change" : counts.joined(separator: ", "))
        write(style.bold("step \(key.step) \(key.event) · frame \(key.frame) · pass \(key.pass)") + summary)
        lines.forEach(write)
        gone.forEach(write)
        write("")
    }

    /// The node's own segment under its parent's indentation, or its whole path.
    private func label(_ node: Node) -> String {
        let name = node.name.map { " #\($0)" } ?? ""
        if options.fullPaths { return node.path + name }
        let path = NodePath(node.path)
        return String(repeating: "  ", count: path.depth - 1) + path.lastSegment.text + name
    }

    /// `proposal → size @ origin`, and the rendered frame when a visual effect moved it.
    private func describe(_ node: Node) -> String {
        var text = "\(node.proposal) → \(node.frame.sizeText) @ \(node.frame.originText)"
        if node.render != node.frame { text += " render \(node.render.text)" }
        return text
    }

    /// The parts of `before` that differ from `after`, in the same form.
    private func describe(_ before: Node, comparedWith after: Node) -> String {
        var parts: [String] = []
        if before.proposal != after.proposal { parts.append("proposal \(before.proposal)") }
        if before.frame.sizeText != after.frame.sizeText { parts.append("size \(before.frame.sizeText)") }
        if before.frame.originText != after.frame.originText { parts.append("origin \(before.frame.originText)") }
        // The rendered frame follows the layout frame unless a visual effect moves it.
        if before.render != after.render && (before.render != before.frame || after.render != after.frame) {
            parts.append("render \(before.render.text)")
        }
        if before.name != after.name { parts.append("name \(before.name ?? "none")") }
        return parts.joined(separator: ", ")
    }
}
