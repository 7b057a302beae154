#if os(Linux)
// A web-view screen as the tutorials write one: a `UIViewRepresentable` of `WKWebView` with a
// coordinator as its navigation delegate, a loading flag and a title bound back to SwiftUI, under a
// toolbar of back and reload buttons.
import SwiftUI
import WebKit

public struct WebView: UIViewRepresentable {
    let url: URL
    @Binding var isLoading: Bool
    @Binding var pageTitle: String

    public init(url: URL, isLoading: Binding<Bool>, pageTitle: Binding<String>) {
        self.url = url
        _isLoading = isLoading
        _pageTitle = pageTitle
    }

    public func makeUIView(context: Context) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        configuration.defaultWebpagePreferences.allowsContentJavaScript = true
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.navigationDelegate = context.coordinator
        webView.allowsBackForwardNavigationGestures = true
        webView.load(URLRequest(url: url))
        return webView
    }

    public func updateUIView(_ webView: WKWebView, context: Context) {}

    public func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    public class Coordinator: NSObject, WKNavigationDelegate {
        var parent: WebView
        public var failures: [Error] = []

        init(_ parent: WebView) {
            self.parent = parent
        }

        public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
            parent.isLoading = true
        }

        public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            parent.isLoading = false
            parent.pageTitle = webView.title ?? ""
        }

        public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {
            parent.isLoading = false
            failures.append(error)
        }

        public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
            if let host = navigationAction.request.url?.host, host.hasSuffix("ads.example.com") {
                decisionHandler(.cancel)
                return
            }
            decisionHandler(.allow)
        }
    }
}

public struct ArticleScreen: View {
    @State private var isLoading = true
    @State private var title = ""
    let url: URL

    public init(url: URL) {
        self.url = url
    }

    public var body: some View {
        NavigationView {
            ZStack {
                WebView(url: url, isLoading: $isLoading, pageTitle: $title)
                    .accessibilityIdentifier("web")
                if isLoading {
                    ProgressView()
                }
            }
            .navigationTitle(title)
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
#endif
