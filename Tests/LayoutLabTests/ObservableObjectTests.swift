import Testing
@testable import LayoutLab

/// `ObservableObject` with `@Published`, owned by `@StateObject`, shared with `@ObservedObject`
/// and `@EnvironmentObject`: writes are state writes, and `objectWillChange` invalidates.
@Suite struct ObservableObjectTests {
    final class Counter: ObservableObject {
        @Published var count = 0
        @Published var title = "Steps"
        var notPublished = 0
    }

    struct Owner: View {
        @StateObject private var counter = Counter()
        var body: some View {
            HStack(spacing: 0) {
                Color.blue.frame(width: CGFloat(counter.count) * 10, height: 10).accessibilityIdentifier("bar")
                Child(counter: counter)
            }
            .onAppear { counter.count = 3 }
        }
    }

    struct Child: View {
        @ObservedObject var counter: Counter
        var body: some View {
            Text(counter.title).accessibilityIdentifier("title")
        }
    }

    @Test func aPublishedWriteIsAStateWriteThatLaysTheViewOutAgain() async {
        let (result, log) = await run(Owner(), timeline: [.launch(.portrait), .rotate(.landscape)])
        #expect(result.outcome == .stable)
        let passes = log.passes(step: 0)
        #expect(passes.count == 2)
        #expect(passes.map { $0.state("counter.count") } == ["0", "3"])
        // Published values only, under the owner; the @ObservedObject adds no second entry.
        #expect(passes[1].state.map(\.name) == ["counter.count", "counter.title"])
        #expect(passes[1].state.map(\.nodePath) == ["Owner", "Owner"])
        #expect(passes.map { $0.node(named: "bar")!.frame.width } == [0, 30])
        // The object survives the rotation: the value is kept.
        #expect(log.finalPass(step: 1)?.state("counter.count") == "3")
    }

    /// Counts the instances made: only the test below makes any.
    final class Tally: ObservableObject {
        nonisolated(unsafe) static var made = 0
        @Published var count = 0
        init() { Tally.made += 1 }
    }

    struct TallyParent: View {
        @State private var evaluations = 0
        var body: some View {
            // A new TallyChild, with a new autoclosure, every time this body runs.
            TallyChild().onAppear { evaluations += 1 }
        }
    }

    struct TallyChild: View {
        @StateObject var tally = Tally()
        var body: some View {
            Text("\(tally.count)").onAppear { tally.count += 1 }
        }
    }

    /// The autoclosure runs once for the view's place in the tree, however often its parent
    /// makes the view again.
    @Test func aStateObjectIsMadeOnce() async {
        let (_, log) = await run(TallyParent(), timeline: [.launch(.portrait), .rotate(.landscape), .rotate(.portrait)])
        #expect(log.passes.count == 4)
        #expect(Tally.made == 1)
        #expect(log.finalPass(step: 2)?.state("tally.count") == "1")
    }

    /// `$counter.title` writes through the object, and so through `@Published`.
    struct BindingOwner: View {
        @StateObject private var counter = Counter()
        var body: some View {
            VStack {
                Renamer(title: $counter.title)
                Text(counter.title).accessibilityIdentifier("title")
            }
        }
    }

    struct Renamer: View {
        @Binding var title: String
        var body: some View {
            Color.clear.frame(width: 1, height: 1).onAppear { title = "A much longer title" }
        }
    }

    @Test func projectedBindingsWriteThroughPublished() async {
        let (_, log) = await run(BindingOwner())
        let passes = log.passes(step: 0)
        #expect(passes.map { $0.state("counter.title") } == [#""Steps""#, #""A much longer title""#])
        #expect(passes[0].node(named: "title")!.frame.width < passes[1].node(named: "title")!.frame.width)
    }

    struct EnvironmentRoot: View {
        let counter: Counter
        var body: some View {
            Reader().environmentObject(counter)
        }
    }

    struct Reader: View {
        @EnvironmentObject var counter: Counter
        var body: some View {
            Color.orange
                .frame(width: 20, height: CGFloat(counter.count) * 5)
                .accessibilityIdentifier("column")
                .onAppear { counter.count = 4 }
        }
    }

    @Test func anEnvironmentObjectIsFollowed() async {
        let (_, log) = await run(EnvironmentRoot(counter: Counter()))
        let passes = log.passes(step: 0)
        #expect(passes.map { $0.node(named: "column")!.frame.height } == [0, 20])
        // Nobody owns it with @StateObject: it is shown at the view that refers to it.
        #expect(passes[1].state.filter { $0.name == "counter.count" }.map(\.nodePath) == ["EnvironmentRoot/Reader"])
    }

    /// A write of an unpublished property announces nothing; `objectWillChange.send()` does.
    struct Manual: View {
        @ObservedObject var counter: Counter
        var body: some View {
            Text("\(counter.notPublished)")
                .accessibilityIdentifier("label")
                .onAppear { counter.notPublished = 12 }
                .task {
                    counter.notPublished = 123
                    counter.objectWillChange.send()
                }
        }
    }

    @Test func onlyObjectWillChangeInvalidates() async {
        let (_, log) = await run(Manual(counter: Counter()))
        let passes = log.passes(step: 0)
        // Frame 0: the onAppear write announced nothing. Frame 1: the task's send() did.
        #expect(passes.map(\.frame) == [0, 1])
        #expect(passes.map { $0.node(named: "label")!.frame.width }.allSatisfy { $0 > 0 })
        #expect(passes[0].node(named: "label")!.frame.width < passes[1].node(named: "label")!.frame.width)
    }

    /// Combine's `@Published` announces every set, equal or not: the view is evaluated once more.
    struct EqualWrite: View {
        @StateObject var counter = Counter()
        var body: some View {
            Text("\(counter.count)").onAppear { counter.count = 0 }
        }
    }

    @Test func anEqualPublishedWriteStillAnnouncesAChange() async {
        let (result, log) = await run(EqualWrite())
        #expect(result.outcome == .stable)
        #expect(log.passes.count == 2)
        #expect(log.passes.map { $0.state("counter.count") } == ["0", "0"])
    }

    /// A class with its own publisher, as some code declares it.
    final class Clock: ObservableObject {
        let objectWillChange = ObservableObjectPublisher()
        var ticks = 0 {
            willSet { objectWillChange.send() }
        }
    }

    struct ClockFace: View {
        @ObservedObject var clock: Clock
        var body: some View {
            Color.gray.frame(width: CGFloat(clock.ticks), height: 5).accessibilityIdentifier("face")
                .onAppear { clock.ticks = 60 }
        }
    }

    @Test func aDeclaredPublisherInvalidatesWhenSent() async {
        let (_, log) = await run(ClockFace(clock: Clock()))
        #expect(log.passes.map { $0.node(named: "face")!.frame.width } == [0, 60])
    }

    @Test func publishedValuesReachSubscribersBeforeTheyAreSet() {
        let counter = Counter()
        var seen: [Int] = []
        var willChange = 0
        let values = counter.$count.sink { value in seen.append(value) }
        let changes = counter.objectWillChange.sink { willChange += 1 }
        counter.count = 1
        counter.count = 2
        values.cancel()
        counter.count = 3
        #expect(seen == [0, 1, 2])
        #expect(willChange == 3)
        withExtendedLifetime(changes) {}
    }
}
