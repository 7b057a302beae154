import LayoutLab

extension FidelitySuite {
    static let listsAndNavigation: [MeasuredFixture] =
        listFixtures + listLookFixtures + formFixtures
        + navigationFixtures + tabViewFixtures + splitViewFixtures + toolbarFixtures + presentationFixtures
        + lazyFixtures + lazyPinnedFixtures + scrollViewFixtures + scrollAPIFixtures + gridFixtures
}
