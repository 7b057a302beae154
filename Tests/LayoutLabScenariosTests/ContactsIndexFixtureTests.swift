import LayoutLab
import RealCodeFixtures
import Testing

/// The contacts fixture (`Tests/RealCodeFixtures/ContactsIndex.swift`), as recorded on the
/// iPhone 15 (393 × 852, insets 59 and 34): a reader's `onAppear` jumps to "M", a step jumps back
/// to "C", letter headers are pinned, and a detail sheet opens at its medium detent.
@Suite struct ContactsIndexFixtureTests {
    @Test func theReaderJumpsToALetterAndTheSheetRestsAtHalfHeight() async throws {
        let fixture = try #require(RealCodeFixtures.all.first { $0.name == "fixtures/contacts-index" })
        let lab = try await Lab.record(fixture, profiles: ["iphone-15"])
        // Launch: the proxy scrolled section M's top (its header) to the scroll view's top.
        let headerM = try lab.frame("header-M", profile: "iphone-15", step: 0)
        #expect(headerM.minY == 59)
        #expect(try lab.frame("Mae Adams", profile: "iphone-15", step: 0).minY == headerM.maxY)
        // The sheet for Mae rests at the medium detent: half of 852.
        #expect(try lab.frame("detail", profile: "iphone-15", step: 0).minY == 426)
        // The step scrolls back up to C, to the section's start, not to where its pinned header was.
        let headerC = try lab.frame("header-C", profile: "iphone-15", step: 1)
        #expect(headerC.minY == 59)
        #expect(try lab.frame("Cleo Adams", profile: "iphone-15", step: 1).minY == headerC.maxY)
        // In landscape (compact height) the sheet covers the screen: its content in the safe area.
        #expect(try lab.frame("detail", profile: "iphone-15", step: 2).minY == 0)
        let actions = try lab.rows("SELECT step, action FROM pass_actions WHERE action = 'scrollTo' ORDER BY step")
        #expect(actions.map { $0["step"] as Int } == [0, 1])
    }
}
