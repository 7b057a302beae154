import Testing
import LayoutLab
@testable import LayoutLabScenarios

let iPhone13 = DeviceProfile.named("iphone-13")!

func run(_ scenario: any Scenario.Type, variant: String = "", profile: DeviceProfile = iPhone13) async -> (CaseResult, TraceLog) {
    let log = TraceLog()
    let result = await ViewRuntime.run(scenario, variant: variant, profile: profile, observer: log)
    return (result, log)
}

@Suite struct MeasurementReaderTests {
    @Test func equalHeightMeasuresInPassOneAppliesInPassTwoAndStops() async {
        let (result, log) = await run(SameHeight.self)
        #expect(result.outcome == .stable)
        let passes = log.passes(step: 0)
        // Pass 0 measures (heights differ), pass 1 applies the tallest, and no pass 2 follows.
        #expect(passes.count == 2)
        #expect(passes.allSatisfy { $0.frame == 0 })
        let heights = passes.map { pass in ["top", "bottom", "multiline"].map { pass.node(named: $0)!.frame.height } }
        #expect(Set(heights[0]).count > 1)
        #expect(Set(heights[1]).count == 1)
        #expect(heights[1][0] == heights[0].max())
        #expect(passes[0].actions.map(\.action) == ["onPreferenceChange"])
        #expect(passes[1].actions.isEmpty)
    }
}
