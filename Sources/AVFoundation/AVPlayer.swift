// The `AVFoundation` module for Linux, where Apple's framework does not exist: the player a
// SwiftUI `VideoPlayer` shows, as a value that keeps what the app sets (its item, rate, volume,
// the time it was sought to). Nothing is decoded or played, and no time passes: a recorded
// case does not depend on a clock (docs/supported-api.md, "AVKit and AVFoundation"). Depend on
// it for Linux only (docs/scenarios.md).
//
// The player and its item report their observable properties' changes (`status`, `rate`,
// `timeControlStatus`, `currentItem`…) to key-value observations and to Combine's
// `publisher(for:)`, which Apple's Foundation declares and `AppleFoundation` brings here.
@_exported import Foundation
@_exported import AppleFoundation
// Apple's AVFoundation re-exports Core Media: `CMTime` comes with `import AVFoundation`.
@_exported import CoreMedia
import Dispatch

extension Notification.Name {
    public static let AVPlayerItemDidPlayToEndTime = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    public static let AVPlayerItemFailedToPlayToEndTime = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
    public static let AVPlayerItemPlaybackStalled = Notification.Name("AVPlayerItemPlaybackStalledNotification")
    public static let AVPlayerItemTimeJumped = Notification.Name("AVPlayerItemTimeJumpedNotification")
}

/// A piece of media to play: its URL. Its status stays `.unknown` until a player takes it
/// (Apple, "AVPlayerItem.status": it changes only once the item is associated with a player);
/// then, since no media is read, a file that exists is `.readyToPlay` (its contents are never
/// decoded), a missing file `.failed` with `NSURLErrorFileDoesNotExist`, and any other URL
/// `.failed` with `NSURLErrorNotConnectedToInternet`: the machine is offline, as WebKit's web
/// view is (docs/supported-api.md says why).
open class AVPlayerItem: NSObject, @unchecked Sendable {
    public enum Status: Int, Sendable {
        case unknown = 0, readyToPlay = 1, failed = 2
    }

    public let url: URL?

    public init(url: URL) {
        self.url = url
    }

    public convenience init(asset: AVAsset) {
        self.init(url: asset.assetURL)
    }

    open private(set) var status = Status.unknown
    open private(set) var error: (any Error)?

    /// Never known: the media is not read. Apple's is `.indefinite` until it is known.
    open var duration: CMTime { .indefinite }
    open var presentationSize: CGSize { .zero }
    open var isPlaybackLikelyToKeepUp: Bool { status == .readyToPlay }
    open var isPlaybackBufferEmpty: Bool { true }
    open var loadedTimeRanges: [NSValue] { [] }

    /// Where the item is: the time it was last sought to.
    open private(set) var seekTime = CMTime.zero

    open func currentTime() -> CMTime { seekTime }

    @preconcurrency open func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        seekTime = time
        completionHandler?(true)
    }

    /// A player took the item: it is read now (what Apple's does over time happens at once here).
    func load() {
        guard status == .unknown, let url else { return }
        let (status, error) = Self.outcome(of: url)
        _changeValues(for: [\AVPlayerItem.status, \AVPlayerItem.error, \AVPlayerItem.isPlaybackLikelyToKeepUp]) {
            self.status = status
            self.error = error
        }
    }

    static func outcome(of url: URL) -> (Status, (any Error)?) {
        if url.isFileURL {
            if FileManager.default.fileExists(atPath: url.path) { return (.readyToPlay, nil) }
            return (.failed, NSError(domain: NSURLErrorDomain, code: NSURLErrorFileDoesNotExist, userInfo: [
                NSURLErrorFailingURLErrorKey: url, NSLocalizedDescriptionKey: "The requested URL was not found on this server.",
            ]))
        }
        return (.failed, NSError(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet, userInfo: [
            NSURLErrorFailingURLErrorKey: url, NSLocalizedDescriptionKey: "The Internet connection appears to be offline.",
        ]))
    }
}

/// A URL's media, as `AVPlayerItem(asset:)` takes it.
open class AVAsset: NSObject, @unchecked Sendable {
    let assetURL: URL

