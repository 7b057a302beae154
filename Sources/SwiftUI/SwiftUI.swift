// The `SwiftUI` module for Linux, where Apple's framework does not exist: it re-exports the
// engine, so a file that says `import SwiftUI` compiles against LayoutLab unchanged.
//
// On iOS, `import SwiftUI` also brings UIKit and Combine: a file may use `UIColor`,
// `UIScreen.main` or `Timer.publish` with no other import. So this module re-exports the `UIKit`
// and `Combine` modules too: Linux stands in for iOS, and a file that chooses code with
// `#if os(macOS) … #else` takes the iOS branch here.
//
// Depend on it for Linux only (`condition: .when(platforms: [.linux])`): on Apple platforms
// `import SwiftUI` must stay Apple's framework, and a module of the same name in the build would
// hide it. docs/scenarios.md, "Files that import SwiftUI", says how a package sets this up.
@_exported import LayoutLab
@_exported import UIKit
// On the Mac `import SwiftUI` brings AppKit instead: a menu-bar app's view says
// `NSColor.windowBackgroundColor` with no other import. Linux stands in for both, so both come;
// where UIKit and AppKit both answer (`Color(.red)`, `Font(.systemFont(ofSize:))`), AppKit's
// bridges rank below UIKit's (Sources/AppKit/NSColor.swift says how), and the two give the same.
@_exported import AppKit
@_exported import Combine
// Apple's Foundation holds `URLSession`, `URLRequest` and `HTTPURLResponse`; swift-corelibs-foundation
// keeps them in FoundationNetworking, so a file that says `URLSession.shared` with `import SwiftUI`
// alone, as it may on Apple's platforms, needs it brought too.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
// Apple's SwiftUI re-exports Core Graphics: `CGColor` and `Color(cgColor:)` come with it.
@_exported import CoreGraphics
// Apple's SwiftUI re-exports Core Transferable: `Transferable` and its representations come with it.
@_exported import CoreTransferable

import WidgetTimelines

/// Real SwiftUI has no `Timeline`; the engine's (a scenario's steps) is re-exported above. This
/// alias of WidgetKit's timeline shadows it, as a module's declarations shadow those of the modules
/// it imports, so that a widget file that imports SwiftUI and WidgetKit sees WidgetKit's
/// `Timeline<Entry>` only (Sources/WidgetTimelines). A scenario file says `import LayoutLab`, whose
/// `Timeline` is the engine's (docs/scenarios.md).
public typealias Timeline<EntryType: TimelineEntry> = WidgetTimelines.Timeline<EntryType>
