#if os(Linux)
// A preview that reads a main-actor container, as SwiftData apps keep one in Preview Content.
// Kept apart from the tests: in a file that imports Testing, `Trait` would be Swift Testing's.
import SwiftData
import SwiftUI
/// A preview's container, built once on the main actor, as apps keep one in Preview Content.
@MainActor
let writersPreviewContainer: ModelContainer = {
    let container = try! ModelContainer(for: Writer.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(Writer(firstName: "Ada", lastName: "Lovelace", email: "ada@example.com"))
    return container
}()

// Reads the main-actor container: this compiles only if the preview's body keeps the closure's
// `@MainActor` (it used to fail, reported as a compiler crash by the real-code check).
#Preview { @MainActor in
    Text("Writers").modelContainer(writersPreviewContainer)
}
#endif
