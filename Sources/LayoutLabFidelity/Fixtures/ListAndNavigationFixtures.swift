import LayoutLab

extension FidelitySuite {
    static let listsAndNavigation: [MeasuredFixture] =
        listFixtures + listLookFixtures + tableFixtures + formFixtures
        + navigationFixtures + tabViewFixtures + splitViewFixtures + toolbarFixtures + presentationFixtures
        + lazyFixtures + lazyPinnedFixtures + scrollViewFixtures + scrollAPIFixtures + gridFixtures
}
