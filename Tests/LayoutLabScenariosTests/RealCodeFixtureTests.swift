import LayoutLab
import RealCodeFixtures
import Testing

/// Realistic code from `Tests/RealCodeFixtures` records on every profile without an `error`.
@Suite struct RealCodeFixtureTests {
    @Test(arguments: RealCodeFixtures.all.map(FixtureType.init))
    func recordsWithoutAnErrorOnEveryProfile(_ fixture: FixtureType) async throws {
        let lab = try await Lab.record(fixture.type, profiles: DeviceProfile.builtIn.map(\.name))
        let outcomes = try lab.rows("SELECT outcome, COUNT(*) AS n FROM run_cases GROUP BY outcome")
        let cases = outcomes.reduce(0) { $0 + ($1["n"] as Int) }
        #expect(cases == DeviceProfile.builtIn.count * fixture.type.runVariants.count)
        #expect(!outcomes.contains { $0["outcome"] as String == "error" }, "\(fixture)")
    }

    /// A scenario's metatype is not `Sendable` now that `Scenario` is on the main actor; the type
    /// is only read for its static, nonisolated description and handed to the recorder.
    struct FixtureType: CustomTestStringConvertible, @unchecked Sendable {
        let type: any Scenario.Type
        init(_ type: any Scenario.Type) { self.type = type }
        var testDescription: String { type.name }
    }
}
