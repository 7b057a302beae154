/// Rows a committed case offers one of a store's caches of committed rows (`CommittedNodes`,
/// `CommittedPaints`), kept as they come and added at the cache's next lookup: the last case of
/// a record never pays for adding them (a `rows-1000` case's nodes took 6 ms between its last
/// pass and the end of its commit, when the command line exits). No more than the cache has
/// room for is kept, counting the rows offered. Its owner's lock guards it.
struct StagedRows<Row> {
    private var lists: [[Row]] = []
    private var count = 0

    var isEmpty: Bool { lists.isEmpty }

    /// Keeps `rows`, or as many of the first of them as fit in `room` with those kept already.
    mutating func stage(_ rows: [Row], room: Int) {
        let left = room - count
        guard left > 0, !rows.isEmpty else { return }
        let kept = rows.count <= left ? rows : Array(rows.prefix(left))
        lists.append(kept)
        count += kept.count
    }

    /// The rows kept, in the order they came, and nothing kept any more.
    mutating func take() -> [[Row]] {
        defer {
            lists = []
            count = 0
        }
        return lists
    }
}
