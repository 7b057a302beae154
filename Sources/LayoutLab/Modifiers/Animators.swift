// `phaseAnimator` and `keyframeAnimator`: SwiftUI plays the content through its phases or
// keyframes over time. The engine records settled frames, not an animation in flight, so the
// content is laid out as it is before anything plays: at the first phase, or at the initial value
// with no keyframe applied yet, which is the first frame a device shows
// (docs/layout-rules.md, "Phase and keyframe animators").

/// The view an animator's content closure is handed: the modified view itself.
public nonisolated struct PlaceholderContentView<Value: View>: View {
    let content: Value

    public var body: some View { content }
}

nonisolated extension View {
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        AnimatorFirstFrame(content: self, first: Array(phases).first, build: content)
    }

    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        AnimatorFirstFrame(content: self, first: Array(phases).first, build: content)
    }

    public func keyframeAnimator<Value, Content: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        AnimatorFirstFrame(content: self, first: initialValue, build: content)
    }

    public func keyframeAnimator<Value, Content: View, K: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        AnimatorFirstFrame(content: self, first: initialValue, build: content)
    }
}

/// The content of an animator at its first phase or initial value; with no phase at all (an
/// empty sequence, which SwiftUI does not allow either) the unmodified view.
nonisolated struct AnimatorFirstFrame<Base: View, Value, Content: View>: View {
    let content: Base
    let first: Value?
    let build: (PlaceholderContentView<Base>, Value) -> Content

    var body: some View {
        if let first {
            build(PlaceholderContentView(content: content), first)
        } else {
            content
        }
    }
}

/// `PhaseAnimator(_:trigger:content:animation:)` as a view: its content at the first phase.
public nonisolated struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content

    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        first = Array(phases).first
        self.content = content
    }

    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        first = Array(phases).first
        self.content = content
    }

    public var body: some View {
        if let first { content(first) }
    }
}

/// `KeyframeAnimator(initialValue:trigger:content:keyframes:)` as a view: its content at the
/// initial value.
public nonisolated struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let content: (Value) -> Content

    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    public var body: some View { content(initialValue) }
}

// MARK: Keyframes: kept so that the builders type-check; never played.

/// Keyframes for a value of type `Value`.
public protocol Keyframes<Value> {
    associatedtype Value
}

/// The keyframes of one property of `Value`, or of the whole value.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value
}

/// Several tracks (or none) combined by `KeyframesBuilder`.
public struct KeyframeTimeline<Value>: Keyframes {}

@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<Property, Content>(_ track: KeyframeTrack<Value, Property, Content>) -> KeyframeTimeline<Value> {
        KeyframeTimeline()
    }

    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> KeyframeTimeline<Value> where K.Value == Value {
        KeyframeTimeline()
    }

    /// Keyframes of the whole value written straight in the builder, without a `KeyframeTrack`
    /// (Apple's `KeyframesBuilder.buildExpression(_:)` for `KeyframeTrackContent`).
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeTimeline<Value> where K.Value == Value {
        KeyframeTimeline()
    }

    public static func buildBlock(_ components: KeyframeTimeline<Value>...) -> KeyframeTimeline<Value> { KeyframeTimeline() }
    public static func buildArray(_ components: [KeyframeTimeline<Value>]) -> KeyframeTimeline<Value> { KeyframeTimeline() }
    public static func buildOptional(_ component: KeyframeTimeline<Value>?) -> KeyframeTimeline<Value> { KeyframeTimeline() }
    public static func buildEither(first: KeyframeTimeline<Value>) -> KeyframeTimeline<Value> { first }
    public static func buildEither(second: KeyframeTimeline<Value>) -> KeyframeTimeline<Value> { second }
}

/// A track: the keyframes of the property at `keyPath` of a `Root`.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent> where Content.Value == Value {
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {}
}

extension KeyframeTrack where Root == Value {
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {}
}

/// The keyframes of one track, in order.
public struct KeyframeSequence<Value>: KeyframeTrackContent {}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeSequence<Value> where K.Value == Value {
        KeyframeSequence()
    }

    public static func buildBlock(_ components: KeyframeSequence<Value>...) -> KeyframeSequence<Value> { KeyframeSequence() }
    public static func buildArray(_ components: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> { KeyframeSequence() }
    public static func buildOptional(_ component: KeyframeSequence<Value>?) -> KeyframeSequence<Value> { KeyframeSequence() }
    public static func buildEither(first: KeyframeSequence<Value>) -> KeyframeSequence<Value> { first }
    public static func buildEither(second: KeyframeSequence<Value>) -> KeyframeSequence<Value> { second }
}

/// Interpolates in a straight line to `to`.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// Springs to `to`.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// Curves smoothly to `to`.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// Jumps to `to`.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

/// A timing curve between 0 and 1.
public struct UnitCurve: Hashable, Sendable {
    let name: String

    public static let linear = UnitCurve(name: "linear")
    public static let easeIn = UnitCurve(name: "easeIn")
    public static let easeOut = UnitCurve(name: "easeOut")
    public static let easeInOut = UnitCurve(name: "easeInOut")
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")

    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve(name: "bezier") }
}

/// A spring's parameters, as `SpringKeyframe` and `Animation.spring(_:)` take them.
public struct Spring: Hashable, Sendable {
    public var duration: TimeInterval
    public var bounce: Double

    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }

    public init(response: Double, dampingRatio: Double) {
        self.init(duration: response, bounce: 1 - dampingRatio)
    }

    public static let smooth = Spring()
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
}

extension Animation {
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation("spring(duration: \(spring.duration), bounce: \(spring.bounce))")
    }
}
