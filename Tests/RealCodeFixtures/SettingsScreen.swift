import LayoutLab

// A settings screen as sample code writes it: a navigation stack with a large title, an
// inset-grouped list of sections with toggles, pickers and navigation links, a footer, and a
// toolbar button.

struct SettingsRow: View {
    let title: String
    let symbol: String
    let tint: Color
    var detail: String? = nil

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: symbol)
                .foregroundStyle(.white)
                .frame(width: 28, height: 28)
                .background(tint, in: RoundedRectangle(cornerRadius: 6))
            Text(title)
            Spacer()
            if let detail {
                Text(detail).foregroundStyle(.secondary)
            }
        }
    }
}

struct SettingsScreen: View {
    @State private var airplaneMode = false
    @State private var wifiOn = true
    @State private var appearance = "Automatic"
    @State private var showingProfile = false
    let compact: Bool

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack(spacing: 14) {
                        Circle()
                            .fill(.blue.gradient)
                            .frame(width: 56, height: 56)
                            .overlay(Text("AK").font(.title2.bold()).foregroundStyle(.white))
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Alex Kim").font(.title3.weight(.semibold))
                            Text("Apple Account, iCloud and more").font(.footnote).foregroundStyle(.secondary)
                        }
                    }
                    .padding(.vertical, 4)
                }

                Section("Connectivity") {
                    Toggle(isOn: $airplaneMode) {
                        SettingsRow(title: "Airplane Mode", symbol: "airplane", tint: .orange)
                    }
                    NavigationLink {
                        Text("Wi-Fi")
                    } label: {
                        SettingsRow(title: "Wi-Fi", symbol: "wifi", tint: .blue, detail: wifiOn ? "Home" : "Off")
                    }
                    NavigationLink(value: "bluetooth") {
                        SettingsRow(title: "Bluetooth", symbol: "dot.radiowaves.left.and.right", tint: .blue, detail: "On")
                    }
                }

                Section {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(["Automatic", "Light", "Dark"], id: \.self) { Text($0) }
                    }
                    LabeledContent("Version", value: "26.1")
                } header: {
                    Text("Display")
                } footer: {
                    Text("Automatic follows the time of day. Dark uses less power on OLED displays.")
                }

                if !compact {
                    Section("About") {
                        ForEach(1...6, id: \.self) { index in
                            LabeledContent("Item \(index)") { Text("\(index * 12) MB") }
                        }
                    }
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        showingProfile = true
                    } label: {
                        Image(systemName: "person.crop.circle")
                    }
                    .accessibilityIdentifier("profile-button")
                }
            }
            .navigationDestination(for: String.self) { value in
                Text(value)
            }
            .sheet(isPresented: $showingProfile) {
                Text("Profile")
            }
        }
    }
}

struct SettingsScreenFixture: Scenario {
    static let name = "fixtures/settings-screen"
    static let summary = "A settings screen: a navigation stack, an inset-grouped list with toggles, links, a picker, a footer and a toolbar button."
    static let variants = ["short", "long"]
    let variant: String

    init(variant: String) { self.variant = variant }

    var body: some View {
        SettingsScreen(compact: variant == "short")
    }
}

extension RealCodeFixtures {
    static let settings: [any Scenario.Type] = [SettingsScreenFixture.self]
}
