// Liquid Glass (Apple, "glassEffect(_:in:)", iOS 26 and macOS 26): a material drawn in a shape
// behind the view. Like a background it never changes the view's size or place, so the engine
// accepts it and lays the view out as without it; `render` does not draw glass.

/// A kind of Liquid Glass: regular, clear, or none, optionally tinted and interactive.
public struct Glass: Equatable, Sendable {
    let kind: String
    let tintColor: Color?
    let isInteractive: Bool

    public static let regular = Glass(kind: "regular", tintColor: nil, isInteractive: false)
    public static let clear = Glass(kind: "clear", tintColor: nil, isInteractive: false)
    public static let identity = Glass(kind: "identity", tintColor: nil, isInteractive: false)

    public func tint(_ color: Color?) -> Glass { Glass(kind: kind, tintColor: color, isInteractive: isInteractive) }
    public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(kind: kind, tintColor: tintColor, isInteractive: isEnabled) }
}

nonisolated extension View {
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> some View { self }

    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { self }
}
