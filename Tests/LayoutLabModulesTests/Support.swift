#if os(Linux)
import LayoutLab
import Testing

/// Runs `view` at launch on the built-in profile `profile`, keeping the whole trace.
func record<V: View>(_ view: V, on profile: String = "iphone-13") async -> (CaseResult, TraceLog) {
    let log = TraceLog()
    let result = await ViewRuntime.run(view, timeline: .launch, profile: DeviceProfile.named(profile)!, observer: log)
    return (result, log)
}
#endif
