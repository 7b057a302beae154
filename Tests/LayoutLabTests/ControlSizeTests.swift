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
}
