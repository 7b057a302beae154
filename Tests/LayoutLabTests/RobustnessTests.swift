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
        #expect(isClose(snapshot.root.frame.width, leaf.frame.width + 4000, within: 1e-6))
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
        /// Paths announced so far, and every announced entry by id.
        var announced = 0
        var entries: [Int: NodePathEntry] = [:]
        /// Path ids that arrived in a trace before they were announced.
        var unannounced: [Int] = []
        var streamsNodes: Bool { true }

        func traceDidAddPaths(_ ids: Range<Int>, in paths: NodePathTable) {
            if ids.lowerBound != announced { unannounced.append(ids.lowerBound) }
            for entry in paths.entries(ids) { entries[entry.id] = entry }
            announced = ids.upperBound
        }

        func traceDidPlaceNodes(_ nodes: [NodeTrace], in pass: PassPosition) {
            unannounced += nodes.map(\.pathID).filter { $0 >= announced }
            chunks[pass, default: []] += nodes
        }

        func traceDidRecordPass(_ pass: PassTrace) {
            passNodeCounts.append(pass.nodes.count)
            let referenced = pass.preferences.map(\.node.id) + pass.state.map(\.node.id) + pass.actions.map(\.node.id)
            unannounced += referenced.filter { $0 >= announced }
        }
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

    /// An observer hears once that the case is over, after the last step ended (a recorder
    /// commits then, while the engine frees its trees).
    @Test func theFinishComesOnceAfterTheLastStep() async {
        final class Events: TraceObserver, @unchecked Sendable {
            var names: [String] = []
            func traceDidBeginStep(_ step: StepInfo) { names.append("begin") }
            func traceDidRecordPass(_ pass: PassTrace) { names.append("pass") }
            func traceDidEndStep(_ result: StepResult) { names.append("end") }
            func traceDidFinish() { names.append("finish") }
        }
        struct Growing: View {
            @State var width: CGFloat = 10
            var body: some View {
                GeometryReader { proxy in Color.blue.task(id: proxy.size.width) { width = proxy.size.width / 2 } }
                    .frame(width: width)
            }
        }
        let events = Events()
        _ = await ViewRuntime.run(Growing(), timeline: [.launch(.portrait), .rotate(.landscape)], profile: iPhone13, observer: events)
        #expect(events.names.filter { $0 == "finish" }.count == 1)
        #expect(events.names.last == "finish")
        #expect(events.names.dropLast().last == "end")
        #expect(events.names.filter { $0 == "end" }.count == 2)
        #expect(events.names.filter { $0 == "pass" }.count > 2)
    }

    /// A recorder stores each path once, before any row refers to it, from the announced entries
    /// alone: parents come first, and a parent's path plus the segment is the node's path.
    @Test func everyPathIsAnnouncedOnceInOrderBeforeItIsUsed() async throws {
        struct WidthKey: PreferenceKey {
            static let defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
        }
        struct Measured: View {
            @State var width: CGFloat = 10
            var body: some View {
                VStack {
                    // Built during placement: its paths appear after the tree's.
                    GeometryReader { proxy in Color.blue.preference(key: WidthKey.self, value: proxy.size.width) }
                    Text("Hello").frame(width: width)
                }
                .onPreferenceChange(WidthKey.self) { width = $0 / 2 }
            }
        }
        let streaming = Streaming()
        _ = await ViewRuntime.run(Measured(), profile: iPhone13, observer: streaming)
        #expect(streaming.unannounced.isEmpty)
        #expect(streaming.announced > 0 && streaming.entries.count == streaming.announced)
        var built: [Int: String] = [:]
        for id in 0..<streaming.announced {
            let entry = try #require(streaming.entries[id])
            #expect(entry.parent < id)
            built[id] = entry.parent < 0 ? entry.segment : built[entry.parent]! + "/" + entry.segment
        }
        for node in streaming.chunks.values.flatMap({ $0 }) {
            #expect(built[node.pathID] == node.path)
            #expect(streaming.entries[node.pathID]?.kind == node.kind)
        }
        #expect(streaming.chunks.values.flatMap { $0 }.contains { $0.kind == "Color" && $0.path.contains("GeometryReader") })
    }

    /// A path keeps its id from pass to pass, whatever moves around it: ids are first guessed
    /// from the children's places in the last pass, and a wrong guess must fall back, not stick.
    @Test func aPathKeepsItsIdWhenSiblingsAreInsertedAndRemovedAroundIt() async throws {
        struct Rows: View {
            @State var items = [1, 2, 3]
            @State var round = 0
            var body: some View {
                VStack {
                    ForEach(items, id: \.self) { item in
                        HStack { Text("row \(item)"); Color.red.frame(width: CGFloat(item)) }
                    }
                }
                .onAppear { items = [0, 1, 2, 3, 4] }
                .onChange(of: items) { round += 1; if round == 1 { items = [4, 2, 0] } }
            }
        }
        let streaming = Streaming()
        _ = await ViewRuntime.run(Rows(), profile: iPhone13, observer: streaming)
        #expect(streaming.chunks.count >= 3)
        var built: [Int: String] = [:]
        for id in 0..<streaming.announced {
            let entry = try #require(streaming.entries[id])
            built[id] = entry.parent < 0 ? entry.segment : built[entry.parent]! + "/" + entry.segment
        }
        var idsByPath: [String: Set<Int>] = [:]
        for node in streaming.chunks.values.flatMap({ $0 }) {
            #expect(built[node.pathID] == node.path)
            idsByPath[node.path, default: []].insert(node.pathID)
        }
        #expect(idsByPath.values.allSatisfy { $0.count == 1 })
        // Every row that ever existed was laid out: 0 to 4, each under one path.
        #expect(idsByPath.keys.filter { $0.hasSuffix("Text[0]") }.count == 5)
    }
}

/// A stack's default spacing is its children's (docs/layout-rules.md, "Default spacing"), so a
/// stack asks each child for its spacing, and a child stack asks its own children. Each node's
/// answer is worked out once a pass: otherwise stacks nested `n` deep ask the innermost view
/// about 2ⁿ times (the first child is read for the union across the axis and again for the
/// leading edge).
@Suite struct NestedSpacingTests {
    /// A custom layout that counts how often it is asked for its spacing.
    final class Counter: @unchecked Sendable { var spacingQueries = 0 }

    struct CountingLayout: Layout {
        let counter: Counter
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 10, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
            counter.spacingQueries += 1
            return ViewSpacing()
        }
    }

    struct NestedStacks: View {
        let depth: Int
        let counter: Counter
        var body: some View {
            if depth == 0 {
                CountingLayout(counter: counter) { Color.red }
            } else if depth.isMultiple(of: 2) {
                AnyView(HStack { NestedStacks(depth: depth - 1, counter: counter); Color.red.frame(width: 1) })
            } else {
                AnyView(VStack { NestedStacks(depth: depth - 1, counter: counter); Color.blue.frame(height: 1) })
            }
        }
    }

    /// Twelve levels: enough to fail by hundreds without the cache, quick either way.
    @Test func twelveNestedStacksAskTheInnermostViewForItsSpacingOnce() {
        let counter = Counter()
        let snapshot = layout(NestedStacks(depth: 12, counter: counter))
        #expect(snapshot.nodes(kind: "HStack").count == 6)
        #expect(counter.spacingQueries == 1)
    }
}
