import Foundation
import LayoutLab

/// `onChange` feeding its own value: the site dispatches twice per frame and drops the rest,
/// with SwiftUI's "tried to update multiple times per frame" warning.
struct RunawayOnChange: Scenario {
    static let name = "store-tests/runaway-on-change"
    static let summary = "An onChange that writes the value it watches, until 12."

    @State private var count = 0

    init(variant: String) {}

    var body: some View {
        Text("count \(count)")
            .accessibilityIdentifier("counter")
            .onAppear { count = 1 }
            .onChange(of: count) { if count < 12 { count += 1 } }
    }
}

/// A counter that a task bumps once per frame, so a step runs until the frame limit: a case that
/// takes a while, for cancelling in the middle. `started` is signalled once the first pass has
/// been reported.
struct SlowCounter: Scenario {
    static let name = "store-tests/slow-counter"
    static let summary = "A task increments a counter every frame until the frame limit."
    nonisolated(unsafe) static var started: DispatchSemaphore?
    /// When set, the engine waits on it at frame 3, with the case's transaction open, until the
    /// test has done what it wanted (cancel, interrupt): no race against a fast machine.
    nonisolated(unsafe) static var gate: DispatchSemaphore?

    @State private var count = 0

    init(variant: String) {}

    var body: some View {
        VStack {
            ForEach(0..<40) { row in
                HStack {
                    Text("row \(row)")
                    Spacer()
                    Text("\(count)")
                }
            }
        }
        .onAppear { SlowCounter.started?.signal() }
        .task(id: count) {
            if count == 3 { SlowCounter.gate?.wait() }
            count += 1
        }
    }
}
