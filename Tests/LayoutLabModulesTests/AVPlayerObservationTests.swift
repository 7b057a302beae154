#if os(Linux)
// A podcast player's model, as apps write one: a periodic time observer for the progress bar,
// Combine's `publisher(for:)` on the item's status and the player's control status, and the audio
// session's interruption notification read through its userInfo keys.
import AVFoundation
import Combine
import SwiftUI
import Testing

final class EpisodePlayer: ObservableObject, @unchecked Sendable {
    @Published var progress: Double = 0
    @Published var isPlaying = false
    @Published var isReady = false
    @Published var failure: String?
    let player = AVPlayer()
    private var timeObserver: Any?
    private var cancellables = Set<AnyCancellable>()
    var interruptions: [String] = []

    func load(_ url: URL) {
        let item = AVPlayerItem(url: url)
        item.publisher(for: \.status)
            .sink { [weak self] status in
                self?.isReady = status == .readyToPlay
                if status == .failed { self?.failure = item.error?.localizedDescription }
            }
            .store(in: &cancellables)
        player.publisher(for: \.timeControlStatus)
            .map { $0 == .playing }
            .removeDuplicates()
            .assign(to: \.isPlaying, on: self)
            .store(in: &cancellables)
        player.replaceCurrentItem(with: item)
        let interval = CMTime(seconds: 0.5, preferredTimescale: CMTimeScale(NSEC_PER_SEC))
        timeObserver = player.addPeriodicTimeObserver(forInterval: interval, queue: .main) { [weak self] time in
            self?.progress = CMTimeGetSeconds(time)
        }
    }

    func handleInterruption(_ notification: Notification) {
        guard let info = notification.userInfo,
              let typeValue = info[AVAudioSessionInterruptionTypeKey] as? UInt,
              let type = AVAudioSession.InterruptionType(rawValue: typeValue) else { return }
        switch type {
        case .began:
            interruptions.append("began")
        case .ended:
            let options = AVAudioSession.InterruptionOptions(rawValue: info[AVAudioSessionInterruptionOptionKey] as? UInt ?? 0)
            interruptions.append(options.contains(.shouldResume) ? "ended, resume" : "ended")
        @unknown default:
            break
        }
    }

    func tearDown() {
        if let timeObserver { player.removeTimeObserver(timeObserver) }
        timeObserver = nil
    }
}

/// Waits until the main queue has run what was queued on it before.
private func drainMainQueue() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}

