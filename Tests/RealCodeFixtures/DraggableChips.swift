import LayoutLab

// Filter chips that animate between a row and a selection tray with matchedGeometryEffect, can
// be dragged, and react to taps with withAnimation.

struct Chip: View {
    let title: String
    let selected: Bool

    var body: some View {
        Text(title)
            .font(.subheadline.weight(.medium))
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(selected ? Color.accentColor : Color.gray.opacity(0.2), in: Capsule())
            .foregroundStyle(selected ? .white : .primary)
    }
}

struct ChipPicker: View {
    @Namespace private var chips
    @State private var selected: [String] = ["Coffee"]
    @State private var dragOffset = CGSize.zero
    @GestureState private var isPressing = false
    let all: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Selected").font(.headline)
            HStack {
                ForEach(selected, id: \.self) { title in
                    Chip(title: title, selected: true)
                        .matchedGeometryEffect(id: title, in: chips)
                        .onTapGesture {
                            withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                                selected.removeAll { $0 == title }
                            }
                        }
                }
            }
            .frame(minHeight: 36)
            .animation(.snappy, value: selected)

            Text("All").font(.headline)
            HStack {
                ForEach(all.filter { !selected.contains($0) }, id: \.self) { title in
                    Chip(title: title, selected: false)
                        .matchedGeometryEffect(id: title, in: chips)
                        .transition(.scale.combined(with: .opacity))
                        .onTapGesture {
                            withAnimation { selected.append(title) }
                        }
                }
            }

            Chip(title: "Drag me", selected: false)
                .offset(dragOffset)
                .scaleEffect(isPressing ? 1.1 : 1)
                .rotationEffect(.degrees(dragOffset.width / 20))
                .shadow(radius: isPressing ? 8 : 0)
                .gesture(
                    DragGesture()
                        .updating($isPressing) { _, state, _ in state = true }
                        .onChanged { value in dragOffset = value.translation }
                        .onEnded { _ in withAnimation(.bouncy) { dragOffset = .zero } }
                )
                .accessibilityIdentifier("drag-chip")
        }
        .padding()
    }
}

struct DraggableChipsFixture: Scenario {
    static let name = "fixtures/draggable-chips"
    static let summary = "Chips that move between two rows with matchedGeometryEffect and animations, and a draggable chip."
    static let variants = ["one-selected", "none-selected"]
    let variant: String

    init(variant: String) { self.variant = variant }

    var body: some View {
        VStack {
            ChipPicker(all: variant == "none-selected" ? ["Tea", "Juice"] : ["Coffee", "Tea", "Juice"])
            Spacer()
        }
    }
}

extension RealCodeFixtures {
    static let chips: [any Scenario.Type] = [DraggableChipsFixture.self]
}
