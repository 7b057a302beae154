import Foundation
import Testing
@testable import LayoutLab

/// `@Observable` models: a write in an action is a state write (the trace shows the model's
/// properties by name) and the views that read the model are evaluated again in the next pass.
@Suite struct ObservableModelTests {
    @Observable final class Cart {
        var items: [String] = []
        var note = ""
        @ObservationIgnored var cacheHits = 0
    }

    /// One 20-point bar per item: the cart's contents decide the stack's height.
    struct CartView: View {
        @State private var cart = Cart()
        var body: some View {
            VStack(spacing: 0) {
                ForEach(cart.items, id: \.self) { _ in Color.blue.frame(width: 100, height: 20) }
            }
            .accessibilityIdentifier("bars")
            .onAppear { cart.items = ["apple", "pear", "plum"] }
        }
    }

    @Test func aWriteInAnActionIsAStateWriteThatLaysTheViewOutAgain() async {
        let (result, log) = await run(CartView())
        #expect(result.outcome == .stable)
        let passes = log.passes(step: 0)
        #expect(passes.count == 2)
        // The model's tracked properties, under the @State that owns it; not the ignored one.
        #expect(passes.map { $0.state("cart.items") } == ["[]", #"["apple","pear","plum"]"#])
        #expect(passes[0].state.map(\.name) == ["cart.items", "cart.note"])
        #expect(passes[0].state.first?.nodePath == "CartView")
        #expect(passes.map { $0.node(named: "bars")!.frame.height } == [0, 60])
    }

    /// A model the scenario made and passes down as a plain property; the child reads only `note`.
    struct Shelf: View {
        let cart: Cart
        var body: some View {
            NoteLabel(cart: cart)
                .onAppear { cart.note = "Deliver after six" }
        }
    }

    struct NoteLabel: View {
        let cart: Cart
        var body: some View {
            Text(cart.note).accessibilityIdentifier("note")
        }
    }

    @Test func aModelInAPlainPropertyIsShownOnceAtTheFirstViewThatHoldsIt() async {
        let (_, log) = await run(Shelf(cart: Cart()))
        let passes = log.passes(step: 0)
        #expect(passes.count == 2)
        #expect(passes.map { $0.state("cart.note") } == [#""""#, #""Deliver after six""#])
        // Shelf and NoteLabel both hold it: it is shown once, at the outer one.
        #expect(passes[1].state.filter { $0.name == "cart.note" }.map(\.nodePath) == ["Shelf"])
        #expect(passes[0].node(named: "note")!.frame.width == 0)
        #expect(passes[1].node(named: "note")!.frame.width > 0)
    }

    /// Writes a property that no view reads: SwiftUI evaluates nothing again, and neither does the
    /// engine (the pass is tracked like a body).
    struct UnreadWrite: View {
        let cart: Cart
        var body: some View {
            Text(cart.note).onAppear { cart.items.append("unseen") }
        }
    }

    @Test @MainActor func aWriteToAPropertyNoViewReadTriggersNoPass() async {
        let cart = Cart()
        let (result, log) = await run(UnreadWrite(cart: cart))
        #expect(result.outcome == .stable)
        #expect(log.passes(step: 0).count == 1)
        #expect(cart.items == ["unseen"])
    }

    @Test func anIgnoredPropertyIsNotState() async {
        let cart = Cart()
        cart.cacheHits = 7
        let (_, log) = await run(Shelf(cart: cart))
        #expect(!log.passes.contains { $0.state.contains { $0.name.hasSuffix("cacheHits") } })
    }

    /// A child edits the model through `@Bindable`'s bindings.
    struct Editor: View {
        @State private var cart = Cart()
        var body: some View {
            VStack {
                NoteEditor(cart: cart)
                Text(cart.note).accessibilityIdentifier("note")
            }
        }
    }

    struct NoteEditor: View {
        @Bindable var cart: Cart
        var body: some View {
            Field(text: $cart.note)
        }
    }

    struct Field: View {
        @Binding var text: String
        var body: some View {
            Color.clear.frame(width: 10, height: 10).onAppear { text = "Gift wrap" }
        }
    }

