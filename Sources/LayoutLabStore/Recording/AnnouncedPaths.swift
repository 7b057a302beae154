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
    /// The prefix each path's children get: its own, or itself when it is the outermost element.
    private var prefixesOfChildren: [PathPrefix?] = []
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
        let prefix = entry.parent < 0 ? nil : prefixesOfChildren[entry.parent]
        if entry.parent < 0 {
            hash = PathHash.of(entry.segment)
            path = entry.segment
        } else {
            hash = PathHash.of(segment: entry.segment, below: hashes[entry.parent])
            if let parent = recent[entry.parent] {
                var joined = ""
                joined.reserveCapacity(parent.utf8.count + 1 + entry.segment.utf8.count)
                joined += parent
                joined += "/"
                joined += entry.segment
                path = joined
            } else {
                path = table.path(entry.id)
            }
        }
        hashes.append(hash)
        if prefix == nil, entry.isForEachElement {
            prefixesOfChildren.append(PathPrefix(pathID: Int32(entry.id), length: Int32(path.utf8.count)))
        } else {
            prefixesOfChildren.append(prefix)
        }
        if recent.count == recentLimit { recent.removeAll(keepingCapacity: true) }
        recent[entry.id] = path
        return (path, hash, prefix)
    }
}

/// The start of a path that another node's path is: its path id, and its length in UTF-8 bytes.
/// (32-bit: one per path of a case, which a stress table has hundreds of thousands of.)
struct PathPrefix {
    var pathID: Int32
    var length: Int32
}
