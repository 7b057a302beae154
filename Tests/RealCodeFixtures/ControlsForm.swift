import Foundation
import LayoutLab

// A form with one of every control, in the style of sample code: text fields, a secure field, a
// toggle, a slider with value labels, a stepper, pickers in three styles, a date picker, a color
// picker, progress, a gauge, labels, links, a menu, a share link and buttons in every style.

struct ProminentCapsuleStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .frame(maxWidth: .infinity)
            .background(Capsule().fill(Color.accentColor))
            .foregroundColor(.white)
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
    }
}

struct RowTapStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .contentShape(Rectangle())
            .onTapGesture { configuration.trigger() }
    }
}

enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: String { rawValue }
}

struct EveryControlForm: View {
    @State private var name = ""
    @State private var email = "alex@example.com"
    @State private var password = ""
    @State private var notes = "Leave at the door."
    @State private var notifications = true
    @State private var volume = 0.6
    @State private var guests = 2
    @State private var flavor = Flavor.chocolate
    @State private var size = 1
    @State private var speed = "Normal"
    @State private var arrival = Date(timeIntervalSince1970: 1_800_000_000)
    @State private var color = Color.teal
    @State private var confirming = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Name", text: $name)
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                    SecureField("Password", text: $password)
                    TextField("Notes", text: $notes, axis: .vertical)
                        .lineLimit(2...4)
                }

                Section("Preferences") {
                    Toggle("Notifications", isOn: $notifications)
                    Slider(value: $volume, in: 0...1) {
                        Text("Volume")
                    } minimumValueLabel: {
                        Image(systemName: "speaker")
                    } maximumValueLabel: {
                        Image(systemName: "speaker.wave.3")
                    }
                    Stepper("Guests: \(guests)", value: $guests, in: 1...10)
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases) { flavor in
                            Text(flavor.rawValue.capitalized)
                        }
                    }
                    Picker("Size", selection: $size) {
                        Text("S").tag(0)
                        Text("M").tag(1)
                        Text("L").tag(2)
                    }
                    .pickerStyle(.segmented)
                    Picker("Speed", selection: $speed) {
                        ForEach(["Slow", "Normal", "Fast"], id: \.self) { Text($0) }
                    }
                    .pickerStyle(.inline)
                    DatePicker("Arrival", selection: $arrival, displayedComponents: [.date, .hourAndMinute])
                    ColorPicker("Accent", selection: $color)
                }

                Section("Status") {
                    ProgressView("Uploading", value: 0.4)
                    ProgressView()
                    Gauge(value: 0.7) {
                        Text("Battery")
                    } currentValueLabel: {
                        Text("70%")
                    }
                    Label("Synced", systemImage: "checkmark.icloud")
                    Label("Offline", systemImage: "wifi.slash").labelStyle(.iconOnly)
                }

                Section {
                    Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                    Menu("More") {
                        Button("Duplicate") {}
                        Button("Delete", role: .destructive) {}
                    }
                    ShareLink(item: URL(string: "https://example.com")!)
                    Button("Sign Out", role: .destructive) { confirming = true }
                        .confirmationDialog("Sign out?", isPresented: $confirming) {
                            Button("Sign Out", role: .destructive) {}
                        }
                }

                Section {
                    VStack(spacing: 12) {
                        Button("Automatic") {}
                        Button("Bordered") {}.buttonStyle(.bordered)
                        Button("Prominent") {}.buttonStyle(.borderedProminent).controlSize(.large)
                        Button("Plain") {}.buttonStyle(.plain)
                        Button("Borderless") {}.buttonStyle(.borderless).controlSize(.small)
                        Button("Continue") {}.buttonStyle(ProminentCapsuleStyle())
                        Button("Row tap") {}.buttonStyle(RowTapStyle())
                    }
                }
            }
            .navigationTitle("Controls")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

struct ControlsFormFixture: Scenario {
    static let name = "fixtures/controls-form"
    static let summary = "A form with one of every control: fields, toggle, slider, stepper, pickers, date and color pickers, progress, gauge, labels, links, menu, share link, buttons."
    static let variants = ["default", "large-text"]
    let variant: String

    init(variant: String) { self.variant = variant }

    var body: some View {
        EveryControlForm()
            .dynamicTypeSize(variant == "large-text" ? .xxxLarge : .large)
    }
}

extension RealCodeFixtures {
    static let controls: [any Scenario.Type] = [ControlsFormFixture.self]
}