    /// Apple's `AVAsset(url:)` makes an `AVURLAsset`; this one is an asset of that URL.
    public init(url: URL) {
        assetURL = url
    }

    /// Never known: the media is not read (`.indefinite`, as Apple's before it is loaded).
    open var duration: CMTime { .indefinite }
}

open class AVURLAsset: AVAsset, @unchecked Sendable {
    open var url: URL { assetURL }

    public init(url: URL, options: [String: Any]? = nil) {
        super.init(url: url)
    }
}

/// A player of one item. It keeps what the app sets; it never plays, so its time stays where
/// it was sought to and no item ever reaches its end.
open class AVPlayer: NSObject, @unchecked Sendable {
    public enum Status: Int, Sendable {
        case unknown = 0, readyToPlay = 1, failed = 2
    }

    public enum TimeControlStatus: Int, Sendable {
        case paused = 0, waitingToPlayAtSpecifiedRate = 1, playing = 2
    }

    public enum ActionAtItemEnd: Int, Sendable {
        case advance = 0, pause = 1, none = 2
    }

    /// Why a player asked to play is not playing (Apple's raw values).
    public struct WaitingReason: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let toMinimizeStalls = WaitingReason(rawValue: "AVPlayerWaitingToMinimizeStallsReason")
        public static let evaluatingBufferingRate = WaitingReason(rawValue: "AVPlayerWaitingWhileEvaluatingBufferingRateReason")
        public static let noItemToPlay = WaitingReason(rawValue: "AVPlayerWaitingWithNoItemToPlayReason")
        public static let interstitialEvent = WaitingReason(rawValue: "AVPlayerWaitingDuringInterstitialEventReason")
    }

    /// The player itself needs nothing to be ready (its items may still fail).
    open var status: Status { .readyToPlay }
    open var error: (any Error)? { nil }

    open private(set) var currentItem: AVPlayerItem?
    private var playRate: Float = 0
    open var volume: Float = 1
    open var isMuted = false
    open var actionAtItemEnd = ActionAtItemEnd.pause
    open var automaticallyWaitsToMinimizeStalling = true

    /// 1 after `play()`, 0 after `pause()`, as Apple's.
    open var rate: Float {
        get { playRate }
        set { changePlayback { playRate = newValue } }
    }

    /// Playing once asked to (a rate not 0) with an item that is ready; asked to but with no item
    /// ready, waiting, with no item to play (a failed item will never play).
    open var timeControlStatus: TimeControlStatus {
        if playRate == 0 { return .paused }
        return currentItem?.status == .readyToPlay ? .playing : .waitingToPlayAtSpecifiedRate
    }

    open var reasonForWaitingToPlay: WaitingReason? {
        timeControlStatus == .waitingToPlayAtSpecifiedRate ? .noItemToPlay : nil
    }

    public override init() {}

    public init(url: URL) {
        currentItem = AVPlayerItem(url: url)
        super.init()
        currentItem?.load()
    }

    public init(playerItem item: AVPlayerItem?) {
        currentItem = item
        super.init()
        item?.load()
    }

    open func play() { rate = 1 }
    open func pause() { rate = 0 }

    open func replaceCurrentItem(with item: AVPlayerItem?) {
        // Apple's KVO follows a key path through the item (`\.currentItem?.status`): the item's
        // status changes only here, when the player takes it, so the player reports that path too.
        changePlayback(also: [\AVPlayer.currentItem, \AVPlayer.currentItem?.status]) {
            currentItem = item
            item?.load()
        }
    }

    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

    open func seek(to time: CMTime) {
        seek(to: time) { _ in }
    }

    @preconcurrency open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        guard let item = currentItem else {
            completionHandler(false)
            return
        }
        item.seek(to: time)
        completionHandler(true)
        // Apple: a periodic observer's block is "also invoked whenever time jumps".
        firePeriodicObservers()
    }

    @preconcurrency open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void = { _ in }) {
        seek(to: time, completionHandler: completionHandler)
    }

    /// Makes a change to the rate or the item, reporting it to observations: the rate at each
    /// set (as Apple's KVO does), the control status and waiting reason when they change, and a
    /// periodic observer's block when playback starts or stops.
    private func changePlayback(also keyPaths: [AnyKeyPath] = [], _ change: () -> Void) {
        let before = (timeControlStatus, reasonForWaitingToPlay)
        let derived: [AnyKeyPath] = [\AVPlayer.timeControlStatus, \AVPlayer.reasonForWaitingToPlay]
        for keyPath in [\AVPlayer.rate] + keyPaths { _willChangeValue(for: keyPath) }
        change()
        let after = (timeControlStatus, reasonForWaitingToPlay)
        for keyPath in [\AVPlayer.rate] + keyPaths { _didChangeValue(for: keyPath) }
        if before != after {
            for keyPath in derived { _didChangeValue(for: keyPath) }
        }
        // Apple: the block is invoked "whenever playback starts or stops".
        if (before.0 == .playing) != (after.0 == .playing) { firePeriodicObservers() }
    }

    // MARK: Time observers
    //
    // Apple's blocks and completion handlers are `@Sendable`, imported from Objective-C and so
    // `@preconcurrency`: in Swift 5 mode a main-actor model may update itself in them (the common
    // `queue: .main` progress observer), in Swift 6 mode it may not. These are declared the same.

    /// The token `addPeriodicTimeObserver` and `addBoundaryTimeObserver` return.
    private final class TimeObserver: @unchecked Sendable {
        weak var player: AVPlayer?
        let queue: DispatchQueue
        let periodic: (@Sendable (CMTime) -> Void)?
        init(player: AVPlayer, queue: DispatchQueue, periodic: (@Sendable (CMTime) -> Void)?) {
            self.player = player
            self.queue = queue
            self.periodic = periodic
        }
    }

    private let observerLock = NSLock()
    private var timeObservers: [ObjectIdentifier: (order: Int, observer: TimeObserver)] = [:]
    private var observersAdded = 0

    /// Calls `block` on `queue` (the main queue when nil) with the current time. Apple's calls it
    /// every `interval` while the clock runs, and whenever time jumps or playback starts or stops;
    /// no time passes here, so it is called only at a seek and when playback starts or stops.
    @preconcurrency open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void) -> Any {
        precondition(interval.isNumeric && interval > .zero, "AVPlayer: a periodic time observer's interval must be a positive, numeric time")
        return add(TimeObserver(player: self, queue: queue ?? .main, periodic: block))
    }

    /// Keeps `block`, which Apple's calls when normal playback crosses one of `times`: the clock
    /// never runs here, so no time is crossed and it is never called.
    @preconcurrency open func addBoundaryTimeObserver(forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping @Sendable () -> Void) -> Any {
        precondition(!times.isEmpty, "AVPlayer: a boundary time observer needs at least one time")
        return add(TimeObserver(player: self, queue: queue ?? .main, periodic: nil))
    }

    private func add(_ observer: TimeObserver) -> Any {
        observerLock.withLock {
            observersAdded += 1
            timeObservers[ObjectIdentifier(observer)] = (observersAdded, observer)
        }
        return observer
    }

    /// Stops an observer. Apple's raises an exception for a token another player made, and so
    /// does this one (a trap).
    open func removeTimeObserver(_ observer: Any) {
        guard let observer = observer as? TimeObserver, observer.player === self || observer.player == nil else {
            preconditionFailure("An instance of AVPlayer cannot remove a time observer that was added by a different instance of AVPlayer.")
        }
        _ = observerLock.withLock { timeObservers.removeValue(forKey: ObjectIdentifier(observer)) }
    }

    /// The number of observers added and not removed (not Apple's API: for tests).
    public var _timeObserverCount: Int { observerLock.withLock { timeObservers.count } }

    private func firePeriodicObservers() {
        let observers = observerLock.withLock { timeObservers.values.sorted { $0.order < $1.order }.map(\.observer) }
        let time = currentTime()
        for observer in observers {
            guard let block = observer.periodic else { continue }
            observer.queue.async { block(time) }
        }
    }
}
