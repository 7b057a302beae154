import LayoutLab

extension FidelitySuite {
    /// The system palette in both appearances, and text, controls, lists, forms and the bar in the dark look (iOS 26).
    static let iOSDark: [MeasuredFixture] = [
        MeasuredFixture(
            "ios/color/system", area: .shapes, size: CGSize(width: 400, height: 240),
            commit: "9fdb710d5289e65b7f251451268c9d7bb12da891", code: "Fixtures/Sources/iOS/IOSDarkFixtures.swift",
            measured: iOSPaletteFrames
        ) {
            iOSPaletteGrid()
        },
        MeasuredFixture(
            "ios/dark/system-colors", area: .shapes, size: CGSize(width: 400, height: 240),
            commit: "9fdb710d5289e65b7f251451268c9d7bb12da891", code: "Fixtures/Sources/iOS/IOSDarkFixtures.swift",
            measured: iOSPaletteFrames
        ) {
            iOSPaletteGrid()
                .environment(\.colorScheme, .dark)
        },
        MeasuredFixture(
            "ios/dark/text", area: .text, size: CGSize(width: 320, height: 240),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSDarkFixtures.swift",
            measured: [
                "disabled": CGRect(x: 0, y: 138, width: 39, height: 24.5),
                "divider": CGRect(x: 0, y: 211, width: 320, height: 0.5),
                "link": CGRect(x: 0, y: 174.5, width: 39, height: 24.5),
                "primary": CGRect(x: 0, y: -8, width: 39, height: 24.5),
                "red": CGRect(x: 0, y: 101.5, width: 39, height: 24.5),
                "secondary": CGRect(x: 0, y: 28.5, width: 39, height: 24.5),
                "stack": CGRect(x: 0, y: -8, width: 320, height: 256),
                "tertiary": CGRect(x: 0, y: 65, width: 39, height: 24.5),
                "underlined": CGRect(x: 0, y: 223.5, width: 39, height: 24.5),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                Text("Hello").probe("primary")
                Text("Hello").foregroundStyle(.secondary).probe("secondary")
                Text("Hello").foregroundStyle(.tertiary).probe("tertiary")
                Text("Hello").foregroundColor(.red).probe("red")
                Text("Hello").disabled(true).probe("disabled")
                Link("Hello", destination: URL(string: "https://example.com")!).probe("link")
                Divider().probe("divider")
                Text("Hello").underline().probe("underlined")
            }
            .probe("stack")
            .environment(\.colorScheme, .dark)
        },
        MeasuredFixture(
            "ios/dark/controls", area: .controls, size: CGSize(width: 320, height: 560),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSDarkFixtures.swift",
            measured: [
                "bordered": CGRect(x: 35.5, y: 37.25, width: 95, height: 38.5),
                "buttons": CGRect(x: 0, y: 37.25, width: 244.5, height: 38.5),
                "disabledButton": CGRect(x: 0, y: 87.75, width: 90.5, height: 38.5),
                "disabledField": CGRect(x: 0, y: 306.25, width: 320, height: 34),
                "emptyField": CGRect(x: 0, y: 222.25, width: 320, height: 26),
                "menuPicker": CGRect(x: 0, y: 439.25, width: 84.5, height: 40.5),
                "plain": CGRect(x: 0, y: 44.25, width: 23.5, height: 24.5),
                "prominent": CGRect(x: 142.5, y: 37.25, width: 102, height: 38.5),
                "roundedField": CGRect(x: 0, y: 260.25, width: 320, height: 34),
                "segmented": CGRect(x: 0, y: 491.75, width: 320, height: 31),
                "slider": CGRect(x: 0, y: 352.25, width: 320, height: 31),
                "stack": CGRect(x: 0, y: 37.25, width: 320, height: 485.5),
                "stepper": CGRect(x: 0, y: 395.25, width: 320, height: 32),
                "switchOff": CGRect(x: 0, y: 180.25, width: 320, height: 30),
                "switchOn": CGRect(x: 0, y: 138.25, width: 320, height: 30),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                HStack(spacing: 12) {
                    Button("OK") {}.probe("plain")
                    Button("Bordered") {}.buttonStyle(.bordered).probe("bordered")
                    Button("Prominent") {}.buttonStyle(.borderedProminent).probe("prominent")
                }
                .probe("buttons")
                Button("Disabled") {}.buttonStyle(.bordered).disabled(true).probe("disabledButton")
                Toggle("Enabled", isOn: .constant(true)).probe("switchOn")
                Toggle("Enabled", isOn: .constant(false)).probe("switchOff")
                TextField("Placeholder", text: .constant("")).probe("emptyField")
                TextField("Placeholder", text: .constant("Hello")).textFieldStyle(.roundedBorder).probe("roundedField")
                TextField("Placeholder", text: .constant("Hello")).textFieldStyle(.roundedBorder).disabled(true).probe("disabledField")
                Slider(value: .constant(0.5)).probe("slider")
                Stepper("Quantity: 3", value: .constant(3)).probe("stepper")
                Picker("Fruit", selection: .constant(1)) {
                    Text("Apple").tag(1)
                    Text("Banana").tag(2)
                }
                .probe("menuPicker")
                Picker("Size", selection: .constant(1)) {
                    Text("Small").tag(1)
                    Text("Medium").tag(2)
                }
                .pickerStyle(.segmented)
                .probe("segmented")
            }
            .probe("stack")
            .environment(\.colorScheme, .dark)
        },
        MeasuredFixture(
            "ios/dark/list", area: .lists, size: CGSize(width: 320, height: 400),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSDarkFixtures.swift",
            measured: [
                "detailLabel": CGRect(x: 32, y: 280.75, width: 44, height: 24.5),
                "detailRow": CGRect(x: 32, y: 280.75, width: 256, height: 24.5),
                "detailValue": CGRect(x: 246, y: 280.75, width: 42, height: 24.5),
                "list": CGRect(x: 0, y: 0, width: 320, height: 400),
                "row1": CGRect(x: 32, y: 50.75, width: 44.5, height: 24.5),
                "row2": CGRect(x: 32, y: 106.75, width: 57, height: 24.5),
                "toggle": CGRect(x: 32, y: 224.75, width: 256, height: 24.5),
            ]
        ) {
            List {
                Text("Apple").probe("row1")
                Text("Banana").probe("row2")
                Section("Fruit") {
                    Toggle("Enabled", isOn: .constant(true)).probe("toggle")
                    HStack {
                        Text("Detail").probe("detailLabel")
                        Spacer()
                        Text("Value").foregroundStyle(.secondary).probe("detailValue")
                    }
                    .probe("detailRow")
                }
            }
            .probe("list")
            .environment(\.colorScheme, .dark)
        },
        MeasuredFixture(
            "ios/dark/list-plain", area: .lists, size: CGSize(width: 320, height: 240),
            commit: "9fdb710d5289e65b7f251451268c9d7bb12da891", code: "Fixtures/Sources/iOS/IOSDarkFixtures.swift",
            measured: [
                "list": CGRect(x: 0, y: 0, width: 320, height: 240),
                "row1": CGRect(x: 16, y: 15.75, width: 44.5, height: 24.5),
                "row2": CGRect(x: 16, y: 71.75, width: 57, height: 24.5),
            ]
        ) {
            List {
                Text("Apple").probe("row1")
                Text("Banana").probe("row2")
            }
            .listStyle(.plain)
            .probe("list")
            .environment(\.colorScheme, .dark)
        },
        MeasuredFixture(
            "ios/dark/form", area: .lists, size: CGSize(width: 320, height: 480),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSDarkFixtures.swift",
            measured: [
                "button": CGRect(x: 32, y: 407.25, width: 37, height: 24.5),
                "form": CGRect(x: 0, y: 0, width: 320, height: 480),
                "name": CGRect(x: 32, y: 59.5, width: 256, height: 26),
                "picker": CGRect(x: 32, y: 234.25, width: 256, height: 24.5),
                "slider": CGRect(x: 32, y: 345.5, width: 256, height: 31),
                "stepper": CGRect(x: 32, y: 290.25, width: 256, height: 24.5),
                "toggle": CGRect(x: 32, y: 116.25, width: 256, height: 24.5),
            ]
        ) {
            Form {
                Section("Account") {
                    TextField("Name", text: .constant("Ada")).probe("name")
                    Toggle("Notifications", isOn: .constant(true)).probe("toggle")
                }
                Section("Preferences") {
                    Picker("Flavour", selection: .constant("Vanilla")) {
                        Text("Vanilla").tag("Vanilla")
                        Text("Chocolate").tag("Chocolate")
                    }
                    .probe("picker")
                    Stepper("Quantity: 3", value: .constant(3)).probe("stepper")
                    Slider(value: .constant(0.5)) {
                        Text("Volume")
                    }
                    .probe("slider")
                    Button("Save") {}.probe("button")
                }
            }
            .probe("form")
            .environment(\.colorScheme, .dark)
        },
        MeasuredFixture(
            "ios/dark/nav", area: .navigation, size: CGSize(width: 320, height: 400),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSDarkFixtures.swift",
            measured: [
                "link": CGRect(x: 32, y: 132.25, width: 256, height: 24.5),
                "list": CGRect(x: 0, y: 116.5, width: 320, height: 283.5),
                "nav": CGRect(x: 0, y: 0, width: 320, height: 400),
                "row": CGRect(x: 32, y: 188.25, width: 32.5, height: 24.5),
            ]
        ) {
            NavigationStack(path: .constant([Int]())) {
                List {
                    NavigationLink("Detail", value: 1).probe("link")
                    Text("Row").probe("row")
                }
                .navigationTitle("Settings")
                .navigationDestination(for: Int.self) { _ in
                    VStack {
                        Text("Pushed").probe("pushed")
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .navigationTitle("Detail")
                    .navigationBarTitleDisplayMode(.inline)
                    .probe("detail")
                }
                .probe("list")
            }
            .probe("nav")
            .environment(\.colorScheme, .dark)
        },
    ]

    /// The measured frames of the palette grid: the same in the light and the dark appearance.
    private static let iOSPaletteFrames: KeyValuePairs<String, CGRect> = [
        "accentColor": CGRect(x: 133.33333333333337, y: 160, width: 66.666666666666657, height: 80),
        "black": CGRect(x: 300, y: 80, width: 50, height: 80),
        "blue": CGRect(x: 350, y: 0, width: 50, height: 80),
        "brown": CGRect(x: 150, y: 80, width: 50, height: 80),
        "clear": CGRect(x: 350, y: 80, width: 50, height: 80),
        "cyan": CGRect(x: 300, y: 0, width: 50, height: 80),
        "gray": CGRect(x: 250, y: 80, width: 50, height: 80),
        "green": CGRect(x: 150, y: 0, width: 50, height: 80),
        "indigo": CGRect(x: 0, y: 80, width: 50, height: 80),
        "mint": CGRect(x: 200, y: 0, width: 50, height: 80),
        "orange": CGRect(x: 50, y: 0, width: 50, height: 80),
        "pink": CGRect(x: 100, y: 80, width: 50, height: 80),
        "primary": CGRect(x: 5.6843418860808015e-14, y: 160, width: 66.666666666666671, height: 80),
        "purple": CGRect(x: 50, y: 80, width: 50, height: 80),
        "quaternary": CGRect(x: 266.66666666666669, y: 160, width: 66.666666666666686, height: 80),
        "red": CGRect(x: 0, y: 0, width: 50, height: 80),
        "secondary": CGRect(x: 66.666666666666728, y: 160, width: 66.666666666666643, height: 80),
        "shapeDefault": CGRect(x: 333.33333333333337, y: 160, width: 66.666666666666629, height: 80),
        "stack": CGRect(x: 0, y: 0, width: 400, height: 240),
        "teal": CGRect(x: 250, y: 0, width: 50, height: 80),
        "tertiary": CGRect(x: 200.00000000000006, y: 160, width: 66.666666666666686, height: 80),
        "white": CGRect(x: 200, y: 80, width: 50, height: 80),
        "yellow": CGRect(x: 100, y: 0, width: 50, height: 80),
    ]

    /// Three rows of colours and shape styles filling the host.
    private static func iOSPaletteGrid() -> some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Color.red.probe("red")
                Color.orange.probe("orange")
                Color.yellow.probe("yellow")
                Color.green.probe("green")
                Color.mint.probe("mint")
                Color.teal.probe("teal")
                Color.cyan.probe("cyan")
                Color.blue.probe("blue")
            }
            HStack(spacing: 0) {
                Color.indigo.probe("indigo")
                Color.purple.probe("purple")
                Color.pink.probe("pink")
                Color.brown.probe("brown")
                Color.white.probe("white")
                Color.gray.probe("gray")
                Color.black.probe("black")
                Color.clear.probe("clear")
            }
            HStack(spacing: 0) {
                Color.primary.probe("primary")
                Color.secondary.probe("secondary")
                Color.accentColor.probe("accentColor")
                Rectangle().fill(.tertiary).probe("tertiary")
                Rectangle().fill(.quaternary).probe("quaternary")
                Rectangle().probe("shapeDefault")
            }
        }
        .probe("stack")
    }
}
