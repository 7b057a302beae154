import LayoutLab

/// The scenarios this command line knows: the built-in catalog plus those a package passed to
/// `LayoutLabCLI.main(scenarios:)`. Shared with commands through a task-local value.
struct Catalog: @unchecked Sendable {
    let scenarios: [any Scenario.Type]

    init(builtIn: [any Scenario.Type], extra: [any Scenario.Type]) {
        var seen = Set<String>()
        scenarios = (builtIn + extra).filter { seen.insert($0.name).inserted }
    }

    @TaskLocal static var current = Catalog(builtIn: [], extra: [])

    var names: [String] { scenarios.map { $0.name } }

    func scenario(named name: String) -> (any Scenario.Type)? {
        scenarios.first { $0.name == name }
    }

    /// Scenarios that run only when a pattern names them: the stress tables are for benchmarks,
    /// and would make a default recording hundreds of megabytes.
    static func runsOnRequestOnly(_ name: String) -> Bool {
        name.hasPrefix("stress/")
    }

    /// The scenarios matching any of `patterns` (all but the on-request ones when there are none).
    /// A pattern that matches nothing is bad input, with near-miss names suggested.
    func select(_ patterns: [String]) throws -> [any Scenario.Type] {
        guard !patterns.isEmpty else { return scenarios.filter { !Self.runsOnRequestOnly($0.name) } }
        let globs = try patterns.map(Glob.init)
        for glob in globs where !scenarios.contains(where: { glob.matches($0.name) }) {
            throw BadInput(unknown: "scenario", glob.description, candidates: names)
        }
        return scenarios.filter { scenario in globs.contains { $0.matches(scenario.name) } }
    }
}
