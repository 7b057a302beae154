// Apple declares iOS 26's SwiftUI `WebView` in `_WebKit_SwiftUI`, the cross-import overlay the
// compiler loads when a file imports both WebKit and SwiftUI, which a file may also import by name.
// SwiftPM cannot declare a cross-import overlay, so here `WebView` lives in the `WebKit` module and
// this module re-exports it: `import _WebKit_SwiftUI` compiles as written (as `_PhotosUI_SwiftUI`
// does, Sources/PhotosUI).
@_exported import WebKit
