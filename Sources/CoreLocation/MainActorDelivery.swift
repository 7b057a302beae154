import Foundation

/// Hands a completion handler to the main actor, later, as Apple's geocoder and MapKit's searches
/// call theirs ("on the main thread", after the method has returned): UI code, on the main actor,
/// that sets a flag after starting a request and clears it in the handler ends with the flag
/// cleared, as on a device. On the engine's main executor the job runs at the case's next frame boundary, so the
/// order stays deterministic.
package func deliverOnMainActor(_ body: @escaping () -> Void) {
    let job = UncheckedJob(body: body)
    Task { @MainActor in job.body() }
}

/// The handler is the app's closure, not `Sendable`: it is only ever run on the main actor, where
/// an app's UI code expects it.
private struct UncheckedJob: @unchecked Sendable {
    let body: () -> Void
}
