import Testing
@testable import LayoutLab

/// Appends in tree order, so the reduced value shows exactly who took part, and in what order.
struct OrderKey: PreferenceKey {
    static let defaultValue: [Int] = [-1]
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

/// Replaces: the last contributor wins (SwiftUI's common `value = nextValue()`).
struct LastKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
}

/// Reads `OrderKey` at the root and publishes it for assertions.
func orderValue<V: View>(_ view: V) -> String? {
    let snapshot = LayoutEngine.layout(
        view.overlayPreferenceValue(OrderKey.self) { value in Color.clear.accessibilityIdentifier(value.map(String.init).joined(separator: ",")) },
        in: CGSize(width: 100, height: 100)
    )
    return snapshot.nodes.last?.name
}

func lastValue<V: View>(_ view: V) -> String? {
    let snapshot = LayoutEngine.layout(
        view.overlayPreferenceValue(LastKey.self) { value in Color.clear.accessibilityIdentifier(String(value)) },
        in: CGSize(width: 100, height: 100)
    )
    return snapshot.nodes.last?.name
}

@Suite struct PreferenceReductionTests {
    @Test func onlyWritersTakePartAndTheFirstSeedsTheResult() {
        #expect(orderValue(VStack {
            Color.red
            Color.red.preference(key: OrderKey.self, value: [1])
            Text("no writer")
            Color.red.preference(key: OrderKey.self, value: [2])
        }) == "1,2")
    }

    @Test func defaultIsUsedOnlyWhenNothingWrites() {
        #expect(orderValue(VStack { Color.red; Text("none") }) == "-1")
    }

    @Test func dynamicContainersContributeTheirDefaultWhenEmpty() {
        struct WithIf: View {
            let show: Bool
            var body: some View {
                VStack {
                    Color.red.preference(key: LastKey.self, value: 7)
                    if show { Color.blue.preference(key: LastKey.self, value: 9) }
                }
            }
        }
        #expect(lastValue(WithIf(show: true)) == "9")
        // The empty `if` still takes part, with the default, after the writer.
        #expect(lastValue(WithIf(show: false)) == "0")
        #expect(lastValue(VStack { Color.red.preference(key: LastKey.self, value: 7); ForEach(0..<0) { _ in Color.red } }) == "0")
        #expect(lastValue(VStack { Color.red.preference(key: LastKey.self, value: 7); Color.blue }) == "7")
    }

    /// A `ForEach` of more elements than a row holds makes room for them before it expands
    /// (`_ViewList.reserveCapacity(forAdditional:)`): each element's group still reduces in
    /// order, an empty one with the default, between its neighbours, whether the data is a
    /// counted range or an array.
    @Test func aLongForEachReducesEveryElementInOrder() {
        func element(_ index: Int) -> some View {
            Group { if index % 3 == 0 { Color.red.preference(key: OrderKey.self, value: [index]) } }
        }
        let expected = (["100"] + (0..<100).map { $0 % 3 == 0 ? String($0) : "-1" } + ["200"]).joined(separator: ",")
        #expect(orderValue(VStack {
            Color.red.preference(key: OrderKey.self, value: [100])
            ForEach(0..<100, id: \.self) { element($0) }
            Color.red.preference(key: OrderKey.self, value: [200])
        }) == expected)
        #expect(orderValue(VStack {
            Color.red.preference(key: OrderKey.self, value: [100])
            ForEach(Array(0..<100), id: \.self) { element($0) }
            Color.red.preference(key: OrderKey.self, value: [200])
        }) == expected)
    }

    @Test func overlayReducesAfterThePrimaryAndBackgroundBefore() {
        let primary = Color.red.preference(key: OrderKey.self, value: [1])
        #expect(orderValue(primary.overlay(Color.blue.preference(key: OrderKey.self, value: [2]))) == "1,2")
        #expect(orderValue(primary.background(Color.blue.preference(key: OrderKey.self, value: [2]))) == "2,1")
    }

    @Test func preferenceReplacesTheSubtreesValue() {
        #expect(orderValue(VStack {
            Color.red.preference(key: OrderKey.self, value: [1])
        }.preference(key: OrderKey.self, value: [9])) == "9")
    }

    @Test func transformPreferenceStartsFromTheChildOrTheDefault() {
        #expect(orderValue(Color.red.preference(key: OrderKey.self, value: [1]).transformPreference(OrderKey.self) { $0.append(5) }) == "1,5")
        #expect(orderValue(Color.red.transformPreference(OrderKey.self) { $0.append(5) }) == "-1,5")
    }

    @Test func valuesKeepFlowingUpPastReaders() async {
        struct Nested: View {
            @State var inner: [Int] = []
            @State var outer: [Int] = []
            var body: some View {
                VStack {
                    Color.red.preference(key: OrderKey.self, value: [1])
                        .onPreferenceChange(OrderKey.self) { inner = $0 }
                    Color.blue.preference(key: OrderKey.self, value: [2])
                }
                .onPreferenceChange(OrderKey.self) { outer = $0 }
            }
        }
        let (_, log) = await run(Nested())
        let final = log.finalPass(step: 0)!
        #expect(final.state("inner") == "[1]")
        #expect(final.state("outer") == "[1,2]")
        #expect(final.preferences.filter { $0.role == .write }.count == 2)
        // Readers are reported in tree order: the outer one first.
        #expect(final.preferences.filter { $0.role == .read }.map(\.value) == ["[1,2]", "[1]"])
    }

    struct BoundsKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    @Test func anchorPreferencesResolveInTheReadersCoordinates() {
        let snapshot = layout(
            VStack(spacing: 0) {
                Color.red.frame(height: 30)
                Color.blue.frame(width: 40, height: 20).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            }
            .overlayPreferenceValue(BoundsKey.self) { anchor in
                GeometryReader { proxy in
                    let rect = anchor.map { proxy[$0] } ?? .zero
                    Color.green.frame(width: rect.width, height: rect.height).offset(x: rect.minX, y: rect.minY)
                        .accessibilityIdentifier("highlight")
                }
            }
            .frame(width: 100, height: 50)
        )
        let highlight = snapshot.named("highlight")
        let blue = snapshot.nodes(kind: "frame").first { $0.frame.size == CGSize(width: 40, height: 20) }!
        #expect(highlight.frame.size == blue.frame.size)
        #expect(highlight.renderFrame == blue.frame)
    }
}

