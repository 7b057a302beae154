#if os(Linux)
// A preview that reads a main-actor container, as SwiftData apps keep one in Preview Content.
// It imports Testing, as a test file beside it would: the macro spells its trait type through the
// preview protocol, so Swift Testing's `Trait` cannot capture it (it once did).
import SwiftData
import SwiftUI
import Testing
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

#Preview("Writers, fitted", traits: .sizeThatFitsLayout) { @MainActor in
    Text("Writers").modelContainer(writersPreviewContainer)
}
#endif
