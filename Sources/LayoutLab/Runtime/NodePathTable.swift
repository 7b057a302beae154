/// Node paths, interned for a whole case. Each distinct path is built once and gets a small id
/// that stays the same from pass to pass, so a pass costs no string building for known nodes and
/// a recorder can key its rows by the id instead of hashing long strings.
final class NodePathTable {
    private struct Key: Hashable {
        let parent: Int
        let kind: String
        let slot: String
    }

    private var ids: [Key: Int] = [:]
    private(set) var paths: [String] = []

    /// The id of the path `parent/kind[slot]` (`parent` is -1 for a root).
    func id(parent: Int, kind: String, slot: String) -> Int {
        let key = Key(parent: parent, kind: kind, slot: slot)
        if let id = ids[key] { return id }
        let segment = NodePath.segment(kind: kind, slot: slot)
        let path = parent < 0 ? segment : paths[parent] + "/" + segment
        let id = paths.count
        paths.append(path)
        ids[key] = id
        return id
    }

    /// Gives `node` its path below the path `parentID` (-1 for a root), then its subtree theirs.
    func assign(_ node: LayoutNode, parentID: Int) {
        node.pathID = id(parent: parentID, kind: node.kind, slot: node.slot)
        node.path = paths[node.pathID]
        var stack: [LayoutNode] = [node]
        while let current = stack.popLast() {
            for child in current.children {
                child.pathID = id(parent: current.pathID, kind: child.kind, slot: child.slot)
                child.path = paths[child.pathID]
                stack.append(child)
            }
        }
    }
}
