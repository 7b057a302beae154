import LayoutLab

extension FidelitySuite {
    /// The iOS basics: text styles, stack spacing, the standard controls, lists, forms and navigation stacks (iOS 26).
    static let iOSBasics: [MeasuredFixture] = [
        MeasuredFixture(
            "ios/text/styles", area: .text, size: CGSize(width: 400, height: 460),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "body": CGRect(x: 123.75, y: 285.75, width: 39.5, height: 24.5),
                "bold": CGRect(x: 123.75, y: 426.75, width: 36, height: 24.5),
                "callout": CGRect(x: 123.75, y: 318.25, width: 51, height: 23.5),
                "caption": CGRect(x: 123.75, y: 376.75, width: 44, height: 17.5),
                "caption2": CGRect(x: 123.75, y: 402.25, width: 51, height: 16.5),
                "default": CGRect(x: 123.75, y: 8.75, width: 39, height: 24.5),
                "footnote": CGRect(x: 123.75, y: 349.75, width: 54.5, height: 19),
                "headline": CGRect(x: 123.75, y: 224.25, width: 70.5, height: 24.5),
                "largeTitle": CGRect(x: 123.75, y: 41.25, width: 152.5, height: 49),
                "stack": CGRect(x: 123.75, y: 8.75, width: 152.5, height: 442.5),
                "subheadline": CGRect(x: 123.75, y: 256.75, width: 85, height: 21),
                "title": CGRect(x: 123.75, y: 98.25, width: 52, height: 41.5),
                "title2": CGRect(x: 123.75, y: 147.75, width: 58.5, height: 32.5),
                "title3": CGRect(x: 123.75, y: 188.25, width: 54.5, height: 28),
            ]
        ) {
            VStack(alignment: .leading, spacing: 8) {
                Text("Hello").probe("default")
                Text("Large Title").font(.largeTitle).probe("largeTitle")
                Text("Title").font(.title).probe("title")
                Text("Title 2").font(.title2).probe("title2")
                Text("Title 3").font(.title3).probe("title3")
                Text("Headline").font(.headline).probe("headline")
                Text("Subheadline").font(.subheadline).probe("subheadline")
                Text("Body").font(.body).probe("body")
                Text("Callout").font(.callout).probe("callout")
                Text("Footnote").font(.footnote).probe("footnote")
                Text("Caption").font(.caption).probe("caption")
                Text("Caption 2").font(.caption2).probe("caption2")
                Text("Bold").bold().probe("bold")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "ios/layout/basics", area: .stacks, size: CGSize(width: 320, height: 300),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "box": CGRect(x: 0, y: 205.904541015625, width: 40, height: 10),
                "divider": CGRect(x: 0, y: 240.404541015625, width: 320, height: 0.5),
                "hBox": CGRect(x: 79, y: 223.154541015625, width: 10, height: 10),
                "hOne": CGRect(x: 0, y: 215.904541015625, width: 31.5, height: 24.5),
                "hStack": CGRect(x: 0, y: 215.904541015625, width: 89, height: 24.5),
                "hTwo": CGRect(x: 39.5, y: 215.904541015625, width: 31.5, height: 24.5),
                "mixedStack": CGRect(x: 0, y: 166.595458984375, width: 40, height: 49.30908203125),
                "one": CGRect(x: 0, y: 115.595458984375, width: 31.5, height: 24.5),
                "padded": CGRect(x: 0, y: 59.095458984375, width: 71, height: 56.5),
                "paddedText": CGRect(x: 16, y: 75.095458984375, width: 39, height: 24.5),
                "stack": CGRect(x: 0, y: 59.095458984375, width: 320, height: 181.80908203125),
                "textAboveBox": CGRect(x: 0.5, y: 166.595458984375, width: 39, height: 24.5),
                "textStack": CGRect(x: 0, y: 115.595458984375, width: 31.5, height: 51),
                "two": CGRect(x: 0, y: 142.095458984375, width: 31.5, height: 24.5),
            ]
        ) {
            VStack(alignment: .leading, spacing: 0) {
                Text("Hello").probe("paddedText").padding().probe("padded")
                VStack {
                    Text("One").probe("one")
                    Text("Two").probe("two")
                }
                .probe("textStack")
                VStack {
                    Text("Hello").probe("textAboveBox")
                    Color.blue.frame(width: 40, height: 10).probe("box")
                }
                .probe("mixedStack")
                HStack {
                    Text("One").probe("hOne")
                    Text("Two").probe("hTwo")
                    Color.red.frame(width: 10, height: 10).probe("hBox")
                }
                .probe("hStack")
                Divider().probe("divider")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "ios/toggle/basic", area: .controls, size: CGSize(width: 320, height: 300),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "baselineRow": CGRect(x: 0, y: 146.75, width: 320, height: 48.5),
                "baselineText": CGRect(x: 297.5, y: 146.75, width: 22.5, height: 24.5),
                "baselineToggle": CGRect(x: 0, y: 165.25, width: 289.5, height: 30),
                "custom": CGRect(x: 0, y: 104.75, width: 320, height: 30),
                "customText": CGRect(x: 0, y: 107.5, width: 22.5, height: 24.5),
                "disabled": CGRect(x: 0, y: 249.25, width: 320, height: 30),
                "hidden": CGRect(x: 0, y: 207.25, width: 66, height: 30),
                "off": CGRect(x: 0, y: 62.75, width: 320, height: 30),
                "on": CGRect(x: 0, y: 20.75, width: 320, height: 30),
                "stack": CGRect(x: 0, y: 20.75, width: 320, height: 258.5),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                Toggle("Enabled", isOn: .constant(true)).probe("on")
                Toggle("Enabled", isOn: .constant(false)).probe("off")
                Toggle(isOn: .constant(true)) {
                    Text("Hg").probe("customText")
                }
                .probe("custom")
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Toggle("Hg", isOn: .constant(true)).probe("baselineToggle")
                    Text("Hg").probe("baselineText")
                }
                .probe("baselineRow")
                Toggle("Enabled", isOn: .constant(true)).labelsHidden().probe("hidden")
                Toggle("Enabled", isOn: .constant(true)).disabled(true).probe("disabled")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "ios/button/basic", area: .controls, size: CGSize(width: 320, height: 320),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "bordered": CGRect(x: 109, y: 53.75, width: 95, height: 38.5),
                "borderless": CGRect(x: 109, y: 154.75, width: 81.5, height: 24.5),
                "destructive": CGRect(x: 109, y: 241.75, width: 49.5, height: 24.5),
                "disabled": CGRect(x: 109, y: 191.25, width: 90.5, height: 38.5),
                "plain": CGRect(x: 109, y: 17.25, width: 23.5, height: 24.5),
                "prominent": CGRect(x: 109, y: 104.25, width: 102, height: 38.5),
                "row": CGRect(x: 109, y: 278.25, width: 54, height: 24.5),
                "rowButton": CGRect(x: 109, y: 278.25, width: 23.5, height: 24.5),
                "rowText": CGRect(x: 140.5, y: 278.25, width: 22.5, height: 24.5),
                "stack": CGRect(x: 109, y: 17.25, width: 102, height: 285.5),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                Button("OK") {}.probe("plain")
                Button("Bordered") {}.buttonStyle(.bordered).probe("bordered")
                Button("Prominent") {}.buttonStyle(.borderedProminent).probe("prominent")
                Button("Borderless") {}.buttonStyle(.borderless).probe("borderless")
                Button("Disabled") {}.buttonStyle(.bordered).disabled(true).probe("disabled")
                Button("Delete", role: .destructive) {}.probe("destructive")
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Button("OK") {}.probe("rowButton")
                    Text("Hg").probe("rowText")
                }
                .probe("row")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "ios/slider/basic", area: .controls, size: CGSize(width: 320, height: 220),
            commit: "21192b01da6776b7356f0aa0631e6b28c73a4346", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "disabled": CGRect(x: 0, y: 159, width: 320, height: 31),
                "half": CGRect(x: 0, y: -13, width: 320, height: 31),
                "labelled": CGRect(x: 0, y: 73, width: 320, height: 31),
                "narrow": CGRect(x: 0, y: 202, width: 120, height: 31),
                "stack": CGRect(x: 0, y: -13, width: 320, height: 246),
                "stepped": CGRect(x: 0, y: 116, width: 320, height: 31),
                "zero": CGRect(x: 0, y: 30, width: 320, height: 31),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                Slider(value: .constant(0.5)).probe("half")
                Slider(value: .constant(0)).probe("zero")
                Slider(value: .constant(0.5)) {
                    Text("Volume")
                }
                .probe("labelled")
                Slider(value: .constant(50), in: 0...100, step: 10).probe("stepped")
                Slider(value: .constant(0.5)).disabled(true).probe("disabled")
                Slider(value: .constant(0.5)).frame(width: 120).probe("narrow")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "ios/stepper/basic", area: .controls, size: CGSize(width: 320, height: 200),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "disabled": CGRect(x: 0, y: 96.75, width: 320, height: 32),
                "hidden": CGRect(x: 0, y: 52.75, width: 94, height: 32),
                "labelled": CGRect(x: 0, y: 8.75, width: 320, height: 32),
                "row": CGRect(x: 0, y: 140.75, width: 320, height: 50.5),
                "rowStepper": CGRect(x: 30.5, y: 159.25, width: 289.5, height: 32),
                "rowText": CGRect(x: 0, y: 140.75, width: 22.5, height: 24.5),
                "stack": CGRect(x: 0, y: 8.75, width: 320, height: 182.5),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                Stepper("Quantity: 3", value: .constant(3)).probe("labelled")
                Stepper("Quantity: 3", value: .constant(3)).labelsHidden().probe("hidden")
                Stepper("Quantity: 3", value: .constant(3)).disabled(true).probe("disabled")
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Text("Hg").probe("rowText")
                    Stepper("Hg", value: .constant(3)).probe("rowStepper")
                }
                .probe("row")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "ios/textfield/basic", area: .controls, size: CGSize(width: 320, height: 240),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "plain": CGRect(x: 0, y: 15, width: 320, height: 26),
                "rounded": CGRect(x: 0, y: 53, width: 320, height: 34),
                "roundedEmpty": CGRect(x: 0, y: 99, width: 320, height: 34),
                "row": CGRect(x: 0, y: 191, width: 320, height: 34),
                "rowField": CGRect(x: 53, y: 191, width: 267, height: 34),
                "rowLabel": CGRect(x: 0, y: 196, width: 45, height: 24.5),
                "secure": CGRect(x: 0, y: 145, width: 320, height: 34),
                "stack": CGRect(x: 0, y: 15, width: 320, height: 210),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                TextField("Placeholder", text: .constant("Hello")).probe("plain")
                TextField("Placeholder", text: .constant("Hello")).textFieldStyle(.roundedBorder).probe("rounded")
                TextField("Placeholder", text: .constant("")).textFieldStyle(.roundedBorder).probe("roundedEmpty")
                SecureField("Password", text: .constant("secret")).textFieldStyle(.roundedBorder).probe("secure")
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Text("Name").probe("rowLabel")
                    TextField("Placeholder", text: .constant("Hello")).textFieldStyle(.roundedBorder).probe("rowField")
                }
                .probe("row")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "ios/picker/basic", area: .controls, size: CGSize(width: 320, height: 240),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "menu": CGRect(x: 0, y: 30.5, width: 84.5, height: 40.5),
                "menuHidden": CGRect(x: 0, y: 83, width: 97, height: 40.5),
                "segmented": CGRect(x: 0, y: 135.5, width: 320, height: 31),
                "segmentedNarrow": CGRect(x: 0, y: 178.5, width: 160, height: 31),
                "stack": CGRect(x: 0, y: 30.5, width: 320, height: 179),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                Picker("Fruit", selection: .constant(1)) {
                    Text("Apple").tag(1)
                    Text("Banana").tag(2)
                    Text("Cherry").tag(3)
                }
                .probe("menu")
                Picker("Fruit", selection: .constant(2)) {
                    Text("Apple").tag(1)
                    Text("Banana").tag(2)
                    Text("Cherry").tag(3)
                }
                .labelsHidden()
                .probe("menuHidden")
                Picker("Size", selection: .constant(2)) {
                    Text("Small").tag(1)
                    Text("Medium").tag(2)
                    Text("Large").tag(3)
                }
                .pickerStyle(.segmented)
                .probe("segmented")
                Picker("Size", selection: .constant(1)) {
                    Text("Small").tag(1)
                    Text("Medium").tag(2)
                }
                .pickerStyle(.segmented)
                .frame(width: 160)
                .probe("segmentedNarrow")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "ios/controls/settings", area: .controls, size: CGSize(width: 320, height: 480),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "bluetooth": CGRect(x: 16, y: 144.75, width: 288, height: 30),
                "name": CGRect(x: 16, y: 357.75, width: 288, height: 34),
                "quantity": CGRect(x: 16, y: 262.75, width: 288, height: 32),
                "save": CGRect(x: 16, y: 407.75, width: 61, height: 38.5),
                "screen": CGRect(x: 0, y: 17.75, width: 320, height: 444.5),
                "size": CGRect(x: 16, y: 310.75, width: 288, height: 31),
                "title": CGRect(x: 16, y: 33.75, width: 133, height: 49),
                "volume": CGRect(x: 16, y: 215.75, width: 288, height: 31),
                "volumeLabel": CGRect(x: 16, y: 190.75, width: 51, height: 21),
                "wifi": CGRect(x: 16, y: 98.75, width: 288, height: 30),
            ]
        ) {
            VStack(alignment: .leading, spacing: 16) {
                Text("Settings").font(.largeTitle).bold().probe("title")
                Toggle("Wi-Fi", isOn: .constant(true)).probe("wifi")
                Toggle("Bluetooth", isOn: .constant(false)).probe("bluetooth")
                VStack(alignment: .leading, spacing: 4) {
                    Text("Volume").font(.subheadline).probe("volumeLabel")
                    Slider(value: .constant(0.6)).probe("volume")
                }
                Stepper("Quantity: 3", value: .constant(3)).probe("quantity")
                Picker("Size", selection: .constant(2)) {
                    Text("Small").tag(1)
                    Text("Medium").tag(2)
                    Text("Large").tag(3)
                }
                .pickerStyle(.segmented)
                .probe("size")
                TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).probe("name")
                Button("Save") {}.buttonStyle(.borderedProminent).probe("save")
            }
            .padding()
            .probe("screen")
        },
        MeasuredFixture(
            "ios/form/basic", area: .lists, size: CGSize(width: 320, height: 520),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "button": CGRect(x: 32, y: 407.25, width: 37, height: 24.5),
                "form": CGRect(x: 0, y: 0, width: 320, height: 520),
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
        },
        MeasuredFixture(
            "ios/list/basic", area: .lists, size: CGSize(width: 320, height: 400),
            commit: "ccfe774ed811ae62dcf5a8662913e0415ff59b94", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "detailLabel": CGRect(x: 32, y: 280.75, width: 44, height: 24.5),
                "detailRow": CGRect(x: 32, y: 280.75, width: 256, height: 24.5),
                "detailValue": CGRect(x: 246, y: 280.75, width: 42, height: 24.5),
                "list": CGRect(x: 0, y: 0, width: 320, height: 400),
                "row1": CGRect(x: 32, y: 50.75, width: 44.5, height: 24.5),
                "row2": CGRect(x: 32, y: 106.75, width: 57, height: 24.5),
                "row3": CGRect(x: 32, y: 224.75, width: 52, height: 24.5),
            ]
        ) {
            List {
                Text("Apple").probe("row1")
                Text("Banana").probe("row2")
                Section("Fruit") {
                    Text("Cherry").probe("row3")
                    HStack {
                        Text("Detail").probe("detailLabel")
                        Spacer()
                        Text("Value").foregroundStyle(.secondary).probe("detailValue")
                    }
                    .probe("detailRow")
                }
            }
            .probe("list")
        },
        MeasuredFixture(
            "ios/list/plain", area: .lists, size: CGSize(width: 320, height: 300),
            commit: "ccfe774ed811ae62dcf5a8662913e0415ff59b94", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "list": CGRect(x: 0, y: 0, width: 320, height: 300),
                "row1": CGRect(x: 16, y: 15.75, width: 44.5, height: 24.5),
                "row2": CGRect(x: 16, y: 71.75, width: 57, height: 24.5),
                "row3": CGRect(x: 16, y: 194.25, width: 52, height: 24.5),
            ]
        ) {
            List {
                Text("Apple").probe("row1")
                Text("Banana").probe("row2")
                Section("Fruit") {
                    Text("Cherry").probe("row3")
                }
            }
            .listStyle(.plain)
            .probe("list")
        },
        MeasuredFixture(
            "ios/nav/basic", area: .navigation, size: CGSize(width: 320, height: 480),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "link": CGRect(x: 32, y: 132.25, width: 256, height: 24.5),
                "list": CGRect(x: 0, y: 116.5, width: 320, height: 363.5),
                "nav": CGRect(x: 0, y: 0, width: 320, height: 480),
                "row": CGRect(x: 32, y: 188.25, width: 32.5, height: 24.5),
            ]
        ) {
            NavigationStack {
                List {
                    NavigationLink("Detail") {
                        Text("Pushed")
                    }
                    .probe("link")
                    Text("Row").probe("row")
                }
                .navigationTitle("Settings")
                .probe("list")
            }
            .probe("nav")
        },
        MeasuredFixture(
            "ios/nav/inline", area: .navigation, size: CGSize(width: 320, height: 300),
            commit: "ccfe774ed811ae62dcf5a8662913e0415ff59b94", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "list": CGRect(x: 0, y: 64, width: 320, height: 236),
                "nav": CGRect(x: 0, y: 0, width: 320, height: 300),
                "row": CGRect(x: 32, y: 114.75, width: 32.5, height: 24.5),
            ]
        ) {
            NavigationStack {
                List {
                    Text("Row").probe("row")
                }
                .navigationTitle("Settings")
                .navigationBarTitleDisplayMode(.inline)
                .probe("list")
            }
            .probe("nav")
        },
        MeasuredFixture(
            "ios/nav/push", area: .navigation, size: CGSize(width: 320, height: 480),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "link": CGRect(x: 32, y: 132.25, width: 256, height: 24.5),
                "list": CGRect(x: 0, y: 116.5, width: 320, height: 363.5),
                "nav": CGRect(x: 0, y: 0, width: 320, height: 480),
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
                    List {
                        Text("Pushed").probe("pushed")
                    }
                    .navigationTitle("Detail")
                    .probe("detail")
                }
                .probe("list")
            }
            .probe("nav")
        },
        MeasuredFixture(
            "ios/nav/push-inline", area: .navigation, size: CGSize(width: 320, height: 480),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "link": CGRect(x: 32, y: 132.25, width: 256, height: 24.5),
                "list": CGRect(x: 0, y: 116.5, width: 320, height: 363.5),
                "nav": CGRect(x: 0, y: 0, width: 320, height: 480),
            ]
        ) {
            NavigationStack(path: .constant([Int]())) {
                List {
                    NavigationLink("Detail", value: 1).probe("link")
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
        },
        MeasuredFixture(
            "ios/nav/push-noback", area: .navigation, size: CGSize(width: 320, height: 480),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "link": CGRect(x: 32, y: 132.25, width: 256, height: 24.5),
                "list": CGRect(x: 0, y: 116.5, width: 320, height: 363.5),
                "nav": CGRect(x: 0, y: 0, width: 320, height: 480),
            ]
        ) {
            NavigationStack(path: .constant([Int]())) {
                List {
                    NavigationLink("Detail", value: 1).probe("link")
                }
                .navigationTitle("Settings")
                .navigationDestination(for: Int.self) { _ in
                    VStack {
                        Text("Pushed").probe("pushed")
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .navigationBarBackButtonHidden()
                    .probe("detail")
                }
                .probe("list")
            }
            .probe("nav")
        },
        MeasuredFixture(
            "ios/nav/sizing", area: .navigation, size: CGSize(width: 320, height: 300),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "below": CGRect(x: 143.75, y: 275.5, width: 32.5, height: 24.5),
                "navText": CGRect(x: 0, y: 0, width: 320, height: 267.5),
                "small": CGRect(x: 139.25, y: 121.5, width: 41.5, height: 24.5),
                "stack": CGRect(x: 0, y: 0, width: 320, height: 300),
            ]
        ) {
            VStack(spacing: 8) {
                NavigationStack {
                    Text("Small").probe("small")
                }
                .probe("navText")
                Text("Row").probe("below")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "ios/nav/scroll", area: .navigation, size: CGSize(width: 320, height: 400),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "content": CGRect(x: 0, y: 116.5, width: 320, height: 800),
                "nav": CGRect(x: 0, y: 0, width: 320, height: 400),
                "row0": CGRect(x: 0, y: 116.5, width: 320, height: 40),
                "row1": CGRect(x: 0, y: 156.5, width: 320, height: 40),
                "row2": CGRect(x: 0, y: 196.5, width: 320, height: 40),
                "row3": CGRect(x: 0, y: 236.5, width: 320, height: 40),
                "row4": CGRect(x: 0, y: 276.5, width: 320, height: 40),
                "row5": CGRect(x: 0, y: 316.5, width: 320, height: 40),
                "row6": CGRect(x: 0, y: 356.5, width: 320, height: 40),
                "row7": CGRect(x: 0, y: 396.5, width: 320, height: 40),
                "row8": CGRect(x: 0, y: 436.5, width: 320, height: 40),
                "row9": CGRect(x: 0, y: 476.5, width: 320, height: 40),
                "row10": CGRect(x: 0, y: 516.5, width: 320, height: 40),
                "row11": CGRect(x: 0, y: 556.5, width: 320, height: 40),
                "row12": CGRect(x: 0, y: 596.5, width: 320, height: 40),
                "row13": CGRect(x: 0, y: 636.5, width: 320, height: 40),
                "row14": CGRect(x: 0, y: 676.5, width: 320, height: 40),
                "row15": CGRect(x: 0, y: 716.5, width: 320, height: 40),
                "row16": CGRect(x: 0, y: 756.5, width: 320, height: 40),
                "row17": CGRect(x: 0, y: 796.5, width: 320, height: 40),
                "row18": CGRect(x: 0, y: 836.5, width: 320, height: 40),
                "row19": CGRect(x: 0, y: 876.5, width: 320, height: 40),
                "scroll": CGRect(x: 0, y: 116.5, width: 320, height: 283.5),
            ]
        ) {
            NavigationStack {
                ScrollViewReader { _ in
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { index in
                                Text("Row")
                                    .frame(maxWidth: .infinity, alignment: .leading)
                                    .frame(height: 40)
                                    .probe("row\(index)")
                                    .id(index)
                            }
                        }
                        .probe("content")
                    }
                    .navigationTitle("Settings")
                    .probe("scroll")
                }
            }
            .probe("nav")
        },
        MeasuredFixture(
            "ios/nav/list-scroll", area: .navigation, size: CGSize(width: 320, height: 400),
            commit: "170aa523756620f693bf805b1d89d0b1881baa47", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "list": CGRect(x: 0, y: 116.5, width: 320, height: 283.5),
                "nav": CGRect(x: 0, y: 0, width: 320, height: 400),
                "row0": CGRect(x: 32, y: 132.25, width: 32.5, height: 24.5),
                "row1": CGRect(x: 32, y: 188.25, width: 32.5, height: 24.5),
                "row2": CGRect(x: 32, y: 244.25, width: 32.5, height: 24.5),
                "row3": CGRect(x: 32, y: 300.25, width: 32.5, height: 24.5),
                "row4": CGRect(x: 32, y: 356.25, width: 32.5, height: 24.5),
                "row5": CGRect(x: 32, y: 412.25, width: 32.5, height: 24.5),
            ]
        ) {
            NavigationStack {
                ScrollViewReader { _ in
                    List {
                        ForEach(0..<20, id: \.self) { index in
                            Text("Row").probe("row\(index)").id(index)
                        }
                    }
                    .navigationTitle("Settings")
                    .probe("list")
                }
            }
            .probe("nav")
        },
        MeasuredFixture(
            "ios/nav/ignores", area: .navigation, size: CGSize(width: 320, height: 400),
            commit: "170aa523756620f693bf805b1d89d0b1881baa47", code: "Fixtures/Sources/iOS/IOSFixtures.swift",
            measured: [
                "content": CGRect(x: 0, y: 0, width: 320, height: 800),
                "nav": CGRect(x: 0, y: 0, width: 320, height: 400),
                "row0": CGRect(x: 0, y: 0, width: 320, height: 40),
                "row1": CGRect(x: 0, y: 40, width: 320, height: 40),
                "row2": CGRect(x: 0, y: 80, width: 320, height: 40),
                "row3": CGRect(x: 0, y: 120, width: 320, height: 40),
                "row4": CGRect(x: 0, y: 160, width: 320, height: 40),
                "row5": CGRect(x: 0, y: 200, width: 320, height: 40),
                "row6": CGRect(x: 0, y: 240, width: 320, height: 40),
                "row7": CGRect(x: 0, y: 280, width: 320, height: 40),
                "row8": CGRect(x: 0, y: 320, width: 320, height: 40),
                "row9": CGRect(x: 0, y: 360, width: 320, height: 40),
                "row10": CGRect(x: 0, y: 400, width: 320, height: 40),
                "row11": CGRect(x: 0, y: 440, width: 320, height: 40),
                "row12": CGRect(x: 0, y: 480, width: 320, height: 40),
                "row13": CGRect(x: 0, y: 520, width: 320, height: 40),
                "row14": CGRect(x: 0, y: 560, width: 320, height: 40),
                "row15": CGRect(x: 0, y: 600, width: 320, height: 40),
                "row16": CGRect(x: 0, y: 640, width: 320, height: 40),
                "row17": CGRect(x: 0, y: 680, width: 320, height: 40),
                "row18": CGRect(x: 0, y: 720, width: 320, height: 40),
                "row19": CGRect(x: 0, y: 760, width: 320, height: 40),
                "scroll": CGRect(x: 0, y: 116.5, width: 320, height: 283.5),
            ]
        ) {
            NavigationStack {
                ScrollViewReader { _ in
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { index in
                                Text("Row")
                                    .frame(maxWidth: .infinity, alignment: .leading)
                                    .frame(height: 40)
                                    .probe("row\(index)")
                                    .id(index)
                            }
                        }
                        .probe("content")
                    }
                    .ignoresSafeArea(edges: .top)
                    .navigationTitle("Settings")
                    .probe("scroll")
                }
            }
            .probe("nav")
        },
    ]
}
