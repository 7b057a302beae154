import Testing
@testable import LayoutLab

/// `onGeometryChange` (docs/layout-rules.md, "onGeometryChange"): when the action is queued,
/// and what happens when it feeds back into the geometry it watches.
@Suite struct OnGeometryChangeTests {
    @Test func firesOnTheFirstValueAndAgainOnlyWhenItChanges() async {
        struct Measured: View {
            @State var height: CGFloat = 0
            var body: some View {
                VStack {
                    Text("Height \(height)")
                    Color.red.frame(height: 120)
                        .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.height } action: { height = $0 }
                }
            }
        }
        let (result, log) = await run(Measured(), timeline: [.launch(.portrait), .rotate(.landscape)])
        #expect(result.outcome == .stable)
        let fired = log.actions.filter { $0.action == "onGeometryChange" }
        // Once at launch (its write runs a second pass, which sees the same 120), and not again
        // after the rotation: the height does not depend on the orientation.
        #expect(fired.count == 1)
        #expect(fired.first?.status == .fired)
        #expect(fired.first?.detail == "CGFloat = 120")
        #expect(log.passes(step: 0).count == 2)
        #expect(log.finalPass(step: 0)!.state("height") == "120")
    }

    @Test func theTwoArgumentFormGetsTheOldAndNewValue() async {
        struct Measured: View {
            @State var changes: [String] = []
            var body: some View {
                Color.blue
                    .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { old, new in
                        changes.append("\(Int(old))→\(Int(new))")
                    }
            }
        }
        let (_, log) = await run(Measured(), timeline: [.launch(.portrait), .rotate(.landscape)])
        // iPhone 13: 390 wide in portrait; in landscape the safe area is 844 − 2 · 47 = 750.
        #expect(log.finalPass(step: 1)!.state("changes") == JSONText.encode(["390→390", "390→750"]))
        let details = log.actions.filter { $0.action == "onGeometryChange" }.compactMap(\.detail)
        #expect(details == ["CGFloat = 390", "CGFloat: 390 → 750"])
    }

    @Test func theTransformSeesTheViewsOwnGeometry() async {
        struct Measured: View {
            @State var minY: CGFloat = -1
            @State var insets = EdgeInsets()
            var body: some View {
                VStack(spacing: 0) {
                    Color.clear.frame(height: 100)
                    Color.red.frame(height: 20)
                        .onGeometryChange(for: CGFloat.self) { $0.frame(in: .global).minY } action: { minY = $0 }
                        .onGeometryChange(for: EdgeInsets.self) { $0.safeAreaInsets } action: { insets = $0 }
                    Spacer()
                }
            }
        }
        let (_, log) = await run(Measured())
        let final = log.finalPass(step: 0)!
        // 47 of safe area on an iPhone 13, then the 100-high spacer.
        #expect(final.state("minY") == "147")
        #expect(final.state("insets") == JSONText.encode(EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)))
    }

    /// The height toggles with every dispatch: 50 (fired, first), 100 (fired), then 50 again in
    /// the same frame, which the cycle detector holds back and reports.
    @Test func aValueThatRecursWithinAFrameIsNotDispatchedAgain() async {
        struct Toggling: View {
            @State var tall = false
            var body: some View {
                Color.red.frame(height: tall ? 100 : 50)
                    .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { _ in tall.toggle() }
            }
        }
        let (result, log) = await run(Toggling())
        #expect(result.outcome == .stable)
        let actions = log.actions.filter { $0.action == "onGeometryChange" }
        #expect(actions.map(\.status) == [.fired, .fired, .dropped])
        #expect(actions.map(\.detail) == ["CGFloat = 50", "CGFloat: 50 → 100", "CGFloat: 100 → 50 (cycling)"])
        let cycles = log.diagnostics.filter { $0.code == .geometryCycle }
        #expect(cycles.count == 1)
        #expect(cycles.first?.message == "Geometry action is cycling between duplicate values.")
        // All of it within one frame: two toggles leave tall false, which is the 50 the site
        // remembers, so nothing is pending and the step is stable.
        #expect(Set(log.passes(step: 0).map(\.frame)) == [0])
        #expect(log.finalPass(step: 0)!.state("tall") == "false")
    }

    /// New values every pass: the third dispatch in one frame is dropped like any action site's.
    @Test func aSiteIsHeldToThePerFrameDispatchLimit() async {
        struct Growing: View {
            @State var steps = 1
            var body: some View {
                Color.red.frame(height: CGFloat(10 * steps))
                    .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { _ in steps += 1 }
            }
        }
        let (result, log) = await run(Growing())
        #expect(result.outcome == .stable)
        let actions = log.actions.filter { $0.action == "onGeometryChange" }
        #expect(actions.map(\.status) == [.fired, .fired, .dropped])
        #expect(actions.last?.detail == "CGFloat: 20 → 30")
        let warnings = log.diagnostics.filter { $0.code == .multipleUpdatesPerFrame }
        #expect(warnings.map(\.message) == ["onGeometryChange(for: CGFloat) action tried to update multiple times per frame."])
        #expect(!log.diagnostics.contains { $0.code == .geometryCycle })
        #expect(log.finalPass(step: 0)!.state("steps") == "3")
    }

    @Test func theDetectorForgetsItsValuesAtTheNextFrame() {
        var detector = ValueCycleDetector()
        let equal: (Any, Any) -> Bool = { ($0 as! Int) == ($1 as! Int) }
        // (value, frame) in order; 1 recurs in frame 0, then frame 1 starts afresh, and after
        // 2, 3, 4 only the last three are remembered, so 1 is new again.
        let offered = [(1, 0), (2, 0), (1, 0), (1, 1), (2, 1), (3, 1), (4, 1), (1, 1)]
        let admitted = offered.map { detector.admits($0.0, frame: $0.1, isEqual: equal) }
        #expect(admitted == [true, true, false, true, true, true, true, true])
        let logs = [detector.claimLog(), detector.claimLog()]
        #expect(logs == [true, false])
    }
}
