/// Suggestions for a name that matched nothing: the candidates a typo away from it.
enum NearMatches {
    /// Up to `limit` candidates, closest first, within an edit distance that grows with the
    /// name's length (one edit for short names, a third of the length for long ones).
    static func suggestions(for name: String, among candidates: [String], limit: Int = 3) -> [String] {
        let needle = Array(name.lowercased())
        let allowed = max(1, needle.count / 3)
        return candidates
            .map { (candidate: $0, distance: editDistance(needle, Array($0.lowercased()))) }
            .filter { $0.distance <= allowed || $0.candidate.lowercased().hasPrefix(name.lowercased()) }
            .sorted { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }
            .prefix(limit)
            .map(\.candidate)
    }

    /// Levenshtein distance: insertions, deletions and substitutions, each costing one.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
