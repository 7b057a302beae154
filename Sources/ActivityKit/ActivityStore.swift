import Foundation

/// The Live Activities requested in this process, per attributes type, in request order: what
/// `Activity.activities` lists (the system's list of an app's activities, here in memory).
final class ActivityStore: @unchecked Sendable {
    static let shared = ActivityStore()

    private let lock = NSLock()
    private var byType: [ObjectIdentifier: [AnyObject]] = [:]

    func add<A: ActivityAttributes>(_ activity: Activity<A>, of type: A.Type) {
        lock.withLock { byType[ObjectIdentifier(type), default: []].append(activity) }
    }

    func activities<A: ActivityAttributes>(of type: A.Type) -> [Activity<A>] {
        lock.withLock { (byType[ObjectIdentifier(type)] ?? []).compactMap { $0 as? Activity<A> } }
    }
}
