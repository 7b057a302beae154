import Testing
@testable import LayoutLab

/// The control rules the fidelity work added (#35), each against the figures measured on Apple's
/// SwiftUI (iamcgn/swiftui-web) that Platform/ControlMetrics.swift cites.
@Suite struct ControlFidelityRuleTests {
    static let mac = MeasuredControlTests.mac
    static let phone = MeasuredControlTests.phone

    static func frames<V: View>(_ view: V, on profile: String, _ names: String...) async throws -> [CGRect] {
        let log = TraceLog()
        _ = await ViewRuntime.run(view, profile: try #require(DeviceProfile.named(profile)), observer: log)
        let pass = try #require(log.finalPass(step: 0))
        return try names.map { try #require(pass.node(named: $0), "\($0)").frame }
    }

    static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 0.5 }

    /// macOS 26 (gauge/basic, gauge/accessory): the bar styles' heights do not depend on the label,
    /// a current value label adds to the default style, the circular styles are 58 square.
    @Test func macOSGaugesHaveTheirMeasuredHeights() async throws {
        let frames = try await Self.frames(
            VStack(spacing: 8) {
                Gauge(value: 0.4) { Text("Battery") }.accessibilityIdentifier("bare")
                Gauge(value: 0.4) { Text("Battery") }.labelsHidden().accessibilityIdentifier("hidden")
                Gauge(value: 0.4) { Text("Level") } currentValueLabel: { Text("40%") }.accessibilityIdentifier("value")
                Gauge(value: 0.4) { Text("Level") } currentValueLabel: { Text("40") }
                    .gaugeStyle(.accessoryLinear).accessibilityIdentifier("accessoryLinear")
                Gauge(value: 0.4) { Text("Level") } currentValueLabel: { Text("40") }
                    .gaugeStyle(.accessoryLinearCapacity).accessibilityIdentifier("capacity")
                Gauge(value: 0.4) { Text("A") }.gaugeStyle(.accessoryCircular).accessibilityIdentifier("circular")
            }
            .frame(width: 280),
            on: Self.mac, "bare", "hidden", "value", "accessoryLinear", "capacity", "circular"
        )
        #expect(Self.close(frames[0].height, 40.15) && frames[0].width == 280, "\(frames[0])")
        #expect(frames[1].height == frames[0].height, "\(frames[1])")
        #expect(Self.close(frames[2].height, 60.89), "\(frames[2])")
        #expect(frames[3].height == 8, "\(frames[3])")
        #expect(frames[4].height == 52, "\(frames[4])")
        #expect(frames[5].size == CGSize(width: 58, height: 58), "\(frames[5])")
    }

    /// iOS 26 (ios/button/looks): mini and small bordered buttons set a `.subheadline` title 31
    /// tall, large and extra large pad a body title to 54.5, regular stays 38.5.
    @Test func iOS26BorderedButtonsFollowTheControlSize() async throws {
        let frames = try await Self.frames(
            VStack(alignment: .leading, spacing: 12) {
                Button("Mini") {}.buttonStyle(.bordered).controlSize(.mini).accessibilityIdentifier("mini")
                Button("Small") {}.buttonStyle(.bordered).controlSize(.small).accessibilityIdentifier("small")
                Button("Small") {}.buttonStyle(.bordered).accessibilityIdentifier("regular")
                Button("Large") {}.buttonStyle(.bordered).controlSize(.large).accessibilityIdentifier("large")
                Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.extraLarge).accessibilityIdentifier("extraLarge")
            },
            on: Self.phone, "mini", "small", "regular", "large", "extraLarge"
        )
        #expect(Self.close(frames[0].height, 31) && Self.close(frames[1].height, 31), "\(frames[0]) \(frames[1])")
        // The small title is set smaller than the regular one: the same word makes a narrower button
        // despite less padding taken off.
        #expect(frames[1].width < frames[2].width - 4, "\(frames[1]) \(frames[2])")
        #expect(Self.close(frames[2].height, 38.5), "\(frames[2])")
        #expect(Self.close(frames[3].height, 54.5) && frames[4].size == frames[3].size, "\(frames[3]) \(frames[4])")
    }

    /// iOS 26 (ios/stepper/basic): in a first-text-baseline row a stepper hangs from a body text's
    /// baseline, 18 below the text's top, so the row is 50 tall; macOS keeps the label's baseline.
    @Test func anIOSStepperHangsFromItsRowsBaseline() async throws {
        let row = HStack(alignment: .firstTextBaseline, spacing: 8) {
            Text("Hg").accessibilityIdentifier("text")
            Stepper("Hg", value: .constant(3)).accessibilityIdentifier("stepper")
        }
        .accessibilityIdentifier("row")
        let phone = try await Self.frames(row, on: Self.phone, "text", "stepper", "row")
        #expect(Self.close(phone[1].minY - phone[0].minY, 18), "\(phone)")
        #expect(Self.close(phone[2].height, 50), "\(phone[2])")
        let mac = try await Self.frames(row, on: Self.mac, "text", "stepper")
        #expect(mac[1].minY <= mac[0].minY, "\(mac)")
    }

    /// macOS 26 (menu/basic): a menu with a primary action is its title plus 44.5, a pop-up menu
    /// its title plus 47.5.
    @Test func aMacOSSplitMenuIsNarrowerThanAPopUp() async throws {
        let frames = try await Self.frames(
            VStack(spacing: 8) {
                Menu { Button("Cut") {} } label: { Text("Primary") }.accessibilityIdentifier("popUp")
                Menu { Button("Cut") {} } label: { Text("Primary") } primaryAction: {}.accessibilityIdentifier("split")
            },
            on: Self.mac, "popUp", "split"
        )
        #expect(Self.close(frames[0].width - frames[1].width, 3), "\(frames)")
    }

    /// macOS 26 (button/styles): a padded bordered button its stack offers too little height keeps
    /// its title and its 24 pt height.
    @Test func aSqueezedBorderedButtonKeepsItsLabel() async throws {
        let frames = try await Self.frames(
            Button("Padded") {}.padding().accessibilityIdentifier("padded").frame(height: 20),
            on: Self.mac, "padded"
        )
        let alone = try await Self.frames(Button("Padded") {}.padding().accessibilityIdentifier("padded"), on: Self.mac, "padded")
        #expect(frames[0].size == alone[0].size && frames[0].width > 56, "\(frames[0]) \(alone[0])")
    }

    /// macOS 26 (unavailable/basic): the label shows its title alone, large-title bold, 38 tall.
    @Test func aMacOSContentUnavailableLabelIsItsTitle() async throws {
        let frames = try await Self.frames(
            ContentUnavailableView {
                Label("No Results", systemImage: "tray").accessibilityIdentifier("label")
            }
            .frame(width: 360, height: 200),
            on: Self.mac, "label"
        )
        #expect(frames[0].height == 38, "\(frames[0])")
    }
}
