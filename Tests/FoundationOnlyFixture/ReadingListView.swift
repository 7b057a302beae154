import SwiftUI

/// The list the model above feeds: one row per book, 44 points each.
public struct ReadingListView: View {
    @StateObject private var model = ReadingListModel()
    private let sample: Data

    public init(sample: Data) { self.sample = sample }

    public var body: some View {
        VStack(spacing: 0) {
            ForEach(model.books) { book in
                Text(book.title)
                    .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                    .accessibilityIdentifier("book-\(book.id)")
            }
        }
        .accessibilityIdentifier("reading-list")
        .onAppear { try? model.show(json: sample) }
    }
}

/// A bar as wide as the pages read, from the environment's `ReadingProgress`.
public struct ProgressBar: View {
    @Environment(ReadingProgress.self) private var progress

    public init() {}

    public var body: some View {
        Color.blue
            .frame(width: CGFloat(progress.pagesRead), height: 4)
            .accessibilityIdentifier("progress")
            .onAppear { progress.pagesRead += 10 }
    }
}
