#if os(Linux)
// Combine as view models use it: `@Published` with `$property` pipelines stored in
// `Set<AnyCancellable>`, `objectWillChange.sink`, and `onReceive` with subjects, `Just`,
// `@Published` publishers and timers.
import Combine
import SwiftUI
import LayoutLab
import Testing

/// A search model in the style of app code: a pipeline from one published property to another.
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var resultCount = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .map { $0.count }
            .removeDuplicates()
            .sink { [weak self] count in self?.resultCount = count }
            .store(in: &cancellables)
    }
}

struct SearchScreen: View {
    @StateObject private var model = SearchModel()

    var body: some View {
        Color.gray
            .frame(width: CGFloat(model.resultCount) * 10, height: 10)
            .accessibilityIdentifier("bar")
            .onAppear { model.query = "swift" }
    }
}

/// A view driven only by publishers it receives from.
struct TickerScreen: View {
    let events: PassthroughSubject<Int, Never>
    @State private var total = 0
    @State private var greeting = ""
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        Text(greeting)
            .frame(width: CGFloat(total), height: 20)
            .accessibilityIdentifier("ticker")
            .onReceive(events) { total += $0 }
            .onReceive(Just("hello")) { greeting = $0 }
            .onReceive(timer) { _ in }
            .onAppear {
                events.send(30)
                events.send(12)
            }
    }
}

/// A model's publisher, received by the view that shows it.
final class Upload: ObservableObject {
    @Published var progress = 0.0
}

struct UploadScreen: View {
    @ObservedObject var upload: Upload
    @State private var seen: [Double] = []

    var body: some View {
        Color.blue
            .frame(width: CGFloat(seen.count) * 10, height: 4)
            .accessibilityIdentifier("seen")
            .onReceive(upload.$progress) { seen.append($0) }
            .onAppear { upload.progress = 0.5 }
    }
}

@Suite struct CombineTests {
    @Test func aPublishedPipelineReachesTheView() async {
        let (result, log) = await record(SearchScreen())
        #expect(result.outcome == .stable)
        #expect(log.passes.first?.named("bar")?.frame.width == 0)
        #expect(log.finalPass(step: 0)?.named("bar")?.frame.width == 50)
        #expect(log.finalPass(step: 0)?.state("model.resultCount") == "5")
    }

    @Test func onReceiveDeliversEveryValueFromAnyPublisher() async {
        let (result, log) = await record(TickerScreen(events: PassthroughSubject()))
        #expect(result.outcome == .stable)
        // Both values sent in one action arrive (none is dropped for want of demand).
        #expect(log.finalPass(step: 0)?.named("ticker")?.frame.width == 42)
        #expect(log.finalPass(step: 0)?.state("greeting") == #""hello""#)
    }

    @Test func onReceiveTakesAPublishedPublisher() async {
        let (_, log) = await record(UploadScreen(upload: Upload()))
        // The current value on subscribing, then the new one.
        #expect(log.finalPass(step: 0)?.named("seen")?.frame.width == 20)
        #expect(log.finalPass(step: 0)?.state("seen")?.hasSuffix("0.5]") == true)
    }

    @Test func publishersAndOperatorsWorkOutsideViews() {
        let model = SearchModel()
        var changes = 0
        var values: [String] = []
        var cancellables = Set<AnyCancellable>()
        model.objectWillChange.sink { changes += 1 }.store(in: &cancellables)
        model.$query.dropFirst().sink { values.append($0) }.store(in: &cancellables)
        let subject = CurrentValueSubject<Int, Never>(1)
        var doubled: [Int] = []
        subject.map { $0 * 2 }.sink { doubled.append($0) }.store(in: &cancellables)
        subject.send(5)
        model.query = "a"
        model.query = "ab"
        #expect(values == ["a", "ab"])
        // Each query write announces, and so does each result count it leads to.
        #expect(changes == 4)
        #expect(model.resultCount == 2)
        #expect(doubled == [2, 10])
        let assigned = Upload()
        Just(0.75).assign(to: &assigned.$progress)
        #expect(assigned.progress == 0.75)
    }

    @Test func aPublishedDebounceRunsOnDispatchQueues() async {
        let model = SearchModel()
        final class Box: @unchecked Sendable { var latest: String? }
        let box = Box()
        let subscription = model.$query
            .debounce(for: .milliseconds(20), scheduler: DispatchQueue.global())
            .sink { box.latest = $0 }
        model.query = "s"
        model.query = "sw"
        try? await Task.sleep(nanoseconds: 300_000_000)
        #expect(box.latest == "sw")
        subscription.cancel()
    }
}
#endif
