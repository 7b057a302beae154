import LayoutLab

// A contacts screen in the style of public sample code: names grouped by initial in a lazy
// stack with pinned letter headers, a reader that jumps to the last-viewed letter when it
// appears, and a detail sheet at a medium detent for the selected contact.

struct ContactEntry: Identifiable, Hashable {
    let id: String
    var initial: String { String(id.prefix(1)) }
}

struct ContactsIndex: View {
    let contacts: [ContactEntry]
    var lastLetter = "M"
    @State private var selected: ContactEntry?

    private var letters: [String] {
        Array(Set(contacts.map(\.initial))).sorted()
    }

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(letters, id: \.self) { letter in
                        Section {
                            ForEach(contacts.filter { $0.initial == letter }) { contact in
                                Text(contact.id)
                                    .padding(.vertical, 12)
                                    .padding(.horizontal)
                                    .frame(maxWidth: .infinity, alignment: .leading)
                                    .onTapGesture { selected = contact }
                                    .accessibilityIdentifier(contact.id)
                            }
                        } header: {
                            Text(letter)
                                .font(.headline)
                                .padding(.horizontal)
                                .padding(.vertical, 4)
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .background(.bar)
                                .accessibilityIdentifier("header-\(letter)")
                        }
                        .id(letter)
                    }
                }
            }
            .onAppear {
                proxy.scrollTo(lastLetter, anchor: .top)
                selected = contacts.first { $0.initial == lastLetter }
            }
        }
        .sheet(item: $selected) { contact in
            VStack(alignment: .leading, spacing: 8) {
                Text(contact.id).font(.title2.bold())
                Text("Mobile").font(.caption).foregroundStyle(.secondary)
                Text("+1 555 0100")
                Spacer()
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .accessibilityIdentifier("detail")
            .presentationDetents([.medium, .large])
        }
    }
}

struct ContactsIndexFixture: Scenario {
    static let name = "fixtures/contacts-index"
    static let summary = "Contacts grouped by initial with pinned headers; on appear the reader jumps to M and a detail sheet opens at half height."
    static let timeline: Timeline = [.launch(.portrait), .scroll(toID: "C", anchor: .top), .rotate(.landscape)]

    init(variant: String) {}

    var body: some View {
        let first = ["Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lou", "Mae", "Ned", "Oz", "Pia"]
        let last = ["Adams", "Brown", "Chen", "Diaz", "Evans", "Fox", "Gray", "Hill"]
        ContactsIndex(contacts: first.flatMap { name in last.map { ContactEntry(id: "\(name) \($0)") } })
    }
}

extension RealCodeFixtures {
    static let contactsIndex: [any Scenario.Type] = [ContactsIndexFixture.self]
}
