// The `WebKit` module for Linux, where Apple's framework does not exist: `WKWebView` and the
// objects around it, as apps wrap a web view in a `UIViewRepresentable` (docs/supported-api.md,
// "WebKit").
//
// There is no web engine and no network here. A web view still loads what it can load without
// them, for real and at once: an HTML string or a local file is read, its `<title>` becomes the
// view's title, and the navigation delegate is told the navigation started, committed and
// finished before the load call returns. A remote URL fails as on a device with no connection
// (`NSURLErrorNotConnectedToInternet`), through `didFailProvisionalNavigation`. No JavaScript
// runs: `evaluateJavaScript` answers with an error. Everything is deterministic, so a recorded
// case does not depend on a network or a clock.
//
// `WKWebView` is a `UIView`, as on iOS (Linux stands in for iOS): in a `UIViewRepresentable` it
// lays out as any UIKit view with no intrinsic size, taking the size offered. On the Mac it is an
// `NSView`; an `NSViewRepresentable` of one compiles here only inside `#if os(macOS)`, as such
// files are usually written. Depend on it for Linux only (docs/scenarios.md).
@_exported import Foundation
@_exported import UIKit
