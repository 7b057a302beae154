import Foundation
import LayoutLab
@testable import LayoutLabTesting
import Testing

/// A view whose EnvironmentObject was never injected, run from a user's test: the test fails with
/// the engine's message, where SwiftUI (and the engine before) stopped the whole test process.
@Suite struct MissingDependencyTests {
    final class Session: ObservableObject {
        @Published var user = "ada"
    }

    struct NeedsSession: View {
        @EnvironmentObject var session: Session
        var body: some View { Text(session.user) }
    }

    @Test func aMissingEnvironmentObjectIsATestFailureNotATrap() async {
        var layout: RecordedLayout?
        await withKnownIssue {
            layout = await LayoutLab.run(NeedsSession(), on: .iPhoneSE3)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("The layout failed on iphone-se-3: NeedsSession reads an EnvironmentObject of type Session that no ancestor provides") }
        }
        #expect(layout?.outcome == .error)
        #expect(layout?.failure?.contains("Session") == true)
    }

    @Test func aProvidedOneRecordsNoIssue() async {
        let layout = await LayoutLab.run(NeedsSession().environmentObject(Session()), on: .iPhoneSE3)
        #expect(layout.outcome == .stable)
        #expect(layout.failure == nil)
    }
}
