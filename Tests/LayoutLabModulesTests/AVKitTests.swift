#if os(Linux)
// A looping video header, as apps write one: `import AVKit`, a player in state, `VideoPlayer`.
import AVKit
import SwiftUI
import Testing
import LayoutLab

struct LoopingVideo: View {
    @State private var player = AVPlayer(url: URL(fileURLWithPath: "/videos/intro.mp4"))

    var body: some View {
        VideoPlayer(player: player) {
            Text("Intro").accessibilityIdentifier("overlay")
        }
        .aspectRatio(16 / 9, contentMode: .fit)
        .onAppear {
            player.play()
            player.volume = 0
            NotificationCenter.default.addObserver(forName: .AVPlayerItemDidPlayToEndTime, object: nil, queue: .main) { _ in
                player.seek(to: .zero)
            }
        }
        .onDisappear { player.pause() }
    }
}

@Suite struct AVKitTests {
    @Test func aVideoPlayerTakesTheSizeOfferedAndIsDrawnAsAPlaceholder() async throws {
        let (result, log) = await record(LoopingVideo())
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        let player = try #require(pass.nodes.first { $0.kind == "VideoPlayer" })
        // 16:9 across the iPhone 13's 390 points.
        #expect(abs(player.frame.width - 390) < 1e-9)
        #expect(abs(player.frame.height - 390 * 9 / 16) < 1e-9)
        #expect(player.paint?.placeholder == "VideoPlayer")
        #expect(pass.node(named: "overlay") == nil)
    }

    /// The player keeps what the app sets; no time passes.
    @Test func aPlayerKeepsItsRateAndTheTimeItWasSoughtTo() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("intro-\(UUID().uuidString).mp4")
        try Data([0, 0, 0, 0x18]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let player = AVPlayer(url: url)
        #expect(player.timeControlStatus == .paused)
        player.play()
        #expect(player.rate == 1 && player.timeControlStatus == .playing)
        player.seek(to: CMTime(seconds: 2.5, preferredTimescale: 600))
        #expect(player.currentTime() == CMTime(value: 1500, timescale: 600))
        #expect(player.currentTime().seconds == 2.5)
        player.pause()
        #expect(player.rate == 0)
        #expect(player.currentItem?.url == url)
    }
}
#endif

#if os(Linux)
import StoreKit

struct ReviewButton: View {
    @Environment(\.requestReview) var requestReview

    var body: some View {
        Button("Rate us") { requestReview() }
            .onAppear { requestReview() }
    }
}

@Suite struct StoreKitTests {
    @Test func aReviewRequestIsCountedAndShowsNothing() async throws {
        let before = _ReviewRequests.count
        let (result, log) = await record(ReviewButton())
        #expect(result.outcome == .stable)
        #expect(_ReviewRequests.count == before + 1)
        // Nothing but the button is laid out: no prompt.
        #expect(log.finalPass(step: 0)?.nodes.contains { $0.kind == "Button" } == true)
        SKStoreReviewController.requestReview()
        #expect(_ReviewRequests.count == before + 2)
    }
}
#endif

#if os(Linux)
import MediaPlayer

@Suite struct MediaPlayerTests {
    /// The library is empty: a query by persistent ID finds no song, and a song made by hand
    /// answers with its properties.
    @Test func theLibraryIsEmptyAndItemsKeepTheirProperties() {
        let query = MPMediaQuery(filterPredicates: [
            MPMediaPropertyPredicate(value: UInt64(42), forProperty: MPMediaItemPropertyPersistentID, comparisonType: .equalTo),
        ])
        #expect(query.items?.isEmpty == true)
        #expect(MPMediaQuery.songs().collections?.isEmpty == true)
        let cover = UIImage(systemName: "music.note")!
        let song = MPMediaItem(properties: [
            MPMediaItemPropertyTitle: "Intro", MPMediaItemPropertyPersistentID: UInt64(7),
            "artwork": MPMediaItemArtwork(boundsSize: CGSize(width: 50, height: 50)) { _ in cover },
        ])
        #expect(song.title == "Intro" && song.persistentID == 7 && song.artist == nil)
        #expect(song.artwork?.image(at: CGSize(width: 500, height: 500)) === cover)
    }
}
#endif
