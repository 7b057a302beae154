/// The wireframes an HTML diff draws: for each case in both runs, each compared step's settled
/// layout in A and in B. Loaded after the diff, and only for the cases it shows (from a
/// database by `LayoutLabReports`, from baselines by `LayoutLabTesting`).
public struct DiffWireframes: Sendable {
    struct Pair: Sendable {
        var a: Wireframe?
        var b: Wireframe?
    }

    struct Key: Hashable, Sendable {
        var key: CaseKey
        var step: Int
    }

    var pairs: [Key: Pair] = [:]

    public init() {}

    /// Sets the settled layouts of a case's step in A and in B.
    public mutating func set(_ key: CaseKey, step: Int, a: Wireframe?, b: Wireframe?) {
        pairs[Key(key: key, step: step)] = Pair(a: a, b: b)
    }

    func pair(_ key: CaseKey, step: Int) -> Pair? { pairs[Key(key: key, step: step)] }
}
