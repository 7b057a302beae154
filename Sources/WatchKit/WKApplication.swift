import Foundation

/// Where the app is in its life.
public enum WKApplicationState: Int, Hashable, Sendable {
    case active = 0, inactive, background
}

/// A background task the system hands the app's delegate. None is ever handed here (nothing
/// schedules background work on Linux); an app can make one for its own tests.
open class WKRefreshBackgroundTask: NSObject {
    open var userInfo: (any NSSecureCoding & NSObjectProtocol)?
    /// Whether the app said it was done, and with a new snapshot.
    public private(set) var _isCompleted = false
    public private(set) var _requestedSnapshot = false

    public override init() {
        super.init()
    }

    open func setTaskCompletedWithSnapshot(_ refreshSnapshot: Bool) {
        _isCompleted = true
        _requestedSnapshot = refreshSnapshot
    }
}

open class WKApplicationRefreshBackgroundTask: WKRefreshBackgroundTask {}
open class WKSnapshotRefreshBackgroundTask: WKRefreshBackgroundTask {}
open class WKURLSessionRefreshBackgroundTask: WKRefreshBackgroundTask {}

/// The app's delegate (watchOS 9 and later). Every method is optional, as Apple's.
public protocol WKApplicationDelegate: NSObjectProtocol {
    func applicationDidFinishLaunching()
    func applicationDidBecomeActive()
    func applicationWillResignActive()
    func applicationWillEnterForeground()
    func applicationDidEnterBackground()
    func handle(_ backgroundTasks: Set<WKRefreshBackgroundTask>)
    func didRegisterForRemoteNotifications(withDeviceToken deviceToken: Data)
    func didFailToRegisterForRemoteNotificationsWithError(_ error: any Error)
}

extension WKApplicationDelegate {
    public func applicationDidFinishLaunching() {}
    public func applicationDidBecomeActive() {}
    public func applicationWillResignActive() {}
    public func applicationWillEnterForeground() {}
    public func applicationDidEnterBackground() {}
    public func handle(_ backgroundTasks: Set<WKRefreshBackgroundTask>) {}
    public func didRegisterForRemoteNotifications(withDeviceToken deviceToken: Data) {}
    public func didFailToRegisterForRemoteNotificationsWithError(_ error: any Error) {}
}

/// The extension delegate of watch apps before watchOS 9: the same methods.
public protocol WKExtensionDelegate: WKApplicationDelegate {}

/// The running watch app. On Linux it is always active (its views are on screen, being laid out);
/// what it is asked to do outside the app (open a system URL, schedule a refresh, register for
/// notifications) is kept, and answered as a watch without a network or a paired phone would.
open class WKApplication: NSObject, @unchecked Sendable {
    private static let application = WKApplication()

    open class func shared() -> WKApplication { application }

    public override init() {
        super.init()
    }

    private let lock = NSLock()
    private weak var storedDelegate: (any WKApplicationDelegate)?
    private var autorotating = false
    private var frontmostTimeoutExtended = false
    private var openedURLs: [URL] = []
    private var refreshDates: [Date] = []

    open var delegate: (any WKApplicationDelegate)? {
        get { lock.withLock { storedDelegate } }
        set { lock.withLock { storedDelegate = newValue } }
    }

    open var applicationState: WKApplicationState { .active }
    open var isApplicationRunningInDock: Bool { false }

    open var isAutorotating: Bool {
        get { lock.withLock { autorotating } }
        set { lock.withLock { autorotating = newValue } }
    }

    /// Whether the screen turns upside down with the watch; only while `isAutorotating`, and the
    /// watch is never turned here.
    open var isAutorotated: Bool { false }

    open var isFrontmostTimeoutExtended: Bool {
        get { lock.withLock { frontmostTimeoutExtended } }
        set { lock.withLock { frontmostTimeoutExtended = newValue } }
    }

    /// Opens a system URL (a phone number, Maps): kept in `_openedSystemURLs`, nothing opens.
    open func openSystemURL(_ url: URL) {
        lock.withLock { openedURLs.append(url) }
    }

    /// The URLs asked for by ``openSystemURL(_:)``, oldest first. Not Apple's API.
    public var _openedSystemURLs: [URL] { lock.withLock { openedURLs } }

    /// Schedules a background refresh: accepted (`scheduledCompletion` gets nil before this
    /// returns), and kept in `_scheduledRefreshDates`; the refresh never comes, since a recording
    /// does not wait for the clock.
    open func scheduleBackgroundRefresh(
        withPreferredDate preferredFireDate: Date, userInfo: (any NSSecureCoding & NSObjectProtocol)?,
        scheduledCompletion: @escaping ((any Error)?) -> Void
    ) {
        lock.withLock { refreshDates.append(preferredFireDate) }
        scheduledCompletion(nil)
    }

    /// The dates of the refreshes asked for, oldest first. Not Apple's API.
    public var _scheduledRefreshDates: [Date] { lock.withLock { refreshDates } }

    /// No push service answers a Linux process: the delegate is told the registration failed, with
    /// the code Apple's simulator reports where there is none (3010 in Cocoa's domain).
    open func registerForRemoteNotifications() {
        let error = NSError(domain: NSCocoaErrorDomain, code: 3010, userInfo: [
            NSLocalizedDescriptionKey: "Remote notifications are not supported on this device.",
        ])
        delegate?.didFailToRegisterForRemoteNotificationsWithError(error)
    }

    open func unregisterForRemoteNotifications() {}
    open var isRegisteredForRemoteNotifications: Bool { false }
}

/// The app object of watch apps before watchOS 9: the same app as ``WKApplication``.
open class WKExtension: NSObject, @unchecked Sendable {
    private static let `extension` = WKExtension()

    open class func shared() -> WKExtension { `extension` }

    public override init() {
        super.init()
    }

    private var application: WKApplication { WKApplication.shared() }

    open var delegate: (any WKExtensionDelegate)? {
        get { application.delegate as? any WKExtensionDelegate }
        set { application.delegate = newValue }
    }

    open var applicationState: WKApplicationState { application.applicationState }
    open var isApplicationRunningInDock: Bool { application.isApplicationRunningInDock }
    open var isAutorotating: Bool {
        get { application.isAutorotating }
        set { application.isAutorotating = newValue }
    }
    open var isAutorotated: Bool { application.isAutorotated }
    open var isFrontmostTimeoutExtended: Bool {
        get { application.isFrontmostTimeoutExtended }
        set { application.isFrontmostTimeoutExtended = newValue }
    }

    open func openSystemURL(_ url: URL) { application.openSystemURL(url) }

    open func scheduleBackgroundRefresh(
        withPreferredDate preferredFireDate: Date, userInfo: (any NSSecureCoding & NSObjectProtocol)?,
        scheduledCompletion: @escaping ((any Error)?) -> Void
    ) {
        application.scheduleBackgroundRefresh(withPreferredDate: preferredFireDate, userInfo: userInfo, scheduledCompletion: scheduledCompletion)
    }

    open func registerForRemoteNotifications() { application.registerForRemoteNotifications() }
    open func unregisterForRemoteNotifications() { application.unregisterForRemoteNotifications() }
    open var isRegisteredForRemoteNotifications: Bool { application.isRegisteredForRemoteNotifications }
}
