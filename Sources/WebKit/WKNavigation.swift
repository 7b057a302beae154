import Foundation

/// WebKit's errors (Apple: "WKError.Code", with its raw values).
public struct WKError: Error, CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 1
        case webContentProcessTerminated = 2
        case webViewInvalidated = 3
        case javaScriptExceptionOccurred = 4
        case javaScriptResultTypeIsUnsupported = 5
        case contentRuleListStoreCompileFailed = 6
        case contentRuleListStoreLookUpFailed = 7
        case contentRuleListStoreRemoveFailed = 8
        case contentRuleListStoreVersionMismatch = 9
        case attributedStringContentFailedToLoad = 10
        case attributedStringContentLoadTimedOut = 11
        case javaScriptInvalidFrameTarget = 12
        case navigationAppBoundDomain = 13
        case javaScriptAppBoundDomain = 14
    }

    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static var errorDomain: String { "WKErrorDomain" }
    public var errorCode: Int { code.rawValue }
    public static let unknown = Code.unknown
    public static let javaScriptExceptionOccurred = Code.javaScriptExceptionOccurred
}

/// One navigation: its request, told to the navigation delegate as it goes.
open class WKNavigation: NSObject, @unchecked Sendable {
    public let _request: URLRequest
    init(request: URLRequest) {
        _request = request
    }
}

public enum WKNavigationType: Int, Sendable {
    case linkActivated = 0, formSubmitted, backForward, reload, formResubmitted
    case other = -1
}

public enum WKNavigationActionPolicy: Int, Sendable {
    case cancel = 0, allow = 1, download = 2
}

public enum WKNavigationResponsePolicy: Int, Sendable {
    case cancel = 0, allow = 1, download = 2
}

/// A frame of a page; every navigation here is the main frame's.
open class WKFrameInfo: NSObject, @unchecked Sendable {
    public let isMainFrame: Bool
    public let request: URLRequest

    public init(isMainFrame: Bool = true, request: URLRequest = URLRequest(url: URL(string: "about:blank")!)) {
        self.isMainFrame = isMainFrame
        self.request = request
    }
}

/// What asked for a navigation: here the app's own load calls (`.other`), a reload or a step back
/// or forward.
open class WKNavigationAction: NSObject, @unchecked Sendable {
    public let request: URLRequest
    public let navigationType: WKNavigationType
    public let sourceFrame: WKFrameInfo
    public let targetFrame: WKFrameInfo?

    init(request: URLRequest, navigationType: WKNavigationType) {
        self.request = request
        self.navigationType = navigationType
        sourceFrame = WKFrameInfo(request: request)
        targetFrame = sourceFrame
    }
}

/// The response of a navigation that loaded: its URL and MIME type.
open class WKNavigationResponse: NSObject, @unchecked Sendable {
    public let response: URLResponse
    public let isForMainFrame = true
    public let canShowMIMEType = true

    init(response: URLResponse) {
        self.response = response
    }
}

/// Told how a navigation goes. Every method has a default, as Apple's optional ones do.
///
/// The decision handlers are plain closures, as tutorials write them: Apple's protocol is matched
/// by Objective-C selector, so a delegate that leaves out Apple's `@MainActor @Sendable` is still
/// called there; a Swift protocol matches by type, and the plain form is the one most code has.
public protocol WKNavigationDelegate: AnyObject {
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async -> WKNavigationActionPolicy
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                 decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void)
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
    /// Allows every navigation, as WebKit does for a delegate that does not decide.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
        decisionHandler(.allow)
    }

    /// Accepted so that delegates written with it compile. Not consulted: a navigation here is
    /// decided before its load call returns, which an async decision cannot be; the handler form
    /// above is.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async -> WKNavigationActionPolicy {
        .allow
    }

    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void) {
        decisionHandler(.allow)
    }

    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

/// Told when a page asks for a window or a panel: no page script runs here, so none ever asks.
public protocol WKUIDelegate: AnyObject {
    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                 for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView?
    func webViewDidClose(_ webView: WKWebView)
}

extension WKUIDelegate {
    public func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView? { nil }
    public func webViewDidClose(_ webView: WKWebView) {}
}

open class WKWindowFeatures: NSObject, @unchecked Sendable {}

/// The pages a web view has shown, and where it is among them.
open class WKBackForwardListItem: NSObject, @unchecked Sendable {
    public let url: URL
    public let initialURL: URL
    public let title: String?

    init(url: URL, title: String?) {
        self.url = url
        initialURL = url
        self.title = title
    }
}

open class WKBackForwardList: NSObject, @unchecked Sendable {
    var items: [WKBackForwardListItem] = []
    var index = -1

    open var currentItem: WKBackForwardListItem? { items.indices.contains(index) ? items[index] : nil }
    open var backItem: WKBackForwardListItem? { item(at: -1) }
    open var forwardItem: WKBackForwardListItem? { item(at: 1) }
    open var backList: [WKBackForwardListItem] { index > 0 ? Array(items[..<index]) : [] }
    open var forwardList: [WKBackForwardListItem] { index + 1 < items.count ? Array(items[(index + 1)...]) : [] }

    open func item(at offset: Int) -> WKBackForwardListItem? {
        items.indices.contains(index + offset) ? items[index + offset] : nil
    }

    /// A new page: the pages ahead of the current one are dropped, as a browser's history does.
    func push(_ item: WKBackForwardListItem) {
        if index + 1 < items.count { items.removeSubrange((index + 1)...) }
        items.append(item)
        index = items.count - 1
    }
}
