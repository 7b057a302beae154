#if os(Linux)
// TipKit as an app writes a tip: declared, configured at launch, shown inline with `TipView` and
// as a popover, invalidated when the user acts on it. The datastore is the process's, in memory.
import Foundation
import SwiftUI
import Testing
import TipKit

struct FavoriteTip: Tip {
    static let didOpenRecipe = Tips.Event(id: "didOpenRecipe")

    var title: Text { Text("Save as a favorite") }
    var message: Text? { Text("Your favorite recipes appear in the Favorites tab.") }
    var image: Image? { Image(systemName: "star") }
    var actions: [Action] { [Tips.Action(id: "learn-more", title: "Learn more")] }
    var options: [any TipOption] { [Tips.MaxDisplayCount(3)] }
}

struct QuietTip: Tip {
    var title: Text { Text("Swipe to delete") }
}

struct RecipeScreen: View {
    let favoriteTip = FavoriteTip()

    var body: some View {
        VStack(spacing: 0) {
            TipView(favoriteTip, arrowEdge: .bottom) { action in
                if action.id == "learn-more" { favoriteTip.invalidate(reason: .actionPerformed) }
            }
            Image(systemName: "star")
                .popoverTip(QuietTip())
            Spacer()
        }
        .padding()
    }
}

// One suite: the datastore is the process's, and configuring it is once per process.
@Suite(.serialized) struct TipKitTests {
    @Test func aTipShowsOnceConfiguredUntilInvalidated() async throws {
        try Tips.resetDatastore()
        do { try Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)]) } catch TipKitError.tipsDatastoreAlreadyConfigured {}
        #expect(throws: TipKitError.tipsDatastoreAlreadyConfigured) { try Tips.configure() }

        let tip = FavoriteTip()
        #expect(tip.id == "FavoriteTip" && tip.shouldDisplay && tip.status == .available)
        let (result, log) = await record(RecipeScreen())
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        let title = try #require(pass.nodes.first { $0.paint?.text?.runs.first?.string == "Save as a favorite" })
        let message = try #require(pass.nodes.first { $0.paint?.text?.runs.first?.string.hasPrefix("Your favorite") == true })
        #expect(message.frame.minY > title.frame.maxY)
        #expect(pass.nodes.contains { $0.kind == "Button" })

        tip.invalidate(reason: .actionPerformed)
        #expect(!tip.shouldDisplay && tip.status == .invalidated(.actionPerformed))
        var updates: [Bool] = []
        for await shows in tip.shouldDisplayUpdates { updates.append(shows) }
        #expect(updates == [false])
        let (_, hidden) = await record(RecipeScreen())
        #expect(hidden.finalPass(step: 0)?.nodes.contains { $0.paint?.text?.runs.first?.string == "Save as a favorite" } == false)

        await FavoriteTip.didOpenRecipe.donate()
        FavoriteTip.didOpenRecipe.sendDonation()
        #expect(FavoriteTip.didOpenRecipe.donations.count == 2)
        try Tips.resetDatastore()
        #expect(tip.shouldDisplay && FavoriteTip.didOpenRecipe.donations.isEmpty)

        Tips.hideAllTipsForTesting()
        #expect(!QuietTip().shouldDisplay)
        // The others follow their rules, as Apple's.
        Tips.showTipsForTesting([QuietTip.self])
        #expect(QuietTip().shouldDisplay && FavoriteTip().shouldDisplay)
        FavoriteTip().invalidate(reason: .tipClosed)
        #expect(QuietTip().shouldDisplay && !FavoriteTip().shouldDisplay)
        try Tips.resetDatastore()
        Tips.hideTipsForTesting([FavoriteTip.self])
        #expect(QuietTip().shouldDisplay && !FavoriteTip().shouldDisplay)
        try Tips.resetDatastore()
    }
}
#endif
