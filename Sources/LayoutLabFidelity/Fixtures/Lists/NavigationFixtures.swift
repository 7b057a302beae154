import LayoutLab

extension FidelitySuite {
    /// macOS navigation stacks: links in a stack and in a list, the title, sizing, a path at its root, an item destination and a path change before anything is pushed (macOS 26).
    static let navigationFixtures: [MeasuredFixture] = [
        MeasuredFixture(
            "nav/basic", area: .navigation, size: CGSize(width: 320, height: 260),
            commit: "6c0e726e7929657a93f3227aa5800b062d0e25da", code: "Fixtures/Sources/Navigation/NavigationFixtures.swift",
            measured: [
                "labelLink": CGRect(x: 123.25, y: 110, width: 73.5, height: 32),
                "link": CGRect(x: 130.5, y: 74, width: 59, height: 24),
                "nav": CGRect(x: 0, y: 46, width: 320, height: 168),
                "root": CGRect(x: 145.75, y: 46, width: 28.5, height: 16),
                "stack": CGRect(x: 0, y: 46, width: 320, height: 168),
                "valueLink": CGRect(x: 131.25, y: 154, width: 57.5, height: 24),
                "wideLink": CGRect(x: 0, y: 190, width: 320, height: 24),
            ]
        ) {
            NavigationStack {
                VStack(spacing: 12) {
                    Text("Root").probe("root")
                    NavigationLink("Detail") { Text("Detail") }.probe("link")
                    NavigationLink(destination: Text("Detail")) { Label("Go", image: "icon") }.probe("labelLink")
                    NavigationLink("Value", value: 1).probe("valueLink")
                    NavigationLink("Wide") { Text("Detail") }.frame(maxWidth: .infinity).probe("wideLink")
                }
                .navigationDestination(for: Int.self) { number in Text("Number \(number)").probe("numberDetail") }
                .probe("stack")
            }
            .probe("nav")
        },
        MeasuredFixture(
            "nav/list", area: .navigation, size: CGSize(width: 320, height: 200),
            commit: "6c0e726e7929657a93f3227aa5800b062d0e25da", code: "Fixtures/Sources/Navigation/NavigationFixtures.swift",
            measured: [
                "list": CGRect(x: 0, y: 0, width: 320, height: 200),
                "nav": CGRect(x: 0, y: 0, width: 320, height: 200),
                "row1": CGRect(x: 16, y: 14, width: 35, height: 16),
                "row2": CGRect(x: 16, y: 38, width: 45, height: 16),
                "row3": CGRect(x: 16, y: 62, width: 39.5, height: 24),
                "row4": CGRect(x: 16, y: 94, width: 41.5, height: 16),
            ]
        ) {
            NavigationStack {
                List {
                    NavigationLink("Apple") { Text("Apple detail") }.probe("row1")
                    NavigationLink("Banana", value: 2).probe("row2")
                    NavigationLink(value: 3) { Label("Go", image: "icon") }.probe("row3")
                    Text("Cherry").probe("row4")
                }
                .navigationDestination(for: Int.self) { number in Text("Number \(number)") }
                .probe("list")
            }
            .probe("nav")
        },
        MeasuredFixture(
            "nav/title", area: .navigation, size: CGSize(width: 320, height: 120),
            commit: "6c0e726e7929657a93f3227aa5800b062d0e25da", code: "Fixtures/Sources/Navigation/NavigationFixtures.swift",
            measured: [
                "content": CGRect(x: 135.75, y: 52, width: 48.5, height: 16),
                "nav": CGRect(x: 135.75, y: 52, width: 48.5, height: 16),
                "stack": CGRect(x: 135.75, y: 52, width: 48.5, height: 16),
            ]
        ) {
            NavigationStack {
                VStack(spacing: 12) {
                    Text("Content").probe("content")
                }
                .navigationTitle("Title")
                .navigationSubtitle("Subtitle")
                .probe("stack")
            }
            .probe("nav")
        },
        MeasuredFixture(
            "nav/sizing", area: .navigation, size: CGSize(width: 320, height: 240),
            commit: "6c0e726e7929657a93f3227aa5800b062d0e25da", code: "Fixtures/Sources/Navigation/NavigationFixtures.swift",
            measured: [
                "fill": CGRect(x: 0, y: 0, width: 320, height: 192),
                "left": CGRect(x: 128, y: 224, width: 24, height: 16),
                "navFill": CGRect(x: 0, y: 0, width: 320, height: 192),
                "navLeft": CGRect(x: 90, y: 224, width: 100, height: 16),
                "navText": CGRect(x: 143.5, y: 200, width: 33, height: 16),
                "right": CGRect(x: 198, y: 224, width: 32, height: 16),
                "row": CGRect(x: 90, y: 224, width: 140, height: 16),
                "small": CGRect(x: 143.5, y: 200, width: 33, height: 16),
                "stack": CGRect(x: 0, y: 0, width: 320, height: 240),
            ]
        ) {
            VStack(spacing: 8) {
                NavigationStack { Color.red.probe("fill") }.probe("navFill")
                NavigationStack { Text("Small").probe("small") }.probe("navText")
                HStack(spacing: 8) {
                    NavigationStack { Text("Left").probe("left") }.frame(width: 100).probe("navLeft")
                    Text("Right").probe("right")
                }
                .probe("row")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "nav/steps", area: .navigation, size: CGSize(width: 320, height: 200),
            commit: "6c0e726e7929657a93f3227aa5800b062d0e25da", code: "Fixtures/Sources/Navigation/NavigationFixtures.swift",
            measured: [
                "link": CGRect(x: 133, y: 102, width: 54, height: 24),
                "nav": CGRect(x: 133, y: 74, width: 54, height: 52),
                "root": CGRect(x: 145.75, y: 74, width: 28.5, height: 16),
                "stack": CGRect(x: 133, y: 74, width: 54, height: 52),
            ]
        ) {
            NavigationStack(path: .constant([Int]())) {
                VStack(spacing: 12) {
                    Text("Root").probe("root")
                    NavigationLink("Push", value: 1).probe("link")
                }
                .navigationDestination(for: Int.self) { number in
                    VStack(spacing: 12) {
                        Text("Number \(number)").probe("number\(number)")
                        NavigationLink("Deeper", value: number + 1).probe("deeper\(number)")
                    }
                }
                .probe("stack")
            }
            .probe("nav")
        },
        MeasuredFixture(
            "nav/item", area: .navigation, size: CGSize(width: 320, height: 200),
            commit: "8d72f2fdd43806ee4cd8fc86fb1a194d0d8e926c", code: "Fixtures/Sources/Navigation/NavigationFixtures.swift",
            measured: [
                "nav": CGRect(x: 145.75, y: 78, width: 28.5, height: 44),
                "pick": CGRect(x: 147.25, y: 106, width: 25.5, height: 16),
                "root": CGRect(x: 145.75, y: 78, width: 28.5, height: 16),
                "stack": CGRect(x: 145.75, y: 78, width: 28.5, height: 44),
            ]
        ) {
            // At launch no item is set: the root shows, nothing is pushed.
            NavigationStack {
                VStack(spacing: 12) {
                    Text("Root").probe("root")
                    Text("Pick").probe("pick")
                }
                .navigationDestination(item: .constant(String?.none)) { item in
                    VStack(spacing: 12) {
                        Text("Item \(item)").probe("item\(item)")
                        Text("Detail").probe("detail")
                    }
                }
                .probe("stack")
            }
            .probe("nav")
        },
        MeasuredFixture(
            "nav/path-change", area: .navigation, size: CGSize(width: 320, height: 200),
            commit: "8d72f2fdd43806ee4cd8fc86fb1a194d0d8e926c", code: "Fixtures/Sources/Navigation/NavigationFixtures.swift",
            measured: [
                "nav": CGRect(x: 145.75, y: 78, width: 28.5, height: 44),
                "pick": CGRect(x: 147.25, y: 106, width: 25.5, height: 16),
                "root": CGRect(x: 145.75, y: 78, width: 28.5, height: 16),
                "stack": CGRect(x: 145.75, y: 78, width: 28.5, height: 44),
            ]
        ) {
            // At launch the path is empty and nothing is presented: the root alone.
            NavigationStack(path: .constant([Int]())) {
                VStack(spacing: 12) {
                    Text("Root").probe("root")
                    Text("Pick").probe("pick")
                }
                .navigationDestination(for: Int.self) { number in
                    VStack(spacing: 12) {
                        Text("Number \(number)").probe("number\(number)")
                        Text("Detail").probe("detail")
                        Text("Pick").probe("pick2")
                    }
                }
                .navigationDestination(isPresented: .constant(false)) {
                    Text("Presented").probe("presented")
                }
                .probe("stack")
            }
            .probe("nav")
        },
    ]
}
