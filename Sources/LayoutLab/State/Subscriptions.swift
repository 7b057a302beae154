import OpenCombine

// The subscriptions of `ObservableObjectPublisher` and `@Published`'s publisher are Combine's, as
// OpenCombine models it on Linux: one `AnyCancellable` for the engine's publishers and for every
// publisher of the `Combine` module, so `Set<AnyCancellable>` holds both.

/// Cancels a subscription when told to, or when it goes away (Combine's type).
public typealias AnyCancellable = OpenCombine.AnyCancellable
