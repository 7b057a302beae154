/// Every measured fixture the engine can express, grouped by the dataset's folders (each group in
/// its own file under `Fixtures/`). `layoutlab fidelity` runs them; docs/fidelity.md says how.
public enum FidelitySuite {
    public static let fixtures: [MeasuredFixture] = text + layout + controls + listsAndNavigation + drawing + iOS

    /// The fixtures whose names match `isIncluded`, in suite order.
    public static func fixtures(where isIncluded: (MeasuredFixture) -> Bool) -> [MeasuredFixture] {
        fixtures.filter(isIncluded)
    }
}
