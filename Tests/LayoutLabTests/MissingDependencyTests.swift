import Observation
import Testing
@testable import LayoutLab

/// A view that reads a dependency no ancestor provides (docs/cli.md, "Cases that fail"): SwiftUI
/// stops the app; the engine sees it as the view's properties are linked, never runs that body,
/// and ends the case with outcome `error` and a diagnostic naming the view and the type.
@Suite struct MissingDependencyTests {
    final class Session: ObservableObject {
        @Published var user = "ada"
    }

    @Observable final class Cart {
        var items = 2
    }

    struct NeedsSession: View {
        @EnvironmentObject var session: Session
        var body: some View { Text(session.user).accessibilityIdentifier("user") }
    }

    struct NeedsCart: View {
        @Environment(Cart.self) var cart
        var body: some View { Text("\(cart.items)") }
    }

    struct MaybeCart: View {
        @Environment(Cart.self) var cart: Cart?
        var body: some View { Text(cart == nil ? "none" : "cart").accessibilityIdentifier("cart") }
    }

    struct Screen<Content: View>: View {
        let content: Content
        var body: some View {
            VStack {
                Text("Header").accessibilityIdentifier("header")
                content
            }
        }
    }

    @Test func aMissingEnvironmentObjectEndsTheCaseBeforeItsBodyRuns() async {
        let (result, log) = await run(Screen(content: NeedsSession()), timeline: [.launch(.portrait), .rotate(.landscape)])
        #expect(result.outcome == .error)
        #expect(result.failure == "NeedsSession reads an EnvironmentObject of type Session that no ancestor provides (a View.environmentObject(_:) for Session may be missing)")
        // The timeline stops at the step the failure was met in; the rest of the screen was laid out.
        #expect(result.steps.count == 1)
        #expect(log.passes.last?.node(named: "header") != nil)
        #expect(log.passes.last?.node(named: "user") == nil)
        let diagnostics = log.passes.flatMap(\.diagnostics).filter { $0.code == .missingDependency }
        #expect(diagnostics.count == 1, "reported once, in the pass that met it")
    }

    /// A custom style is linked as a view is: its missing dependency fails the case before
    /// `makeBody` runs, and the views after it are expanded as usual.
    struct SessionStyle: ButtonStyle {
        @EnvironmentObject var session: Session
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(session.user.isEmpty ? 0 : 4)
        }
    }

    @Test func aStyleWithAMissingEnvironmentObjectFailsTheCaseAndNothingElse() async {
        let screen = VStack {
            Button("Sign in") {}.buttonStyle(SessionStyle())
            Text("After").accessibilityIdentifier("after")
        }
        let (result, log) = await run(screen)
        #expect(result.outcome == .error)
        #expect(result.failure?.hasPrefix("SessionStyle reads an EnvironmentObject of type Session") == true, "\(result.failure ?? "")")
        #expect(log.passes.last?.node(named: "after") != nil, "the views after the style are laid out")
    }

    @Test func aProvidedEnvironmentObjectIsNoFailure() async {
        let (result, log) = await run(Screen(content: NeedsSession()).environmentObject(Session()))
        #expect(result.outcome == .stable)
        #expect(result.failure == nil)
        #expect(log.passes.last?.node(named: "user") != nil)
    }

    @Test func aMissingObservableObjectFailsAndAnOptionalOneDoesNot() async {
        let (missing, _) = await run(NeedsCart())
        #expect(missing.outcome == .error)
        #expect(missing.failure?.hasPrefix("NeedsCart reads an Observable object of type Cart that no ancestor provides") == true)
        let (optional, log) = await run(MaybeCart())
        #expect(optional.outcome == .stable)
        #expect(log.passes.last?.node(named: "cart") != nil)
        let (provided, _) = await run(NeedsCart().environment(Cart()))
        #expect(provided.outcome == .stable)
    }
}