@Suite struct ActionTests {
    final class Calls: @unchecked Sendable { var log: [String] = [] }

    struct Changes: View {
        let calls: Calls
        @State var value = 0
        var body: some View {
            Color.clear
                .onChange(of: value) { calls.log.append("zero") }
                .onChange(of: value) { new in calls.log.append("one \(new)") }
                .onChange(of: value) { old, new in calls.log.append("two \(old)→\(new)") }
                .onChange(of: value, initial: true) { old, new in calls.log.append("initial \(old)→\(new)") }
                .onAppear { value = 3 }
        }
    }

    @Test func onChangeFiresOnChangesOnlyUnlessInitial() async {
        let calls = Calls()
        _ = await run(Changes(calls: calls))
        #expect(calls.log == ["initial 0→0", "zero", "one 3", "two 0→3", "initial 0→3"])
    }

    struct Toggle: View {
        let calls: Calls
        @State var show = true
        var body: some View {
            VStack {
                if show {
                    Text("shown")
                        .onAppear { calls.log.append("appear") }
                        .onDisappear { calls.log.append("disappear") }
                        .task {
                            calls.log.append("task")
                            show = false
                        }
                }
            }
        }
    }

    @Test func appearDisappearAndTasksFollowTheTree() async {
        let calls = Calls()
        let (result, log) = await run(Toggle(calls: calls))
        #expect(result.outcome == .stable)
        #expect(calls.log == ["appear", "task", "disappear"])
        // The task runs between frames: its write is seen in frame 1, not in another pass of frame 0.
        #expect(log.passes.map(\.frame) == [0, 1])
        #expect(log.actions.map(\.action) == ["onAppear", "task", "onDisappear", "task"])
        #expect(log.actions.last?.detail == "cancel")
    }

