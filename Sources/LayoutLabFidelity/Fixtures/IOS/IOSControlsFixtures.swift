import LayoutLab

extension FidelitySuite {
    /// Progress views, bold text styles, default spacing between controls, list footers, and bordered buttons by size, role and state (iOS 26).
    static let iOSControls: [MeasuredFixture] = [
        MeasuredFixture(
            "ios/progress/basic", area: .controls, size: CGSize(width: 320, height: 300),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSControlsFixtures.swift",
            measured: [
                "bar": CGRect(x: 0, y: 77.285255612226905, width: 320, height: 4),
                "indeterminate": CGRect(x: 0, y: 93.285255612226905, width: 320, height: 4),
                "labelled": CGRect(x: 0, y: 109.2852556122269, width: 320, height: 32.5),
                "narrow": CGRect(x: 0, y: 153.7852556122269, width: 120, height: 4),
                "ring": CGRect(x: 32, y: 186.25, width: 20, height: 20),
                "row": CGRect(x: 0, y: 169.7852556122269, width: 121, height: 52.929488775546162),
                "spinner": CGRect(x: 0, y: 186.25, width: 20, height: 20),
                "spinnerLabelled": CGRect(x: 64, y: 169.7852556122269, width: 57, height: 52.929488775546162),
                "stack": CGRect(x: 0, y: 77.285255612226905, width: 320, height: 145.42948877554619),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                ProgressView(value: 0.4).probe("bar")
                ProgressView().progressViewStyle(.linear).probe("indeterminate")
                ProgressView(value: 0.4) {
                    Text("Volume")
                }
                .probe("labelled")
                ProgressView(value: 0.4).frame(width: 120).probe("narrow")
                HStack(spacing: 12) {
                    ProgressView().probe("spinner")
                    ProgressView(value: 0.4).progressViewStyle(.circular).probe("ring")
                    ProgressView {
                        Text("Volume")
                    }
                    .probe("spinnerLabelled")
                }
                .probe("row")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "ios/text/bold-trait", area: .text, size: CGSize(width: 320, height: 480),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSControlsFixtures.swift",
            measured: [
                "body": CGRect(x: 77, y: 287.75, width: 41, height: 24.5),
                "callout": CGRect(x: 77, y: 312.25, width: 54, height: 23.5),
                "caption": CGRect(x: 77, y: 354.75, width: 46, height: 17.5),
                "caption2": CGRect(x: 77, y: 372.25, width: 53, height: 16.5),
                "footnote": CGRect(x: 77, y: 335.75, width: 57, height: 19),
                "headline": CGRect(x: 77, y: 242.25, width: 70.5, height: 24.5),
                "largeTitle": CGRect(x: 77, y: 91.25, width: 166, height: 49),
                "stack": CGRect(x: 77, y: 91.25, width: 166, height: 297.5),
                "subheadline": CGRect(x: 77, y: 266.75, width: 89, height: 21),
                "title": CGRect(x: 77, y: 140.25, width: 57.5, height: 41.5),
                "title2": CGRect(x: 77, y: 181.75, width: 63.5, height: 32.5),
                "title3": CGRect(x: 77, y: 214.25, width: 57.5, height: 28),
            ]
        ) {
            VStack(alignment: .leading, spacing: 0) {
                Text("Large Title").font(.largeTitle).bold().probe("largeTitle")
                Text("Title").font(.title).bold().probe("title")
                Text("Title 2").font(.title2).bold().probe("title2")
                Text("Title 3").font(.title3).bold().probe("title3")
                Text("Headline").font(.headline).bold().probe("headline")
                Text("Subheadline").font(.subheadline).bold().probe("subheadline")
                Text("Body").font(.body).bold().probe("body")
                Text("Callout").font(.callout).bold().probe("callout")
                Text("Footnote").font(.footnote).bold().probe("footnote")
                Text("Caption").font(.caption).bold().probe("caption")
                Text("Caption 2").font(.caption2).bold().probe("caption2")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "ios/layout/controls", area: .stacks, size: CGSize(width: 320, height: 480),
            commit: "33be5002bbddf8fd6f44ead75f592e35f77aaddf", code: "Fixtures/Sources/iOS/IOSControlsFixtures.swift",
            measured: [
                "bordered": CGRect(x: 112.5, y: 162.404541015625, width: 95, height: 38.5),
                "field": CGRect(x: 0, y: 208.904541015625, width: 320, height: 26),
                "plain": CGRect(x: 148.25, y: 129.904541015625, width: 23.5, height: 24.5),
                "rounded": CGRect(x: 0, y: 242.904541015625, width: 320, height: 34),
                "segmented": CGRect(x: 0, y: 363.904541015625, width: 320, height: 31),
                "slider": CGRect(x: 0, y: 284.904541015625, width: 320, height: 31),
                "stack": CGRect(x: 0, y: 52.16597020882881, width: 320, height: 375.66805958234238),
                "stepper": CGRect(x: 0, y: 323.904541015625, width: 320, height: 32),
                "text": CGRect(x: 140.5, y: 52.16597020882881, width: 39, height: 24.5),
                "textBelow": CGRect(x: 140.5, y: 403.33402979117119, width: 39, height: 24.5),
                "toggle": CGRect(x: 0, y: 91.47505224007881, width: 320, height: 30),
            ]
        ) {
            VStack {
                Text("Hello").probe("text")
                Toggle("Enabled", isOn: .constant(true)).probe("toggle")
                Button("OK") {}.probe("plain")
                Button("Bordered") {}.buttonStyle(.bordered).probe("bordered")
                TextField("Placeholder", text: .constant("Hello")).probe("field")
                TextField("Placeholder", text: .constant("Hello")).textFieldStyle(.roundedBorder).probe("rounded")
                Slider(value: .constant(0.5)).probe("slider")
                Stepper("Quantity: 3", value: .constant(3)).probe("stepper")
                Picker("Size", selection: .constant(1)) {
                    Text("Small").tag(1)
                    Text("Medium").tag(2)
                }
                .pickerStyle(.segmented)
                .probe("segmented")
                Text("Hello").probe("textBelow")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "ios/list/footer", area: .lists, size: CGSize(width: 320, height: 400),
            commit: "35a6ee7ef3c273f27ea321d989bab7daf4c5fc42", code: "Fixtures/Sources/iOS/IOSControlsFixtures.swift",
            measured: [
                "footer": CGRect(x: 32, y: 108.5, width: 45, height: 21),
                "footer2": CGRect(x: 32, y: 217, width: 35, height: 21),
                "header": CGRect(x: 32, y: 10, width: 37, height: 24.5),
                "list": CGRect(x: 0, y: 0, width: 320, height: 400),
                "row1": CGRect(x: 32, y: 60.25, width: 44.5, height: 24.5),
                "row2": CGRect(x: 32, y: 168.75, width: 52, height: 24.5),
            ]
        ) {
            List {
                Section {
                    Text("Apple").probe("row1")
                } header: {
                    Text("Fruit").probe("header")
                } footer: {
                    Text("Banana").probe("footer")
                }
                Section {
                    Text("Cherry").probe("row2")
                } footer: {
                    Text("Apple").probe("footer2")
                }
            }
            .probe("list")
        },
        MeasuredFixture(
            "ios/button/looks", area: .controls, size: CGSize(width: 320, height: 520),
            commit: "dfb3c9ba9c8033699c4c5df5ee9baa8c707995df", code: "Fixtures/Sources/iOS/IOSControlsFixtures.swift",
            measured: [
                "destructiveBordered": CGRect(x: 58, y: 257.25, width: 73.5, height: 38.5),
                "destructiveBorderless": CGRect(x: 58, y: 358.25, width: 49.5, height: 24.5),
                "destructiveProminent": CGRect(x: 58, y: 307.75, width: 73.5, height: 38.5),
                "disabledPlain": CGRect(x: 58, y: 445.25, width: 36.5, height: 24.5),
                "disabledProminent": CGRect(x: 58, y: 394.75, width: 102, height: 38.5),
                "extraLarge": CGRect(x: 58, y: 124.25, width: 79, height: 54.5),
                "large": CGRect(x: 58, y: 57.75, width: 83.5, height: 54.5),
                "mini": CGRect(x: 58, y: 11.75, width: 48.5, height: 31),
                "prominentLarge": CGRect(x: 58, y: 190.75, width: 118, height: 54.5),
                "prominentMini": CGRect(x: 58, y: 481.75, width: 48.5, height: 31),
                "regular": CGRect(x: 180, y: 7.25, width: 82, height: 38.5),
                "sizesRow": CGRect(x: 58, y: 7.25, width: 204, height: 38.5),
                "small": CGRect(x: 114.5, y: 11.75, width: 57.5, height: 31),
                "stack": CGRect(x: 58, y: 7.25, width: 204, height: 505.5),
            ]
        ) {
            // iOS 26 bordered and prominent buttons at every control size, with the destructive
            // role, and disabled.
            VStack(alignment: .leading, spacing: 12) {
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Button("Mini") {}.buttonStyle(.bordered).controlSize(.mini).probe("mini")
                    Button("Small") {}.buttonStyle(.bordered).controlSize(.small).probe("small")
                    Button("Regular") {}.buttonStyle(.bordered).probe("regular")
                }
                .probe("sizesRow")
                Button("Large") {}.buttonStyle(.bordered).controlSize(.large).probe("large")
                Button("Extra") {}.buttonStyle(.bordered).controlSize(.extraLarge).probe("extraLarge")
                Button("Prominent") {}.buttonStyle(.borderedProminent).controlSize(.large).probe("prominentLarge")
                Button("Delete", role: .destructive) {}.buttonStyle(.bordered).probe("destructiveBordered")
                Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent).probe("destructiveProminent")
                Button("Delete", role: .destructive) {}.buttonStyle(.borderless).probe("destructiveBorderless")
                Button("Prominent") {}.buttonStyle(.borderedProminent).disabled(true).probe("disabledProminent")
                Button("Plain") {}.buttonStyle(.plain).disabled(true).probe("disabledPlain")
                Button("Mini") {}.buttonStyle(.borderedProminent).controlSize(.mini).probe("prominentMini")
            }
            .probe("stack")
        },
    ]
}
