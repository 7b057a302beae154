#if os(Linux)
import LayoutLab
import Testing

/// Runs `view` through `timeline` on the built-in profile `profile`, keeping the whole trace.
func record<V: View>(
    _ view: V, timeline: Timeline = .launch, on profile: String = "iphone-13"
) async -> (CaseResult, TraceLog) {
    let log = TraceLog()
    let result = await ViewRuntime.run(view, timeline: timeline, profile: DeviceProfile.named(profile)!, observer: log)
    return (result, log)
}

extension PassTrace {
    /// The node named `name`; records an issue when there is none.
    func named(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> NodeTrace? {
        let node = node(named: name)
        if node == nil { Issue.record("no node named \(name)", sourceLocation: sourceLocation) }
        return node
    }
}

/// Counts the calls a representable gets, across the copies SwiftUI makes of it.
final class CallCounter: @unchecked Sendable {
    var makes = 0
    var updates = 0
    var dismantles = 0
    var coordinators = 0
}
#endif
