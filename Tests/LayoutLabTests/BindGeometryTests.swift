import Testing
@testable import LayoutLab
@testable import SeedSnippets

/// Seed 000: SwiftUIKit's bindGeometry and bindSafeAreaInset, used as written.
@Suite struct BindGeometryTests {
    @Test func bodyBindingsGetTheGreedyColorAndTextBindingsTheText() async {
        let (result, log) = await run(BindGeometryExample())
        #expect(result.outcome == .stable)
        let final = log.finalPass(step: 0)!
        let text = final.nodes(kind: "Text")[0].frame
        let zstack = final.nodes(kind: "ZStack")[0].frame
        #expect(final.state("bodyHeight") == JSONText.encode(zstack.height))
        #expect(final.state("textHeight") == JSONText.encode(text.height))
        // Both bindings on a view share one max-reducing key, and a preference keeps flowing up
        // past the view that reads it: the outer (width) binding sees max(height, width). The
        // seed's "same result" holds for the text (wider than tall) but not for the full-screen
        // color, which is taller than wide.
        #expect(final.state("bodyWidth") == JSONText.encode(max(zstack.width, zstack.height)))
        #expect(final.state("textWidth") == JSONText.encode(max(text.width, text.height)))
        #expect(zstack.height > zstack.width && text.width > text.height)
        // Measured in pass 0, written by four onPreferenceChange actions, applied in pass 1.
        #expect(log.passes.count == 2)
        #expect(log.passes[0].actions.filter { $0.action == "onPreferenceChange" }.count == 4)
    }

    struct TopInset: View {
        @State var topInset: CGFloat = 0
        var body: some View {
            Color.clear
                .ignoresSafeArea()
                .bindSafeAreaInset(of: .top, to: $topInset)
                .overlay(Text("Inset \(topInset)").padding(.top, topInset))
        }
    }

    @Test(arguments: DeviceProfile.builtIn)
    func safeAreaInsetBindsTheProfilesTopInsetInBothOrientations(profile: DeviceProfile) async {
        let (result, log) = await run(TopInset(), timeline: [.launch(.portrait), .rotate(.landscape), .rotate(.portrait)], profile: profile)
        #expect(result.outcome == .stable)
        for (step, orientation) in [(0, Orientation.portrait), (1, .landscape), (2, .portrait)] {
            let final = log.finalPass(step: step)!
            #expect(final.state("topInset") == JSONText.encode(profile.insets(in: orientation).top))
            // The ignoring view's content reaches the top of the screen.
            #expect(final.nodes(kind: "Color")[0].frame.minY == 0)
        }
    }
}

/// docs/layout-rules.md, "The update cycle": each action site may dispatch twice per frame; the third is dropped and warned about once.
@Suite struct DispatchLimitTests {
    struct CounterKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
    }

    struct Runaway: View {
        @State var count = 0
        var body: some View {
            Color.clear
                .preference(key: CounterKey.self, value: count)
                .onPreferenceChange(CounterKey.self) { value in count = value + 1 }
        }
    }

    @Test func aRunawayPreferenceActionDispatchesTwiceThenIsDropped() async {
        let (result, log) = await run(Runaway())
        let actions = log.actions.filter { $0.action == "onPreferenceChange" }
        #expect(actions.map(\.status) == [.fired, .fired, .dropped])
        let warnings = log.diagnostics.filter { $0.code == .multipleUpdatesPerFrame }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message == "Bound preference CounterKey tried to update multiple times per frame.")
        // The dropped value is remembered, so nothing is pending: the step settles.
        #expect(result.outcome == .stable)
        #expect(log.passes.count == 3)
        #expect(log.finalPass(step: 0)?.state("count") == "2")
    }

    struct RunawayChange: View {
        @State var value: CGFloat = 0
        var body: some View {
            Color.clear.onChange(of: value) { value += 1 }.onAppear { value = 1 }
        }
    }

    @Test func aRunawayOnChangeLogsSwiftUIsOwnWarning() async {
        let (_, log) = await run(RunawayChange())
        let warnings = log.diagnostics.filter { $0.code == .multipleUpdatesPerFrame }
        #expect(warnings.map(\.message) == ["onChange(of: CGFloat) action tried to update multiple times per frame."])
        #expect(log.actions.filter { $0.action == "onChange" }.map(\.status) == [.fired, .fired, .dropped])
    }
}