    @Test func bindableBindingsWriteThroughToTheModel() async {
        let (_, log) = await run(Editor())
        let passes = log.passes(step: 0)
        #expect(passes.map { $0.state("cart.note") } == [#""""#, #""Gift wrap""#])
        // Owned by Editor's @State: the @Bindable reference adds no second entry.
        #expect(passes[1].state.filter { $0.name.hasSuffix(".note") }.map(\.nodePath) == ["Editor"])
        #expect(passes[1].node(named: "note")!.frame.width > 0)
    }

    /// `.environment(model)` and `@Environment(Cart.self)`, and the optional form.
    struct Store: View {
        @State private var cart = Cart()
        var body: some View {
            Checkout().environment(cart)
        }
    }

    struct Checkout: View {
        @Environment(Cart.self) private var cart
        @Environment(Cart.self) private var optionalCart: Cart?
        var body: some View {
            Color.green
                .frame(width: 50, height: CGFloat(cart.items.count) * 10)
                .accessibilityIdentifier("total")
                .onAppear { optionalCart?.items.append("tea") }
        }
    }

    @Test func anEnvironmentModelIsReadAndWrittenLikeState() async {
        let (_, log) = await run(Store())
        let passes = log.passes(step: 0)
        #expect(passes.map { $0.node(named: "total")!.frame.height } == [0, 10])
        #expect(passes.map { $0.state("cart.items") } == ["[]", #"["tea"]"#])
        #expect(passes[1].state.filter { $0.name == "cart.items" }.map(\.nodePath) == ["Store"])
    }

    struct MissingModel: View {
        @Environment(Cart.self) private var cart: Cart?
        var body: some View {
            Text(cart == nil ? "none" : "some").accessibilityIdentifier("label")
        }
    }

    @Test func theOptionalEnvironmentFormIsNilWithoutAProvider() async {
        let (_, log) = await run(MissingModel())
        #expect(log.passes.count == 1)
        #expect(log.finalPass(step: 0)!.state.isEmpty)
    }

    /// Replacing the model with a new instance is a change, even when its properties are equal.
    struct Replacing: View {
        @State private var cart = Cart()
        @State private var replaced = 0
        var body: some View {
            Text("\(replaced)")
                .onAppear { cart = Cart() }
                .onChange(of: ObjectIdentifier(cart)) { replaced += 1 }
        }
    }

    @Test func aNewModelInstanceIsAStateChange() async {
        let (_, log) = await run(Replacing())
        #expect(log.finalPass(step: 0)?.state("replaced") == "1")
    }

    /// A write from another thread lands at the next frame boundary, like a `@State` write from
    /// there: the engine's thread owns the graph.
    struct Background: View {
        let cart: Cart
        var body: some View {
            Color.red
                .frame(width: 10, height: CGFloat(cart.items.count) * 10)
                .accessibilityIdentifier("bar")
                .onAppear {
                    let done = DispatchSemaphore(value: 0)
                    let cart = UncheckedCart(cart: cart)
                    DispatchQueue.global().async {
                        cart.cart.items = ["from another thread"]
                        done.signal()
                    }
                    done.wait()
                }
        }
    }

    struct UncheckedCart: @unchecked Sendable {
        let cart: Cart
    }

    @Test func aWriteFromAnotherThreadIsAppliedAtTheNextFrame() async {
        let (result, log) = await run(Background(cart: Cart()))
        #expect(result.outcome == .stable)
        let passes = log.passes(step: 0)
        #expect(passes.map(\.frame) == [0, 1])
        #expect(passes.map { $0.node(named: "bar")!.frame.height } == [0, 10])
        #expect(passes.last?.state("cart.items") == #"["from another thread"]"#)
    }

    /// A model that keeps flipping between two values from frame to frame cycles, like @State
    /// that does: its properties are part of each frame's state.
    struct Toggler: View {
        let cart: Cart
        var body: some View {
            Text(cart.note).task(id: cart.note) {
                cart.note = cart.note == "a" ? "b" : "a"
            }
        }
    }

    @Test func aModelThatNeverSettlesIsACycleOfItsPropertyValues() async {
        let (result, log) = await run(Toggler(cart: Cart()))
        #expect(result.outcome == .cycle)
        #expect(log.diagnostics.contains { $0.code == .cycle && $0.message.contains("period 2") })
        #expect(log.passes.compactMap { $0.state("cart.note") }.suffix(2).sorted() == [#""a""#, #""b""#])
    }
}
