import LayoutLab

// A cart in the Observation style: an @Observable model owned with @State, edited through
// @Bindable, shared with .environment(_:) and read with @Environment(Type.self). Loading the
// saved cart (a task) and applying a promotion (onAppear) write the model.

@Observable
final class ShoppingCart {
    struct Line: Identifiable, Hashable {
        let id: String
        let name: String
        let unitPrice: Double
        var quantity: Int
    }

    var lines: [Line] = []
    var promoCode = ""
    var isLoading = false

    var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }

    var subtotal: Double { lines.reduce(0) { $0 + $1.unitPrice * Double($1.quantity) } }

    var discount: Double { promoCode == "SPRING10" ? subtotal * 0.1 : 0 }

    func add(_ line: Line) {
        if let index = lines.firstIndex(where: { $0.id == line.id }) {
            lines[index].quantity += line.quantity
        } else {
            lines.append(line)
        }
    }

    func loadSaved() async {
        isLoading = true
        add(Line(id: "oat", name: "Oat milk, barista edition", unitPrice: 3.49, quantity: 2))
        add(Line(id: "beans", name: "Single-origin coffee beans", unitPrice: 14.00, quantity: 1))
        add(Line(id: "filters", name: "Paper filters", unitPrice: 4.25, quantity: 3))
        isLoading = false
    }
}

struct CartScreen: View {
    @State private var cart = ShoppingCart()
    let restoresSavedCart: Bool

    var body: some View {
        VStack(spacing: 0) {
            CartHeader()
            if cart.lines.isEmpty {
                Spacer()
                Text(cart.isLoading ? "Loading…" : "Your cart is empty")
                    .font(.title3)
                    .foregroundStyle(.secondary)
                Spacer()
            } else {
                ScrollView {
                    VStack(spacing: 12) {
                        ForEach(cart.lines) { line in
                            CartLineRow(line: line)
                        }
                    }
                    .padding()
                }
            }
            CartSummary(cart: cart)
        }
        .environment(cart)
        .task {
            if restoresSavedCart { await cart.loadSaved() }
        }
    }
}

struct CartHeader: View {
    @Environment(ShoppingCart.self) private var cart

    var body: some View {
        HStack {
            Text("Cart").font(.largeTitle).bold()
            Spacer()
            Text("\(cart.itemCount)")
                .font(.caption).bold()
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(Capsule().fill(Color.orange))
                .accessibilityIdentifier("count-badge")
        }
        .padding(.horizontal)
    }
}

struct CartLineRow: View {
    let line: ShoppingCart.Line

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 2) {
                Text(line.name).font(.body)
                Text("\(line.quantity) × $\(line.unitPrice, specifier: "%.2f")")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text("$\(line.unitPrice * Double(line.quantity), specifier: "%.2f")")
                .font(.body.monospacedDigit())
        }
        .accessibilityIdentifier("line-\(line.id)")
    }
}

struct CartSummary: View {
    @Bindable var cart: ShoppingCart

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            PromoField(code: $cart.promoCode)
            HStack {
                Text("Subtotal")
                Spacer()
                Text("$\(cart.subtotal, specifier: "%.2f")")
            }
            if cart.discount > 0 {
                HStack {
                    Text("Spring promotion")
                    Spacer()
                    Text("−$\(cart.discount, specifier: "%.2f")")
                }
                .foregroundStyle(.green)
                .accessibilityIdentifier("discount")
            }
        }
        .padding()
        .background(Color.gray.opacity(0.1))
    }
}

/// Stands in for a text field: shows the code, and applies the saved one when it appears.
struct PromoField: View {
    @Binding var code: String

    var body: some View {
        HStack {
            Image(systemName: "tag")
            Text(code.isEmpty ? "Promo code" : code)
                .foregroundStyle(code.isEmpty ? .secondary : .primary)
            Spacer()
        }
        .padding(10)
        .background(RoundedRectangle(cornerRadius: 8).stroke(Color.gray))
        .onAppear { code = "SPRING10" }
    }
}

struct ShoppingCartFixture: Scenario {
    static let name = "fixtures/shopping-cart"
    static let summary = "An @Observable cart: a task loads the saved lines, a promo code applies a discount row."
    static let variants = ["saved", "empty"]
    static let timeline: Timeline = [.launch(.portrait), .rotate(.landscape)]

    let variant: String

    init(variant: String) { self.variant = variant }

    var body: some View {
        CartScreen(restoresSavedCart: variant == "saved")
    }
}

extension RealCodeFixtures {
    static let observation: [any Scenario.Type] = [ShoppingCartFixture.self]
}
