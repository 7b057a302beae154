import Foundation

/// When a user script runs. No script runs here; the script is kept.
public enum WKUserScriptInjectionTime: Int, Sendable {
    case atDocumentStart = 0, atDocumentEnd = 1
}

open class WKUserScript: NSObject, @unchecked Sendable {
    public let source: String
    public let injectionTime: WKUserScriptInjectionTime
    public let isForMainFrameOnly: Bool

    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
    }
}

/// A message a page's script posts to the app: none is ever posted here (no script runs).
open class WKScriptMessage: NSObject, @unchecked Sendable {
    public let name: String
    public let body: Any
    public weak var webView: WKWebView?
    public let frameInfo: WKFrameInfo

    public init(name: String, body: Any, webView: WKWebView?, frameInfo: WKFrameInfo = WKFrameInfo()) {
        self.name = name
        self.body = body
        self.webView = webView
        self.frameInfo = frameInfo
    }
}

public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// The scripts, message handlers and content rules of a web view's pages, kept as the app adds
/// and removes them.
open class WKUserContentController: NSObject, @unchecked Sendable {
    open private(set) var userScripts: [WKUserScript] = []
    /// The handlers by name; Apple's controller holds them strongly, and so does this one.
    public private(set) var _messageHandlers: [String: any WKScriptMessageHandler] = [:]
    public private(set) var _contentRuleLists: [WKContentRuleList] = []

    public override init() {}

    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts.removeAll() }

    /// Adds a handler for `name`. Apple raises an exception for a name already taken; here the
    /// first stays, and the call is ignored.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
        if _messageHandlers[name] == nil { _messageHandlers[name] = scriptMessageHandler }
    }

    open func removeScriptMessageHandler(forName name: String) { _messageHandlers[name] = nil }
    open func removeAllScriptMessageHandlers() { _messageHandlers.removeAll() }

    open func add(_ contentRuleList: WKContentRuleList) {
        if !_contentRuleLists.contains(contentRuleList) { _contentRuleLists.append(contentRuleList) }
    }

    open func remove(_ contentRuleList: WKContentRuleList) { _contentRuleLists.removeAll { $0 == contentRuleList } }
    open func removeAllContentRuleLists() { _contentRuleLists.removeAll() }
}

/// Compiled content-blocking rules: the rules' JSON, checked when compiled.
open class WKContentRuleList: NSObject, @unchecked Sendable {
    public let identifier: String
    /// How many rules the list holds.
    public let _ruleCount: Int

    init(identifier: String, ruleCount: Int) {
        self.identifier = identifier
        _ruleCount = ruleCount
    }
}

/// Compiles rule lists and keeps them by identifier, in memory.
open class WKContentRuleListStore: NSObject, @unchecked Sendable {
    private static let defaultStore = WKContentRuleListStore()
    private let lock = NSLock()
    private var lists: [String: WKContentRuleList] = [:]

    open class func `default`() -> WKContentRuleListStore { defaultStore }

    /// Compiles `encodedContentRuleList`: a JSON array of rules, each an object with a `trigger`
    /// holding a `url-filter`, and an `action` holding a `type` (WebKit's content-blocker format).
    /// A list that is not answers with `WKError.contentRuleListStoreCompileFailed`.
    open func compileContentRuleList(
        forIdentifier identifier: String, encodedContentRuleList: String,
        completionHandler: @escaping @Sendable (WKContentRuleList?, (any Error)?) -> Void
    ) {
        guard let rules = try? JSONSerialization.jsonObject(with: Data(encodedContentRuleList.utf8)) as? [[String: Any]],
              rules.allSatisfy({ rule in
                  (rule["trigger"] as? [String: Any])?["url-filter"] is String && (rule["action"] as? [String: Any])?["type"] is String
              })
        else {
            return completionHandler(nil, WKError(.contentRuleListStoreCompileFailed))
        }
        let list = WKContentRuleList(identifier: identifier, ruleCount: rules.count)
        lock.withLock { lists[identifier] = list }
        completionHandler(list, nil)
    }

    open func lookUpContentRuleList(forIdentifier identifier: String, completionHandler: @escaping @Sendable (WKContentRuleList?, (any Error)?) -> Void) {
        let list = lock.withLock { lists[identifier] }
        completionHandler(list, list == nil ? WKError(.contentRuleListStoreLookUpFailed) : nil)
    }

    open func removeContentRuleList(forIdentifier identifier: String, completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        let removed = lock.withLock { lists.removeValue(forKey: identifier) }
        completionHandler(removed == nil ? WKError(.contentRuleListStoreRemoveFailed) : nil)
    }

    open func getAvailableContentRuleListIdentifiers(_ completionHandler: @escaping @Sendable ([String]?) -> Void) {
        completionHandler(lock.withLock { lists.keys.sorted() })
    }
}
