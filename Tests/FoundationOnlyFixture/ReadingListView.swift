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
