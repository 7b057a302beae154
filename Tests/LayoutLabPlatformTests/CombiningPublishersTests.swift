#if os(Linux)
// The form-validation view model every MVVM tutorial writes: two `@Published` fields combined
// into one `isValid`, and notification sources merged into one stream.
import Combine
import Foundation
import Testing

final class SignUpModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published private(set) var isValid = false
    private var cancellables = Set<AnyCancellable>()

    init() {
        $email.combineLatest($password) { email, password in email.contains("@") && password.count >= 8 }
            .removeDuplicates()
            .sink { [weak self] in self?.isValid = $0 }
            .store(in: &cancellables)
    }
}

@Suite struct CombiningPublishersTests {
    @Test func combinedFieldsValidateTogether() {
        let model = SignUpModel()
        #expect(!model.isValid)
        model.email = "ada@example.com"
        #expect(!model.isValid)
        model.password = "correct horse"
        #expect(model.isValid)
        model.email = "ada"
        #expect(!model.isValid)
    }

    @Test func combineLatestWaitsForEveryUpstreamThenUsesTheLatest() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>(), c = PassthroughSubject<Bool, Never>()
        var pairs: [String] = [], triples: [String] = []
        var finished = false
        let pair = a.combineLatest(b).sink(receiveCompletion: { _ in finished = true }) { pairs.append("\($0)\($1)") }
        let triple = Publishers.CombineLatest3(a, b, c).sink { triples.append("\($0)\($1)\($2)") }
        a.send(1)
        a.send(2)
        b.send("x")
        a.send(3)
        c.send(true)
        b.send("y")
        #expect(pairs == ["2x", "3x", "3y"])
        #expect(triples == ["3xtrue", "3ytrue"])
        a.send(completion: .finished)
        #expect(!finished, "finishes when every upstream has")
        b.send(completion: .finished)
        #expect(finished)
        _ = (pair, triple)
    }

    @Test func aFailureEndsTheCombinationAtOnce() {
        struct Offline: Error {}
        let a = PassthroughSubject<Int, Offline>(), b = PassthroughSubject<Int, Offline>()
        var values: [Int] = []
        var failed = false
        let subscription = a.combineLatest(b) { $0 + $1 }.sink(receiveCompletion: { if case .failure = $0 { failed = true } }) { values.append($0) }
        a.send(1)
        b.send(10)
        b.send(completion: .failure(Offline()))
        a.send(2)
        #expect(values == [11] && failed)
        _ = subscription
    }

    @Test func mergeRepublishesEveryValueInOrderWithinDemand() {
        let a = PassthroughSubject<String, Never>(), b = PassthroughSubject<String, Never>(), c = PassthroughSubject<String, Never>()
        var merged: [String] = []
        let all = a.merge(with: b, c).sink { merged.append($0) }
        a.send("a1")
        c.send("c1")
        b.send("b1")
        a.send("a2")
        #expect(merged == ["a1", "c1", "b1", "a2"])
        // A subscriber that asks for two gets two; the third waits for more demand.
        var firstTwo: [Int] = []
        let subscriber = AnySubscriber<Int, Never>(
            receiveSubscription: { $0.request(.max(2)) }, receiveValue: { firstTwo.append($0); return .none }
        )
        Publishers.MergeMany([Just(1), Just(2), Just(3)]).subscribe(subscriber)
        #expect(firstTwo == [1, 2])
        _ = all
    }
}
#endif
