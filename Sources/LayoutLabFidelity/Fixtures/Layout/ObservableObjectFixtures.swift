import LayoutLab

/// A count and a flag, published.
private final class TallyObject: ObservableObject {
    @Published var count = 0
    @Published var flag = false
}

/// The count as text and a toggle on the flag, from an observed object.
private struct TallyView: View {
    @ObservedObject var tally: TallyObject

    var body: some View {
        VStack(spacing: 8) {
            Text("Count: \(tally.count)").probe("count")
            Toggle("Flag", isOn: $tally.flag).probe("toggle")
        }
    }
}

extension FidelitySuite {
    /// A view observing an ObservableObject: a count and a toggle bound through it (macOS 26).
    static let layoutObservable: [MeasuredFixture] = [
        MeasuredFixture(
            "observable/object", area: .controls, size: CGSize(width: 320, height: 120),
            commit: "9f0550be8c981797d92a62bbed0c6e56e6227b4d", code: "Fixtures/Sources/Observable/ObservableObjectFixtures.swift",
            measured: [
                "count": CGRect(x: 134, y: 38.75, width: 52, height: 16),
                "toggle": CGRect(x: 136.5, y: 62.75, width: 47, height: 18.5),
                "view": CGRect(x: 134, y: 38.75, width: 52, height: 42.5),
            ]
        ) {
            TallyView(tally: TallyObject()).probe("view")
        },
    ]
}
