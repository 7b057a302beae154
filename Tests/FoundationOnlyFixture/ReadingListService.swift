// A network service and a view model as apps write them: `import Foundation` alone, as on a
// Mac, where Foundation has `URLSession` and aliases Combine's `ObservableObject` and
// `Published`. This target compiles with `AppleFoundation` imported implicitly (Package.swift),
// the setting docs/scenarios.md gives users.
import Foundation

public struct Book: Codable, Identifiable, Equatable {
    public let id: Int
    public let title: String
}

public enum ReadingListError: Error, Equatable {
    case badStatus(Int)
}

public final class ReadingListService {
    public let baseURL: URL
    private let session: URLSession

    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    /// The request the list is fetched with.
    public func request(page: Int) -> URLRequest {
        var request = URLRequest(url: baseURL.appendingPathComponent("books"))
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.url = URL(string: "\(request.url!.absoluteString)?page=\(page)")
        return request
    }

    public func books(page: Int) async throws -> [Book] {
        let (data, response) = try await session.data(for: request(page: page))
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw ReadingListError.badStatus(http.statusCode)
        }
        return try JSONDecoder().decode([Book].self, from: data)
    }
}

public final class ReadingListModel: ObservableObject {
    @Published public private(set) var books: [Book] = []
    @Published public var isLoading = false

    public init() {}

    /// Shows the books a page decoded from `json` holds, as a response would.
    public func show(json: Data) throws {
        books = try JSONDecoder().decode([Book].self, from: json)
    }
}

/// An `@Observable` model, Foundation only as well: Apple's Foundation brings Observation.
@Observable
public final class ReadingProgress {
    public var pagesRead = 0
    @ObservationIgnored public var lastOpened: Date?

    public init(pagesRead: Int = 0) { self.pagesRead = pagesRead }
}

/// A setting kept in iCloud's key-value store, which Apple's Foundation has.
public enum ReadingSettings {
    public static func remember(lastBook id: Int) {
        NSUbiquitousKeyValueStore.default.set(Int64(id), forKey: "reading.lastBook")
        NSUbiquitousKeyValueStore.default.synchronize()
    }

    public static var lastBook: Int {
        Int(NSUbiquitousKeyValueStore.default.longLong(forKey: "reading.lastBook"))
    }
}
