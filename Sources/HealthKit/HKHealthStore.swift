import Foundation

/// The way into the Health database. Apple's documentation says to call
/// `isHealthDataAvailable()` first, and that HealthKit "isn't available on iPad" (before iPadOS 17)
/// or macOS: a Linux machine has no Health database either, so the answer here is `false` and
/// every request fails with `HKError.Code.errorHealthDataUnavailable`, the error Apple's returns
/// on a device without Health data. An app's "Health isn't available" path is the one that runs.
///
/// Handlers are called before the method returns, on the caller's thread (deterministic runs;
/// Apple's call them on a queue of their own).
open class HKHealthStore: NSObject, @unchecked Sendable {
    public override init() { super.init() }

    public class func isHealthDataAvailable() -> Bool { false }

    public func supportsHealthRecords() -> Bool { false }

    private var unavailable: HKError { HKError(.errorHealthDataUnavailable) }

    /// Nothing was ever asked, as no one can be.
    public func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .notDetermined }

    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
                                     completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, unavailable)
    }

    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {
        throw unavailable
    }

    public func getRequestStatusForAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>,
                                                 completion: @escaping (HKAuthorizationRequestStatus, (any Error)?) -> Void) {
        completion(.unknown, unavailable)
    }

    public func statusForAuthorizationRequest(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws -> HKAuthorizationRequestStatus {
        throw unavailable
    }

    public func save(_ object: HKObject, withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, unavailable)
    }

    public func save(_ objects: [HKObject], withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, unavailable)
    }

    public func save(_ object: HKObject) async throws { throw unavailable }
    public func save(_ objects: [HKObject]) async throws { throw unavailable }

    public func delete(_ object: HKObject, withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, unavailable)
    }

    public func delete(_ objects: [HKObject], withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, unavailable)
    }

    public func delete(_ object: HKObject) async throws { throw unavailable }

    /// Runs the query: its handler hears that there is no Health data.
    public func execute(_ query: HKQuery) { query.deliver(nil, unavailable) }

    public func stop(_ query: HKQuery) {}

    public func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency,
                                         withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, unavailable)
    }

    public func disableAllBackgroundDelivery(completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(true, nil)
    }

    public func preferredUnits(for quantityTypes: Set<HKQuantityType>, completion: @escaping ([HKQuantityType: HKUnit], (any Error)?) -> Void) {
        completion([:], unavailable)
    }

    public func dateOfBirthComponents() throws -> DateComponents { throw unavailable }
}
