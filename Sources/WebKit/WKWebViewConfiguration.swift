import Foundation

/// A web view's settings, kept as the app sets them.
open class WKWebViewConfiguration: NSObject, @unchecked Sendable {
    open var userContentController = WKUserContentController()
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var websiteDataStore = WKWebsiteDataStore.default()
    open var processPool = WKProcessPool()
    open var allowsInlineMediaPlayback = false
    open var allowsAirPlayForMediaPlayback = true
    open var allowsPictureInPictureMediaPlayback = true
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var applicationNameForUserAgent: String?
    open var suppressesIncrementalRendering = false
    open var ignoresViewportScaleLimits = false
    open var dataDetectorTypes: WKDataDetectorTypes = []
    open var limitsNavigationsToAppBoundDomains = false
    open var upgradeKnownHostsToHTTPS = true

    public override init() {}
}

public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    public static let all = WKAudiovisualMediaTypes(rawValue: UInt.max)
}

public struct WKDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
    public static let all = WKDataDetectorTypes(rawValue: UInt.max)
}

open class WKPreferences: NSObject, @unchecked Sendable {
    open var javaScriptEnabled = true
    open var javaScriptCanOpenWindowsAutomatically = false
    open var isFraudulentWebsiteWarningEnabled = true
    open var minimumFontSize: CGFloat = 0
    open var isTextInteractionEnabled = true
    open var isElementFullscreenEnabled = false
    public override init() {}
}

open class WKWebpagePreferences: NSObject, @unchecked Sendable {
    public enum ContentMode: Int, Sendable {
        case recommended = 0, mobile = 1, desktop = 2
    }

    open var allowsContentJavaScript = true
    open var preferredContentMode = ContentMode.recommended
    public override init() {}
}

/// Shared between web views; nothing to share here.
open class WKProcessPool: NSObject, @unchecked Sendable {
    public override init() {}
}

/// Where a web view keeps cookies and caches: in memory here, whichever store is chosen.
open class WKWebsiteDataStore: NSObject, @unchecked Sendable {
    private static let defaultStore = WKWebsiteDataStore(persistent: true)

    public let isPersistent: Bool
    public let httpCookieStore = WKHTTPCookieStore()

    init(persistent: Bool) {
        isPersistent = persistent
    }

    open class func `default`() -> WKWebsiteDataStore { defaultStore }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }
    open class func allWebsiteDataTypes() -> Set<String> { [WKWebsiteDataTypeCookies, WKWebsiteDataTypeDiskCache, WKWebsiteDataTypeMemoryCache, WKWebsiteDataTypeLocalStorage] }

    /// Removes the cookies when asked to; there are no caches to remove.
    open func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date, completionHandler: @escaping @Sendable () -> Void) {
        if dataTypes.contains(WKWebsiteDataTypeCookies) { httpCookieStore.removeAll() }
        completionHandler()
    }

    open func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date) async {
        removeData(ofTypes: dataTypes, modifiedSince: date) {}
    }
}

public let WKWebsiteDataTypeCookies = "WKWebsiteDataTypeCookies"
public let WKWebsiteDataTypeDiskCache = "WKWebsiteDataTypeDiskCache"
public let WKWebsiteDataTypeMemoryCache = "WKWebsiteDataTypeMemoryCache"
public let WKWebsiteDataTypeLocalStorage = "WKWebsiteDataTypeLocalStorage"

/// The cookies of a data store, in memory.
open class WKHTTPCookieStore: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var cookies: [HTTPCookie] = []

    open func getAllCookies(_ completionHandler: @escaping @Sendable ([HTTPCookie]) -> Void) {
        completionHandler(lock.withLock { cookies })
    }

    open func allCookies() async -> [HTTPCookie] { lock.withLock { cookies } }

    /// Keeps `cookie`, replacing one of the same name, domain and path.
    open func setCookie(_ cookie: HTTPCookie, completionHandler: (@Sendable () -> Void)? = nil) {
        lock.withLock {
            cookies.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }
            cookies.append(cookie)
        }
        completionHandler?()
    }

    open func delete(_ cookie: HTTPCookie, completionHandler: (@Sendable () -> Void)? = nil) {
        lock.withLock { cookies.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path } }
        completionHandler?()
    }

    func removeAll() {
        lock.withLock { cookies.removeAll() }
    }
}
