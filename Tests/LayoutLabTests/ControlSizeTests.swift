import Testing
@testable import LayoutLab

/// The controls' sizes from Platform/ControlMetrics.swift, as the engine lays them out: each iOS 26
/// figure measured on an iPhone SE (3rd generation) simulator at 2×, within half a point.
@Suite struct ControlSizeTests {
    static func pass<V: View>(_ view: V, on profile: String = "iphone-se-3@ios-26") async throws -> PassTrace {
        let log = TraceLog()
        _ = await ViewRuntime.run(view, profile: try #require(DeviceProfile.named(profile)), observer: log)
        return try #require(log.finalPass(step: 0))
    }

    static func size<V: View>(of view: V, on profile: String = "iphone-se-3@ios-26") async throws -> CGSize {
        let pass = try await pass(VStack { view.accessibilityIdentifier("control") }, on: profile)
        return try #require(pass.node(named: "control")).frame.size
    }


    static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 0.5 }

    @Test func switchIs66By30() async throws {
        let size = try await Self.size(of: Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden())
        #expect(Self.close(size.width, 66) && Self.close(size.height, 30), "\(size)")
    }

    @Test func aToggleSpansItsRowAtTheSwitchHeight() async throws {
        let size = try await Self.size(of: Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 300).accessibilityIdentifier("unused"))
        #expect(size.width == 300 && Self.close(size.height, 30), "\(size)")
    }

    @Test func stepperIs94By32() async throws {
        let size = try await Self.size(of: Stepper("Count", value: .constant(1)).labelsHidden())
        #expect(Self.close(size.width, 94) && Self.close(size.height, 32), "\(size)")
    }

    /// SwiftUI's current label-first forms and the formatted form lay out as the label-last one.
    @Test func aStepperWithItsLabelFirstIsTheSameStepper() async throws {
        let labelLast = try await Self.size(of: Stepper("Guests", onIncrement: {}, onDecrement: {}))
        let labelFirst = try await Self.size(of: Stepper { Text("Guests") } onIncrement: {} onDecrement: {})
        let valueFirst = try await Self.size(of: Stepper(value: .constant(2), in: 0...10, label: { Text("Guests") }, onEditingChanged: { _ in }))
        let formatted = try await Self.size(of: Stepper("Guests", value: .constant(1.5), step: 0.5, format: .number))
        #expect(labelFirst == labelLast && valueFirst == labelLast && formatted == labelLast, "\(labelFirst) \(valueFirst) \(formatted) \(labelLast)")
        #expect(labelLast.width > 94)
    }

    @Test func sliderIs31Tall() async throws {
        let size = try await Self.size(of: Slider(value: .constant(0.5)))
        #expect(Self.close(size.height, 31) && size.width == 375, "\(size)")
    }

    @Test func textFieldsAre34RoundedAnd26Plain() async throws {
        let rounded = try await Self.size(of: TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder))
        let plain = try await Self.size(of: TextField("Name", text: .constant("")))
        #expect(Self.close(rounded.height, 34), "\(rounded)")
        #expect(Self.close(plain.height, 26), "\(plain)")
    }

    @Test func aBorderedButtonIs38Point5Tall() async throws {
        let size = try await Self.size(of: Button("Continue") {}.buttonStyle(.bordered))
        #expect(Self.close(size.height, 38.5), "\(size)")
    }

    @Test func segmentedPickerIs31AndMenuPicker40Point5() async throws {
        let segmented = try await Self.size(of: Picker("Kind", selection: .constant(1)) {
            Text("One").tag(1)
            Text("Two").tag(2)
        }.pickerStyle(.segmented))
        let menu = try await Self.size(of: Picker("Kind", selection: .constant(1)) {
            Text("One").tag(1)
            Text("Two").tag(2)
        }.pickerStyle(.menu))
        #expect(Self.close(segmented.height, 31), "\(segmented)")
        #expect(Self.close(menu.height, 40.5), "\(menu)")
    }

    @Test func progressIs4TallAndTheSpinner20Square() async throws {
        let linear = try await Self.size(of: ProgressView(value: 0.5))
        let spinner = try await Self.size(of: ProgressView())
        #expect(Self.close(linear.height, 4), "\(linear)")
        #expect(Self.close(spinner.width, 20) && Self.close(spinner.height, 20), "\(spinner)")
    }

    @Test func aDividerIsHalfAPoint() async throws {
        let size = try await Self.size(of: Divider())
        #expect(Self.close(size.height, 0.5), "\(size)")
    }

    /// A control's text scales with Dynamic Type and its padding does not; glyph controls keep
    /// their size.
    @Test func textScalesAndPaddingStays() async throws {
        for size in [DynamicTypeSize.small, .large, .xxxLarge, .accessibility3] {
            let button = try await Self.size(of: Button("Continue") {}.buttonStyle(.bordered).dynamicTypeSize(size))
            let label = try await Self.size(of: Text("Continue").dynamicTypeSize(size))
            let toggle = try await Self.size(of: Toggle("On", isOn: .constant(true)).labelsHidden().dynamicTypeSize(size))
            #expect(button.height == label.height + 14, "\(size): \(button) for a \(label) label")
            #expect(button.width == label.width + 24)
            #expect(toggle == CGSize(width: 66, height: 30))
        }
    }

    /// iOS 18 uses UIKit's switch (51 × 31) and stepper (94 × 32).
    @Test func iOS18UsesUIKitsSwitchAndStepper() async throws {
        let toggle = try await Self.size(of: Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden(), on: "iphone-se-3@ios-18")
        let stepper = try await Self.size(of: Stepper("Count", value: .constant(1)).labelsHidden(), on: "iphone-se-3@ios-18")
        #expect(toggle == CGSize(width: 51, height: 31))
        #expect(stepper == CGSize(width: 94, height: 32))
    }

    /// macOS 26 as measured: a bordered button is its label plus 12 each side, 24 tall; the
    /// default toggle is a 16 pt checkbox 5 pt before its label, at its natural width, and its
    /// label is set in `.body` (18.5 tall where a plain text is 16; toggle/basic of the fidelity suite).
    @Test func macOSButtonsAndCheckboxes() async throws {
        let label = try await Self.size(of: Text("Detail"), on: "mac-window")
        let bodyLabel = try await Self.size(of: Text("Detail").font(.body), on: "mac-window")
        let button = try await Self.size(of: Button("Detail") {}, on: "mac-window")
        let toggle = try await Self.size(of: Toggle("Detail", isOn: .constant(true)), on: "mac-window")
        #expect(button == CGSize(width: label.width + 24, height: 24), "\(button)")
        #expect(bodyLabel.height == 18.5 && label.height == 16)
        #expect(toggle == CGSize(width: 16 + 5 + label.width, height: bodyLabel.height), "\(toggle)")
    }

    /// A custom style's body is laid out for real around the label.
    @Test func aCustomButtonStyleIsLaidOut() async throws {
        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(.horizontal, 20).frame(height: 50)
            }
        }
        let label = try await Self.size(of: Text("Go"))
        let button = try await Self.size(of: Button("Go") {}.buttonStyle(Pill()))
        #expect(button == CGSize(width: label.width + 40, height: 50))
    }

    /// `lineLimit(n, reservesSpace: true)` and a range's lower bound keep room for lines: a text
    /// three body lines tall (3 × 24.288, rounded up on the 2× grid), a vertical field of two
    /// lines 52 (measured on iOS 26) and, rounded, 60.
    @Test func textsAndVerticalFieldsReserveLines() async throws {
        let text = try await Self.size(of: Text("One").lineLimit(3, reservesSpace: true))
        let plain = try await Self.size(of: TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(2...4))
        let rounded = try await Self.size(of: TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(2...4).textFieldStyle(.roundedBorder))
        #expect(text.height == 73, "\(text)")
        #expect(plain.height == 52 && rounded.height == 60, "\(plain) \(rounded)")
    }
}
