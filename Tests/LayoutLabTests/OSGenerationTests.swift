import Testing
@testable import LayoutLab

/// Text on iOS 26 as measured on an iPhone SE (3rd generation) simulator at 2× (status bar
/// hidden), against the iOS 18 calibration (docs/fidelity.md, "Platforms and OS generations").
@Suite struct OSGenerationTests {
    static func pass<V: View>(_ view: V, on name: String) async throws -> PassTrace {
        let log = TraceLog()
        _ = await ViewRuntime.run(view, profile: try #require(DeviceProfile.named(name)), observer: log)
        return try #require(log.finalPass(step: 0))
    }

    @Test func aProfileNamesAnotherGenerationOfItsPlatform() throws {
        #expect(DeviceProfile.named("iphone-se-3")?.os == .ios26, "the newest measured generation by default")
        #expect(DeviceProfile.named("iphone-se-3@ios-18")?.os == .ios18)
        #expect(DeviceProfile.named("iphone-se-3@ios-26")?.os == .ios26)
        #expect(DeviceProfile.named("iphone-se-3@ios-26")?.name == "iphone-se-3")
        #expect(DeviceProfile.named("iphone-se-3@macos-26") == nil, "not the device's platform")
        #expect(DeviceProfile.named("iphone-se-3@ios-99") == nil)
    }

    /// Text-style heights at 2×; a fixed-size system font did not change.
    @Test(arguments: [
        (Font.largeTitle, 49.0), (.title, 41.5), (.title2, 32.5), (.title3, 28), (.body, 24.5), (.callout, 23.5),
        (.subheadline, 21), (.footnote, 19), (.caption, 17.5), (.caption2, 16.5), (.system(size: 17), 20.5),
    ] as [(Font, CGFloat)])
    func textStyleHeightsOnIOS26(_ font: Font, _ measured: CGFloat) async throws {
        for name in ["iphone-se-3@ios-26", "iphone-se-3"] {
            let pass = try await Self.pass(Text("Hello").font(font).accessibilityIdentifier("text"), on: name)
            let height = try #require(pass.node(named: "text")).frame.height
            #expect(abs(height - measured) <= 0.5, "\(name), \(font): \(height), measured \(measured)")
        }
    }

    /// The iOS 18 calibration is kept: body text is 20.5 tall at 2× there.
    @Test func iOS18KeepsItsLines() async throws {
        let pass = try await Self.pass(Text("Hello").accessibilityIdentifier("text"), on: "iphone-se-3@ios-18")
        #expect(try #require(pass.node(named: "text")).frame.height == 20.5)
    }

    /// Body text above body text: 2; body text above a control: 14.81; a control above body: 8.43.
    @Test func bodySpacingOnIOS26() async throws {
        let pass = try await Self.pass(VStack {
            Text("One").accessibilityIdentifier("one")
            Text("Two").accessibilityIdentifier("two")
            Color.blue.frame(width: 100, height: 30).accessibilityIdentifier("control")
            Text("Three").accessibilityIdentifier("three")
        }, on: "iphone-se-3@ios-26")
        let gaps = try ["two", "control", "three"].map { try #require(pass.node(named: $0)?.spacingBefore) }
        for (gap, measured) in zip(gaps, [2, 14.81, 8.43] as [CGFloat]) {
            #expect(abs(gap - measured) <= 0.5, "gap \(gap), measured \(measured)")
        }
        let first = try #require(pass.node(named: "one"))
        let baselines = TextMeasurer.baselines(
            of: [TextRun(string: "One", font: Font.body.resolve(dynamicTypeSize: .large, os: .ios26, weight: nil, design: nil, italic: false), tracking: 0)],
            proposal: .unspecified, lineLimit: nil, displayScale: 2
        )
        #expect(first.frame.height == 24.5)
        #expect(abs(baselines.first - 18.5) <= 0.5, "body's first baseline is measured at 18.5")
    }
}
