import LayoutLab

// A profile header as sample code writes it: an avatar, a name over a subtitle with default
// spacing, a trailing badge, padded on a rounded background.

struct ProfileHeader: View {
    let name: String
    let subtitle: String
    let unread: Int

    var body: some View {
        HStack(alignment: .center) {
            Circle()
                .fill(Color.blue.gradient)
                .frame(width: 48, height: 48)
                .overlay(Text(String(name.prefix(1))).font(.title2).bold())
            VStack(alignment: .leading) {
                Text(name).font(.headline)
                Text(subtitle).font(.subheadline).lineLimit(2)
            }
            Spacer()
            if unread > 0 {
                Text("\(unread)")
                    .font(.caption).bold()
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(Capsule().fill(Color.red))
                    .accessibilityIdentifier("badge")
            }
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.gray.opacity(0.15)))
        .padding(.horizontal)
    }
}

struct ProfileCardFixture: Scenario {
    static let name = "fixtures/profile-card"
    static let summary = "A profile header with an avatar, two lines of text, a spacer and a badge."
    static let variants = ["short", "long"]
    let variant: String

    init(variant: String) { self.variant = variant }

    var body: some View {
        VStack {
            ProfileHeader(
                name: variant == "long" ? "Alexandra Konstantinopoulou-Weatherby" : "Ann",
                subtitle: variant == "long" ? "Senior engineer, layout and rendering, in a team that works across three time zones" : "Engineer",
                unread: 3
            )
            Spacer()
        }
    }
}

extension RealCodeFixtures {
    static let everyday: [any Scenario.Type] = [ProfileCardFixture.self]
}
