import LayoutLab

/// The long note the vertical fields wrap.
private let wrappingNote = "A long note that wraps onto several lines in a narrow field"

extension FidelitySuite {
    /// Plain text fields that grow vertically, and fields showing formatted values (macOS 26); the growing fields on iOS 26.
    static let controlTextFieldForms: [MeasuredFixture] = [
        MeasuredFixture(
            "textfield/vertical", area: .controls, size: CGSize(width: 300, height: 300),
            commit: "90df4883ec94d27ed76e70e161e27c839f1fcc74", code: "Fixtures/Sources/TextField/TextFieldFormsFixtures.swift",
            measured: [
                "capped": CGRect(x: 50, y: 164, width: 200, height: 32),
                "ranged": CGRect(x: 50, y: 208, width: 200, height: 32),
                "reserved": CGRect(x: 50, y: 104, width: 200, height: 48),
                "short": CGRect(x: 50, y: 76, width: 200, height: 16),
                "single": CGRect(x: 50, y: 252, width: 200, height: 16),
                "stack": CGRect(x: 50, y: 32, width: 200, height: 236),
                "wrapped": CGRect(x: 50, y: 32, width: 200, height: 32),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                TextField("Notes", text: .constant(wrappingNote), axis: .vertical).frame(width: 200).probe("wrapped")
                TextField("Notes", text: .constant("Short"), axis: .vertical).frame(width: 200).probe("short")
                TextField("Notes", text: .constant(""), axis: .vertical)
                    .lineLimit(3, reservesSpace: true)
                    .frame(width: 200)
                    .probe("reserved")
                TextField("Notes", text: .constant(wrappingNote), axis: .vertical)
                    .lineLimit(2)
                    .frame(width: 200)
                    .probe("capped")
                TextField("Notes", text: .constant(wrappingNote), axis: .vertical)
                    .lineLimit(2...4)
                    .frame(width: 200)
                    .probe("ranged")
                TextField("Notes", text: .constant("Short")).frame(width: 200).probe("single")
            }
            .textFieldStyle(.plain)
            .probe("stack")
        },
        MeasuredFixture(
            "textfield/formatted", area: .controls, size: CGSize(width: 300, height: 240),
            commit: "90df4883ec94d27ed76e70e161e27c839f1fcc74", code: "Fixtures/Sources/TextField/TextFieldFormsFixtures.swift",
            measured: [
                "currency": CGRect(x: 112.21826171875, y: 112, width: 45.08837890625, height: 16),
                "double": CGRect(x: 112.21826171875, y: 56, width: 51.2646484375, height: 16),
                "fixedEmpty": CGRect(x: 112.21826171875, y: 196, width: 75.5634765625, height: 16),
                "fixedText": CGRect(x: 112.21826171875, y: 168, width: 34.951171875, height: 16),
                "formatter": CGRect(x: 112.21826171875, y: 140, width: 20.0595703125, height: 16),
                "int": CGRect(x: 112.21826171875, y: 28, width: 37.2998046875, height: 16),
                "percent": CGRect(x: 112.21826171875, y: 84, width: 31.68212890625, height: 16),
                "stack": CGRect(x: 112.21826171875, y: 28, width: 75.5634765625, height: 184),
            ]
        ) {
            VStack(alignment: .leading, spacing: 12) {
                TextField("Age", value: .constant(1234), format: .number.locale(Locale(identifier: "en_US")))
                    .fixedSize()
                    .probe("int")
                TextField("Price", value: .constant(3.14159), format: .number.locale(Locale(identifier: "en_US")))
                    .fixedSize()
                    .probe("double")
                TextField("Share", value: .constant(0.25), format: .percent.locale(Locale(identifier: "en_US")))
                    .fixedSize()
                    .probe("percent")
                TextField("Amount", value: .constant(12.5), format: .currency(code: "USD").locale(Locale(identifier: "en_US")))
                    .fixedSize()
                    .probe("currency")
                TextField("Count", value: .constant(42), formatter: NumberFormatter())
                    .fixedSize()
                    .probe("formatter")
                TextField("Placeholder", text: .constant("Hello")).fixedSize().probe("fixedText")
                TextField("Placeholder", text: .constant("")).fixedSize().probe("fixedEmpty")
            }
            .textFieldStyle(.plain)
            .probe("stack")
        },
        MeasuredFixture(
            "ios/textfield/vertical", area: .controls, size: CGSize(width: 375, height: 667),
            commit: "90df4883ec94d27ed76e70e161e27c839f1fcc74", code: "Fixtures/Sources/TextField/TextFieldFormsFixtures.swift",
            measured: [
                "plain": CGRect(x: 37.5, y: 0, width: 300, height: 52),
                "reserved": CGRect(x: 37.5, y: 182, width: 300, height: 84.287109375),
                "rounded": CGRect(x: 37.5, y: 64, width: 300, height: 60),
                "short": CGRect(x: 37.5, y: 136, width: 300, height: 34),
                "stack": CGRect(x: 37.5, y: 0, width: 300, height: 667),
            ]
        ) {
            // On iOS 26: the wrapped note in the default (plain) and rounded styles, a short
            // rounded field, and three reserved lines; the column is pinned to the top.
            VStack(alignment: .leading, spacing: 12) {
                TextField("Notes", text: .constant(wrappingNote), axis: .vertical).frame(width: 300).probe("plain")
                TextField("Notes", text: .constant(wrappingNote), axis: .vertical)
                    .textFieldStyle(.roundedBorder).frame(width: 300).probe("rounded")
                TextField("Notes", text: .constant("Short"), axis: .vertical)
                    .textFieldStyle(.roundedBorder).frame(width: 300).probe("short")
                TextField("Notes", text: .constant(""), axis: .vertical)
                    .lineLimit(3, reservesSpace: true)
                    .textFieldStyle(.roundedBorder).frame(width: 300).probe("reserved")
            }
            .frame(maxHeight: .infinity, alignment: .top)
            .probe("stack")
        },
    ]
}
