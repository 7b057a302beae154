import SwiftUI

// A component file as an app writes it, previews and all: `#Preview` with a title, with
// `@Previewable` state, with traits, a `PreviewProvider` with Xcode's preview modifiers, and an
// environment value declared with `@Entry`.

extension EnvironmentValues {
    @Entry var cardWidth: CGFloat = 240
    @Entry var cardCaption: String? = nil
}

struct CounterCard: View {
    let count: Int
    @Environment(\.cardWidth) private var width
    @Environment(\.cardCaption) private var caption

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("\(count) items")
                .font(.headline)
            if let caption {
                Text(caption)
                    .font(.caption)
                    .accessibilityIdentifier("caption")
            }
        }
        .padding()
        .frame(width: width, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.2)))
        .accessibilityIdentifier("card")
    }
}

struct SwitchRow: View {
    @Binding var isOn: Bool

    var body: some View {
        Toggle("Notifications", isOn: $isOn)
            .padding(.horizontal)
            .accessibilityIdentifier("row")
    }
}

#Preview("Counter card") {
    CounterCard(count: 3)
        .environment(\.cardWidth, 300)
        .environment(\.cardCaption, "Updated just now")
}

#Preview {
    @Previewable @State var isOn = false
    VStack {
        SwitchRow(isOn: $isOn)
        Text(isOn ? "On" : "Off")
            .accessibilityIdentifier("state")
    }
    .task { isOn = true }
}

#Preview("Compact", traits: .sizeThatFitsLayout, .landscapeLeft) {
    CounterCard(count: 12)
}

struct CounterCard_Previews: PreviewProvider {
    static var previews: some View {
        CounterCard(count: 0)
            .previewLayout(.sizeThatFits)
            .previewDevice("iPhone 15")
            .previewDisplayName("Empty")
            .previewInterfaceOrientation(.portrait)
    }
}
