import LayoutLab

extension FidelitySuite {
    /// macOS forms: control rows, sections, the grouped style with headers, footers and nested forms, the columns style, a hidden background (macOS 26).
    static let formFixtures: [MeasuredFixture] = [
        MeasuredFixture(
            "form/basic", area: .lists, size: CGSize(width: 360, height: 320),
            commit: "f9f1f0b9e9760cd612cdde956396a23351dac96e", code: "Fixtures/Sources/Form/FormFixtures.swift",
            measured: [
                "button": CGRect(x: 53, y: 211.90087890625, width: 53.5, height: 24),
                "field": CGRect(x: 9.5, y: 63.35693359375, width: 350.5, height: 24),
                "form": CGRect(x: 0, y: 63.35693359375, width: 360, height: 193.2861328125),
                "picker": CGRect(x: 17, y: 117.85693359375, width: 128.5, height: 24),
                "slider": CGRect(x: 0, y: 150.0078125, width: 360, height: 23),
                "stepper": CGRect(x: 8.5, y: 177.75, width: 64.5, height: 26),
                "text": CGRect(x: 53, y: 240.64306640625, width: 29.5, height: 16),
                "toggle": CGRect(x: 53, y: 93.35693359375, width: 70, height: 18.5),
            ]
        ) {
            Form {
                TextField("Name", text: .constant("Hello")).probe("field")
                Toggle("Enabled", isOn: .constant(true)).probe("toggle")
                Picker("Fruit", selection: .constant(1)) {
                    Text("Apple").tag(1)
                    Text("Banana").tag(2)
                }
                .probe("picker")
                Slider(value: .constant(0.5)) { Text("Volume") }.probe("slider")
                Stepper("Count", value: .constant(1)).probe("stepper")
                Button("Save") {}.probe("button")
                Text("Plain").probe("text")
            }
            .probe("form")
        },
        MeasuredFixture(
            "form/sections", area: .lists, size: CGSize(width: 360, height: 360),
            commit: "f9f1f0b9e9760cd612cdde956396a23351dac96e", code: "Fixtures/Sources/Form/FormFixtures.swift",
            measured: [
                "account": CGRect(x: 43.5, y: 152.37890625, width: 70, height: 18.5),
                "field": CGRect(x: 0, y: 122.37890625, width: 360, height: 24),
                "form": CGRect(x: 0, y: 98.22802734375, width: 360, height: 163.5439453125),
                "options": CGRect(x: 43.5, y: 245.77197265625, width: 39.5, height: 16),
                "optionsFooter": CGRect(x: 43.5, y: 245.77197265625, width: 39.5, height: 16),
                "optionsHeader": CGRect(x: 43.5, y: 176.87890625, width: 47.5, height: 16),
                "segmented": CGRect(x: 7.5, y: 201.02978515625, width: 168, height: 24),
                "text": CGRect(x: 43.5, y: 229.77197265625, width: 29.5, height: 16),
                "toggle": CGRect(x: 43.5, y: 152.37890625, width: 70, height: 18.5),
            ]
        ) {
            Form {
                Section("Account") {
                    TextField("Name", text: .constant("Hello")).probe("field")
                    Toggle("Enabled", isOn: .constant(false)).probe("toggle")
                }
                .probe("account")
                Section {
                    Picker("Fruit", selection: .constant(1)) {
                        Text("Apple").tag(1)
                        Text("Banana").tag(2)
                    }
                    .pickerStyle(.segmented)
                    .probe("segmented")
                    Text("Plain").probe("text")
                } header: {
                    Text("Options").probe("optionsHeader")
                } footer: {
                    Text("Footer").probe("optionsFooter")
                }
                .probe("options")
            }
            .probe("form")
        },
        MeasuredFixture(
            "form/styles", area: .lists, size: CGSize(width: 360, height: 360),
            commit: "f9f1f0b9e9760cd612cdde956396a23351dac96e", code: "Fixtures/Sources/Form/FormFixtures.swift",
            measured: [
                "columns": CGRect(x: 0, y: 125, width: 360, height: 110),
                "columnsField": CGRect(x: 0, y: 155.75, width: 360, height: 24),
                "columnsToggle": CGRect(x: 43.5, y: 185.75, width: 70, height: 18.5),
                "grouped": CGRect(x: 0, y: 7, width: 360, height: 110),
                "groupedField": CGRect(x: 30, y: 37, width: 300, height: 18.5),
                "groupedToggle": CGRect(x: 30, y: 76.5, width: 300, height: 18.5),
                "narrow": CGRect(x: 80, y: 243, width: 200, height: 110),
                "narrowToggle": CGRect(x: 145, y: 288.75, width: 70, height: 18.5),
                "stack": CGRect(x: 0, y: 7, width: 360, height: 346),
            ]
        ) {
            VStack(spacing: 8) {
                Form {
                    TextField("Name", text: .constant("Hello")).probe("groupedField")
                    Toggle("Enabled", isOn: .constant(true)).probe("groupedToggle")
                }
                .formStyle(.grouped)
                .frame(height: 110)
                .probe("grouped")
                Form {
                    TextField("Name", text: .constant("Hello")).probe("columnsField")
                    Toggle("Enabled", isOn: .constant(true)).probe("columnsToggle")
                }
                .formStyle(.columns)
                .frame(height: 110)
                .probe("columns")
                Form {
                    Toggle("Enabled", isOn: .constant(true)).probe("narrowToggle")
                }
                .frame(width: 200, height: 110)
                .probe("narrow")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "form/steps", area: .lists, size: CGSize(width: 360, height: 200),
            commit: "f9f1f0b9e9760cd612cdde956396a23351dac96e", code: "Fixtures/Sources/Form/FormFixtures.swift",
            measured: [
                "field": CGRect(x: 0, y: 100.25, width: 360, height: 24),
                "form": CGRect(x: 0, y: 75.75, width: 360, height: 48.5),
                "toggle": CGRect(x: 43.5, y: 75.75, width: 70, height: 18.5),
            ]
        ) {
            let name = ""
            Form {
                Toggle("Enabled", isOn: .constant(false)).probe("toggle")
                if !name.isEmpty { Text(name).probe("name") }
                TextField("Name", text: .constant(name)).probe("field")
            }
            .probe("form")
        },
        MeasuredFixture(
            "form/grouped-background", area: .lists, size: CGSize(width: 360, height: 160),
            commit: "49c51a96dcf1e24e19d4acf58786a818ec422c41", code: "Fixtures/Sources/Form/FormFixtures.swift",
            measured: [
                "form": CGRect(x: 0, y: 0, width: 360, height: 160),
                "toggle": CGRect(x: 30, y: 30, width: 300, height: 18.5),
            ]
        ) {
            Form {
                Toggle("Enabled", isOn: .constant(true)).probe("toggle")
            }
            .formStyle(.grouped)
            .scrollContentBackground(.hidden)
            .background(Color.yellow)
            .probe("form")
        },
        MeasuredFixture(
            "form/grouped", area: .lists, size: CGSize(width: 360, height: 560),
            commit: "49c51a96dcf1e24e19d4acf58786a818ec422c41", code: "Fixtures/Sources/Form/FormFixtures.swift",
            measured: [
                "box": CGRect(x: 30, y: 346, width: 37.5, height: 35),
                "boxed": CGRect(x: 30, y: 365, width: 37.5, height: 16),
                "field": CGRect(x: 30, y: 58.5, width: 300, height: 18.5),
                "footer": CGRect(x: 255, y: 176, width: 75, height: 16),
                "form": CGRect(x: 0, y: 0, width: 360, height: 560),
                "header": CGRect(x: 30, y: 20, width: 52.5, height: 18.5),
                "nested": CGRect(x: 30, y: 402, width: 62.5, height: 18.5),
                "nestedToggle": CGRect(x: 30, y: 402, width: 62.5, height: 18.5),
                "picker": CGRect(x: 30, y: 137.5, width: 300, height: 18.5),
                "stepper": CGRect(x: 30, y: 260.5, width: 300, height: 18.5),
                "text": CGRect(x: 30, y: 300, width: 55, height: 16),
                "toggle": CGRect(x: 30, y: 98, width: 300, height: 18.5),
            ]
        ) {
            // The grouped style's sections: a header and footer around a field, a switch and a
            // pop-up; a titled section of a stepper and a text; a group box and a columns form
            // nested in a row.
            Form {
                Section {
                    TextField("Name", text: .constant("Hello")).probe("field")
                    Toggle("Enabled", isOn: .constant(true)).probe("toggle")
                    Picker("Fruit", selection: .constant(1)) {
                        Text("Apple").tag(1)
                        Text("Pear").tag(2)
                    }
                    .probe("picker")
                } header: {
                    Text("Account").probe("header")
                } footer: {
                    Text("Your details.").probe("footer")
                }
                Section("Levels") {
                    Stepper("Count: 3", value: .constant(3)).probe("stepper")
                    Text("Plain row").probe("text")
                }
                Section {
                    GroupBox("Box") { Text("Boxed").probe("boxed") }.probe("box")
                    Form {
                        Toggle("Nested", isOn: .constant(false)).probe("nestedToggle")
                    }
                    .formStyle(.columns)
                    .probe("nested")
                }
            }
            .formStyle(.grouped)
            .probe("form")
        },
    ]
}
