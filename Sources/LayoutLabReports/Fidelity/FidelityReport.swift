import Foundation
import LayoutLab
import LayoutLabFidelity

/// What `layoutlab fidelity` prints: agreement by area and by platform, then the worst misses.
/// One model, four renderers (text, JSON, Markdown, HTML), like the run reports.
public struct FidelityReport: Sendable {
    public let results: FidelityResults
    /// How many misses the text and Markdown list (the JSON and HTML hold every fixture).
    public let worstCount: Int

    public init(results: FidelityResults, worstCount: Int = 15) {
        self.results = results
        self.worstCount = worstCount
    }

    /// "212 of 318 layouts measured on Apple's SwiftUI reproduced (66.7 %)"
    public var headline: String {
        let all = results.overall
        return "\(all.reproduced) of \(all.fixtures) layouts measured on Apple's SwiftUI reproduced (\(Self.percent(all.fraction)))"
    }

    /// The rule a probe is held to, in words.
    public static var toleranceNote: String {
        "A layout is reproduced when every probe's origin and size are within "
            + "\(ProbeComparison.tolerance.formattedPoints) pt (text \(ProbeComparison.textTolerance.formattedPoints) pt)"
    }

    static func percent(_ fraction: Double) -> String {
        String(format: "%.1f %%", fraction * 100)
    }

    static func platformName(_ platform: OSGeneration.Platform) -> String {
        platform == .macOS ? "macOS 26 (mac-window)" : "iOS 26 (iphone-se-3)"
    }

    static func rect(_ r: CGRect) -> String {
        "\(r.minX.formattedPoints),\(r.minY.formattedPoints) \(r.width.formattedPoints)×\(r.height.formattedPoints)"
    }

    /// One line on how a probe misses: "y 50.75 → 35 (15.75 off)", or why it has no frame.
    static func miss(_ probe: ProbeComparison) -> String {
        guard let recorded = probe.recorded else { return "no view carries this probe here" }
        let parts: [(String, CGFloat, CGFloat)] = [
            ("x", probe.measured.minX, recorded.minX), ("y", probe.measured.minY, recorded.minY),
            ("width", probe.measured.width, recorded.width), ("height", probe.measured.height, recorded.height),
        ]
        return parts.filter { abs($0.1 - $0.2) > probe.tolerance + 1e-9 }
            .map { "\($0.0) \($0.1.formattedPoints) → \($0.2.formattedPoints)" }
            .joined(separator: ", ")
    }

    /// The one-line summary of a fixture that misses.
    static func missSummary(_ comparison: FixtureComparison) -> String {
        if let failure = comparison.failure { return "failed: \(failure)" }
        guard let worst = comparison.worstProbe else { return "did not settle (\(comparison.outcome.rawValue))" }
        let off = comparison.probes.filter { !$0.agrees }.count
        let distance = worst.recorded == nil ? "missing" : "\(worst.error.formattedPoints) pt off"
        return "\(worst.name): \(miss(worst)) (\(distance); \(off) of \(comparison.probes.count) probes off)"
    }
}
