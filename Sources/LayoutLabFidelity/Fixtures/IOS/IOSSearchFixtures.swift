import LayoutLab

extension FidelitySuite {
    /// A search field at rest in a navigation stack over a list (iOS 26, whole window).
    static let iOSSearch: [MeasuredFixture] = [
        MeasuredFixture(
            "ios/search/basic", area: .navigation, size: CGSize(width: 320, height: 480),
            commit: "b00906031fe080fd6293557c28f31d7cecb426b7", code: "Fixtures/Sources/iOS/IOSSearchFixtures.swift",
            measured: [
                "list": CGRect(x: 0, y: 116.5, width: 320, height: 287.5),
                "nav": CGRect(x: 0, y: 0, width: 320, height: 480),
                "row-Apple": CGRect(x: 32, y: 132.25, width: 44.5, height: 24.5),
                "row-Banana": CGRect(x: 32, y: 188.25, width: 57, height: 24.5),
                "row-Cherry": CGRect(x: 32, y: 244.25, width: 52, height: 24.5),
                "row-Date": CGRect(x: 32, y: 300.25, width: 36, height: 24.5),
                "row-Elderberry": CGRect(x: 32, y: 356.25, width: 79.5, height: 24.5),
            ]
        ) {
            NavigationStack {
                List(["Apple", "Banana", "Cherry", "Date", "Elderberry"], id: \.self) { name in
                    Text(name).probe("row-\(name)")
                }
                .navigationTitle("Fruit")
                .probe("list")
                .searchable(text: .constant(""), prompt: "Find fruit")
            }
            .probe("nav")
        },
    ]
}
