import LayoutLab

/// A fruit with an id, for the data-driven picker.
private struct PickerFruit: Identifiable, Hashable, Sendable {
    let id: Int
    let name: String
    static let all = [PickerFruit(id: 1, name: "Apple"), PickerFruit(id: 2, name: "Banana"), PickerFruit(id: 3, name: "Cherry")]
}

extension FidelitySuite {
    /// Pickers as pop-up buttons, segments, radio groups and inline lists (macOS 26).
    static let controlPickers: [MeasuredFixture] = [
        MeasuredFixture(
            "picker/basic", area: .controls, size: CGSize(width: 320, height: 320),
            commit: "ee5b2fde506382ee042fdc68bcf31e213196b21b", code: "Fixtures/Sources/Controls/PickerFixtures.swift",
            measured: [
                "inline": CGRect(x: 43, y: 232.25, width: 102, height: 43),
                "inlineApple": CGRect(x: 100, y: 232.25, width: 35, height: 18.5),
                "inlineBanana": CGRect(x: 100, y: 256.75, width: 45, height: 18.5),
                "menu": CGRect(x: 43, y: 44.75, width: 128.5, height: 24),
                "menuHidden": CGRect(x: 43, y: 80.75, width: 92.5, height: 24),
                "radio": CGRect(x: 43, y: 152.75, width: 102, height: 67.5),
                "radioApple": CGRect(x: 100, y: 152.75, width: 35, height: 18.5),
                "radioBanana": CGRect(x: 100, y: 177.25, width: 45, height: 18.5),
                "radioCherry": CGRect(x: 100, y: 201.75, width: 41.5, height: 18.5),
                "segmented": CGRect(x: 43, y: 116.75, width: 234, height: 24),
                "stack": CGRect(x: 43, y: 44.75, width: 234, height: 230.5),
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
                Picker("Fruit", selection: .constant(1)) {
                    Text("Apple").tag(1).probe("segApple")
                    Text("Banana").tag(2).probe("segBanana")
                    Text("Cherry").tag(3).probe("segCherry")
                }
                .pickerStyle(.segmented)
                .probe("segmented")
                Picker("Fruit", selection: .constant(1)) {
                    Text("Apple").tag(1).probe("radioApple")
                    Text("Banana").tag(2).probe("radioBanana")
                    Text("Cherry").tag(3).probe("radioCherry")
                }
                .pickerStyle(.radioGroup)
                .probe("radio")
                Picker("Fruit", selection: .constant(1)) {
                    Text("Apple").tag(1).probe("inlineApple")
                    Text("Banana").tag(2).probe("inlineBanana")
                }
                .pickerStyle(.inline)
                .probe("inline")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "picker/forms", area: .controls, size: CGSize(width: 320, height: 260),
            commit: "ee5b2fde506382ee042fdc68bcf31e213196b21b", code: "Fixtures/Sources/Controls/PickerFixtures.swift",
            measured: [
                "disabled": CGRect(x: 60, y: 100, width: 128.5, height: 24),
                "fixed": CGRect(x: 60, y: 136, width: 200, height: 24),
                "fixedSegmented": CGRect(x: 60, y: 172, width: 200, height: 24),
                "forEach": CGRect(x: 60, y: 28, width: 128.5, height: 24),
                "labelPicker": CGRect(x: 60, y: 64, width: 160.5, height: 24),
                "row": CGRect(x: 60, y: 208, width: 177, height: 24),
                "rowButton": CGRect(x: 194.5, y: 208, width: 42.5, height: 24),
                "rowPicker": CGRect(x: 94, y: 208, width: 92.5, height: 24),
                "rowText": CGRect(x: 60, y: 212, width: 26, height: 16),
                "stack": CGRect(x: 60, y: 28, width: 200, height: 204),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                Picker("Fruit", selection: .constant(1)) {
                    ForEach(PickerFruit.all) { Text($0.name) }
                }
                .probe("forEach")
                Picker(selection: .constant(1)) {
                    Text("Apple").tag(1)
                    Text("Banana").tag(2)
                } label: {
                    Label("Fruit", image: "icon")
                }
                .probe("labelPicker")
                Picker("Fruit", selection: .constant(1)) {
                    Text("Apple").tag(1)
                    Text("Banana").tag(2)
                }
                .disabled(true)
                .probe("disabled")
                Picker("Fruit", selection: .constant(1)) {
                    Text("Apple").tag(1)
                    Text("Banana").tag(2)
                }
                .frame(width: 200)
                .probe("fixed")
                Picker("Fruit", selection: .constant(1)) {
                    Text("Apple").tag(1)
                    Text("Banana").tag(2)
                }
                .pickerStyle(.segmented)
                .frame(width: 200)
                .probe("fixedSegmented")
                HStack(spacing: 8) {
                    Text("Row").probe("rowText")
                    Picker("Fruit", selection: .constant(1)) {
                        Text("Apple").tag(1)
                        Text("Banana").tag(2)
                    }
                    .labelsHidden()
                    .probe("rowPicker")
                    Button("OK") {}.probe("rowButton")
                }
                .probe("row")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "picker/steps", area: .controls, size: CGSize(width: 320, height: 160),
            commit: "ee5b2fde506382ee042fdc68bcf31e213196b21b", code: "Fixtures/Sources/Controls/PickerFixtures.swift",
            measured: [
                "menu": CGRect(x: 43, y: 10.25, width: 128.5, height: 24),
                "radio": CGRect(x: 43, y: 82.25, width: 102, height: 67.5),
                "segmented": CGRect(x: 43, y: 46.25, width: 234, height: 24),
                "stack": CGRect(x: 43, y: 10.25, width: 234, height: 139.5),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                Picker("Fruit", selection: .constant(1)) {
                    Text("Apple").tag(1)
                    Text("Banana").tag(2)
                    Text("Cherry").tag(3)
                }
                .probe("menu")
                Picker("Fruit", selection: .constant(1)) {
                    Text("Apple").tag(1)
                    Text("Banana").tag(2)
                    Text("Cherry").tag(3)
                }
                .pickerStyle(.segmented)
                .probe("segmented")
                Picker("Fruit", selection: .constant(1)) {
                    Text("Apple").tag(1)
                    Text("Banana").tag(2)
                    Text("Cherry").tag(3)
                }
                .pickerStyle(.radioGroup)
                .probe("radio")
            }
            .probe("stack")
        },
    ]
}
