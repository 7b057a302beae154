import LayoutLab

/// The full strings and hashes of the paths a case announces, in the order it announces them.
/// Each is built from its parent's: a hash continues from the parent's hash, and a string extends
/// the parent's string while that is still at hand (parents are announced shortly before their
/// children, as a pass's tree is numbered depth first).
struct AnnouncedPaths {
    private var hashes: [Int64] = []
    /// Recently built strings by path id, bounded: a stress table has hundreds of thousands.
    private var recent: [Int: String] = [:]
    private let recentLimit: Int

    init(recentLimit: Int = 4096) {
        self.recentLimit = recentLimit
    }

    mutating func add(_ entry: NodePathEntry, in table: NodePathTable) -> (path: String, hash: Int64) {
        precondition(entry.id == hashes.count, "paths are announced once each, in order")
        let hash: Int64
        let path: String
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
        if recent.count == recentLimit { recent.removeAll(keepingCapacity: true) }
        recent[entry.id] = path
        return (path, hash)
    }
}
