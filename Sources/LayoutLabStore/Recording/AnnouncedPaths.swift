import LayoutLab

/// The full strings and hashes of the paths a case announces, in the order it announces them.
/// Each is built from its parent's: a hash continues from the parent's hash, and a string extends
/// the parent's string while that is still at hand (parents are announced shortly before their
/// children, as a pass's tree is numbered depth first).
///
/// Each path also gets its prefix: the outermost `ForEach` element above it, whose stored path
/// the `node` table's row continues (migration 0004).
struct AnnouncedPaths {
    private var hashes: [Int64] = []
    /// The path id of the prefix each path's children get (its own, or itself when it is the
    /// outermost element), or -1. Four bytes a path; the few prefixes' lengths are kept apart.
    private var prefixesOfChildren: [Int32] = []
    private var prefixLengths: [Int32: Int32] = [:]
    /// Recently built strings by path id, bounded: a stress table has hundreds of thousands.
    private var recent: [Int: String] = [:]
    private let recentLimit: Int

    init(recentLimit: Int = 4096) {
        self.recentLimit = recentLimit
    }

    mutating func add(_ entry: NodePathEntry, in table: NodePathTable) -> (path: String, hash: Int64, prefix: PathPrefix?) {
        precondition(entry.id == hashes.count, "paths are announced once each, in order")
        let hash: Int64
        let path: String
        let prefixID = entry.parent < 0 ? -1 : prefixesOfChildren[entry.parent]
        if entry.parent < 0 {
            hash = PathHash.of(entry.segment)
            path = entry.segment
        } else {
            hash = PathHash.of(segment: entry.segment, below: hashes[entry.parent])
            if let parent = recent[entry.parent] {
                path = NodePath.text(of: entry.segment, below: parent)
            } else {
                path = table.path(entry.id)
            }
        }
        hashes.append(hash)
        if prefixID < 0, entry.isForEachElement {
            prefixesOfChildren.append(Int32(entry.id))
            prefixLengths[Int32(entry.id)] = Int32(path.utf8.count)
        } else {
            prefixesOfChildren.append(prefixID)
        }
        if recent.count == recentLimit { recent.removeAll(keepingCapacity: true) }
        recent[entry.id] = path
        let prefix = prefixID < 0 ? nil : PathPrefix(pathID: Int(prefixID), length: Int(prefixLengths[prefixID]!))
        return (path, hash, prefix)
    }
}

/// The start of a path that another node's path is: its path id, and its length in UTF-8 bytes.
struct PathPrefix {
    var pathID: Int
    var length: Int
}
