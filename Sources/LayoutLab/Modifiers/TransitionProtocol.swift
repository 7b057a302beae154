/// iOS 17's transitions as types (`Transition`): a view's look while it is inserted or removed,
/// as a function of the phase. Accepted, as `AnyTransition` is (Animations.swift): a view is in
/// the layout or it is not, and a case sees it at rest, the identity phase, where SwiftUI's own
/// transitions change nothing. `.transition(.opacity)` still takes `AnyTransition`'s member (the
/// non-generic overload), as in SwiftUI.

/// Where a view is in its transition.
public enum TransitionPhase: Hashable, Sendable {
    case willAppear, identity, didDisappear
    public var isIdentity: Bool { self == .identity }
    /// -1 before appearing, 0 at rest, 1 after disappearing.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition says about itself: whether it has motion (for Reduce Motion).
public struct TransitionProperties: Sendable {
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

public protocol Transition {
    associatedtype Body: View
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    static var properties: TransitionProperties { get }
    typealias Content = _StyleConfigurationPart
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }
    public func combined<T: Transition>(with other: T) -> some Transition { self }
    public func animation(_ animation: Animation?) -> some Transition { self }
}

/// A view's content blurred and scaled as it is replaced.
public struct BlurReplaceTransition: Transition, Sendable {
    public struct Configuration: Hashable, Sendable {
        let name: String
        public static let downUp = Configuration(name: "downUp")
        public static let upUp = Configuration(name: "upUp")
    }

    public var configuration: Configuration

    public init(configuration: Configuration = .downUp) { self.configuration = configuration }

    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// One transition on the way in, another on the way out.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    public var insertion: Insertion
    public var removal: Removal

    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}

extension AnyTransition {
    /// A `Transition` as the type-erased kind.
    public init<T: Transition>(_ transition: T) {
        self.init(description: "\(T.self)")
    }
}

nonisolated extension View {
    public func transition<T: Transition>(_ transition: T) -> some View { self }
}
