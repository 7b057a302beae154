import Foundation

// URLs and user activities the system hands an app (Apple, "onOpenURL(perform:)",
// "onContinueUserActivity(_:perform:)", "handlesExternalEvents(preferring:allowing:)"). Nothing
// outside the run opens a URL or continues an activity, so the handlers are kept, never called,
// and the view lays out as without them.

nonisolated extension View {
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View {
        self
    }

    public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void) -> some View {
        self
    }

    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}

#if !canImport(ObjectiveC)
/// Apple's Foundation describes a handed-off activity with `NSUserActivity`;
/// swift-corelibs-foundation has none.
open class NSUserActivity {
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var webpageURL: URL?
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false

    public init(activityType: String) {
        self.activityType = activityType
    }

    open func becomeCurrent() {}
    open func resignCurrent() {}
    open func invalidate() {}
}
#endif
