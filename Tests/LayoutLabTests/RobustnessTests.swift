import Testing
@testable import LayoutLab

/// A view nested `depth` levels deep through a recursive custom view.
struct Nested: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            Text("leaf").accessibilityIdentifier("leaf")
        } else {
            AnyView(Nested(depth: depth - 1).padding(1))
        }
    }
}

@Suite struct DeepTreeTests {
    @Test func twoThousandLevelsLayOutWithoutOverflowingTheStack() {
        let snapshot = layout(Nested(depth: 2000), width: 10_000, height: 10_000)
        let leaf = snapshot.named("leaf")
        #expect(leaf.frame.minX == 2000)
        #expect(snapshot.root.frame.width == leaf.frame.width + 4000)
    }
}

@Suite struct DeepRuntimeTests {
    @Test func twoThousandLevelsRunThroughTheUpdateCycle() async {
        struct DeepCounter: View {
            @State var depth = 0
            var body: some View {
                Nested(depth: 2000).onAppear { depth = 2000 }
            }
        }
        let log = TraceLog()
        let result = await ViewRuntime.run(DeepCounter(), profile: DeviceProfile.named("ipad-pro-13")!, observer: log)
        #expect(result.outcome == .stable)
        #expect(log.passes.count == 2)
        #expect(log.finalPass(step: 0)?.node(named: "leaf") != nil)
    }
}
