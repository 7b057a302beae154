import LayoutLab

// A contacts row as sample code writes it for Dynamic Type: the avatar, its status dot and the
// row's spacing are @ScaledMetric values, so they grow with the text beside them.

struct Contact: Identifiable {
    let id: Int
    let name: String
    let role: String
    let isOnline: Bool

    var initials: String {
        name.split(separator: " ").compactMap(\.first).prefix(2).map(String.init).joined()
    }
}

struct ContactRow: View {
    let contact: Contact

    @ScaledMetric private var avatarSize: CGFloat = 40
    @ScaledMetric private var spacing: CGFloat = 12
    @ScaledMetric(relativeTo: .caption) private var statusDotSize: CGFloat = 10

    var body: some View {
        HStack(spacing: spacing) {
            Circle()
                .fill(Color.indigo.gradient)
                .frame(width: avatarSize, height: avatarSize)
                .overlay(Text(contact.initials).font(.headline).foregroundStyle(.white))
                .overlay(alignment: .bottomTrailing) {
                    Circle()
                        .fill(contact.isOnline ? Color.green : Color.gray)
                        .frame(width: statusDotSize, height: statusDotSize)
                }
                .accessibilityIdentifier("avatar-\(contact.id)")
            VStack(alignment: .leading, spacing: 2) {
                Text(contact.name)
                    .font(.body)
                Text(contact.role)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            Spacer(minLength: 0)
            Image(systemName: "chevron.right")
                .font(.footnote)
                .foregroundStyle(.tertiary)
        }
        .padding(.vertical, 8)
    }
}

struct ContactListFixture: Scenario {
    static let name = "fixtures/contact-rows"
    static let summary = "Rows whose avatar, status dot and spacing are @ScaledMetric: they grow with Dynamic Type."
    static let timeline: Timeline = [.launch(.portrait), .dynamicType(.accessibility2), .rotate(.landscape)]

    static let contacts = [
        Contact(id: 1, name: "Maya Lindqvist", role: "Design lead", isOnline: true),
        Contact(id: 2, name: "Tomás Aguilar", role: "iOS engineer, accessibility and localisation", isOnline: false),
        Contact(id: 3, name: "Priya Raman", role: "Research", isOnline: true),
    ]

    init(variant: String) {}

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(Self.contacts) { contact in
                    ContactRow(contact: contact)
                    Divider()
                }
            }
            .padding(.horizontal)
        }
    }
}

extension RealCodeFixtures {
    static let dynamicType: [any Scenario.Type] = [ContactListFixture.self]
}
