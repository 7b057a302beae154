import LayoutLab
import Foundation

extension FidelitySuite {
    /// Views in a dark-appearance window (macOS 26): system colours, styled text, controls and a list.
    static let textDark: [MeasuredFixture] = [
        MeasuredFixture(
            "dark/system-colors", area: .shapes, size: CGSize(width: 400, height: 240),
            commit: "3170cea0f3039087bd61a6fd3d4505083f604b74", code: "Fixtures/Sources/Dark/DarkFixtures.swift",
            measured: [
                "accentColor": CGRect(x: 100, y: 160, width: 50, height: 80),
                "black": CGRect(x: 300, y: 80, width: 50, height: 80),
                "blue": CGRect(x: 350, y: 0, width: 50, height: 80),
                "brown": CGRect(x: 150, y: 80, width: 50, height: 80),
                "clear": CGRect(x: 350, y: 80, width: 50, height: 80),
                "cyan": CGRect(x: 300, y: 0, width: 50, height: 80),
                "gray": CGRect(x: 250, y: 80, width: 50, height: 80),
                "green": CGRect(x: 150, y: 0, width: 50, height: 80),
                "indigo": CGRect(x: 0, y: 80, width: 50, height: 80),
                "mint": CGRect(x: 200, y: 0, width: 50, height: 80),
                "namedAccent": CGRect(x: 150, y: 160, width: 50, height: 80),
                "namedPanel": CGRect(x: 200, y: 160, width: 50, height: 80),
                "orange": CGRect(x: 50, y: 0, width: 50, height: 80),
                "pink": CGRect(x: 100, y: 80, width: 50, height: 80),
                "primary": CGRect(x: 0, y: 160, width: 50, height: 80),
                "purple": CGRect(x: 50, y: 80, width: 50, height: 80),
                "quaternary": CGRect(x: 300, y: 160, width: 50, height: 80),
                "red": CGRect(x: 0, y: 0, width: 50, height: 80),
                "secondary": CGRect(x: 50, y: 160, width: 50, height: 80),
                "shapeDefault": CGRect(x: 350, y: 160, width: 50, height: 80),
                "stack": CGRect(x: 0, y: 0, width: 400, height: 240),
                "teal": CGRect(x: 250, y: 0, width: 50, height: 80),
                "tertiary": CGRect(x: 250, y: 160, width: 50, height: 80),
                "white": CGRect(x: 200, y: 80, width: 50, height: 80),
                "yellow": CGRect(x: 100, y: 0, width: 50, height: 80),
            ]
        ) {
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
                    Color("Accent").probe("namedAccent")
                    Color("Panel").probe("namedPanel")
                    Rectangle().fill(.tertiary).probe("tertiary")
                    Rectangle().fill(.quaternary).probe("quaternary")
                    Rectangle().probe("shapeDefault")
                }
            }
            .probe("stack")
            .environment(\.colorScheme, .dark)
        },
        MeasuredFixture(
            "dark/text", area: .text, size: CGSize(width: 320, height: 200),
            commit: "3170cea0f3039087bd61a6fd3d4505083f604b74", code: "Fixtures/Sources/Dark/DarkFixtures.swift",
            measured: [
                "disabled": CGRect(x: 0, y: 105, width: 31, height: 16),
                "divider": CGRect(x: 0, y: 161, width: 320, height: 1),
                "link": CGRect(x: 0, y: 133, width: 31, height: 16),
                "primary": CGRect(x: 0, y: -7, width: 31, height: 16),
                "red": CGRect(x: 0, y: 77, width: 31, height: 16),
                "secondary": CGRect(x: 0, y: 21, width: 31, height: 16),
                "stack": CGRect(x: 0, y: -7, width: 320, height: 214),
                "tertiary": CGRect(x: 0, y: 49, width: 31, height: 16),
                "underlined": CGRect(x: 0, y: 174, width: 49, height: 33),
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
                Text("Hello").font(.title).underline().probe("underlined")
            }
            .probe("stack")
            .environment(\.colorScheme, .dark)
        },
        MeasuredFixture(
            "dark/controls", area: .controls, size: CGSize(width: 320, height: 460),
            commit: "3170cea0f3039087bd61a6fd3d4505083f604b74", code: "Fixtures/Sources/Dark/DarkFixtures.swift",
            measured: [
                "bordered": CGRect(x: 41.5, y: 17.25, width: 80, height: 24),
                "buttons": CGRect(x: 0, y: 17.25, width: 299, height: 24),
                "checkOff": CGRect(x: 82, y: 53.25, width: 70, height: 18.5),
                "checkOn": CGRect(x: 0, y: 53.25, width: 70, height: 18.5),
                "checks": CGRect(x: 0, y: 53.25, width: 152, height: 18.5),
                "disabledButton": CGRect(x: 231.5, y: 17.25, width: 67.5, height: 24),
                "disabledField": CGRect(x: 0, y: 191.75, width: 320, height: 24),
                "emptyField": CGRect(x: 0, y: 119.75, width: 320, height: 24),
                "filledField": CGRect(x: 0, y: 155.75, width: 320, height: 24),
                "groupBox": CGRect(x: 0, y: 397.75, width: 53.5, height: 45),
                "inside": CGRect(x: 5, y: 421.75, width: 36.5, height: 16),
                "menuPicker": CGRect(x: 0, y: 325.75, width: 128.5, height: 24),
                "plain": CGRect(x: 0, y: 21.25, width: 29.5, height: 16),
                "progress": CGRect(x: 0, y: 255.75, width: 320, height: 20),
                "prominent": CGRect(x: 133.5, y: 17.25, width: 86, height: 24),
                "segmented": CGRect(x: 0, y: 361.75, width: 168, height: 24),
                "slider": CGRect(x: 0, y: 227.75, width: 320, height: 16),
                "stack": CGRect(x: 0, y: 17.25, width: 320, height: 425.5),
                "stepper": CGRect(x: 0, y: 287.75, width: 73, height: 26),
                "switches": CGRect(x: 0, y: 83.75, width: 234, height: 24),
                "switchOff": CGRect(x: 123, y: 83.75, width: 111, height: 24),
                "switchOn": CGRect(x: 0, y: 83.75, width: 111, height: 24),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                HStack(spacing: 12) {
                    Button("Plain") {}.buttonStyle(.plain).probe("plain")
                    Button("Bordered") {}.buttonStyle(.bordered).probe("bordered")
                    Button("Prominent") {}.buttonStyle(.borderedProminent).probe("prominent")
                    Button("Hidden") {}.disabled(true).probe("disabledButton")
                }
                .probe("buttons")
                HStack(spacing: 12) {
                    Toggle("Enabled", isOn: .constant(true)).probe("checkOn")
                    Toggle("Enabled", isOn: .constant(false)).probe("checkOff")
                }
                .probe("checks")
                HStack(spacing: 12) {
                    Toggle("Enabled", isOn: .constant(true)).toggleStyle(.switch).probe("switchOn")
                    Toggle("Enabled", isOn: .constant(false)).toggleStyle(.switch).probe("switchOff")
                }
                .probe("switches")
                TextField("Placeholder", text: .constant("")).probe("emptyField")
                TextField("Placeholder", text: .constant("Hello")).probe("filledField")
                TextField("Placeholder", text: .constant("Hello")).disabled(true).probe("disabledField")
                Slider(value: .constant(0.5)).probe("slider")
                ProgressView(value: 0.4).probe("progress")
                Stepper("Volume", value: .constant(1)).probe("stepper")
                Picker("Fruit", selection: .constant(1)) {
                    Text("Apple").tag(1)
                    Text("Banana").tag(2)
                }
                .probe("menuPicker")
                Picker("Fruit", selection: .constant(1)) {
                    Text("Apple").tag(1)
                    Text("Banana").tag(2)
                }
                .pickerStyle(.segmented)
                .probe("segmented")
                GroupBox("Settings") {
                    Text("Inside").probe("inside")
                }
                .probe("groupBox")
            }
            .probe("stack")
            .environment(\.colorScheme, .dark)
        },
        MeasuredFixture(
            "dark/list", area: .lists, size: CGSize(width: 320, height: 200),
            commit: "3170cea0f3039087bd61a6fd3d4505083f604b74", code: "Fixtures/Sources/Dark/DarkFixtures.swift",
            measured: [
                "list": CGRect(x: 0, y: 0, width: 320, height: 200),
                "row1": CGRect(x: 16, y: 14, width: 35, height: 16),
                "row2": CGRect(x: 16, y: 38, width: 45, height: 16),
                "toggle": CGRect(x: 16, y: 62, width: 70, height: 18.5),
            ]
        ) {
            List {
                Text("Apple").probe("row1")
                Text("Banana").probe("row2")
                Toggle("Enabled", isOn: .constant(true)).probe("toggle")
            }
            .probe("list")
            .environment(\.colorScheme, .dark)
        },
    ]
}
