import LayoutLab

extension FidelitySuite {
    /// Menu buttons in their iOS looks, and a section footer followed by a header (iOS 26).
    static let iOSPickers: [MeasuredFixture] = [
        MeasuredFixture(
            "ios/menu/basic", area: .controls, size: CGSize(width: 320, height: 300),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSPickersFixtures.swift",
            measured: [
                "buttonStyle": CGRect(x: 114.75, y: 101.25, width: 36.5, height: 24.5),
                "disabled": CGRect(x: 114.75, y: 174.25, width: 24.5, height: 24.5),
                "menu": CGRect(x: 114.75, y: 64.75, width: 60, height: 24.5),
                "noIndicator": CGRect(x: 114.75, y: 137.75, width: 55, height: 24.5),
                "row": CGRect(x: 114.75, y: 210.75, width: 90.5, height: 24.5),
                "rowMenu": CGRect(x: 145.25, y: 210.75, width: 60, height: 24.5),
                "rowText": CGRect(x: 114.75, y: 210.75, width: 22.5, height: 24.5),
                "stack": CGRect(x: 114.75, y: 64.75, width: 90.5, height: 170.5),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                Menu("Options") {
                    Button("Cut") {}
                    Button("Copy") {}
                }
                .probe("menu")
                Menu("Plain") {
                    Button("Cut") {}
                }
                .menuStyle(.button)
                .probe("buttonStyle")
                Menu("Hidden") {
                    Button("Cut") {}
                }
                .menuIndicator(.hidden)
                .probe("noIndicator")
                Menu("Off") {
                    Button("Cut") {}
                }
                .disabled(true)
                .probe("disabled")
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Text("Hg").probe("rowText")
                    Menu("Options") {
                        Button("Cut") {}
                    }
                    .probe("rowMenu")
                }
                .probe("row")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "ios/list/footer-header", area: .lists, size: CGSize(width: 320, height: 400),
            commit: "8d239b426ba38ccea686945ae5dcaa620670749d", code: "Fixtures/Sources/iOS/IOSPickersFixtures.swift",
            measured: [
                "footer": CGRect(x: 32, y: 99, width: 45, height: 21),
                "list": CGRect(x: 0, y: 0, width: 320, height: 400),
                "row1": CGRect(x: 32, y: 50.75, width: 44.5, height: 24.5),
                "row2": CGRect(x: 32, y: 186.25, width: 52, height: 24.5),
            ]
        ) {
            List {
                Section {
                    Text("Apple").probe("row1")
                } footer: {
                    Text("Banana").probe("footer")
                }
                Section("Fruit") {
                    Text("Cherry").probe("row2")
                }
            }
            .probe("list")
        },
    ]
}
