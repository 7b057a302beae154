// How a pushed or presented view arrives (Apple, iOS 18: `navigationTransition(_:)`,
// `NavigationTransition` with `.automatic` and `.zoom(sourceID:in:)`, and
// `matchedTransitionSource(id:in:)`, which names the view a zoom starts from). Animation only:
// a destination lays out where it lands, so the engine accepts them and lays the views out as
// without them.

public struct NavigationTransition: Sendable {
    let name: String

    public static let automatic = NavigationTransition(name: "automatic")

    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> NavigationTransition {
        NavigationTransition(name: "zoom")
    }
}

/// What a zoom's source looks like while it transitions (Apple: "EmptyMatchedTransitionSourceConfiguration").
public protocol MatchedTransitionSourceConfiguration {}

public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    public func background(_ style: some ShapeStyle) -> Self { self }
    public func clipShape(_ shape: RoundedRectangle) -> Self { self }
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
}

nonisolated extension View {
    public func navigationTransition(_ style: NavigationTransition) -> some View { self }

    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }

    public func matchedTransitionSource(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration
    ) -> some View {
        self
    }
}
