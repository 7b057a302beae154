import Foundation
import LayoutLab
import Testing
@testable import LayoutLabScenarios

/// The reader family's own rules (seed 004's description).
@Suite struct ReaderFamilyTests {
    enum Tag: Hashable { case a, b }

    func measurements(_ a: CGFloat, _ b: CGFloat? = nil) -> Measurements<Tag> {
        var sizes: [Tag: CGSize] = [.a: CGSize(width: a, height: 10)]
        if let b { sizes[.b] = CGSize(width: b, height: 10) }
        return Measurements(sizes: sizes)
    }

    /// The text a measurement is recorded as: sizes by tag name in sorted order, then the version.
    @Test func measurementsAreWrittenAsSortedSizesThenTheVersion() {
        var one = measurements(100)
        one.version = AnyHashable(CGFloat(390))
        #expect(one.traceJSON == #"{"sizes":{"a":{"width":100,"height":10}},"version":390}"#)
        // Six tags, so that a dictionary's order (seeded per process) cannot pass for sorted.
        var six = Measurements<String>(sizes: Dictionary(uniqueKeysWithValues: ["f", "b", "d", "a", "e", "c"].enumerated().map {
            ($0.element, CGSize(width: Double($0.offset) + 0.5, height: 1))
        }))
        six.version = AnyHashable("v2")
        #expect(six.traceJSON == #"{"sizes":{"a":{"width":3.5,"height":1},"b":{"width":1.5,"height":1},"c":{"width":5.5,"height":1},"d":{"width":2.5,"height":1},"e":{"width":4.5,"height":1},"f":{"width":0.5,"height":1}},"version":"v2"}"#)
    }

    @Test func replaceKeepsOnlyTheLatestMeasurements() {
        let stored = VersionedMeasurements(version: AnyHashable(1), measurements: measurements(100, 50))
        let next = stored.applying(measurements(80), version: AnyHashable(1), reducer: .replace)
        #expect(next.measurements == measurements(80))
    }

    @Test func mergeKeepsTheLargestMeasurementPerTag() {
        let stored = VersionedMeasurements(version: AnyHashable(1), measurements: measurements(100, 50))
        let next = stored.applying(measurements(80), version: AnyHashable(1), reducer: .merge)
        #expect(next.measurements == measurements(100, 50))
        let grown = stored.applying(measurements(120), version: AnyHashable(1), reducer: .merge)
        #expect(grown.measurements.sizes[.a]?.width == 120)
    }

    @Test func aNewVersionForgetsPreviousMeasurements() {
        let stored = VersionedMeasurements(version: AnyHashable(390), measurements: measurements(100, 50))
        // Read under a new version, the proxy sees nothing: minWidth starts from nil again.
        #expect(stored.current(for: AnyHashable(750)).sizes.isEmpty)
        #expect(stored.current(for: AnyHashable(390)) == measurements(100, 50))
        // Merging under a new version starts over too.
        let next = stored.applying(measurements(80), version: AnyHashable(750), reducer: .merge)
        #expect(next.measurements == measurements(80))
        #expect(next.version == AnyHashable(750))
    }

    @Test func measurementsReduceToTheMaximumPerTag() {
        var value = measurements(10, 90)
        ScopedMeasurementPreferenceKey<Unscoped, Tag>.reduce(value: &value) { measurements(40, 5) }
        #expect(value == measurements(40, 90))
    }
}

/// A version change is seen even when the measurements do not change.
@Suite struct ReaderVersionTests {
    struct Probe: View {
        @State var wide = false
        var body: some View {
            SimpleMeasurementReader<ReaderFamilyTests.Tag>(version: wide) { proxy in
                Text("Fixed text").measure(proxy, .a)
                    .frame(minWidth: proxy.maxWidth(.a)).accessibilityIdentifier("cell")
            }
            .task { wide = true }
        }
    }

    @Test func measurementsComeBackUnderTheNewVersion() async {
        let log = TraceLog()
        let result = await ViewRuntime.run(Probe(), profile: DeviceProfile.named("iphone-13")!, observer: log)
        #expect(result.outcome == .stable)
        let final = log.finalPass(step: 0)!
        #expect(final.state("stored")?.contains("\"version\":true") == true)
        #expect(final.state("stored")?.contains("\"a\":{\"width\"") == true)
    }
}
