// Apple's Foundation, as a file that imports only Foundation sees it on Apple's platforms, for
// Linux: swift-corelibs-foundation keeps `URLSession`, `URLRequest` and `HTTPURLResponse` in
// FoundationNetworking, and has no `ObservableObject` or `Published`, which Apple's Foundation
// declares as type aliases of Combine's (Apple's documentation, Foundation: "ObservableObject",
// "Published"; only those two, not `ObservableObjectPublisher`). A view model or a network
// service with `import Foundation` alone compiles on a Mac for that reason.
//
// A module cannot add to Foundation itself, so this one is imported implicitly: a target whose
// files were written against Apple's Foundation compiles with
// `-Xfrontend -import-module -Xfrontend AppleFoundation`, and so does the real-code check
// (docs/real-code.md); docs/scenarios.md, "Files that import only Foundation", says how.
//
// The two Combine names are the engine's own, imported one by one as the `Combine` module does,
// so a model declared here is the one a SwiftUI view observes, and nothing else of the engine
// (no `View`, no `Color`) reaches a Foundation-only file. Linux only, like `SwiftUI`.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
// Apple's Foundation brings the Observation module too (its `@Observable` and
// `@ObservationIgnored` are visible with `import Foundation` alone on Apple's platforms: a library
// declaring its own `ObservationIgnored` found it ambiguous there, swift-cross-ui #463).
@_exported import Observation
@_exported import protocol LayoutLab.ObservableObject
@_exported import struct LayoutLab.Published
// Apple's Foundation classes Linux's lacks, which the engine declares for SwiftUI files
// (Sources/LayoutLab/Foundation): a settings model with `import Foundation` uses them too.
@_exported import class LayoutLab.NSUbiquitousKeyValueStore
@_exported import let LayoutLab.NSUbiquitousKeyValueStoreChangeReasonKey
@_exported import let LayoutLab.NSUbiquitousKeyValueStoreChangedKeysKey
@_exported import let LayoutLab.NSUbiquitousKeyValueStoreServerChange
@_exported import let LayoutLab.NSUbiquitousKeyValueStoreInitialSyncChange
@_exported import let LayoutLab.NSUbiquitousKeyValueStoreQuotaViolationChange
@_exported import let LayoutLab.NSUbiquitousKeyValueStoreAccountChange
@_exported import class LayoutLab.RelativeDateTimeFormatter
@_exported import class LayoutLab.DateComponentsFormatter
@_exported import struct LayoutLab.LocalizedStringResource
@_exported import class LayoutLab.UndoManager
@_exported import class LayoutLab.FileWrapper
// Key-value observing (`observe(_:options:changeHandler:)`, `publisher(for:options:)` on `NSObject`,
// which come with the module) for the classes that report their changes
// (Sources/LayoutLab/Foundation/KeyValueObserving.swift).
@_exported import struct LayoutLab.NSKeyValueObservingOptions
@_exported import struct LayoutLab.NSKeyValueObservedChange
@_exported import enum LayoutLab.NSKeyValueChange
@_exported import class LayoutLab.NSKeyValueObservation
// Dispatch's time constants, which Apple's Foundation brings through Darwin.
@_exported import let LayoutLab.NSEC_PER_SEC
@_exported import let LayoutLab.NSEC_PER_MSEC
@_exported import let LayoutLab.NSEC_PER_USEC
@_exported import let LayoutLab.USEC_PER_SEC
