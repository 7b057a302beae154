import LayoutLab
import LayoutLabDiff
import LayoutLabStore

/// Why a node has its size, told from the recording (`layoutlab explain`;
/// docs/reports.md, "`explain`"): the chain of proposals from the root down to the node in one pass, each container
/// saying what it offered the next and by which rule, worked out from the recorded proposals,
/// sizes and stack gaps, and what the node chose.
public struct SizeStory: Hashable, Sendable, Codable {
    public struct Link: Hashable, Sendable, Codable {
        public var path: String
        public var kind: String
        public var name: String?
        /// What this node was offered (nil on an axis left unspecified).
        public var proposedWidth: Points?
        public var proposedHeight: Points?
        /// The size it chose.
        public var width: Points
        public var height: Points
        /// How its parent came to offer that: the rule, with the recorded numbers.
        public var because: String
        /// For a frame that chose another size than its child's: what it did.
        public var note: String?
    }

    public var scenario: String
    public var variant: String
    public var profile: String
    public var step: Int
    public var frame: Int
    public var pass: Int
    public var node: String
    /// Root first, the node last.
    public var links: [Link]

    /// The story of `target` (a name, a whole path, or a path's last segments) in a pass's nodes,
    /// given in tree order; nil when no node matches.
    public static func tell(
        _ target: String, in nodes: [PassTreeNode], key: CaseKey
    ) -> SizeStory? {
        guard let node = nodes.first(where: { $0.name == target }) ?? nodes.first(where: { $0.path == target })
            ?? nodes.first(where: { $0.path.hasSuffix("/" + target) })
        else { return nil }
        let target = NodePath(node.path)
        let chain = nodes.filter { $0.path == node.path || NodePath($0.path).isAncestor(of: target) }
        var links: [Link] = []
        for (index, link) in chain.enumerated() {
            let parent = index > 0 ? chain[index - 1] : nil
            let siblings = parent.map { parent in nodes.filter { isChild($0, of: parent) } } ?? []
            links.append(Link(
                path: link.path, kind: link.kind ?? "?", name: link.name,
                proposedWidth: link.proposedWidth.map(Points.init), proposedHeight: link.proposedHeight.map(Points.init),
                width: Points(link.geometry.layout.width), height: Points(link.geometry.layout.height),
                because: reason(for: link, parent: parent, siblings: siblings),
                note: frameNote(link, child: nodes.first { isChild($0, of: link) })
            ))
        }
        return SizeStory(
            scenario: key.scenario, variant: key.variant, profile: key.profile, step: node.step, frame: node.frame,
            pass: node.pass, node: node.name ?? node.path, links: links
        )
    }

    /// Whether `node` is a direct child of `parent`.
    static func isChild(_ node: PassTreeNode, of parent: PassTreeNode) -> Bool {
        // Compared in place (the parent's path, a slash, one segment): a story asks it of every
        // node of the pass for each link of its chain, and copying each parent path out was a
        // fifth of telling it.
        let path = node.path.utf8, parentPath = parent.path.utf8
        guard path.count > parentPath.count, path.starts(with: parentPath) else { return false }
        let rest = path.dropFirst(parentPath.count)
        return rest.first == UInt8(ascii: "/") && !rest.dropFirst().contains(UInt8(ascii: "/"))
    }

    /// The rule by which `parent` offered `node` its proposal, in the recorded numbers.
    static func reason(for node: PassTreeNode, parent: PassTreeNode?, siblings: [PassTreeNode]) -> String {
        let offer = proposal(node.proposedWidth, node.proposedHeight)
        guard let parent else { return "the window offered \(offer): its safe area" }
        let kind = parent.kind ?? "?"
        let given = proposal(parent.proposedWidth, parent.proposedHeight)
        switch kind {
        case "HStack", "VStack", "LazyHStack", "LazyVStack":
            let horizontal = kind.hasSuffix("HStack")
            let along = horizontal ? parent.proposedWidth : parent.proposedHeight
            let gaps = siblings.compactMap(\.spacingBefore).reduce(0, +)
            let otherNodes = siblings.filter { $0.path != node.path }
            func length(_ sibling: PassTreeNode) -> Double { horizontal ? sibling.geometry.layout.width : sibling.geometry.layout.height }
            let others = otherNodes.map(length).reduce(0, +)
            let named = otherNodes.count <= 6
                ? " (" + otherNodes.map { "\($0.name ?? segment($0.path)) \(p(length($0)))" }.joined(separator: ", ") + ")" : ""
            let axis = horizontal ? "wide" : "tall"
            guard let along else {
                return "\(kind) offered \(offer): it was offered nil along its axis, so each child its ideal length"
            }
            if siblings.count == 1 { return "\(kind) offered \(offer): its one child gets its whole proposal, \(p(along)) \(axis)" }
            return "\(kind) offered \(offer): of its \(p(along)) \(axis), less \(p(gaps)) of spacing, the \(siblings.count - 1) other children took \(p(others))\(named); the stack shares what is left, least flexible child first"
        case "padding":
            func inset(_ outer: Double?, _ inner: Double?) -> String? {
                guard let outer, let inner else { return nil }
                return p(outer - inner)
            }
            let across = [inset(parent.proposedWidth, node.proposedWidth).map { "\($0) across" }, inset(parent.proposedHeight, node.proposedHeight).map { "\($0) down" }]
                .compactMap { $0 }.joined(separator: ", ")
            return "padding offered \(offer): its own proposal \(given) less its insets" + (across.isEmpty ? "" : " (\(across))")
        case "frame":
            if node.proposedWidth == parent.proposedWidth, node.proposedHeight == parent.proposedHeight {
                return "frame offered \(offer): its proposal, passed on where it sets no length"
            }
            return "frame offered \(offer): the lengths it sets (clamped to its bounds) in place of its proposal \(given)"
        case "GeometryReader":
            return "GeometryReader offered \(offer): its own size"
        case "ScrollView":
            return "ScrollView offered \(offer): nil along the axes it scrolls, its proposal across"
        case "ZStack", "overlay", "background":
            return "\(kind) offered \(offer): \(kind == "ZStack" ? "its proposal to every child" : "the primary view its proposal, a secondary the primary's size")"
        default:
            return "\(kind) offered \(offer) (its own proposal was \(given))"
        }
    }

