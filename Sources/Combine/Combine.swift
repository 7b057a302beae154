// The `Combine` module for Linux: OpenCombine's publishers, subjects, subscribers, operators and
// schedulers (with its Foundation and Dispatch parts: `Timer.publish`, `DispatchQueue.main` and
// `RunLoop.main` as schedulers, `NotificationCenter`'s publishers), and the engine's own
// `ObservableObject`, `ObservableObjectPublisher` and `@Published` in place of OpenCombine's.
//
// The engine's three are Combine's publishers too (built on OpenCombine's protocol), and they are
// the ones views follow, so a model declared in a file that imports only Combine is observed by
// the SwiftUI views that hold it. Re-exporting OpenCombine whole would put two `Published`s in a
// file that imports SwiftUI and Combine ("ambiguous for type lookup"): so its declarations are
// re-exported one by one, without those three. `AnyCancellable` is OpenCombine's, which the
// engine uses too. docs/supported-api.md, "Combine", says what is modelled. Linux only, like
// `SwiftUI` (docs/scenarios.md).

@_exported import Foundation
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation

// The engine's models.
@_exported import protocol LayoutLab.ObservableObject
@_exported import class LayoutLab.ObservableObjectPublisher
@_exported import struct LayoutLab.Published

// OpenCombine, without its `ObservableObject`, `ObservableObjectPublisher` and `Published`.
@_exported import class OpenCombine.AnyCancellable
@_exported import struct OpenCombine.AnyPublisher
@_exported import struct OpenCombine.AnySubscriber
@_exported import struct OpenCombine.AsyncPublisher
@_exported import struct OpenCombine.AsyncThrowingPublisher
@_exported import protocol OpenCombine.Cancellable
@_exported import struct OpenCombine.CombineIdentifier
@_exported import protocol OpenCombine.ConnectablePublisher
@_exported import class OpenCombine.CurrentValueSubject
@_exported import protocol OpenCombine.CustomCombineIdentifierConvertible
@_exported import struct OpenCombine.Deferred
@_exported import struct OpenCombine.Empty
@_exported import struct OpenCombine.Fail
@_exported import class OpenCombine.Future
@_exported import struct OpenCombine.ImmediateScheduler
@_exported import struct OpenCombine.Just
@_exported import class OpenCombine.PassthroughSubject
@_exported import protocol OpenCombine.Publisher
@_exported import enum OpenCombine.Publishers
@_exported import struct OpenCombine.Record
@_exported import protocol OpenCombine.Scheduler
@_exported import protocol OpenCombine.SchedulerTimeIntervalConvertible
@_exported import protocol OpenCombine.Subject
@_exported import protocol OpenCombine.Subscriber
@_exported import enum OpenCombine.Subscribers
@_exported import protocol OpenCombine.Subscription
@_exported import enum OpenCombine.Subscriptions
@_exported import protocol OpenCombine.TopLevelDecoder
@_exported import protocol OpenCombine.TopLevelEncoder
