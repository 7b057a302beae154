/// Near matches for a mistyped name: the command line's "did you mean" and a test's
/// `frame("heroo")` both suggest with it.
package enum NameSuggestions {
    /// Up to three candidates within a small edit distance, closest first; names that contain
    /// the value (or are contained in it) count as close.
    package static func nearest(to value: String, in candidates: [String], limit: Int = 3) -> [String] {
        let needle = value.lowercased()
        let scored = candidates.map { candidate -> (String, Int) in
            let lower = candidate.lowercased()
            let distance = lower.contains(needle) || needle.contains(lower) ? 0 : editDistance(needle, lower)
            return (candidate, distance)
        }
        let threshold = max(2, needle.count / 3)
        return scored.filter { $0.1 <= threshold }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(limit).map(\.0)
    }

    /// Levenshtein distance: insertions, deletions and substitutions, one each.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