@Suite struct AVPlayerObservationTests {
    private func temporaryMovie() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("episode-\(UUID().uuidString).m4a")
        try Data([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70]).write(to: url)
        return url
    }

    /// An item a player takes is ready when its file exists; the publishers report the status
    /// and each start and stop.
    @Test func publishersReportTheItemsStatusAndPlayback() throws {
        let url = try temporaryMovie()
        defer { try? FileManager.default.removeItem(at: url) }
        let model = EpisodePlayer()
        model.load(url)
        #expect(model.isReady && model.failure == nil)
        #expect(!model.isPlaying)
        model.player.play()
        #expect(model.isPlaying)
        #expect(model.player.timeControlStatus == .playing && model.player.reasonForWaitingToPlay == nil)
        model.player.pause()
        #expect(!model.isPlaying)
        model.tearDown()
    }

    /// A remote episode fails as offline: the status publisher reports `.failed`, and a player
    /// asked to play waits, with no item to play.
    @Test func aRemoteItemFailsOffline() throws {
        let model = EpisodePlayer()
        model.load(URL(string: "https://example.com/episode.mp3")!)
        #expect(!model.isReady)
        #expect(model.failure == "The Internet connection appears to be offline.")
        let error = try #require(model.player.currentItem?.error as NSError?)
        #expect(error.domain == NSURLErrorDomain && error.code == NSURLErrorNotConnectedToInternet)
        model.player.play()
        #expect(model.player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
        #expect(model.player.reasonForWaitingToPlay == .noItemToPlay)
        #expect(!model.isPlaying)
    }

    /// No time passes, so the periodic block runs only when time jumps (a seek) and when playback
    /// starts or stops, on the queue it was given.
    @Test @MainActor func thePeriodicObserverFiresAtSeeksAndAtStartAndStop() async throws {
        let url = try temporaryMovie()
        defer { try? FileManager.default.removeItem(at: url) }
        let player = AVPlayer(url: url)
        let times = Times()
        let token = player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 2), queue: .main) { time in
            times.append(time.seconds)
        }
        await drainMainQueue()
        #expect(times.values.isEmpty, "not at once, and not as time passes")
        player.play()
        player.seek(to: CMTime(seconds: 12, preferredTimescale: 600))
        player.pause()
        await drainMainQueue()
        #expect(times.values == [0, 12, 12])
        player.removeTimeObserver(token)
        player.play()
        await drainMainQueue()
        #expect(times.values.count == 3)
        #expect(player._timeObserverCount == 0)
    }

    /// A boundary observer waits for playback to cross its times, which it never does here.
    @Test @MainActor func aBoundaryObserverNeverFires() async throws {
        let url = try temporaryMovie()
        defer { try? FileManager.default.removeItem(at: url) }
        let player = AVPlayer(url: url)
        let times = Times()
        let boundary = NSValue(time: CMTime(seconds: 30, preferredTimescale: 1))
        #expect(boundary.timeValue == CMTime(value: 30, timescale: 1))
        let token = player.addBoundaryTimeObserver(forTimes: [boundary], queue: nil) { times.append(30) }
        player.play()
        player.seek(to: CMTime(seconds: 31, preferredTimescale: 1))
        await drainMainQueue()
        #expect(times.values.isEmpty)
        player.removeTimeObserver(token)
    }

    /// A key path through the current item reports the item's status as the player takes it.
    @Test func aPathThroughTheCurrentItemReportsItsStatus() throws {
        let url = try temporaryMovie()
        defer { try? FileManager.default.removeItem(at: url) }
        let player = AVPlayer()
        var statuses: [AVPlayerItem.Status?] = []
        let cancellable = player.publisher(for: \.currentItem?.status).sink { statuses.append($0) }
        player.replaceCurrentItem(with: AVPlayerItem(url: url))
        player.replaceCurrentItem(with: nil)
        cancellable.cancel()
        player.replaceCurrentItem(with: AVPlayerItem(url: url))
        #expect(statuses == [nil, .readyToPlay, nil])
    }

    /// `observe(_:options:changeHandler:)` reports old and new values until invalidated.
    @Test func keyValueObservationReportsOldAndNewRates() throws {
        let url = try temporaryMovie()
        defer { try? FileManager.default.removeItem(at: url) }
        let player = AVPlayer(url: url)
        var changes: [String] = []
        let observation = player.observe(\.rate, options: [.initial, .old, .new]) { _, change in
            changes.append("\(change.oldValue.map { "\($0)" } ?? "-")→\(change.newValue.map { "\($0)" } ?? "-")")
        }
        player.rate = 1.5
        player.pause()
        observation.invalidate()
        player.play()
        #expect(changes == ["-→0.0", "0.0→1.5", "1.5→0.0"])
    }

    /// An item's duration is never known (nothing is decoded): indefinite, NaN in seconds.
    @Test func timesAsCoreMediaHasThem() {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/tmp/none.mp4"))
        let item = AVPlayerItem(asset: asset)
        #expect(item.url == asset.url && asset.duration.isIndefinite)
        #expect(item.status == .unknown, "until a player takes it")
        #expect(item.duration.isIndefinite && CMTimeGetSeconds(item.duration).isNaN)
        #expect(CMTime(value: 1500, timescale: 600) == CMTime(seconds: 2.5, preferredTimescale: 2))
        #expect(CMTime(seconds: 2.5, preferredTimescale: 1).value == 3, "to the nearest unit")
        #expect(CMTime(seconds: 1, preferredTimescale: 600) < CMTime(value: 601, timescale: 600))
        #expect(CMTime.invalid > CMTime.positiveInfinity && !CMTime.invalid.isValid)
        #expect(CMTime(seconds: 1 / 3, preferredTimescale: 1000).flags.contains(.hasBeenRounded))
        #expect(!CMTime(seconds: 1 / 3, preferredTimescale: 600).flags.contains(.hasBeenRounded))
        #expect(Set([CMTime(value: 1, timescale: 2), CMTime(value: 300, timescale: 600)]).count == 1)
    }

    /// The session's notifications are never posted here; the handler reads one a test posts.
    @Test func anInterruptionIsReadThroughItsKeys() {
        let model = EpisodePlayer()
        let center = NotificationCenter()
        let observer = center.addObserver(forName: AVAudioSession.interruptionNotification, object: nil, queue: nil) { note in
            model.handleInterruption(note)
        }
        center.post(name: AVAudioSession.interruptionNotification, object: nil,
                    userInfo: [AVAudioSessionInterruptionTypeKey: AVAudioSession.InterruptionType.began.rawValue])
        center.post(name: AVAudioSession.interruptionNotification, object: nil, userInfo: [
            AVAudioSessionInterruptionTypeKey: AVAudioSession.InterruptionType.ended.rawValue,
            AVAudioSessionInterruptionOptionKey: AVAudioSession.InterruptionOptions.shouldResume.rawValue,
        ])
        center.removeObserver(observer)
        #expect(model.interruptions == ["began", "ended, resume"])
        let route = AVAudioSession.sharedInstance().currentRoute
        #expect(route.outputs.map(\.portType) == [.builtInSpeaker] && route.inputs.isEmpty)
    }
}

private final class Times: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [Double] = []
    func append(_ time: Double) { lock.withLock { list.append(time) } }
    var values: [Double] { lock.withLock { list } }
}
#endif
