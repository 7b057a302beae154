import Observation
import SwiftUI

// A preview whose sample data comes from a `PreviewModifier`, attached through a trait the app
// declares on the main actor, as iOS 18 apps share sample data between previews.

@Observable
final class ReadingShelf {
    var titles: [String] = []
}

struct ReadingList: View {
    @Environment(ReadingShelf.self) private var shelf

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(shelf.titles, id: \.self) { Text($0) }
        }
        .padding()
        .accessibilityIdentifier("reading-list")
    }
}

struct SampleShelf: PreviewModifier {
    static func makeSharedContext() async throws -> ReadingShelf {
        let shelf = ReadingShelf()
        shelf.titles = ["Middlemarch", "Persuasion"]
        return shelf
    }

    func body(content: Content, context: ReadingShelf) -> some View {
        content.environment(context)
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var sampleShelf: Self = .modifier(SampleShelf())
}

#Preview("Reading list", traits: .sampleShelf) {
    ReadingList()
}
