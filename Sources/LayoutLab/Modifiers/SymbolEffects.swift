// SF Symbols' animations (`symbolEffect`), the content transitions they drive and haptic
// feedback (`sensoryFeedback`): behaviour over time, never a frame of its own. The engine records
// settled layouts, so these are accepted and change nothing; a symbol is laid out as it is at
// rest (docs/layout-rules.md, "Drawing, animation and input").

/// An animation a symbol image can run.
public protocol SymbolEffect {}

/// An effect that plays once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that plays while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that replaces one symbol with another (`contentTransition(.symbolEffect(…))`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// An effect that shows or hides a symbol (`transition(.symbolEffect(…))`).
public protocol TransitionSymbolEffect: SymbolEffect {}

/// Layers or the whole symbol: every effect offers both.
extension SymbolEffect {
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var up: BounceSymbolEffect { self }
    public var down: BounceSymbolEffect { self }
}

public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {}

public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
    public var nonReversing: VariableColorSymbolEffect { self }
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

public struct ScaleSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var up: ScaleSymbolEffect { self }
    public var down: ScaleSymbolEffect { self }
}

public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var up: AppearSymbolEffect { self }
    public var down: AppearSymbolEffect { self }
}

public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var up: DisappearSymbolEffect { self }
    public var down: DisappearSymbolEffect { self }
}

public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    public var downUp: ReplaceSymbolEffect { self }
    public var upUp: ReplaceSymbolEffect { self }
    public var offUp: ReplaceSymbolEffect { self }
}

public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var up: WiggleSymbolEffect { self }
    public var down: WiggleSymbolEffect { self }
    public var left: WiggleSymbolEffect { self }
    public var right: WiggleSymbolEffect { self }
    public var forward: WiggleSymbolEffect { self }
    public var backward: WiggleSymbolEffect { self }
    public var clockwise: WiggleSymbolEffect { self }
    public var counterClockwise: WiggleSymbolEffect { self }
}

public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var clockwise: RotateSymbolEffect { self }
    public var counterClockwise: RotateSymbolEffect { self }
}

public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var pulse: BreatheSymbolEffect { self }
    public var plain: BreatheSymbolEffect { self }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { BounceSymbolEffect() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { PulseSymbolEffect() } }
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { AppearSymbolEffect() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { RotateSymbolEffect() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() } }

/// How often and how fast a symbol effect plays.
public struct SymbolEffectOptions: Equatable, Sendable {
    var repeatCount: Int?
    var speedFactor: Double = 1

    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions(repeatCount: nil)
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }

    public var repeating: SymbolEffectOptions { self }
    public var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: 1, speedFactor: speedFactor) }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count, speedFactor: speedFactor) }
    public func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: repeatCount, speedFactor: speed) }
}

extension ContentTransition {
    /// The symbol replaced by a symbol effect (the default replace effect).
    public static let symbolEffect = ContentTransition(description: "symbolEffect")

    public static func symbolEffect<T: ContentTransitionSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition(description: "symbolEffect")
    }
}

extension AnyTransition {
    public static var symbolEffect: AnyTransition { AnyTransition(description: "symbolEffect") }

    public static func symbolEffect<T: TransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> AnyTransition {
        AnyTransition(description: "symbolEffect")
    }
}

nonisolated extension View {
    public func symbolEffect<T: IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View { self }

    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View { self }

    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

/// Haptic and audio feedback; there is no device to play it on.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    public static let impact = SensoryFeedback(name: "impact")

    public struct Weight: Equatable, Sendable {
        public static let light = Weight()
        public static let medium = Weight()
        public static let heavy = Weight()
    }

    public struct Flexibility: Equatable, Sendable {
        public static let rigid = Flexibility()
        public static let solid = Flexibility()
        public static let soft = Flexibility()
    }

    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
}

nonisolated extension View {
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View { self }

    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View { self }
}
