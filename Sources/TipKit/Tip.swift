// The `TipKit` module for Linux, where Apple's framework does not exist: tips an app declares and
// shows (Apple: "Tip", iOS 17). A tip's state (configured, invalidated, the events donated) lives
// in an in-memory datastore for the process (Datastore.swift); how a tip is laid out is in
// TipView.swift (docs/supported-api.md, "TipKit"). Depend on it for Linux only (docs/scenarios.md).
@_spi(Modules) import LayoutLab

/// A tip: what it says and when it shows.
///
/// Apple's `rules` and `options` are written with the `#Rule` macro and `@Parameter`; those are
/// not here (see docs/supported-api.md, "TipKit"), so a tip's rules are the empty default, met.
public protocol Tip: Identifiable, Sendable where ID == String {
    var id: String { get }
    var title: Text { get }
    var message: Text? { get }
    var image: Image? { get }
    var actions: [Tips.Action] { get }
    var rules: [Tips.Rule] { get }
    var options: [any TipOption] { get }
}

extension Tip {
    public typealias Action = Tips.Action
    public typealias Rule = Tips.Rule

    /// The type's name, as Apple's default identifier.
    public var id: String { String(describing: Self.self) }
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var actions: [Tips.Action] { [] }
    public var rules: [Tips.Rule] { [] }
    public var options: [any TipOption] { [] }

    /// Whether the tip shows now: the datastore is configured, the tip is not invalidated and its
    /// rules are met (or tips are forced on for testing).
    public var shouldDisplay: Bool { Datastore.shared.shouldDisplay(id: id, rulesMet: rules.allSatisfy(\.isMet)) }

    /// `.available` when it should display, `.invalidated` once invalidated, else `.pending`.
    public var status: Tips.Status {
        if let reason = Datastore.shared.invalidation(of: id) { return .invalidated(reason) }
        return shouldDisplay ? .available : .pending
    }

    /// Stops the tip from showing again, for the reason given (kept until the datastore is reset).
    public func invalidate(reason: Tips.InvalidationReason) {
        Datastore.shared.invalidate(id: id, reason: reason)
    }

    /// The current value of `shouldDisplay`, then its changes: nothing changes a tip's state while
    /// a sequence is read, so it yields the current value and ends.
    public var shouldDisplayUpdates: AsyncStream<Bool> {
        let now = shouldDisplay
        return AsyncStream { $0.yield(now); $0.finish() }
    }

    public var statusUpdates: AsyncStream<Tips.Status> {
        let now = status
        return AsyncStream { $0.yield(now); $0.finish() }
    }
}

/// An option of a tip (`Tips.MaxDisplayCount`, `Tips.IgnoresDisplayFrequency`).
public protocol TipOption: Sendable {}
