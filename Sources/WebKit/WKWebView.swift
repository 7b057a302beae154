import Foundation
import UIKit

/// A web view: a UIKit view that loads pages (see WebKit.swift for what loads here).
open class WKWebView: UIView, @unchecked Sendable {
    public let configuration: WKWebViewConfiguration
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    open weak var uiDelegate: (any WKUIDelegate)?

    /// The page shown: its URL and its `<title>`.
    open private(set) var url: URL?
    open private(set) var title: String?
    /// The HTML of the page shown (for tests: Apple's web view does not hand it out).
    public private(set) var _html: String?
    /// Loads finish before their call returns, so a web view is never seen loading.
    open private(set) var isLoading = false
    /// 1 once a page finished, 0 before any did or after one failed.
    open private(set) var estimatedProgress: Double = 0
    open private(set) var backForwardList = WKBackForwardList()
    open var canGoBack: Bool { backForwardList.backItem != nil }
    open var canGoForward: Bool { backForwardList.forwardItem != nil }
    open var hasOnlySecureContent: Bool { url?.scheme == "https" }

    open var customUserAgent: String?
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var allowsMagnification = false
    open var isInspectable = false
    open var pageZoom: CGFloat = 1
    open var underPageBackgroundColor: UIColor!
    public let scrollView = UIScrollView()

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    // MARK: Loading

    /// Loads `request`: a file URL is read from disk; any other URL fails as it would with no
    /// connection.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        navigate(request, type: .other)
    }

    /// Shows `string` as a page whose URL is `baseURL` (`about:blank` when nil, as Apple's).
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        let url = baseURL ?? URL(string: "about:blank")!
        return navigate(URLRequest(url: url), type: .other, content: .success(string))
    }

    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        navigate(URLRequest(url: URL), type: .other)
    }

    @discardableResult
    open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        navigate(URLRequest(url: baseURL), type: .other, content: .success(String(decoding: data, as: UTF8.self)))
    }

    @discardableResult
    open func reload() -> WKNavigation? {
        guard let url else { return nil }
        return navigate(URLRequest(url: url), type: .reload, record: false)
    }

    @discardableResult
    open func reloadFromOrigin() -> WKNavigation? { reload() }

    open func stopLoading() {}

    @discardableResult
    open func goBack() -> WKNavigation? { go(to: backForwardList.backItem, offset: -1) }

    @discardableResult
    open func goForward() -> WKNavigation? { go(to: backForwardList.forwardItem, offset: 1) }

    @discardableResult
    open func go(to item: WKBackForwardListItem) -> WKNavigation? {
        guard let offset = backForwardList.items.firstIndex(of: item).map({ $0 - backForwardList.index }) else { return nil }
        return go(to: item, offset: offset)
    }

    private func go(to item: WKBackForwardListItem?, offset: Int) -> WKNavigation? {
        guard let item else { return nil }
        let navigation = navigate(URLRequest(url: item.url), type: .backForward, record: false)
        if url == item.url { backForwardList.index += offset }
        return navigation
    }

    /// The content a navigation shows, or why it cannot be had.
    private func content(of request: URLRequest) -> Result<String, NSError> {
        guard let url = request.url else { return .failure(NSError(domain: NSURLErrorDomain, code: NSURLErrorBadURL)) }
        if url.isFileURL {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                return .failure(NSError(domain: NSURLErrorDomain, code: NSURLErrorFileDoesNotExist))
            }
            return .success(String(decoding: data, as: UTF8.self))
        }
        if url.scheme == "about" { return .success("") }
        if url.scheme == "data", let comma = url.absoluteString.firstIndex(of: ",") {
            let payload = String(url.absoluteString[url.absoluteString.index(after: comma)...])
            return .success(payload.removingPercentEncoding ?? payload)
        }
        // No network: as a device with no connection answers.
        return .failure(NSError(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet, userInfo: [
            NSURLErrorFailingURLErrorKey: url, NSLocalizedDescriptionKey: "The Internet connection appears to be offline.",
        ]))
    }

    /// One navigation, run to its end: the delegate decides it, then hears it start, commit and
    /// finish (or fail before committing).
    @discardableResult
    private func navigate(
        _ request: URLRequest, type: WKNavigationType, content given: Result<String, NSError>? = nil, record: Bool = true
    ) -> WKNavigation? {
        let action = WKNavigationAction(request: request, navigationType: type)
        var decided: WKNavigationActionPolicy?
        if let delegate = navigationDelegate {
            delegate.webView(self, decidePolicyFor: action) { decided = $0 }
        } else {
            decided = .allow
        }
        // A delegate that has not decided by the time it returns holds the navigation; it is
        // never resumed here (nothing runs later), which is what a navigation that waits forever
        // looks like.
        guard decided == .allow else { return nil }
        let navigation = WKNavigation(request: request)
        navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
        switch given ?? content(of: request) {
        case .failure(let error):
            estimatedProgress = 0
            navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: error)
        case .success(let html):
            url = request.url
            _html = html
            title = WKWebView.title(of: html)
            if record, let url { backForwardList.push(WKBackForwardListItem(url: url, title: title)) }
            navigationDelegate?.webView(self, didCommit: navigation)
            estimatedProgress = 1
            navigationDelegate?.webView(self, didFinish: navigation)
        }
        return navigation
    }

    /// The text of a page's first `<title>` element, its entities for `&`, `<`, `>` and quotes
    /// decoded and its white space collapsed, as a browser shows it; nil when there is none.
    static func title(of html: String) -> String? {
        guard let open = html.range(of: "<title", options: .caseInsensitive),
              let openEnd = html[open.upperBound...].firstIndex(of: ">"),
              let close = html.range(of: "</title>", options: .caseInsensitive, range: openEnd..<html.endIndex)
        else { return nil }
        var text = String(html[html.index(after: openEnd)..<close.lowerBound])
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    // MARK: Scripts

    /// No JavaScript engine here: every script answers with `WKError.javaScriptExceptionOccurred`.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, WKError(.javaScriptExceptionOccurred))
    }

    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? {
        throw WKError(.javaScriptExceptionOccurred)
    }

    open func callAsyncJavaScript(
        _ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil, contentWorld: WKContentWorld
    ) async throws -> Any? {
        throw WKError(.javaScriptExceptionOccurred)
    }
}

/// Where a script runs; kept for the signatures that name it.
open class WKContentWorld: NSObject, @unchecked Sendable {
    public let name: String?
    init(name: String?) { self.name = name }
    public static let page = WKContentWorld(name: nil)
    public static let defaultClient = WKContentWorld(name: "defaultClient")
    public static func world(name: String) -> WKContentWorld { WKContentWorld(name: name) }
}
