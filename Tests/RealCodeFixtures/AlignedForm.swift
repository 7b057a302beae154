import LayoutLab

// An account form in the style of Apple's "Aligning views across stacks" sample code: every row
// is an HStack of a label and a field, and the form's VStack lines the fields up on a custom
// guide, so the labels end wherever their text ends and every field starts at the same x.

extension HorizontalAlignment {
    private struct FormFieldLeading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[.leading]
        }
    }

    /// Where the fields of a form start.
    static let formFieldLeading = HorizontalAlignment(FormFieldLeading.self)
}

struct FormRow<Field: View>: View {
    let label: String
    let field: Field

    init(_ label: String, @ViewBuilder field: () -> Field) {
        self.label = label
        self.field = field()
    }

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(label)
                .font(.callout)
                .foregroundStyle(.secondary)
                .accessibilityIdentifier("label")
            field
                .alignmentGuide(.formFieldLeading) { d in d[.leading] }
                .accessibilityIdentifier("field")
        }
    }
}

/// What a rounded text field looks like, with its text in place of an editor.
struct FieldBox: View {
    let text: String

    var body: some View {
        Text(text)
            .lineLimit(1)
            .padding(.horizontal, 8)
            .padding(.vertical, 6)
            .frame(minWidth: 140, alignment: .leading)
            .background(
                RoundedRectangle(cornerRadius: 6)
                    .stroke(Color.gray.opacity(0.4), lineWidth: 1)
            )
    }
}

struct AccountForm: View {
    let labels: [String]
    let values: [String]

    var body: some View {
        VStack(alignment: .formFieldLeading, spacing: 12) {
            Text("Account")
                .font(.headline)
                .alignmentGuide(.formFieldLeading) { d in d[.leading] }
            ForEach(labels.indices, id: \.self) { index in
                FormRow(labels[index]) {
                    FieldBox(text: values[index])
                }
            }
            FormRow("Notes") {
                Text("Deliveries after 6 pm, please ring twice.")
                    .font(.footnote)
                    .lineLimit(3)
                    .frame(maxWidth: 220, alignment: .leading)
            }
            Text("Save")
                .bold()
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
                .background(Capsule().fill(Color.accentColor))
                .alignmentGuide(.formFieldLeading) { d in d[.leading] }
        }
        .padding()
    }
}

struct AlignedFormFixture: Scenario {
    static let name = "fixtures/aligned-form"
    static let summary = "An account form whose fields line up on a custom alignment guide across its rows."
    static let variants = ["english", "german"]
    let variant: String

    init(variant: String) { self.variant = variant }

    var body: some View {
        AccountForm(
            labels: variant == "german"
                ? ["Name", "E-Mail-Adresse", "Telefon", "Lieferanschrift"]
                : ["Name", "Email", "Phone", "Delivery address"],
            values: ["Ann Lee", "ann@example.com", "+1 555 0100", "1 Infinite Loop, Cupertino"]
        )
    }
}

extension RealCodeFixtures {
    static let alignment: [any Scenario.Type] = [AlignedFormFixture.self]
}
