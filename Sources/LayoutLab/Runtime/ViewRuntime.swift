/// Runs views and scenarios through the update cycle on a device profile.
public enum ViewRuntime {
    /// Runs `view` through `timeline` on `profile`, reporting every pass to `observer`. The app
    /// launches at `dynamicTypeSize` (the default text size, `.large`, unless given).
    public static func run<V: View>(
        _ view: V, timeline: Timeline = .launch, profile: DeviceProfile, dynamicTypeSize: DynamicTypeSize = .large,
        limits: UpdateLimits = UpdateLimits(), knobs: Knobs = Knobs(), observer: TraceObserver? = nil
    ) async -> CaseResult {
        nonisolated(unsafe) let view = view
        nonisolated(unsafe) let observer = observer
        return await EngineThread.run {
            UpdateCycle(
                root: view, profile: profile, dynamicTypeSize: dynamicTypeSize, limits: limits, knobs: knobs, observer: observer
            ).run(timeline)
        }
    }

    /// Runs one variant of a scenario through its own timeline.
    public static func run(
        _ scenario: any Scenario.Type, variant: String, profile: DeviceProfile, limits: UpdateLimits = UpdateLimits(),
        knobs: Knobs = Knobs(), observer: TraceObserver? = nil
    ) async -> CaseResult {
        nonisolated(unsafe) let observer = observer
        return await EngineThread.run {
            runScenario(scenario, variant: variant, profile: profile, limits: limits, knobs: knobs, observer: observer)
        }
    }

    private static func runScenario<S: Scenario>(
        _ scenario: S.Type, variant: String, profile: DeviceProfile, limits: UpdateLimits, knobs: Knobs, observer: TraceObserver?
    ) -> CaseResult {
        UpdateCycle(root: S(variant: variant), profile: profile, limits: limits, knobs: knobs, observer: observer).run(S.timeline)
    }
}
