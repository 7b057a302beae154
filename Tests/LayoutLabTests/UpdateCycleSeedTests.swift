import Testing
@testable @_spi(MainActorBridge) import LayoutLab
@testable import SeedSnippets

let iPhone13 = DeviceProfile.named("iphone-13")!

/// Runs `view` through `timeline` on `profile` and keeps the whole trace.
func run<V: View>(
    _ view: V, timeline: Timeline = .launch, profile: DeviceProfile = iPhone13, limits: UpdateLimits = UpdateLimits()
) async -> (CaseResult, TraceLog) {
    let log = TraceLog()
    let result = await ViewRuntime.run(view, timeline: timeline, profile: profile, limits: limits, observer: log)
    return (result, log)
}

/// Seeds 002 and 003: what happens between passes, asserted on the trace.
@Suite struct UpdateCycleSeedTests {
    @Test func zStackTwoPassTrickIsZeroThenSixtyFivePercent() async {
        let (result, log) = await run(ZStackTwoPass())
        #expect(result.outcome == .stable)
        let passes = log.passes(step: 0)
        #expect(passes.count == 2)
        let width = log.finalPass(step: 0)!.nodes(kind: "GeometryReader")[0].frame.width
        let rectangles = passes.map { $0.nodes(kind: "Rectangle")[0].frame }
        #expect(rectangles[0].width == 0)
        #expect(isClose(rectangles[1].width, width * 0.65))
        #expect(rectangles[1].height == 20)
        // The reader took the proposed width without taking the height.
        #expect(width == iPhone13.portraitSize.width)
        #expect(log.finalPass(step: 0)!.nodes(kind: "GeometryReader")[0].frame.height == 0)
    }

    @Test func imageContainerWithOnAppearKeepsThePortraitHeightAfterRotating() async {
        let (_, log) = await run(ImageInScroll.GeometryReaderInScrollView(), timeline: [.launch(.portrait), .rotate(.landscape)])
        let portrait = log.finalPass(step: 0)!.nodes(kind: "clipped")[0].frame
        let landscape = log.finalPass(step: 1)!.nodes(kind: "clipped")[0].frame
        #expect(isClose(portrait.height, portrait.width / 1.77))
        #expect(landscape.width > portrait.width)
        #expect(landscape.height == portrait.height)
        // onAppear fired once, at launch only.
        #expect(log.actions.filter { $0.action == "onAppear" }.count == 1)
    }

    @Test func imageContainerWithTaskFollowsTheRotation() async {
        struct Container: View {
            var body: some View { ScrollView { ImageInScrollTask.ImageContainer(imageName: "pic") } }
        }
        let (result, log) = await run(Container(), timeline: [.launch(.portrait), .rotate(.landscape)])
        #expect(result.outcome == .stable)
        for step in 0..<2 {
            let frame = log.finalPass(step: step)!.nodes(kind: "clipped")[0].frame
            #expect(isClose(frame.height, frame.width / 1.77))
        }
        #expect(log.actions.contains { $0.action == "task" && $0.detail?.hasPrefix("restart") == true })
        // The task's write lands in the next frame, not the next pass.
        #expect(log.passes(step: 1).contains { $0.frame == 1 })
    }

    @Test func textJitterWithAProportionalFontDoesNotSettle() async {
        let (result, log) = await run(GetSize())
        #expect(result.outcome == .cycle || result.outcome == .unstable)
        #expect(log.diagnostics.contains { $0.code == .cycle || $0.code == .unstable })
        // The width state really keeps changing from frame to frame.
        let widths = Set(log.passes.compactMap { $0.state("width") })
        #expect(widths.count > 2)
    }

    /// The seed says `.monospaced()` fixes the jitter. In the model it does: every character is
    /// 0.6 em wide, so the width depends only on the text's length. "Width = 0.000000" (16
    /// characters) measures 163.333; "Width = 163.333333" (18) measures 183.667; from then on the
    /// six-decimal interpolation keeps the text at 18 characters, the measurement repeats, and the
    /// step ends `stable` after three frames.
    @Test func textJitterWithMonospacedDigitsSettles() async {
        let (result, log) = await run(GetSizeMonospaced())
        #expect(result.outcome == .stable)
        let widths = log.passes.map { $0.state("width") }
        let frames = log.passes.map(\.frame)
        #expect(widths.first == "0")
        #expect(frames.last == 2)
        #expect(Set(widths).count == 3)
        // Settled: the width in state is the width the text measures with it.
        let final = log.finalPass(step: 0)!
        #expect(final.state("width") == JSONText.encode(final.nodes(kind: "Text")[0].frame.width))
    }

    @Test func printViewSizeSeesLayout100AndRender220() async {
        let (result, log) = await run(SizeViewPrinted.SizeView())
        #expect(result.outcome == .stable)
        let tasks = log.actions.filter { $0.action == "task" }.compactMap(\.detail)
        #expect(tasks.contains("start id={\"width\":100,\"height\":100}"))
        #expect(tasks.contains("start id={\"width\":220,\"height\":220}"))
    }

    @Test func getWidthBindsTheMeasuredWidth() async {
        struct Measured: View {
            @State var width: CGFloat = 0
            var body: some View {
                Text("Measure me").getWidth($width).accessibilityIdentifier("text")
            }
        }
        let (result, log) = await run(Measured())
        #expect(result.outcome == .stable)
        let final = log.finalPass(step: 0)!
        #expect(final.state("width") == JSONText.encode(final.node(named: "text")!.frame.width))
    }

    @Test func minYPreferenceReportsTheGlobalMinY() async {
        let (_, log) = await run(GetInfoByPreferenceKey())
        let read = log.finalPass(step: 0)!.preferences.first { $0.key == "MinYKey" && $0.role == .read }
        let text = log.finalPass(step: 0)!.nodes(kind: "Text")[0].frame
        #expect(read?.value == JSONText.encode(text.minY))
        #expect(text.minY == 47)
        #expect(log.actions.first { $0.action == "onPreferenceChange" }?.status == .fired)
    }

    @Test func myVisualEffectShowsTheProxyOnlyOnceItExists() async {
        let (result, log) = await run(EffectTest())
        #expect(result.outcome == .stable)
        let final = log.finalPass(step: 0)!
        #expect(final.actions.contains { $0.action == "overlayPreferenceValue" })
        #expect(final.preferences.contains { $0.key == "Optional<GeometryProxy>" || $0.key.contains("ProxyKey") })
        #expect(final.nodes(kind: "Text").count == 4)
    }

    @Test func readSizeReportsTheChildsSize() async {
        let sizes = SizeBox()
        // The seed's own `init` is on the main actor (its view is); the closure is made here, off it.
        nonisolated(unsafe) let onSize: (CGSize) -> Void = { sizes.values.append($0) }
        let view = MainActorBridge.run { ChildSizeReader(childView: Text("Child").padding(), onSize: onSize) }
        let (result, log) = await run(view)
        #expect(result.outcome == .stable)
        let padding = log.finalPass(step: 0)!.nodes(kind: "padding")[0].frame.size
        #expect(sizes.values == [padding])
    }
}

final class SizeBox: @unchecked Sendable { var values: [CGSize] = [] }
