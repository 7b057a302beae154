// iOS 26's SwiftUI web view (Apple: "WebView"), declared by Apple in `_WebKit_SwiftUI`, the overlay
// of WebKit and SwiftUI; here in WebKit itself, which that module re-exports
// (Sources/_WebKit_SwiftUI says why).
@_spi(Modules) import LayoutLab

/// A page's content in a layout.
///
/// Like a map or a video player it takes the whole size offered on each axis (web content has no
/// size of its own before it lays out, and SwiftUI's web view fills its frame); on an axis offered
/// nothing it takes 10, SwiftUI's default for a view with no ideal size (*an estimate, as for
/// `VideoPlayer`*). `render` draws it as a placeholder labelled "WebView". Made with a URL, it loads
/// it into a page of its own when laid out.
public nonisolated struct WebView: View {
    static var idealSize: CGSize { CGSize(width: 10, height: 10) }

    /// The page shown.
    public let page: WebPage

    public init(_ page: WebPage) {
        self.page = page
    }

    public init(url: URL?) {
        page = WebPage()
        page.load(url)
    }

    public typealias Body = Never
    public var body: Never { fatalError("WebView is a primitive view: the engine lays it out without a body") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        _ModulePlaceholder.append(kind: "WebView", label: "WebView", idealSize: idealSize, inputs: inputs, list: &list)
    }
}

nonisolated extension View {
    // The web view's settings (iOS 26): accepted, since no page is shown or scrolled here.
    public func webViewBackForwardNavigationGestures(_ visibility: Visibility) -> some View { self }
    public func webViewMagnificationGestures(_ visibility: Visibility) -> some View { self }
    public func webViewLinkPreviews(_ visibility: Visibility) -> some View { self }
    public func webViewTextSelection<S>(_ selectability: S) -> some View { self }
}