    /// A path's last segment.
    static func segment(_ path: String) -> String { NodePath(path).lastSegment.text }

    /// What a frame did with its child's size, when it chose another: a minimum raised it, a
    /// maximum or a fixed length set it; or, when its child's size is its own, what it offered
    /// the child in place of its offer (a minimum the child filled, a fixed length it took).
    static func frameNote(_ frame: PassTreeNode, child: PassTreeNode?) -> String? {
        guard frame.kind == "frame", let child else { return nil }
        let (outer, inner) = (frame.geometry.layout, child.geometry.layout)
        func note(_ axis: String, _ chosen: Double, _ child: Double, _ offered: Double?, _ childOffered: Double?) -> String? {
            guard abs(chosen - child) > 0.0005 else { return offerNote(axis, chosen, offered, childOffered) }
            if let offered, chosen > offered + 0.0005 {
                let noun = axis == "wide" ? "width" : "height"
                return "is \(p(chosen)) \(axis), more than the \(p(offered)) offered: a minimum \(noun) (its child is \(p(child)))"
            }
            if let offered, abs(chosen - offered) <= 0.0005 {
                return "takes the \(p(offered)) \(axis) offered (its child is \(p(child))): a flexible or fixed frame"
            }
            return chosen > child ? "raised its child's \(p(child)) to \(p(chosen)) \(axis)" : "set its child's \(p(child)) to \(p(chosen)) \(axis)"
        }
        let notes = [
            note("wide", outer.width, inner.width, frame.proposedWidth, child.proposedWidth),
            note("tall", outer.height, inner.height, frame.proposedHeight, child.proposedHeight),
        ].compactMap { $0 }
        return notes.isEmpty ? nil : notes.joined(separator: "; ")
    }

    /// What a frame whose child is as long as it did with its offer on one axis: nil when it
    /// passed the offer on unchanged.
    private static func offerNote(_ axis: String, _ chosen: Double, _ offered: Double?, _ childOffered: Double?) -> String? {
        let noun = axis == "wide" ? "width" : "height"
        let given = childOffered.map(p) ?? "nil"
        switch (offered, childOffered) {
        case (nil, nil): return nil
        case (let a?, let b?) where abs(a - b) <= 0.0005: return nil
        case (let offered?, _) where chosen > offered + 0.0005:
            return "is \(p(chosen)) \(axis), more than the \(p(offered)) offered: a minimum \(noun) (its child, offered \(given), took it)"
        default:
            let offer = offered.map { "the \(p($0))" } ?? "nil"
            return "offered its child \(given) \(axis) in place of \(offer): a \(noun) it sets (its child took \(p(chosen)))"
        }
    }

    static func proposal(_ width: Double?, _ height: Double?) -> String {
        "\(width.map(p) ?? "nil")×\(height.map(p) ?? "nil")"
    }

    static func p(_ value: Double) -> String { CGFloat(value).formattedPoints }

    /// The story as text: one line per link, each indented under its parent.
    public var text: String {
        var lines = ["Why \(node) is \(links.last.map { "\($0.width)×\($0.height)" } ?? "?"): \(scenario)\(variant.isEmpty ? "" : " [\(variant)]") · \(profile), step \(step), pass \(frame).\(pass)"]
        for (depth, link) in links.enumerated() {
            let segment = Self.segment(link.path)
            let label = link.name.map { "\(segment) \"\($0)\"" } ?? segment
            lines.append(String(repeating: "  ", count: depth) + "\(label): \(link.because); chose \(link.width)×\(link.height)"
                + (link.note.map { ": it \($0)" } ?? ""))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
