/// A global actor nothing runs on: a protocol isolated to it, refined beside a main-actor protocol,
/// gives a conforming type two global actors to infer, and so none (Swift's rule for conflicting
/// inferred isolation). SwiftUI declares the same pair (Apple's documentation of `Shape`:
/// `protocol Shape : Sendable, Animatable, View, _RemoveGlobalActorIsolation`).
@globalActor
public actor _GlobalActorToDisableGlobalActorInference {
    public static let shared = _GlobalActorToDisableGlobalActorInference()
}

/// Refined by `Shape` and `ShapeView`, as in SwiftUI: a custom shape is a `View`, yet it is not
/// inferred to be on the main actor, so its `animatableData` and stored properties stay
/// nonisolated and it conforms to `Animatable` and `Shape` without crossing into main-actor code.
@_GlobalActorToDisableGlobalActorInference
public protocol _RemoveGlobalActorIsolation {}
