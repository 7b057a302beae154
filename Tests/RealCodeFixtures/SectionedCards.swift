import LayoutLab

// An iOS 18 custom container: a card deck that styles each subview of its content, and a
// settings-like page that lays out sections with their headers, built with Group(subviews:),
// ForEach(subviews:) and ForEach(sections:).

struct CardDeck<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            VStack(spacing: 10) {
                if let first = subviews.first {
                    first
                        .font(.title3)
                        .padding()
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(RoundedRectangle(cornerRadius: 14).fill(Color.accentColor.opacity(0.2)))
                }
                HStack(spacing: 10) {
                    ForEach(subviews.dropFirst()) { subview in
                        subview
                            .padding(10)
                            .frame(maxWidth: .infinity)
                            .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.15)))
                    }
                }
            }
        }
    }
}

struct SectionedPage<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ForEach(sections: content) { section in
                VStack(alignment: .leading, spacing: 6) {
                    section.header
                        .font(.footnote)
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(subviews: section.content) { row in
                            row
                                .padding(.vertical, 8)
                                .frame(maxWidth: .infinity, alignment: .leading)
                        }
                    }
                    .padding(.horizontal)
                    .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.1)))
                }
            }
        }
    }
}

struct SectionedCardsFixture: Scenario {
    static let name = "fixtures/sectioned-cards"
    static let summary = "Custom containers built from a view's subviews and sections (iOS 18 APIs)."
    static let timeline: Timeline = [.launch(.portrait), .rotate(.landscape)]

    init(variant: String) {}

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                CardDeck {
                    Text("Today")
                    Text("3 meetings")
                    Text("2 reviews")
                    Text("1 launch")
                }
                SectionedPage {
                    Section("Account") {
                        Text("Profile")
                        Text("Password")
                    }
                    Section("Notifications") {
                        ForEach(["Mentions", "Replies", "Weekly digest"], id: \.self) { item in
                            Text(item)
                        }
                    }
                }
            }
            .padding()
        }
    }
}

extension RealCodeFixtures {
    static let subviews: [any Scenario.Type] = [SectionedCardsFixture.self]
}
