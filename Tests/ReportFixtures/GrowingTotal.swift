import Foundation
import LayoutLab
import LayoutLabStore

/// How wide ``GrowingTotal``'s total is.
public protocol TotalWidth {
    static var width: CGFloat { get }
}

public enum NarrowTotal: TotalWidth {
    public static let width: CGFloat = 60
}

/// 4 pt wider: the change a diff's crop must show.
public enum WideTotal: TotalWidth {
    public static let width: CGFloat = 64
}

/// A total that grows 4 pt between two runs, over a line of text too long for the screen: the
/// line overflows both of the screen's edges, unchanged in both runs.
public struct GrowingTotal<Width: TotalWidth>: Scenario {
    public static var name: String { "reports-tests/growing-total" }
    public static var summary: String { "A total 4 pt wider in one run, and a line too long for the screen." }

    public init(variant: String) {}

    public var body: some View {
        // Leading: the total's leading edge stays where the long line's is, so only its width changes.
        VStack(alignment: .leading, spacing: 12) {
            Text("Total")
                .frame(width: Width.width, alignment: .leading)
                .background(Color.yellow)
                .accessibilityIdentifier("total")
            // Its frame keeps the stack on screen; the line, centred in it, runs past both edges.
            Text("This line is set on one line, and it runs past both edges of a phone's screen")
                .fixedSize()
                .frame(width: 300)
                .accessibilityIdentifier("overflowing")
        }
    }
}

/// Two runs, "narrow" and "wide", of ``GrowingTotal`` on iphone-15.
public enum GrowingTotalDiff {
    public static func record(at path: String) async throws -> LayoutStore {
        let store = try LayoutStore.open(path: path)
        for (label, scenario) in [("narrow", GrowingTotal<NarrowTotal>.self), ("wide", GrowingTotal<WideTotal>.self)] as [(String, any Scenario.Type)] {
            let run = try store.createRun(label: label, command: "layoutlab record --label \(label)", host: "fixture")
            _ = try await store.recordCase(run: run.id, scenario: scenario, variant: "", profile: DeviceProfile.named("iphone-15")!)
            try store.finishRun(run.id, status: .complete)
        }
        return store
    }
}
