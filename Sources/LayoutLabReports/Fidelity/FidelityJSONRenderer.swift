import Foundation
import LayoutLab
import LayoutLabFidelity

extension FidelityReport {
    /// Every fixture and probe, for scripts: measured and recorded frames, errors, tolerances.
    public func jsonDocument() -> JSONDocument {
        JSONDocument(
            fixtures: results.overall.fixtures, reproduced: results.overall.reproduced, fraction: results.overall.fraction,
            tolerance: ProbeComparison.tolerance, textTolerance: ProbeComparison.textTolerance,
            areas: results.byArea.map { JSONDocument.Group(name: $0.area.rawValue, $0.tally) },
            platforms: results.byPlatform.map { JSONDocument.Group(name: $0.platform.rawValue, $0.tally) },
            results: results.comparisons.map(JSONDocument.Fixture.init)
        )
    }

    public struct JSONDocument: Encodable, Sendable {
        public let fixtures: Int
        public let reproduced: Int
        public let fraction: Double
        public let tolerance: CGFloat
        public let textTolerance: CGFloat
        public let areas: [Group]
        public let platforms: [Group]
        public let results: [Fixture]

        public struct Group: Encodable, Sendable {
            public let name: String
            public let fixtures: Int
            public let reproduced: Int
            public let fraction: Double
            public let probes: Int
            public let agreeingProbes: Int

            init(name: String, _ tally: FidelityResults.Tally) {
                self.name = name
                fixtures = tally.fixtures
                reproduced = tally.reproduced
                fraction = tally.fraction
                probes = tally.probes
                agreeingProbes = tally.agreeingProbes
            }
        }

        public struct Fixture: Encodable, Sendable {
            public let name: String
            public let area: String
            public let platform: String
            public let size: Frame
            public let source: String
            public let reproduced: Bool
            public let outcome: String
            public let failure: String?
            /// The worst probe's error in points; nil when every probe agrees or one is missing.
            public let worstError: CGFloat?
            public let probes: [Probe]

            init(_ comparison: FixtureComparison) {
                name = comparison.fixture.name
                area = comparison.fixture.area.rawValue
                platform = comparison.fixture.platform.rawValue
                size = Frame(CGRect(origin: .zero, size: comparison.fixture.size))
                source = comparison.fixture.source.link
                reproduced = comparison.reproduced
                outcome = comparison.outcome.rawValue
                failure = comparison.failure
                let worst = comparison.probes.map(\.error).max() ?? 0
                worstError = worst.isFinite ? worst : nil
                probes = comparison.probes.map(Probe.init)
            }
        }

        public struct Probe: Encodable, Sendable {
            public let name: String
            public let kind: String?
            public let measured: Frame
            public let recorded: Frame?
            public let error: CGFloat?
            public let tolerance: CGFloat
            public let agrees: Bool

            init(_ probe: ProbeComparison) {
                name = probe.name
                kind = probe.kind
                measured = Frame(probe.measured)
                recorded = probe.recorded.map(Frame.init)
                error = probe.error.isFinite ? probe.error : nil
                tolerance = probe.tolerance
                agrees = probe.agrees
            }
        }

        public struct Frame: Encodable, Sendable {
            public let x, y, width, height: CGFloat

            init(_ rect: CGRect) {
                x = rect.minX
                y = rect.minY
                width = rect.width
                height = rect.height
            }
        }
    }
}
