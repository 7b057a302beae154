import Foundation

/// A library's search, as a SwiftData screen filters its books: `#Predicate` with
/// `localizedStandardContains`, in a file that imports only Foundation.
public struct CatalogBook: Sendable {
    public var title: String
    public var author: String
    public init(title: String, author: String) {
        self.title = title
        self.author = author
    }
}

public enum BookSearch {
    public static func predicate(for searchText: String) -> Predicate<CatalogBook> {
        #Predicate<CatalogBook> { book in
            book.title.localizedStandardContains(searchText) || book.author.localizedStandardContains(searchText)
        }
    }

    public static func matches(_ books: [CatalogBook], _ searchText: String) throws -> [String] {
        let predicate = predicate(for: searchText)
        return try books.filter { try predicate.evaluate($0) }.map(\.title)
    }
}
