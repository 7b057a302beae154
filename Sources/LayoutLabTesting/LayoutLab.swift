import LayoutLab

/// Runs views through the engine from a test: `try await LayoutLab.run(CardView(), on: .iPhone15)`.
/// Nothing is written anywhere; the result is the recorded case in memory.
public enum LayoutLab {
    /// Runs `view` on `profile` through `timeline`, launching at `dynamicType`.
    public static func run<V: View>(
        _ view: V, on profile: DeviceProfile = .iPhone15, timeline: Timeline = .launch,
        dynamicType: DynamicTypeSize = .large, limits: UpdateLimits = UpdateLimits()
    ) async -> RecordedLayout {
        let log = TraceLog()
        let result = await ViewRuntime.run(
            view, timeline: timeline, profile: profile, dynamicTypeSize: dynamicType, limits: limits, observer: log
        )
        return RecordedLayout(profile: profile, timeline: timeline, log: log, result: result)
    }

    /// Runs one variant of a scenario through its own timeline.
    public static func run(
        _ scenario: any Scenario.Type, variant: String = "", on profile: DeviceProfile = .iPhone15, limits: UpdateLimits = UpdateLimits()
    ) async -> RecordedLayout {
        let log = TraceLog()
        let result = await ViewRuntime.run(scenario, variant: variant, profile: profile, limits: limits, observer: log)
        return RecordedLayout(profile: profile, timeline: scenario.timeline, log: log, result: result)
    }
}
