/// The nodes a view expands to, in order, plus the dynamic containers (`if`, optional, `ForEach`)
/// they came from. Layout only needs the flat nodes; preference reduction needs the groups,
/// because a dynamic container takes part in reduction even when it is empty.
public struct _ViewList {
    /// Held as a node's children are: a list of one view, the commonest (a modifier's content,
    /// a custom view's body), makes no array.
    private(set) var nodes = NodeChildren()
    private(set) var structure: [ContentItem] = []
    private(set) var hasDynamicGroups = false
    private var openGroups: [[ContentItem]] = []

    init() {}

    var count: Int { nodes.count }

    mutating func append(_ node: LayoutNode) {
        nodes.append(node)
        if hasDynamicGroups { appendItem(.node(nodes.count - 1)) }
    }

    mutating func beginDynamicGroup() {
        startTrackingStructure()
        openGroups.append([])
    }

    /// Makes room for `count` more nodes, in the list and in the dynamic group open now: a
    /// `ForEach` knows how many elements it is about to expand, and a long list's arrays grown a
    /// doubling at a time were copied a dozen times into fresh pages.
    mutating func reserveCapacity(forAdditional count: Int) {
        nodes.reserveCapacity(nodes.count + count)
        guard !openGroups.isEmpty else { return }
        let last = openGroups.count - 1
        if openGroups[last].capacity < openGroups[last].count + count {
            openGroups[last].reserveCapacity(openGroups[last].count + count)
        }
    }

    mutating func endDynamicGroup() {
        let group = openGroups.removeLast()
        appendItem(.dynamic(group))
    }

    /// Appends `other`'s nodes, each passed through `transform` (a modifier wrapping it), keeping
    /// `other`'s dynamic groups around the transformed nodes.
    mutating func append(contentsOf other: _ViewList, transform: (LayoutNode) -> LayoutNode) {
        if !other.hasDynamicGroups {
            for node in other.nodes { append(transform(node)) }
            return
        }
        startTrackingStructure()
        let offset = nodes.count
        for node in other.nodes { nodes.append(transform(node)) }
        for item in other.structure { appendItem(item.offset(by: offset)) }
    }

    private mutating func startTrackingStructure() {
        guard !hasDynamicGroups else { return }
        hasDynamicGroups = true
        structure = nodes.indices.map { .node($0) }
    }

    private mutating func appendItem(_ item: ContentItem) {
        if openGroups.isEmpty {
            structure.append(item)
        } else {
            openGroups[openGroups.count - 1].append(item)
        }
    }
}

/// One entry of a container's content in tree order, for preference reduction. Not `indirect`:
/// the array already holds a group's entries on the heap, and an indirect case boxes every node.
enum ContentItem {
    case node(Int)
    case dynamic([ContentItem])

    func offset(by offset: Int) -> ContentItem {
        switch self {
        case .node(let i): .node(i + offset)
        case .dynamic(let items): .dynamic(items.map { $0.offset(by: offset) })
        }
    }
}
