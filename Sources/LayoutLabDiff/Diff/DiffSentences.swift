import LayoutLab

/// The summary a reviewer can paste: what changed, in how many cases, by how much, one sentence
/// per kind of change, counted on the collapsed changes (``ChangeRows``) so that a text and the
/// eight wrappers around it are one text that grew.
///
/// "Text heights grew by 4 pt in 336 of 369 cases." "2 cases stopped converging (stable → cycle)."
package enum DiffSentences {
    /// How many size sentences are written before the rest are counted in one.
    package static let sizeSentences = 4

    package static func sentences(_ diff: RunDiff) -> [String] {
        let compared = diff.summary.compared
        let cases = diff.cases.filter { $0.presence == .both }
        var out = outcomeSentences(cases)
        var sizes: [SizeKey: Spread] = [:]
        var moves = Spread(), added = Spread(), removed = Spread()
        for caseDiff in cases {
            for row in ChangeRows.rows(caseDiff, .changes) {
                let node = row.node
                switch node.kind {
                case .added: added.add(caseDiff.key, 0)
                case .removed: removed.add(caseDiff.key, 0)
                case .moved:
                    if let delta = node.delta { moves.add(caseDiff.key, max(delta.x.value.magnitude, delta.y.value.magnitude)) }
                case .resized, .movedAndResized:
                    guard let delta = node.delta else { continue }
                    for (dimension, change) in [("width", delta.width), ("height", delta.height)]
                    where change.value.magnitude > diff.tolerance.value {
                        let key = SizeKey(kind: subject(row), dimension: dimension, grew: change.value > 0)
                        sizes[key, default: Spread()].add(caseDiff.key, change.value.magnitude)
                    }
                case .rendered, .unchanged: continue
                }
            }
        }
        // The change in the most cases first; of two, the one more views share.
        let ranked = sizes.sorted {
            ($0.value.cases.count, $0.value.count, $1.key.text) > ($1.value.cases.count, $1.value.count, $0.key.text)
        }
        for (key, spread) in ranked.prefix(sizeSentences) {
            out.append("\(key.text) by \(spread.range) pt in \(spread.cases.count) of \(compared) cases.")
        }
        if ranked.count > sizeSentences {
            let rest = ranked.dropFirst(sizeSentences)
            let restCases = Set(rest.flatMap { $0.value.cases }).count
            out.append("\(rest.count) other kinds of size change, in \(DiffWording.count(restCases, "case")).")
        }
        if !moves.cases.isEmpty {
            out.append("\(DiffWording.count(moves.count, "view")) moved without resizing, by \(moves.range) pt, in \(moves.cases.count) of \(compared) cases.")
        }
        if !added.cases.isEmpty { out.append("\(DiffWording.count(added.count, "view")) appeared in \(DiffWording.count(added.cases.count, "case")).") }
        if !removed.cases.isEmpty { out.append("\(DiffWording.count(removed.count, "view")) went away in \(DiffWording.count(removed.cases.count, "case")).") }
        out += diagnosticSentences(cases)
        let valueCases = cases.filter { !$0.valueChanges.isEmpty }.count
        if valueCases > 0 { out.append("Preference or @State values changed in \(DiffWording.count(valueCases, "case")).") }
        let passCases = cases.filter { $0.passes.changed }.count
        if passCases > 0 { out.append("Pass counts changed in \(DiffWording.count(passCases, "case")).") }
        return out
    }

    /// What kind of view a change is about: its node's kind, unless that is a wrapper named for
    /// the view inside it (`.frame(…).accessibilityIdentifier("badge")` around a `Circle`), then
    /// the innermost view among the nodes that moved with it.
    private static func subject(_ row: ChangeRow) -> String {
        guard ChangeRows.isWrapper(row.node) else { return row.node.nodeKind ?? "View" }
        let inner = row.wrappers.filter { !ChangeRows.isWrapper($0) && $0.path.hasPrefix(row.node.path + "/") }
            .max { $0.path.count(where: { $0 == "/" }) < $1.path.count(where: { $0 == "/" }) }
        return inner?.nodeKind ?? row.node.nodeKind ?? "View"
    }

    /// "2 cases stopped converging (stable → cycle)", one sentence per pair of outcomes.
    private static func outcomeSentences(_ cases: [CaseDiff]) -> [String] {
        var pairs: [String: Int] = [:]
        var order: [String] = []
        for caseDiff in cases where caseDiff.outcome.changed {
            guard let a = caseDiff.outcome.a, let b = caseDiff.outcome.b else { continue }
            let verb: String =
                switch (a, b) {
                case (_, .error): "now fail"
                case (.error, _): "no longer fail"
                case (.stable, _): "stopped converging"
                case (_, .stable): "now converge"
                default: "changed how they fail to settle"
                }
            let sentence = "\(verb) (\(a.rawValue) → \(b.rawValue))"
            if pairs[sentence] == nil { order.append(sentence) }
            pairs[sentence, default: 0] += 1
        }
        return order.map { sentence in
            let n = pairs[sentence]!
            let singular = sentence.replacingOccurrences(of: "now fail ", with: "now fails ")
                .replacingOccurrences(of: "no longer fail ", with: "no longer fails ")
                .replacingOccurrences(of: "now converge ", with: "now converges ")
            return n == 1 ? "1 case \(singular)." : "\(n) cases \(sentence)."
        }
    }

    /// "3 new diagnostics (overflow 2, cycle 1) in 2 cases."
    private static func diagnosticSentences(_ cases: [CaseDiff]) -> [String] {
        [(DiagnosticChange.Status.new, "new"), (.gone, "gone")].compactMap { status, word in
            var codes: [String: Int] = [:]
            var inCases = 0
            for caseDiff in cases {
                let changes = caseDiff.diagnosticChanges.filter { $0.status == status }
                if !changes.isEmpty { inCases += 1 }
                for change in changes { codes[change.code, default: 0] += 1 }
            }
            guard inCases > 0 else { return nil }
            let total = codes.values.reduce(0, +)
            let byCode = codes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            let noun = total == 1 ? "diagnostic" : "diagnostics"
            return "\(total) \(noun) \(word) (\(byCode)) in \(DiffWording.count(inCases, "case"))."
        }
    }

    private struct SizeKey: Hashable {
        var kind: String
        var dimension: String
        var grew: Bool

        /// `Text widths grew`.
        var text: String { "\(kind) \(dimension)s \(grew ? "grew" : "shrank")" }
    }

    /// How many changes, in which cases, from the smallest to the largest.
    private struct Spread {
        var cases: Set<CaseKey> = []
        var count = 0
        var smallest = Double.infinity
        var largest = 0.0

        mutating func add(_ key: CaseKey, _ amount: Double) {
            cases.insert(key)
            count += 1
            smallest = min(smallest, amount)
            largest = max(largest, amount)
        }

        /// `4`, or `1–4` when the changes differ.
        var range: String {
            let low = Points(smallest), high = Points(largest)
            return low == high ? "\(high)" : "\(low)–\(high)"
        }
    }
}
