import ReportFixtures
import Testing

enum HTMLChecks {
    /// A page that loads nothing (`SelfContainedPage`).
    static func expectSelfContained(_ html: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = SelfContainedPage.problems(in: html)
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    }
}
