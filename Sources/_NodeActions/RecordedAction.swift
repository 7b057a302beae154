// What SceneKit's and SpriteKit's actions share (`SCNAction`, `SKAction`): an action is kept as
// what its factory method made (its kind, its values, the actions it is made of) and never run,
// since a layout run has no clock. How long a composed action lasts and how an action is undone
// follow from that tree the same way in both frameworks (Apple's documentation of each:
// "duration", "reversed()"); only the kinds differ, which each framework names.
import Foundation

/// An action kept as a tree of what its factory methods made. Not part of Apple's API: its
/// members are underscored, as the module is, since both frameworks' public types conform.
public protocol _RecordedAction: AnyObject {
    /// The framework's action type (the conformer itself).
    associatedtype Action: _RecordedAction where Action.Action == Action

    /// What the action does, as Apple's factory method names it ("moveBy", "sequence"…).
    var kind: String { get }
    /// The actions it is made of (a sequence's or a group's, a repeat's one).
    var actions: [Action] { get }
    /// The factory's values, by their labels ("x", "count"…).
    var values: [String: CGFloat] { get }
    /// The duration the factory was given (zero for compositions, which derive theirs).
    var _ownDuration: TimeInterval { get }
    var duration: TimeInterval { get }

    static func _recorded(kind: String, duration: TimeInterval, values: [String: CGFloat], actions: [Action]) -> Action
    /// The kinds whose values are amounts undone by negating them (`moveBy`…), and those undone
    /// by their reciprocal (`scaleBy`).
    static var _negatedKinds: Set<String> { get }
    static var _reciprocalKinds: Set<String> { get }
    /// Kinds that reverse to another kind (`fadeIn` to `fadeOut`…).
    static var _oppositeKinds: [String: String] { get }
}

extension _RecordedAction {
    /// A sequence lasts its actions' sum, a group its longest, a repeat its action's times the
    /// count, a repeat forever infinitely long; any other its own duration.
    public var _composedDuration: TimeInterval {
        switch kind {
        case "sequence": actions.reduce(0) { $0 + $1.duration }
        case "group": actions.map(\.duration).max() ?? 0
        case "repeat": (actions.first?.duration ?? 0) * Double(values["count"] ?? 0)
        case "repeatForever": .infinity
        default: _ownDuration
        }
    }

    /// The action undone: amounts negated (or inverted, for scales), sequences reversed and each
    /// part undone, opposite kinds swapped; `nil` for the others, which Apple's documentation says
    /// reverse to themselves.
    public func _reversedAction() -> Action? {
        if Self._negatedKinds.contains(kind) {
            return Self._recorded(kind: kind, duration: _ownDuration, values: values.mapValues { -$0 }, actions: [])
        }
        if Self._reciprocalKinds.contains(kind) {
            return Self._recorded(kind: kind, duration: _ownDuration, values: values.mapValues { $0 == 0 ? 0 : 1 / $0 }, actions: [])
        }
        if let opposite = Self._oppositeKinds[kind] {
            return Self._recorded(kind: opposite, duration: _ownDuration, values: values, actions: [])
        }
        switch kind {
        case "sequence": return Self._recorded(kind: kind, duration: 0, values: values, actions: actions.reversed().map { $0._reversedAction() ?? $0 })
        case "group", "repeat", "repeatForever":
            return Self._recorded(kind: kind, duration: _ownDuration, values: values, actions: actions.map { $0._reversedAction() ?? $0 })
        default: return nil
        }
    }
}
