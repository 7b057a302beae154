import LayoutLab
import Testing

// Views on the main actor, as SwiftUI declares `View` (issue #36), in a Swift 6 target: a view owns
// a main-actor model as a `@StateObject` default value and reads it in `body`.

@MainActor
private final class StepsModel: ObservableObject {
    @Published var label = "8,412 steps"
    let rowHeight: CGFloat = 30
}

private struct StepsRow: View {
    @StateObject private var model = StepsModel()

    var body: some View {
        Text(model.label)
            .frame(width: model.rowHeight * 4, height: model.rowHeight)
            .accessibilityIdentifier("steps")
    }
}

private struct StepsScenario: Scenario {
    static let name = "main-actor/steps"
    static let summary = "A row that owns a main-actor model."

    init(variant: String) {}

    var body: some View {
        StepsRow()
    }
}

@Suite struct MainActorIsolationTests {
    /// The engine makes the scenario and evaluates the bodies on the case's thread: a test need
    /// not be on the main actor to run one.
    @Test func aScenarioOwningAMainActorModelRunsFromAnyTest() async throws {
        let log = TraceLog()
        let result = await ViewRuntime.run(
            StepsScenario.self, variant: "", profile: try #require(DeviceProfile.named("iphone-15")), observer: log
        )
        #expect(result.outcome == .stable)
        let row = try #require(log.finalPass(step: 0)?.node(named: "steps"))
        #expect(row.frame.size == CGSize(width: 120, height: 30))
    }

    /// A view whose default values make main-actor models is made on the main actor, as in
    /// SwiftUI; the engine lays it out from there.
    @Test @MainActor func aViewOwningAMainActorModelLaysOutFromTheMainActor() {
        let snapshot = LayoutEngine.layout(StepsRow(), in: CGSize(width: 200, height: 100))
        #expect(snapshot["steps"]?.frame == CGRect(x: 0, y: 0, width: 120, height: 30))
    }
}
