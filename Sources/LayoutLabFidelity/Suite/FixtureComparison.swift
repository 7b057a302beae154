import LayoutLab

/// How close the engine came to one probe's measured frame.
public struct ProbeComparison: Sendable, Hashable {
    public let name: String
    public let measured: CGRect
    /// The frame the engine gave the probe in its settled layout; nil when no view carries the name.
    public let recorded: CGRect?
    /// The kind of the engine's node (`Text`, `VStack`, …); nil when missing.
    public let kind: String?

    /// How far a frame may be off and still agree: half a point, a point for text (whose
    /// stand-in fonts are not SF; docs/fidelity.md, "Text metrics").
    public static let tolerance: CGFloat = 0.5
    public static let textTolerance: CGFloat = 1

    public var tolerance: CGFloat { kind == "Text" ? Self.textTolerance : Self.tolerance }

    /// The largest difference of origin or size, in points; infinite when the probe is missing.
    public var error: CGFloat {
        guard let recorded else { return .infinity }
        return max(
            abs(recorded.minX - measured.minX), abs(recorded.minY - measured.minY),
            abs(recorded.width - measured.width), abs(recorded.height - measured.height)
        )
    }

    public var agrees: Bool { error <= tolerance + 1e-9 }
}

/// One fixture run and compared: it is reproduced when every probe agrees.
public struct FixtureComparison: Sendable {
    public let fixture: MeasuredFixture
    public let probes: [ProbeComparison]
    /// How the engine's run ended (`stable` unless the layout kept changing or the view failed).
    public let outcome: CaseOutcome
    public let failure: String?

    public var reproduced: Bool { outcome != .error && probes.allSatisfy(\.agrees) }

    /// The probe furthest off, beyond its tolerance; nil when all agree.
    public var worstProbe: ProbeComparison? {
        probes.filter { !$0.agrees }.max { $0.error < $1.error }
    }

    /// The containers SwiftUI does not lay out as views of their own: a probe on one is a probe
    /// on each of its views, and reports the last (iamcgn/swiftui-web grid/basic: a `GridRow`'s
    /// probe measures its last cell; list/sections: a `Section`'s its last row). The engine gives
    /// them a node, so the comparison takes that node's last child.
    static let transparentContainers: Set<String> = ["GridRow", "Section"]

    private static func reportedNode(for node: NodeTrace, in pass: PassTrace) -> NodeTrace {
        guard transparentContainers.contains(node.kind) else { return node }
        let prefix = node.path + "/"
        let children = pass.nodes.filter { $0.path.hasPrefix(prefix) && !$0.path.dropFirst(prefix.count).contains("/") }
        return children.last ?? node
    }

    /// Runs the fixture on its host and compares each probe with its measurement.
    public static func run(_ fixture: MeasuredFixture) async -> FixtureComparison {
        FixtureHost.registerAssets()
        let log = TraceLog()
        let result = await ViewRuntime.run(fixture.makeView(), profile: FixtureHost.profile(for: fixture), observer: log)
        let settled = log.finalPass(step: 0)
        let probes = fixture.measured.map { probe in
            // A probe on a ForEach or a Section names each of its views, and the dataset keeps the
            // last frame reported (its `foreach/*` and `list/sections` probes measure the last row).
            let named = settled?.nodes.last { $0.name == probe.name }
            let node = named.flatMap { node in settled.map { Self.reportedNode(for: node, in: $0) } } ?? named
            return ProbeComparison(name: probe.name, measured: probe.frame, recorded: node?.frame, kind: node?.kind)
        }
        return FixtureComparison(fixture: fixture, probes: probes, outcome: result.outcome, failure: result.failure)
    }
}
