import LayoutLab

/// The suite compared with its measurements: every fixture, and agreement by area.
public struct FidelityResults: Sendable {
    public let comparisons: [FixtureComparison]

    public init(comparisons: [FixtureComparison]) {
        self.comparisons = comparisons
    }

    /// Runs `fixtures` (the whole suite unless told) and compares each with its measurement.
    public static func run(_ fixtures: [MeasuredFixture] = FidelitySuite.fixtures) async -> FidelityResults {
        var comparisons: [FixtureComparison] = []
        comparisons.reserveCapacity(fixtures.count)
        for fixture in fixtures {
            comparisons.append(await FixtureComparison.run(fixture))
        }
        return FidelityResults(comparisons: comparisons)
    }

    /// Agreement over a set of fixtures.
    public struct Tally: Sendable, Hashable {
        public let fixtures: Int
        public let reproduced: Int
        public let probes: Int
        public let agreeingProbes: Int

        /// The reproduced share, 0…1 (1 when there is nothing to reproduce).
        public var fraction: Double { fixtures == 0 ? 1 : Double(reproduced) / Double(fixtures) }
    }

    public var overall: Tally { Self.tally(comparisons) }

    /// Each area that has fixtures, in the table's order.
    public var byArea: [(area: FidelityArea, tally: Tally)] {
        FidelityArea.allCases.compactMap { area in
            let inArea = comparisons.filter { $0.fixture.area == area }
            return inArea.isEmpty ? nil : (area, Self.tally(inArea))
        }
    }

    /// Each platform that has fixtures.
    public var byPlatform: [(platform: OSGeneration.Platform, tally: Tally)] {
        [OSGeneration.Platform.macOS, .iOS].compactMap { platform in
            let onPlatform = comparisons.filter { $0.fixture.platform == platform }
            return onPlatform.isEmpty ? nil : (platform, Self.tally(onPlatform))
        }
    }

    /// The fixtures not reproduced, furthest off first (a missing probe counts as furthest).
    public var misses: [FixtureComparison] {
        comparisons.filter { !$0.reproduced }.sorted { a, b in
            let ea = a.worstProbe?.error ?? .infinity, eb = b.worstProbe?.error ?? .infinity
            return ea != eb ? ea > eb : a.fixture.name < b.fixture.name
        }
    }

    private static func tally(_ comparisons: [FixtureComparison]) -> Tally {
        Tally(
            fixtures: comparisons.count, reproduced: comparisons.filter(\.reproduced).count,
            probes: comparisons.reduce(0) { $0 + $1.probes.count },
            agreeingProbes: comparisons.reduce(0) { $0 + $1.probes.filter(\.agrees).count }
        )
    }
}
