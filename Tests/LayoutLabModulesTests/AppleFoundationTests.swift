#if os(Linux)
// Files that import only Foundation, compiled as on a Mac (Tests/FoundationOnlyFixture, built
// with `AppleFoundation` imported implicitly): their `URLSession` is FoundationNetworking's, and
// their `ObservableObject`, `@Published` and `@Observable` are the ones views follow, so the view
// that holds the model follows it.
import Foundation
import FoundationOnlyFixture
import LayoutLab
import Testing

/// `NSPredicate(format:)`, which Linux's Foundation lacks, evaluated as Apple's: validation
/// patterns, comparisons, string operators with options, collections, key paths.
@Suite struct PredicateFormatTests {
    struct Book {
        let title: String
        let pages: Int
        let published: Date
        let tags: [String]
        let subtitle: String?
    }

    @Test func selfMatchesAnEmailPattern() {
        let email = NSPredicate(format: "SELF MATCHES %@", "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}")
        #expect(email.evaluate(with: "ada@example.com"))
        #expect(!email.evaluate(with: "ada@example"))
        #expect(!email.evaluate(with: "x ada@example.com"), "MATCHES is a whole-string match")
    }

    @Test func comparisonsStringsAndCollections() {
        let book = Book(title: "Émile", pages: 320, published: Date(timeIntervalSince1970: 1_000), tags: ["classic", "french"], subtitle: nil)
        #expect(NSPredicate(format: "pages > %d AND pages <= 320", 300).evaluate(with: book))
        #expect(NSPredicate(format: "title CONTAINS[cd] %@", "emil").evaluate(with: book))
        #expect(!NSPredicate(format: "title CONTAINS %@", "emil").evaluate(with: book))
        #expect(NSPredicate(format: "title LIKE[c] %@", "é*e").evaluate(with: book))
        #expect(NSPredicate(format: "published < %@", Date(timeIntervalSince1970: 2_000) as NSDate).evaluate(with: book))
        #expect(NSPredicate(format: "%K == %@", "pages", NSNumber(value: 320)).evaluate(with: book))
        #expect(NSPredicate(format: "'french' IN tags").evaluate(with: book))
        #expect(NSPredicate(format: "subtitle == nil OR NOT (pages BETWEEN {1, 100})").evaluate(with: book))
        #expect(NSPredicate(format: "pages IN %@", [100, 320]).evaluate(with: book))
        #expect(NSPredicate(format: "title ENDSWITH 'le' && pages >= 320").evaluate(with: book))
        #expect(NSPredicate(format: "TRUEPREDICATE").evaluate(with: nil))
        #expect(NSPredicate(format: "name == %@", "x").evaluate(with: ["name": "x"]))
    }
}

@Suite struct AppleFoundationTests {
    /// The standard SwiftData search filter compiles in a Foundation-only file and finds titles
    /// and authors regardless of case.
    @Test func aPredicateSearchesLikeFinder() throws {
        let books = [CatalogBook(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"), CatalogBook(title: "Dune", author: "Frank Herbert")]
        #expect(try BookSearch.matches(books, "darkness") == ["The Left Hand of Darkness"])
        #expect(try BookSearch.matches(books, "HERBERT") == ["Dune"])
        #expect(try BookSearch.matches(books, "asimov").isEmpty)
    }

    /// `DateComponentsFormatter`, which Linux's Foundation declares unavailable, formats
    /// durations as Apple's does in English.
    @Test func durationsAreFormattedAsOnApplesFoundation() {
        #expect(Durations.abbreviated.string(from: 3723) == "1h 2m 3s")
        #expect(Durations.abbreviated.string(from: 0) == "0s")
        #expect(Durations.positional.string(from: 307) == "05:07")
        #expect(Durations.label(307, style: .positional, units: [.minute, .second]) == "5:07")
        #expect(Durations.label(7, style: .positional) == "0:07")
        #expect(Durations.label(3723, style: .positional) == "1:02:03")
        #expect(Durations.label(3723, style: .short) == "1 hr, 2 min, 3 sec")
        #expect(Durations.label(3660, style: .full) == "1 hour, 1 minute")
        #expect(Durations.label(7200, style: .brief) == "2hr")
        #expect(Durations.label(120, style: .spellOut) == "two minutes")
        #expect(Durations.label(-90, style: .positional, units: [.minute, .second]) == "-1:30")
    }

    /// `DateFormatter`'s symbols are implicitly unwrapped optionals, as Apple declares them, and
    /// read and write Foundation's own.
    @Test func dateFormatterSymbolsBindAsOnApplesFoundation() {
        #expect(WeekdayNames.name(ofWeekday: 1) == "Sunday")
        #expect(WeekdayNames.name(ofWeekday: 7) == "Saturday")
        #expect(WeekdayNames.name(ofWeekday: 8) == nil)
        #expect(WeekdayNames.shortNames(custom: ["a", "b", "c", "d", "e", "f", "g"]) == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(WeekdayNames.shortNames(custom: nil) == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
        #expect(WeekdayNames.morning == "am")
    }

    @Test func aFoundationOnlyModelIsTheEnginesObservableObject() {
        // Declared in a file that imports only Foundation, it conforms to the engine's protocol.
        func observed<Model: LayoutLab.ObservableObject>(_ model: Model) -> Model { model }
        let model = observed(ReadingListModel())
        var changes = 0
        let subscription = model.objectWillChange.sink { _ in changes += 1 }
        model.isLoading = true
        #expect(changes == 1, "a @Published write in a Foundation-only file announces the change")
        subscription.cancel()
    }

    @Test func aFoundationOnlyServiceBuildsItsRequestWithFoundationNetworking() {
        let service = ReadingListService(baseURL: URL(string: "https://example.com/api")!)
        let request = service.request(page: 2)
        #expect(request.url?.absoluteString == "https://example.com/api/books?page=2")
        #expect(request.httpMethod == "GET")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
    }

    @Test func theViewFollowsTheFoundationOnlyModel() async throws {
        let json = Data(#"[{"id": 1, "title": "Dune"}, {"id": 2, "title": "Emma"}, {"id": 3, "title": "Kim"}]"#.utf8)
        let (result, log) = await record(ReadingListView(sample: json))
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        let list = try #require(pass.node(named: "reading-list"))
        // Empty at first; the write in `onAppear` lays out three 44-point rows.
        #expect(abs(list.frame.height - 3 * 44) < 1e-9)
        #expect(pass.node(named: "book-3") != nil)
    }

    @Test func anObservableModelFromAFoundationOnlyFileIsFollowed() async throws {
        let (result, log) = await record(ProgressBar().environment(ReadingProgress(pagesRead: 30)))
        #expect(result.outcome == .stable)
        // 30 pages, then the write in `onAppear` makes it 40.
        #expect(try #require(log.finalPass(step: 0)?.node(named: "progress")).frame.width == 40)
    }

    @Test func aFoundationOnlySettingUsesTheKeyValueStore() {
        ReadingSettings.remember(lastBook: 7)
        #expect(ReadingSettings.lastBook == 7)
    }
}
#endif
