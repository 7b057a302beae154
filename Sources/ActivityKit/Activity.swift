import Foundation

/// A Live Activity the app requested: its attributes, its latest content and where it is in its
/// life. Requests go into an in-memory list per attributes type (`ActivityStore`), which
/// `activities` reads; nothing is shown.
public final class Activity<Attributes>: Identifiable, @unchecked Sendable where Attributes: ActivityAttributes {
    public typealias ContentState = Attributes.ContentState

    public let id: String
    public let attributes: Attributes
    /// No push service here, so no token ever arrives.
    public var pushToken: Data? { nil }

    private let lock = NSLock()
    private var latest: ActivityContent<ContentState>
    private var ending: (end: Date, dismissal: Date)?

    init(attributes: Attributes, content: ActivityContent<ContentState>) {
        self.id = UUID().uuidString
        self.attributes = attributes
        self.latest = content
    }

    public var content: ActivityContent<ContentState> {
        lock.withLock { latest }
    }

    @available(*, deprecated, renamed: "content")
    public var contentState: ContentState { content.state }

    /// Read against the clock: an ended activity becomes `.dismissed` when its dismissal policy
    /// says, an active one `.stale` once its content's `staleDate` has passed.
    public var activityState: ActivityState {
        state(at: Date())
    }

    func state(at now: Date) -> ActivityState {
        lock.withLock {
            if let ending { return now >= ending.dismissal ? .dismissed : .ended }
            if let stale = latest.staleDate, now >= stale { return .stale }
            return .active
        }
    }

    /// The app's activities of this type that have not been dismissed, oldest first.
    public static var activities: [Activity<Attributes>] {
        ActivityStore.shared.activities(of: Attributes.self).filter { $0.activityState != .dismissed }
    }

    public static func request(
        attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { throw ActivityAuthorizationError.denied }
        try checkSize(attributes)
        try checkSize(content.state)
        let activity = Activity(attributes: attributes, content: content)
        ActivityStore.shared.add(activity, of: Attributes.self)
        return activity
    }

    @available(*, deprecated, renamed: "request(attributes:content:pushType:)")
    public static func request(
        attributes: Attributes, contentState: Activity<Attributes>.ContentState, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }

    /// Apple: the dynamic data "can't exceed 4KB" (ActivityAttributes.ContentState); the
    /// attributes are held to the same limit, which the error's name covers.
    private static func checkSize<T: Encodable>(_ value: T) throws {
        guard let data = try? JSONEncoder().encode(value) else { return }
        if data.count > 4096 { throw ActivityAuthorizationError.attributesTooLarge }
    }

    /// New content; an activity that has ended keeps its final content, as on iOS.
    public func update(_ content: ActivityContent<Activity<Attributes>.ContentState>) async {
        lock.withLock {
            guard ending == nil else { return }
            latest = content
        }
    }

    @available(*, deprecated, renamed: "update(_:)")
    public func update(using contentState: Activity<Attributes>.ContentState) async {
        await update(ActivityContent(state: contentState, staleDate: nil))
    }

    /// Ends the activity with its final content (nil: the latest stays); it is dismissed when
    /// `dismissalPolicy` says.
    public func end(
        _ content: ActivityContent<Activity<Attributes>.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default
    ) async {
        end(content, dismissalPolicy: dismissalPolicy, at: Date())
    }

    @available(*, deprecated, renamed: "end(_:dismissalPolicy:)")
    public func end(
        using contentState: Activity<Attributes>.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default
    ) async {
        await end(contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
    }

    func end(_ content: ActivityContent<ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy, at now: Date) {
        lock.withLock {
            guard ending == nil else { return }
            if let content { latest = content }
            ending = (now, dismissalPolicy.dismissalDate(endedAt: now))
        }
    }
}
