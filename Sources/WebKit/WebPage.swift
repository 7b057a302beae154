// The web page of iOS 26's SwiftUI web view (Apple: "WebPage"): an observable model of a page that
// loads as a `WKWebView` does here (WebKit.swift says what loads), whose `title`, `url`, progress
// and loading state a view reads.
import Foundation
import Observation

@Observable
public final class WebPage: @unchecked Sendable {
    /// One step of a navigation, in order.
    public enum NavigationEvent: Hashable, Sendable {
        case startedProvisionalNavigation, receivedServerRedirect, committed, finished
    }

    /// Why a navigation failed.
    public enum NavigationError: Error, @unchecked Sendable {
        case failedProvisionalNavigation(any Error)
        case pageClosed
        case webContentProcessTerminated
        case invalidURL
    }

    /// The page's `<title>`, empty when it has none (Apple's is a `String`, not optional).
    public private(set) var title = ""
    public private(set) var url: URL?
    public private(set) var isLoading = false
    public private(set) var estimatedProgress: Double = 0
    public private(set) var hasOnlySecureContent = false
    /// The events of the last navigation, in order (Apple's `currentNavigationEvent` is the last).
    public private(set) var currentNavigationEvent: NavigationEvent?
    public var customUserAgent: String?

    @ObservationIgnored let webView = WKWebView()

    public init() {}

    /// Loads `request` at once and returns its events: a sequence that ends after `.finished`, or
    /// throws the failure (a remote page fails as offline).
    @discardableResult
    public func load(_ request: URLRequest) -> some AsyncSequence<NavigationEvent, any Error> {
        run { $0.load(request) }
    }

    @discardableResult
    public func load(_ url: URL?) -> some AsyncSequence<NavigationEvent, any Error> {
        run { webView in
            if let url { webView.load(URLRequest(url: url)) }
        }
    }

    @discardableResult
    public func load(html: String, baseURL: URL = URL(string: "about:blank")!) -> some AsyncSequence<NavigationEvent, any Error> {
        run { $0.loadHTMLString(html, baseURL: baseURL) }
    }

    @discardableResult
    public func reload(fromOrigin: Bool = false) -> some AsyncSequence<NavigationEvent, any Error> {
        run { $0.reload() }
    }

    public func stopLoading() {}

    /// No JavaScript engine: every call throws `WKError.javaScriptExceptionOccurred`.
    public func callJavaScript(_ functionBody: String, arguments: [String: Any] = [:]) async throws -> Any? {
        throw WKError(.javaScriptExceptionOccurred)
    }

    /// Runs one load on the page's web view and keeps what it reported.
    private func run(_ start: (WKWebView) -> Void) -> AsyncThrowingStream<NavigationEvent, any Error> {
        let recorder = EventRecorder()
        webView.navigationDelegate = recorder
        start(webView)
        webView.navigationDelegate = nil
        title = webView.title ?? ""
        url = webView.url
        estimatedProgress = webView.estimatedProgress
        hasOnlySecureContent = webView.hasOnlySecureContent
        isLoading = false
        currentNavigationEvent = recorder.events.last
        let events = recorder.events, failure = recorder.failure
        return AsyncThrowingStream { continuation in
            for event in events { continuation.yield(event) }
            continuation.finish(throwing: failure.map { NavigationError.failedProvisionalNavigation($0) })
        }
    }
}

/// The navigation delegate a page's load runs with.
private final class EventRecorder: WKNavigationDelegate {
    var events: [WebPage.NavigationEvent] = []
    var failure: (any Error)?

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { events.append(.startedProvisionalNavigation) }
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { events.append(.committed) }
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { events.append(.finished) }
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
        failure = error
    }
}
