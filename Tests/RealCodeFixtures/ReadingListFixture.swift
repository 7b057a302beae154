import LayoutLab

// The scenario around `ImportsSwiftUI/ReadingListView.swift`, a file that says `import SwiftUI`
// and is left as written: on Linux it compiles against the `SwiftUI` shim. (On an Apple host the
// manifest leaves that folder out, since `import SwiftUI` there is Apple's framework.)

#if os(Linux)
struct ReadingListFixture: Scenario {
    static let name = "fixtures/reading-list"
    static let summary = "An ObservableObject store, in a file that imports SwiftUI, updated by a task: the progress bar grows."

    init(variant: String) {}

    var body: some View {
        ReadingListView()
    }
}

/// `ImportsSwiftUI/NotesView.swift`: Core Data through SwiftUI alone, over the empty store.
struct NotesFixture: Scenario {
    static let name = "fixtures/core-data-notes"
    static let summary = "A @FetchRequest list in a file that imports only SwiftUI: the empty store shows the empty state."

    init(variant: String) {}

    var body: some View {
        NotesView()
    }
}

extension RealCodeFixtures {
    /// The fixtures whose views come from files that say `import SwiftUI`.
    public static let importingSwiftUI: [any Scenario.Type] = [ReadingListFixture.self, NotesFixture.self]
}
#else
extension RealCodeFixtures {
    public static let importingSwiftUI: [any Scenario.Type] = []
}
#endif
