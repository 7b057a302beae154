import Testing
@testable import LayoutLab

/// The behaviour knobs (docs/cli.md, "Knobs"), each against the default it replaces.
@Suite struct KnobTests {
    struct Width: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
    }

    static func log<V: View>(_ view: V, knobs: Knobs) async throws -> TraceLog {
        let log = TraceLog()
        _ = await ViewRuntime.run(view, profile: try #require(DeviceProfile.named("iphone-se-3")), knobs: knobs, observer: log)
        return log
    }

    @Test func theKnobsReadAndWriteAsTheCommandLineWritesThem() throws {
        var knobs = Knobs()
        #expect(knobs.changed.isEmpty)
        try knobs.set("cycle-detector", to: "duplicate-values")
        try knobs.set("passes-per-frame", to: "4")
        try knobs.set("text.scale", to: "1.05")
        #expect(knobs.cycleDetector == .duplicateValues && knobs.limits.passesPerFrame == 4 && knobs.textScale == 1.05)
        #expect(knobs.changed.map(\.key) == ["cycle-detector", "passes-per-frame", "text.scale"])
        #expect(throws: KnobError.self) { try knobs.set("text.scale", to: "3") }
        #expect(throws: KnobError.self) { try knobs.set("no.such", to: "1") }
    }

    /// A fixed 80-wide view reports its width once. From SwiftUI 6.1 `onPreferenceChange` fires
    /// on that first value; before, it only remembers it and nothing fires.
    @Test func preferenceInitialChangeDecidesWhetherTheFirstValueFires() async throws {
        let view = Color.red.frame(width: 80, height: 10).preference(key: Width.self, value: 80)
            .onPreferenceChange(Width.self) { _ in }
        let current = try await Self.log(view, knobs: Knobs())
        #expect(current.actions.filter { $0.action == "onPreferenceChange" }.count == 1)
        let older = try await Self.log(view, knobs: Knobs(preferenceInitialChange: .waitsForAChange))
        #expect(older.actions.filter { $0.action == "onPreferenceChange" }.isEmpty)
    }

    /// A width that grows by one every time it is reported never repeats a value. The default
    /// detector drops the third dispatch in a frame and warns; the duplicate-values detector lets
    /// a drift run, so the frame runs into its pass limit instead.
    @Test func theCycleDetectorDecidesWhatIsDropped() async throws {
        struct Drift: View {
            @State private var width: CGFloat = 10
            var body: some View {
                Color.red.frame(width: width, height: 10)
                    .preference(key: Width.self, value: width)
                    .onPreferenceChange(Width.self) { width = $0 + 1 }
            }
        }
        let current = try await Self.log(Drift(), knobs: Knobs())
        #expect(current.diagnostics.contains { $0.code == .multipleUpdatesPerFrame })
        let duplicates = try await Self.log(Drift(), knobs: Knobs(cycleDetector: .duplicateValues, limits: UpdateLimits(framesPerStep: 3)))
        #expect(!duplicates.diagnostics.contains { $0.code == .multipleUpdatesPerFrame })
        #expect(duplicates.diagnostics.contains { $0.code == .passLimit })
        #expect(duplicates.results[0].frames == 3, "frames-per-step ended the step")
    }

    /// `text.scale` multiplies every advance. A monospaced font has no size tracking, so the
    /// line is 1.1 times as wide, within the rounding up to the pixel grid (0.5 at 2×).
    @Test func textScaleWidensText() async throws {
        let view = Text("A line of text").font(.system(size: 17, design: .monospaced)).accessibilityIdentifier("text")
        let plain = try await Self.log(view, knobs: Knobs())
        let wide = try await Self.log(view, knobs: Knobs(textScale: 1.1))
        let a = try #require(plain.finalPass(step: 0)?.node(named: "text")).frame.width
        let b = try #require(wide.finalPass(step: 0)?.node(named: "text")).frame.width
        #expect(abs(b - a * 1.1) <= 0.5, "\(a) → \(b)")
    }
}
