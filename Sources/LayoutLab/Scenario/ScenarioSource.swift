/// Where a scenario comes from: the article, guide or library whose pattern it ports, named the
/// way a reader would look it up (docs/scenarios.md, "Sources").
public struct ScenarioSource: Hashable, Sendable {
    public let title: String
    public let author: String
    /// Where to read it, when it has a public address.
    public let link: String?

    public init(title: String, author: String, link: String? = nil) {
        self.title = title
        self.author = author
        self.link = link
    }

    /// `"Title", Author, link`: what `layoutlab scenarios`, the reports and `run_cases.seed` show.
    public var citation: String {
        ["\"\(title)\"", author, link].compactMap { $0 }.joined(separator: ", ")
    }
}
