import SwiftUI

// A reading list as an ObservableObject app writes it: a store owned with @StateObject and
// shared with @EnvironmentObject, @Published values, a setting in @AppStorage, and a task that
// updates the store once the view is up.

struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
    var author: String
    var pages: Int
    var isFinished = false
}

extension Book {
    static let samples: [Book] = [
        Book(id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", pages: 304),
        Book(id: 2, title: "Middlemarch", author: "George Eliot", pages: 880),
        Book(id: 3, title: "The Remains of the Day", author: "Kazuo Ishiguro", pages: 258),
        Book(id: 4, title: "A Wizard of Earthsea", author: "Ursula K. Le Guin", pages: 183),
    ]
}

final class ReadingList: ObservableObject {
    @Published var books: [Book]
    @Published var isSyncing = true

    init(books: [Book] = Book.samples) {
        self.books = books
    }

    var progress: Double {
        guard !books.isEmpty else { return 0 }
        return Double(books.filter(\.isFinished).count) / Double(books.count)
    }

    func finish(_ book: Book) {
        guard let index = books.firstIndex(where: { $0.id == book.id }) else { return }
        books[index].isFinished = true
    }
}

struct ReadingListView: View {
    @StateObject private var list = ReadingList()
    @AppStorage("showsPageCounts") private var showsPageCounts = true

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                ReadingProgressHeader()
                ForEach(list.books) { book in
                    BookRow(book: book, showsPageCount: showsPageCounts)
                }
            }
            .padding()
        }
        .environmentObject(list)
        .task {
            // The sync is done: the first book was finished on another device.
            list.isSyncing = false
            if let first = list.books.first {
                list.finish(first)
            }
        }
    }
}

struct ReadingProgressHeader: View {
    @EnvironmentObject private var list: ReadingList

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Reading List")
                .font(.largeTitle)
                .bold()
            Text(list.isSyncing ? "Syncing…" : "\(Int(list.progress * 100))% finished")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.gray.opacity(0.2))
                    Capsule()
                        .fill(Color.accentColor)
                        .frame(width: proxy.size.width * list.progress)
                        .accessibilityIdentifier("progress")
                }
            }
            .frame(height: 6)
        }
    }
}

struct BookRow: View {
    let book: Book
    let showsPageCount: Bool

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            Image(systemName: book.isFinished ? "checkmark.circle.fill" : "circle")
                .foregroundColor(book.isFinished ? .green : .secondary)
            VStack(alignment: .leading, spacing: 2) {
                Text(book.title)
                    .font(.headline)
                Text(book.author)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
            Spacer()
            if showsPageCount {
                Text("\(book.pages) pages")
                    .font(.caption)
                    .monospacedDigit()
                    .foregroundStyle(.secondary)
            }
        }
        .accessibilityIdentifier("book-\(book.id)")
    }
}
