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

@Suite struct NodeStreamingTests {
    /// Takes nodes as they are placed, as a recorder does.
    final class Streaming: TraceObserver, @unchecked Sendable {
        var chunks: [PassPosition: [NodeTrace]] = [:]
        var passNodeCounts: [Int] = []
        var streamsNodes: Bool { true }
        func traceDidPlaceNodes(_ nodes: [NodeTrace], in pass: PassPosition) { chunks[pass, default: []] += nodes }
        func traceDidRecordPass(_ pass: PassTrace) { passNodeCounts.append(pass.nodes.count) }
    }

    @Test func streamedNodesAreTheTraceInTreeOrder() async {
        struct Rotating: View {
            @State var width: CGFloat = 10
            var body: some View {
                VStack {
                    Color.red.ignoresSafeArea().frame(height: 40)
                    GeometryReader { proxy in Color.blue.task(id: proxy.size.width) { width = proxy.size.width / 2 } }
                    Text("Hello").frame(width: width).overlay(Color.green.scaleEffect(2))
                }
            }
        }
        let timeline: Timeline = [.launch(.portrait), .rotate(.landscape)]
        let log = TraceLog()
        _ = await ViewRuntime.run(Rotating(), timeline: timeline, profile: iPhone13, observer: log)
        let streaming = Streaming()
        _ = await ViewRuntime.run(Rotating(), timeline: timeline, profile: iPhone13, observer: streaming)
        #expect(streaming.passNodeCounts.allSatisfy { $0 == 0 })
        #expect(streaming.chunks.count == log.passes.count)
        for pass in log.passes {
            let streamed = streaming.chunks[PassPosition(step: pass.step, frame: pass.frame, pass: pass.pass)] ?? []
            #expect(streamed == pass.nodes, "step \(pass.step) frame \(pass.frame) pass \(pass.pass)")
        }
    }
}
