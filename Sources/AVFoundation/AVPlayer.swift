// The `AVFoundation` module for Linux, where Apple's framework does not exist: the player a
// SwiftUI `VideoPlayer` shows, as a value that keeps what the app sets (its item, rate, volume,
// the time it was sought to). Nothing is decoded or played, and no time passes: a recorded
// case does not depend on a clock (docs/supported-api.md, "AVKit and AVFoundation"). Depend on
// it for Linux only (docs/scenarios.md).
@_exported import Foundation

/// A time as a rational number of seconds: `value` / `timescale` (Core Media's).
public struct CMTime: Hashable, Sendable {
    public var value: Int64
    public var timescale: Int32

    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }

    /// The time nearest `seconds` in units of 1 / `preferredTimescale`.
    public init(seconds: Double, preferredTimescale: Int32) {
        self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
    }

    public static let zero = CMTime(value: 0, timescale: 1)

    public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
}

public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// A piece of media to play: its URL.
open class AVPlayerItem: NSObject, @unchecked Sendable {
    public let url: URL?

    public init(url: URL) {
        self.url = url
    }

    /// Where the item is: the time it was last sought to.
    open private(set) var seekTime = CMTime.zero

    open func currentTime() -> CMTime { seekTime }

    open func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        seekTime = time
        completionHandler?(true)
    }
}

extension Notification.Name {
    public static let AVPlayerItemDidPlayToEndTime = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    public static let AVPlayerItemFailedToPlayToEndTime = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
}

/// A player of one item. It keeps what the app sets; it never plays, so its time stays where
/// it was sought to and no item ever reaches its end.
open class AVPlayer: NSObject, @unchecked Sendable {
    public enum TimeControlStatus: Int, Sendable {
        case paused, waitingToPlayAtSpecifiedRate, playing
    }

    public enum ActionAtItemEnd: Int, Sendable {
        case advance, pause, none
    }

    open private(set) var currentItem: AVPlayerItem?
    /// 1 after `play()`, 0 after `pause()`, as Apple's.
    open var rate: Float = 0
    open var volume: Float = 1
    open var isMuted = false
    open var actionAtItemEnd = ActionAtItemEnd.pause
    open var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .playing }

    public override init() {}

    public init(url: URL) {
        currentItem = AVPlayerItem(url: url)
    }

    public init(playerItem item: AVPlayerItem?) {
        currentItem = item
    }

    open func play() { rate = 1 }
    open func pause() { rate = 0 }

    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }

    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

    open func seek(to time: CMTime) { currentItem?.seek(to: time) }

    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        currentItem?.seek(to: time)
        completionHandler(true)
    }
}