    struct MainQueue: View {
        @State var value = 0
        var body: some View {
            Color.clear.onAppear {
                DispatchQueue.main.async { value = 42 }
            }
        }
    }

    @Test func mainQueueWorkLandsInTheNextFrame() async {
        let (result, log) = await run(MainQueue())
        #expect(result.outcome == .stable)
        #expect(log.passes.map(\.frame) == [0, 1])
        #expect(log.finalPass(step: 0)?.state("value") == "42")
    }

    struct Forever: View {
        @State var count = 0
        var body: some View {
            Text("\(count)").task(id: count) { count += 1 }
        }
    }

    @Test func stateWrittenForeverEndsUnstableAtTheFrameLimit() async {
        let (result, log) = await run(Forever(), limits: UpdateLimits(framesPerStep: 60))
        #expect(result.outcome == .unstable)
        #expect(log.results[0].frames == 60)
        #expect(log.diagnostics.contains { $0.code == .unstable })
    }

    struct Flip: View {
        @State var on = false
        var body: some View {
            Color.clear.frame(width: on ? 10 : 20).task(id: on) { on.toggle() }
        }
    }

    @Test func aRepeatingStateEndsAsACycleWithItsPeriod() async {
        let (result, log) = await run(Flip())
        #expect(result.outcome == .cycle)
        #expect(log.results[0].outcome == .cycle(period: 2))
    }
}

/// The values readers get after a pass (`onPreferenceChange`) are worked out bottom-up in the walk
/// that summarizes the tree (Preferences/PreferenceReduction.swift): each contribution is still
/// reduced once a pass, in tree order, with dynamic groups, transforms and nested readers.
@Suite(.serialized) struct ReaderReductionTests {
    /// Counts its reduce calls; only this suite uses it, so parallel tests do not share the count.
    struct CountedKey: PreferenceKey {
        static let defaultValue: [String] = []
        nonisolated(unsafe) static var calls = 0
        static func reduce(value: inout [String], nextValue: () -> [String]) {
            calls += 1
            value += nextValue()
        }
    }

    final class Seen: @unchecked Sendable {
        var outer: [String] = []
        var inner: [String] = []
    }

    struct Table: View {
        let seen: Seen
        let showsB = true
        var body: some View {
            VStack {
                Text("a").preference(key: CountedKey.self, value: ["a"])
                if showsB { Text("b").preference(key: CountedKey.self, value: ["b"]) }
                HStack {
                    Text("c").preference(key: CountedKey.self, value: ["c"])
                    Text("d").preference(key: CountedKey.self, value: ["d"])
                }
                .transformPreference(CountedKey.self) { $0.append("t") }
                .onPreferenceChange(CountedKey.self) { seen.inner = $0 }
            }
            .onPreferenceChange(CountedKey.self) { seen.outer = $0 }
        }
    }

    @Test(arguments: [false, true])
    func eachContributionIsReducedOnceAPassInTreeOrder(traced: Bool) async {
        CountedKey.calls = 0
        let seen = Seen()
        let result = await ViewRuntime.run(Table(seen: seen), profile: iPhone13, observer: traced ? TraceLog() : nil)
        #expect(seen.inner == ["c", "d", "t"])
        #expect(seen.outer == ["a", "b", "c", "d", "t"])
        // Each node's own value once a pass: c+d in the HStack, a+b and ab+cdt in the VStack.
        // A reader, and a traced transform, reads its node's value before itself, which reduces
        // that node's children again: c+d once more for the inner reader, and for the transform
        // when traced. (Worked out while summarizing or on demand, the count is the same.)
        #expect(result.passes > 0)
        #expect(CountedKey.calls == (traced ? 5 : 4) * result.passes)
    }
}
