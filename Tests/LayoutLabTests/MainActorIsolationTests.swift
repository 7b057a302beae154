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

/// Swift 6 code checks main-actor isolation at run time where a main-actor closure reaches code
/// built without strict checking (here the standard library's `filter`), and
/// `MainActor.assumeIsolated` asks outright: both trapped on the engine's threads.
@MainActor
private final class Limits {
    var largest = 2
}

private struct FilteredRow: View {
    let limits = Limits()

    var body: some View {
        let kept = [1, 2, 3, 4].filter { $0 <= limits.largest }
        let width = MainActor.assumeIsolated { CGFloat(kept.count) * 50 }
        Color.blue.frame(width: width, height: 10).accessibilityIdentifier("filtered")
    }
}

/// A `task` action's body is main-actor code: after its `await`s it comes back to the main actor,
/// and its write must land at the frame boundary, the same frame on every run.
@MainActor
private final class Loader: ObservableObject {
    @Published var rows = 1

    func load() async {
        await Task.yield()
        rows = 3
        await Task.yield()
        rows = 4
    }
}

private struct LoadingList: View {
    @StateObject private var loader = Loader()

    var body: some View {
        Color.green
            .frame(width: 10, height: CGFloat(loader.rows) * 10)
            .accessibilityIdentifier("rows")
            .task { await loader.load() }
            .onAppear { Task { @MainActor in loader.rows = 2 } }
    }
}

@Suite struct MainActorIsolationTests {
    @Test func aSwift6ClosureInABodyPassesItsIsolationCheckOnTheCasesThread() async throws {
        let log = TraceLog()
        let result = await ViewRuntime.run(FilteredRow(), profile: try #require(DeviceProfile.named("iphone-15")), observer: log)
        #expect(result.outcome == .stable)
        #expect(log.finalPass(step: 0)?.node(named: "filtered")?.frame.width == 100)
    }

    /// Eight cases at once, each with main-actor work between frames: every run sees the same
    /// frames and heights (the work ran with its case, not on the process's main thread).
    @Test func mainActorWorkACaseStartsRunsBetweenItsFrames() async throws {
        let profile = try #require(DeviceProfile.named("iphone-15"))
        let heights = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let log = TraceLog()
                    _ = await ViewRuntime.run(LoadingList(), profile: profile, observer: log)
                    return log.passes(step: 0).map { "\($0.frame):\($0.node(named: "rows")?.frame.height ?? -1)" }
                }
            }
            var all: [[String]] = []
            for await heights in group { all.append(heights) }
            return all
        }
        #expect(Set(heights).count == 1, "\(Set(heights))")
        // Frame 0 lays out the first value; the writes made between frames show from frame 1 on,
        // and the last is the task's final write.
        let passes = try #require(heights.first)
        #expect(passes.first == "0:10.0")
        #expect(passes.last?.hasSuffix(":40.0") == true, "\(passes)")
    }

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
