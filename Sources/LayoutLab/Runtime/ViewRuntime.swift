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

    /// Runs one variant of a scenario through its own timeline, with `settings` (parameter
    /// values, a window width, a launch text size).
    public static func run(
        _ scenario: any Scenario.Type, variant: String, profile: DeviceProfile, settings: CaseSettings = CaseSettings(),
        limits: UpdateLimits = UpdateLimits(), knobs: Knobs = Knobs(), observer: TraceObserver? = nil
    ) async -> CaseResult {
        await start(scenario, variant: variant, profile: profile, settings: settings, limits: limits, knobs: knobs, observer: observer).value()
    }

    /// The same, started on an engine thread at once, from the calling thread: a recorder starts
    /// its first case before the process has any other thread, and waits for it later.
    public static func start(
        _ scenario: any Scenario.Type, variant: String, profile: DeviceProfile, settings: CaseSettings = CaseSettings(),
        limits: UpdateLimits = UpdateLimits(), knobs: Knobs = Knobs(), observer: TraceObserver? = nil
    ) -> EngineResult<CaseResult> {
        nonisolated(unsafe) let observer = observer
        nonisolated(unsafe) let scenario = scenario
        return EngineThread.start {
            runScenario(scenario, variant: variant, profile: profile, settings: settings, limits: limits, knobs: knobs, observer: observer)
        }
    }

    private static func runScenario<S: Scenario>(
        _ scenario: S.Type, variant: String, profile: DeviceProfile, settings: CaseSettings, limits: UpdateLimits, knobs: Knobs,
        observer: TraceObserver?
    ) -> CaseResult {
        let parameters = ScenarioParameters(S.parameters, setting: settings.parameters)
        let root = MainActorBridge.run { S(variant: variant, parameters: parameters) }
        return UpdateCycle(
            root: root, profile: settings.apply(to: profile), dynamicTypeSize: settings.dynamicType ?? .large,
            limits: limits, knobs: knobs, observer: observer
        ).run(S.timeline)
    }
}
