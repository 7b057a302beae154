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

nonisolated extension View {
    /// Joins this view's glass with others of the same id into one shape: drawing only.
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View { self }
    /// How glass appears and disappears: drawing only.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }
    /// Mirrors and blurs the view beyond the safe area, under bars and sidebars (iOS 26): drawing
    /// only, the view keeps its frame.
    public func backgroundExtensionEffect() -> some View { self }
    public func backgroundExtensionEffect(isEnabled: Bool) -> some View { self }
}

/// How a glass shape comes and goes (iOS 26): drawing only.
public struct GlassEffectTransition: Sendable {
    let name: String
    public static let identity = GlassEffectTransition(name: "identity")
    public static let materialize = GlassEffectTransition(name: "materialize")
    public static func matchedGeometry(properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center) -> GlassEffectTransition {
        GlassEffectTransition(name: "matchedGeometry")
    }
}

/// Renders the glass shapes inside it together, so that near ones blend (iOS 26). It draws and lays
/// nothing out of its own: its content lays out as if it stood in the container's place, as a
/// `Group`'s does (the documentation gives it no layout; the examples wrap one stack).
public nonisolated struct GlassEffectContainer<Content: View>: View {
    let content: Content

    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View { content }
}
