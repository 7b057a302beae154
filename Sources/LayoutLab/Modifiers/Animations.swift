// Animations, transitions and transactions. The engine records settled layouts, one per frame of
// the update cycle, not the frames of an animation in flight: these are accepted so that SwiftUI
// code compiles, and change no frame (docs/layout-rules.md, "Drawing, animation and input").

/// How a change animates. Kept as a description; nothing is interpolated.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring")
    public static let interactiveSpring = Animation("interactiveSpring")
    public static let bouncy = Animation("bouncy")
    public static let snappy = Animation("snappy")
    public static let smooth = Animation("smooth")

    public static func linear(duration: Double) -> Animation { Animation("linear(\(duration))") }
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn(\(duration))") }
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut(\(duration))") }
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(\(duration))") }

    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation("timingCurve(\(c0x), \(c0y), \(c1x), \(c1y), \(duration))")
    }

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation("spring(\(response), \(dampingFraction))")
    }

    /// Disfavoured, so that `.spring()` means the iOS 13 form above, as it does in SwiftUI: both
    /// take no required argument, and real code writes `.spring()` far more than either.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring(duration: \(duration), bounce: \(bounce))")
    }

    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring(\(response), \(dampingFraction))")
    }

    @_disfavoredOverload
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring(duration: \(duration), extraBounce: \(extraBounce))")
    }

    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(\(stiffness), \(damping))")
    }

    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        Animation("interpolatingSpring(\(mass), \(stiffness), \(damping))")
    }

    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("bouncy(\(duration))") }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("snappy(\(duration))") }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("smooth(\(duration))") }

    public func delay(_ delay: Double) -> Animation { Animation("\(description).delay(\(delay))") }
    public func speed(_ speed: Double) -> Animation { Animation("\(description).speed(\(speed))") }

    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation("\(description).repeatCount(\(repeatCount))")
    }

    public func repeatForever(autoreverses: Bool = true) -> Animation { Animation("\(description).repeatForever") }
}

/// When `withAnimation`'s completion runs.
public enum AnimationCompletionCriteria: Hashable, Sendable {
    case logicallyComplete, removed
}

/// The context of a state change: its animation.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    public var isContinuous = false

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// Runs `body`, whose state changes SwiftUI would animate; here they take effect as they are.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body`, then `completion` (the animation is complete at once: nothing is interpolated).
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
    try body()
}

extension Binding {
    /// The transaction a write through this binding carries (animations are not interpolated).
    public var transaction: Transaction {
        get { Transaction() }
        set {}
    }

    /// The same binding; its writes would animate in SwiftUI and here take effect at once.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

/// How a view enters and leaves. Accepted; a view is in the layout or it is not.
public struct AnyTransition: Sendable {
    let description: String

    public static let identity = AnyTransition(description: "identity")
    public static let opacity = AnyTransition(description: "opacity")
    public static let scale = AnyTransition(description: "scale")
    public static let slide = AnyTransition(description: "slide")

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(description: "scale") }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(description: "move") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(description: "push") }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(description: "offset") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(description: "offset") }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(description: "asymmetric")
    }

    /// A transition made of a modifier: `active` while the view comes and goes, `identity` at
    /// rest. Accepted like the others: SwiftUI applies `identity` to the view at rest (usually a
    /// modifier that changes nothing), here the view is laid out without it.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(description: "modifier")
    }

    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How a view's content changes (`.numericText()`); accepted.
public struct ContentTransition: Equatable, Sendable {
    let description: String

    public static let identity = ContentTransition(description: "identity")
    public static let opacity = ContentTransition(description: "opacity")
    public static let interpolate = ContentTransition(description: "interpolate")

    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(description: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(description: "numericText") }
}

nonisolated extension View {
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// The deprecated form without a value.
    public func animation(_ animation: Animation?) -> some View { self }

    public func transition(_ transition: AnyTransition) -> some View { self }

    public func contentTransition(_ transition: ContentTransition) -> some View { self }

    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}
