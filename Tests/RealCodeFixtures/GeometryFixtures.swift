import LayoutLab

// The geometry APIs in realistic code: onGeometryChange, containerRelativeFrame,
// scrollTransition, safeAreaInset, safeAreaPadding and position.
extension RealCodeFixtures {
    static let geometry: [any Scenario.Type] = [StickyHeaderFixture.self, CardCarouselFixture.self, BottomBarFixture.self]
}
