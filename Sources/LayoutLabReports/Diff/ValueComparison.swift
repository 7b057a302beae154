import LayoutLabDiff
import LayoutLabStore

/// Compares the preference and state values of two steps' final passes: preferences by node, key
/// and role, state by node and name. One node may hold several values in the same place (a reader
/// writes its measurement, then resets the key for its ancestors), so within such a group values
/// pair in pass order.
///
/// Each side is read once, sorted by group, and the two are merged as they stream: linear in the
/// values, holding one group and the differences. (A join in SQL cannot number the occurrences
/// without losing its index, and goes quadratic on a stress table.)
enum ValueComparison {
    static func compare(_ recording: Recording, passA: Int64, passB: Int64, includesUnchanged: Bool) throws -> [ValueChange] {
        try compare(recording, .preference, passA: passA, passB: passB, includesUnchanged: includesUnchanged)
            + compare(recording, .state, passA: passA, passB: passB, includesUnchanged: includesUnchanged)
    }

    private static func compare(
        _ recording: Recording, _ kind: ValueChange.Kind, passA: Int64, passB: Int64, includesUnchanged: Bool
    ) throws -> [ValueChange] {
        var a = try GroupReader(recording, kind, pass: passA)
        var b = try GroupReader(recording, kind, pass: passB)
        var pairs: [Pair] = []
        var groupA = try a.next()
        var groupB = try b.next()
        while groupA != nil || groupB != nil {
            if let left = groupA, groupB.map({ left.key < $0.key }) ?? true {
                pairs += left.entries.map { Pair(key: left.key, a: $0, b: nil) }
                groupA = try a.next()
            } else if let right = groupB, groupA.map({ right.key < $0.key }) ?? true {
                pairs += right.entries.map { Pair(key: right.key, a: nil, b: $0) }
                groupB = try b.next()
            } else if let left = groupA, let right = groupB {
                for index in 0..<max(left.entries.count, right.entries.count) {
                    let pair = Pair(key: left.key, a: left.entries[safe: index], b: right.entries[safe: index])
                    if includesUnchanged || pair.a?.value != pair.b?.value { pairs.append(pair) }
                }
                groupA = try a.next()
                groupB = try b.next()
            }
        }
        // In pass order: A's values first, then the ones only B has.
        pairs.sort { ($0.a == nil ? 1 : 0, $0.a?.ordinal ?? $0.b!.ordinal) < ($1.a == nil ? 1 : 0, $1.a?.ordinal ?? $1.b!.ordinal) }

        var names = Names(recording)
        return try pairs.map { pair in
            ValueChange(
                kind: kind, path: try names.path(pair.key.node),
                name: kind == .preference ? try names.preferenceKey(pair.key.number) : pair.key.text,
                role: kind == .preference ? pair.key.text : nil,
                value: Compared(pair.a?.value, pair.b?.value)
            )
        }
    }

    /// Where a value belongs: its node, then the preference key id and role, or the state name.
    /// Ordered exactly as SQLite's `ORDER BY` orders the columns (NULL first, text by bytes).
    private struct GroupKey: Comparable {
        var node: Int64?
        var number: Int64
        var text: String

        static func < (lhs: GroupKey, rhs: GroupKey) -> Bool {
            if lhs.node != rhs.node {
                guard let left = lhs.node else { return true }
                guard let right = rhs.node else { return false }
                return left < right
            }
            if lhs.number != rhs.number { return lhs.number < rhs.number }
            return lhs.text.utf8.lexicographicallyPrecedes(rhs.text.utf8)
        }
    }

    private struct Entry {
        var ordinal: Int64
        var value: String
    }

    private struct Group {
        var key: GroupKey
        var entries: [Entry]
    }

    private struct Pair {
        var key: GroupKey
        var a: Entry?
        var b: Entry?
    }

    /// One pass's values, a group at a time, in group order.
    private struct GroupReader {
        private let values: RecordedRows<PassValue>
        private var pending: (GroupKey, Entry)?

        init(_ recording: Recording, _ kind: ValueChange.Kind, pass: Int64) throws {
            values = try recording.values(kind == .preference ? .preference : .state, inPass: pass)
        }

        mutating func next() throws -> Group? {
            guard let (key, first) = try pending ?? read() else { return nil }
            var group = Group(key: key, entries: [first])
            pending = nil
            while let (nextKey, entry) = try read() {
                guard nextKey == key else {
                    pending = (nextKey, entry)
                    break
                }
                group.entries.append(entry)
            }
            return group
        }

        private func read() throws -> (GroupKey, Entry)? {
            guard let value = try values.next() else { return nil }
            return (GroupKey(node: value.node, number: value.keyId, text: value.label), Entry(ordinal: value.ordinal, value: value.value))
        }
    }

    /// Node paths and key names for the few values that differ, each looked up once.
    private struct Names {
        let recording: Recording
        var paths: [Int64: String] = [:]
        var keys: [Int64: String] = [:]

        init(_ recording: Recording) { self.recording = recording }

        mutating func path(_ node: Int64?) throws -> String? {
            guard let node else { return nil }
            if let known = paths[node] { return known }
            let path = try recording.nodePath(node)
            paths[node] = path
            return path
        }

        mutating func preferenceKey(_ id: Int64) throws -> String {
            if let known = keys[id] { return known }
            let name = try recording.preferenceKeyName(id) ?? "?"
            keys[id] = name
            return name
        }
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
