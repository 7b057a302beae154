import LayoutLab

extension FidelitySuite {
    /// macOS split views: sidebar and detail, column widths, three columns, a frame, selection and visibility at rest (macOS 26).
    static let splitViewFixtures: [MeasuredFixture] = [
        MeasuredFixture(
            "splitview/basic", area: .navigation, size: CGSize(width: 480, height: 300),
            commit: "4ce068057af080c324078932e4e835bdfe923401", code: "Fixtures/Sources/SplitView/SplitViewFixtures.swift",
            measured: [
                "detail": CGRect(x: 296.5, y: 142, width: 35, height: 16),
                "row1": CGRect(x: 24, y: 24.75, width: 35, height: 18.5),
                "row2": CGRect(x: 24, y: 56.75, width: 45, height: 18.5),
                "sidebar": CGRect(x: 8, y: 8, width: 140, height: 284),
                "split": CGRect(x: 0, y: 0, width: 480, height: 300),
            ]
        ) {
            NavigationSplitView {
                List {
                    Text("Apple").probe("row1")
                    Text("Banana").probe("row2")
                }
                .probe("sidebar")
            } detail: {
                Text("Detail").probe("detail")
            }
            .probe("split")
        },
        MeasuredFixture(
            "splitview/widths", area: .navigation, size: CGSize(width: 480, height: 300),
            commit: "4ce068057af080c324078932e4e835bdfe923401", code: "Fixtures/Sources/SplitView/SplitViewFixtures.swift",
            measured: [
                "box": CGRect(x: 299, y: 152, width: 40, height: 20),
                "detailStack": CGRect(x: 299, y: 128, width: 40, height: 44),
                "menu": CGRect(x: 66, y: 128, width: 34, height: 16),
                "sidebar": CGRect(x: 63, y: 128, width: 40, height: 44),
                "split": CGRect(x: 0, y: 0, width: 480, height: 300),
                "swatch": CGRect(x: 63, y: 152, width: 40, height: 20),
                "wide": CGRect(x: 303.5, y: 128, width: 31, height: 16),
            ]
        ) {
            NavigationSplitView {
                VStack(spacing: 8) {
                    Text("Menu").probe("menu")
                    Color.red.frame(width: 40, height: 20).probe("swatch")
                }
                .navigationSplitViewColumnWidth(150)
                .probe("sidebar")
            } detail: {
                VStack(spacing: 8) {
                    Text("Wide").probe("wide")
                    Color.blue.frame(width: 40, height: 20).probe("box")
                }
                .probe("detailStack")
            }
            .probe("split")
        },
        MeasuredFixture(
            "splitview/three", area: .navigation, size: CGSize(width: 640, height: 300),
            commit: "4ce068057af080c324078932e4e835bdfe923401", code: "Fixtures/Sources/SplitView/SplitViewFixtures.swift",
            measured: [
                "content": CGRect(x: 148, y: 0, width: 160, height: 300),
                "contentRow": CGRect(x: 164, y: 14, width: 41.5, height: 16),
                "detail": CGRect(x: 457, y: 142, width: 35, height: 16),
                "row1": CGRect(x: 24, y: 24.75, width: 35, height: 18.5),
                "sidebar": CGRect(x: 8, y: 8, width: 140, height: 284),
                "split": CGRect(x: 0, y: 0, width: 640, height: 300),
            ]
        ) {
            NavigationSplitView {
                List { Text("Apple").probe("row1") }.probe("sidebar")
            } content: {
                List { Text("Cherry").probe("contentRow") }
                    .navigationSplitViewColumnWidth(min: 120, ideal: 160, max: 220)
                    .probe("content")
            } detail: {
                Text("Detail").probe("detail")
            }
            .probe("split")
        },
        MeasuredFixture(
            "splitview/columns", area: .navigation, size: CGSize(width: 640, height: 300),
            commit: "4ce068057af080c324078932e4e835bdfe923401", code: "Fixtures/Sources/SplitView/SplitViewFixtures.swift",
            measured: [
                "content": CGRect(x: 128, y: 0, width: 200, height: 300),
                "contentRow": CGRect(x: 144, y: 14, width: 41.5, height: 16),
                "detail": CGRect(x: 467, y: 142, width: 35, height: 16),
                "row1": CGRect(x: 24, y: 24.75, width: 35, height: 18.5),
                "sidebar": CGRect(x: 8, y: 8, width: 120, height: 284),
                "split": CGRect(x: 0, y: 0, width: 640, height: 300),
            ]
        ) {
            NavigationSplitView {
                List { Text("Apple").probe("row1") }
                    .navigationSplitViewColumnWidth(min: 100, ideal: 120, max: 200)
                    .probe("sidebar")
            } content: {
                List { Text("Cherry").probe("contentRow") }.probe("content")
            } detail: {
                Text("Detail").probe("detail")
            }
            .probe("split")
        },
        MeasuredFixture(
            "splitview/sized", area: .navigation, size: CGSize(width: 480, height: 300),
            commit: "4ce068057af080c324078932e4e835bdfe923401", code: "Fixtures/Sources/SplitView/SplitViewFixtures.swift",
            measured: [
                "detail": CGRect(x: 296.5, y: 142, width: 35, height: 16),
                "row1": CGRect(x: 104, y: 74.75, width: 35, height: 18.5),
                "sidebar": CGRect(x: 88, y: 58, width: 140, height: 184),
                "split": CGRect(x: 80, y: 50, width: 320, height: 200),
            ]
        ) {
            NavigationSplitView {
                List { Text("Apple").probe("row1") }.probe("sidebar")
            } detail: {
                Text("Detail").probe("detail")
            }
            .frame(width: 320, height: 200)
            .probe("split")
        },
        MeasuredFixture(
            "splitview/selection", area: .navigation, size: CGSize(width: 480, height: 300),
            commit: "4ce068057af080c324078932e4e835bdfe923401", code: "Fixtures/Sources/SplitView/SplitViewFixtures.swift",
            measured: [
                "placeholder": CGRect(x: 294.75, y: 142, width: 38.5, height: 16),
                "row1": CGRect(x: 24, y: 24.75, width: 35, height: 18.5),
                "row2": CGRect(x: 24, y: 56.75, width: 45, height: 18.5),
                "sidebar": CGRect(x: 8, y: 8, width: 140, height: 284),
                "split": CGRect(x: 0, y: 0, width: 480, height: 300),
            ]
        ) {
            let selection: Int? = nil
            NavigationSplitView {
                List(selection: .constant(selection)) {
                    Text("Apple").tag(1).probe("row1")
                    Text("Banana").tag(2).probe("row2")
                }
                .probe("sidebar")
            } detail: {
                if let selection {
                    Text("Number \(selection)").probe("number\(selection)")
                } else {
                    Text("Select").probe("placeholder")
                }
            }
            .probe("split")
        },
        MeasuredFixture(
            "splitview/visibility", area: .navigation, size: CGSize(width: 480, height: 300),
            commit: "4ce068057af080c324078932e4e835bdfe923401", code: "Fixtures/Sources/SplitView/SplitViewFixtures.swift",
            measured: [
                "detail": CGRect(x: 296.5, y: 142, width: 35, height: 16),
                "row1": CGRect(x: 24, y: 24.75, width: 35, height: 18.5),
                "sidebar": CGRect(x: 8, y: 8, width: 140, height: 284),
                "split": CGRect(x: 0, y: 0, width: 480, height: 300),
            ]
        ) {
            NavigationSplitView(columnVisibility: .constant(.detailOnly)) {
                List { Text("Apple").probe("row1") }.probe("sidebar")
            } detail: {
                Text("Detail").probe("detail")
            }
            .probe("split")
        },
    ]
}
