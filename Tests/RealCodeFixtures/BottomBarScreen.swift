import LayoutLab

// A checkout screen: the order scrolls between a search field inset at the top and a summary
// bar inset at the bottom (safeAreaInset), and a badge on the basket icon is placed with
// position inside a GeometryReader.

struct LineItem: Identifiable {
    let id: Int
    let name: String
    let price: String
}

struct BasketIcon: View {
    let count: Int

    var body: some View {
        Image(systemName: "basket")
            .font(.title2)
            .overlay {
                GeometryReader { proxy in
                    Text("\(count)")
                        .font(.caption2).bold()
                        .padding(4)
                        .background(Circle().fill(Color.red))
                        .position(x: proxy.size.width, y: 0)
                }
            }
    }
}

struct CheckoutScreen: View {
    let items: [LineItem]
    let total: String

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(items) { item in
                    HStack {
                        Text(item.name).lineLimit(1)
                        Spacer()
                        Text(item.price).monospacedDigit()
                    }
                    .padding(.vertical, 12)
                    Divider()
                }
            }
            .padding(.horizontal)
        }
        .safeAreaInset(edge: .top, spacing: 0) {
            HStack {
                Text("Search the shop").foregroundStyle(.secondary)
                Spacer()
                BasketIcon(count: items.count)
            }
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.15)))
            .padding([.horizontal, .bottom])
        }
        .safeAreaInset(edge: .bottom) {
            HStack(alignment: .firstTextBaseline) {
                VStack(alignment: .leading, spacing: 2) {
                    Text("Total").font(.caption).foregroundStyle(.secondary)
                    Text(total).font(.title3).bold()
                }
                Spacer()
                Text("Pay now")
                    .font(.headline)
                    .padding(.horizontal, 24)
                    .padding(.vertical, 12)
                    .background(Capsule().fill(Color.blue))
            }
            .padding()
            .background(Color.white.ignoresSafeArea(edges: .bottom))
        }
    }
}

struct BottomBarFixture: Scenario {
    static let name = "fixtures/bottom-bar"
    static let summary = "A checkout list between a top search inset and a bottom summary bar (safeAreaInset)."
    static let variants = ["short", "long"]
    let variant: String

    init(variant: String) { self.variant = variant }

    var body: some View {
        CheckoutScreen(
            items: (1...(variant == "long" ? 30 : 3)).map { LineItem(id: $0, name: "Item number \($0)", price: "$\($0).99") },
            total: variant == "long" ? "$479.70" : "$8.97"
        )
    }
}
