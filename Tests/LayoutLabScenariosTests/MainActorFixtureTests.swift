import LayoutLab
import RealCodeFixtures
import Testing

/// Views that own main-actor view models (`Tests/RealCodeFixtures/MainActorModels.swift`, Swift 5
/// mode) compile, record without an error, and lay out from their models' values.
@Suite struct MainActorFixtureTests {
    @Test func mainActorViewModelsAreReadInBody() async throws {
        let type = try #require(RealCodeFixtures.all.first { $0.name == "fixtures/main-actor-models" })
        let lab = try await Lab.record(type, profiles: ["iphone-15"])
        #expect(try lab.outcome(variant: "", profile: "iphone-15") == "stable")
        let badge = try lab.frame("badge", profile: "iphone-15")
        let avatar = try lab.frame("avatar", profile: "iphone-15")
        let title = try lab.frame("title", profile: "iphone-15")
        let subtitle = try lab.frame("subtitle", profile: "iphone-15")
        // The avatar's diameter comes from the model made in the view's initializer.
        #expect(avatar.size == CGSize(width: 48, height: 48))
        // The badge spans the screen below the top safe area (59 points on an iPhone 15).
        #expect(badge.minX == 0 && badge.width == 393 && badge.minY == 59)
        #expect(avatar.minX == 16)
        // The texts come from the @StateObject default value: they have width, in their stack.
        #expect(title.minX == avatar.maxX + 12 && title.width > 0)
        #expect(subtitle.minX == title.minX && subtitle.minY == title.maxY + 4 && subtitle.width > 0)
    }
}
