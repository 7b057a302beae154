import LayoutLab

/// Runs views through the engine from a test: `try await LayoutLab.run(CardView(), on: .iPhone15)`.
/// Nothing is written anywhere; the result is the recorded case in memory.
///
/// A view that reads an `@EnvironmentObject` (or an `@Environment(Model.self)` object) that no
/// ancestor provides would stop the test process, as it stops an app; the engine sees it coming
/// instead, and the run records a test failure that names the view and the type, at the line of
/// the call. The layout's ``RecordedLayout/outcome`` is then `error`.
public enum LayoutLab {
    /// Runs `view` on `profile` through `timeline`, launching at `dynamicType`.
    public static func run<V: View>(
        _ view: V, on profile: DeviceProfile = .iPhone15, timeline: Timeline = .launch,
        dynamicType: DynamicTypeSize = .large, limits: UpdateLimits = UpdateLimits(),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> RecordedLayout {
        let log = TraceLog()
        let result = await ViewRuntime.run(
            view, timeline: timeline, profile: profile, dynamicTypeSize: dynamicType, limits: limits, observer: log
        )
        let layout = RecordedLayout(profile: profile, timeline: timeline, log: log, result: result)
        layout.reportFailure(to: TestFailure(fileID: fileID, filePath: filePath, line: line, column: column))
        return layout
    }

    /// Runs one variant of a scenario through its own timeline.
    public static func run(
        _ scenario: any Scenario.Type, variant: String = "", on profile: DeviceProfile = .iPhone15, limits: UpdateLimits = UpdateLimits(),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> RecordedLayout {
        let log = TraceLog()
        let result = await ViewRuntime.run(scenario, variant: variant, profile: profile, limits: limits, observer: log)
        let layout = RecordedLayout(profile: profile, timeline: scenario.timeline, log: log, result: result)
        layout.reportFailure(to: TestFailure(fileID: fileID, filePath: filePath, line: line, column: column))
        return layout
    }
}

extension RecordedLayout {
    /// A case that failed is a test failure, with the engine's message.
    func reportFailure(to failure: TestFailure) {
        if let message = self.failure { failure.record("The layout failed on \(profile.name): \(message)") }
    }
}
