#if os(Linux)
// WebKit as apps wrap it: the fixture's article screen (Tests/MediaAppsFixture/WebViewScreen.swift,
// Swift 5 mode), a web view loading HTML and files for real and failing offline for remote pages,
// and the content around it.
import Foundation
import LayoutLab
@testable import MediaAppsFixture
import SwiftUI
import Testing
import WebKit

/// Keeps what a navigation delegate is told, in order.
private final class NavigationLog: WKNavigationDelegate {
    var events: [String] = []
    var policy = WKNavigationActionPolicy.allow
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
        events.append("decide \(navigationAction.request.url?.absoluteString ?? "")")
        decisionHandler(policy)
    }
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { events.append("start") }
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { events.append("commit") }
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { events.append("finish \(webView.title ?? "-")") }
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {
        events.append("fail \((error as NSError).code)")
    }
}

@Suite struct WebKitTests {
    @Test func anHTMLStringLoadsAtOnceWithItsTitle() {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        let log = NavigationLog()
        webView.navigationDelegate = log
        webView.loadHTMLString("<html><head><TITLE>Fish &amp;\n  Chips</TITLE></head><body>Hi</body></html>", baseURL: nil)
        #expect(log.events == ["decide about:blank", "start", "commit", "finish Fish & Chips"])
        #expect(webView.url?.absoluteString == "about:blank")
        #expect(webView.estimatedProgress == 1 && !webView.isLoading)
    }

    @Test func aRemotePageFailsAsOffline() {
        let webView = WKWebView()
        let log = NavigationLog()
        webView.navigationDelegate = log
        webView.load(URLRequest(url: URL(string: "https://www.apple.com")!))
        #expect(log.events == ["decide https://www.apple.com", "start", "fail \(NSURLErrorNotConnectedToInternet)"])
        #expect(webView.url == nil && webView.title == nil)
    }

    @Test func filesLoadAndHistoryGoesBackAndForward() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("a.html"), second = folder.appendingPathComponent("b.html")
        try "<title>A</title>".write(to: first, atomically: true, encoding: .utf8)
        try "<title>B</title>".write(to: second, atomically: true, encoding: .utf8)
        let webView = WKWebView()
        webView.loadFileURL(first, allowingReadAccessTo: folder)
        webView.load(URLRequest(url: second))
        #expect(webView.title == "B" && webView.canGoBack && !webView.canGoForward)
        webView.goBack()
        #expect(webView.title == "A" && webView.url == first && webView.canGoForward)
        webView.goForward()
        #expect(webView.title == "B" && webView.backForwardList.backList.map(\.title) == ["A"])
        webView.reload()
        #expect(webView.backForwardList.backList.count == 1 && webView.backForwardList.forwardList.isEmpty)
    }

    @Test func aCancelledNavigationLoadsNothing() {
        let webView = WKWebView()
        let log = NavigationLog()
        log.policy = .cancel
        webView.navigationDelegate = log
        webView.loadHTMLString("<title>No</title>", baseURL: URL(string: "https://example.com"))
        #expect(log.events == ["decide https://example.com"])
        #expect(webView.title == nil)
    }

    @Test func noScriptRuns() async {
        let webView = WKWebView()
        await #expect(throws: WKError.self) { try await webView.evaluateJavaScript("1 + 1") }
    }

    @Test func contentRulesAreCheckedWhenCompiled() {
        let store = WKContentRuleListStore.default()
        let box = RuleBox()
        store.compileContentRuleList(forIdentifier: "ads", encodedContentRuleList: #"[{"trigger":{"url-filter":".*ads.*"},"action":{"type":"block"}}]"#) { list, error in
            box.list = list
            box.error = error
        }
        #expect(box.list?._ruleCount == 1 && box.error == nil)
        store.compileContentRuleList(forIdentifier: "bad", encodedContentRuleList: #"{"not":"a list"}"#) { list, error in
            box.list = list
            box.error = error
        }
        #expect(box.list == nil && (box.error as? WKError)?.code == .contentRuleListStoreCompileFailed)
        let controller = WKUserContentController()
        controller.addUserScript(WKUserScript(source: "void 0", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
        #expect(controller.userScripts.count == 1)
    }

    @Test func aWebPageLoadsHTMLAndReportsItsEvents() async throws {
        let page = WebPage()
        var events: [WebPage.NavigationEvent] = []
        for try await event in page.load(html: "<title>Hello</title>") { events.append(event) }
        #expect(events == [.startedProvisionalNavigation, .committed, .finished])
        #expect(page.title == "Hello" && page.url?.absoluteString == "about:blank" && page.estimatedProgress == 1)
        await #expect(throws: WebPage.NavigationError.self) {
            for try await _ in page.load(URLRequest(url: URL(string: "https://example.com")!)) {}
        }
    }

    @Test func theIOS26WebViewTakesTheSpaceOffered() async throws {
        let page = WebPage()
        let (result, log) = await record(WebKit.WebView(page).frame(height: 300))
        #expect(result.outcome == .stable)
        let web = try #require(log.finalPass(step: 0)?.nodes.first { $0.kind == "WebView" })
        #expect(web.frame.size == CGSize(width: 390, height: 300))
        #expect(web.paint?.placeholder == "WebView")
    }

    @Test func theArticleScreensWebViewTakesTheSpaceOffered() async throws {
        let (result, log) = await record(ArticleScreen(url: URL(string: "https://example.com/post")!))
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        let web = try #require(pass.node(named: "web"))
        #expect(web.frame.width == 390)
        #expect(web.frame.height > 500)
    }
}

private final class RuleBox: @unchecked Sendable {
    var list: WKContentRuleList?
    var error: (any Error)?
}
#endif
