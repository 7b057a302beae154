import Foundation

// What the lock screen and Control Center show and send (Apple: "MPNowPlayingInfoCenter",
// "MPRemoteCommandCenter"), as podcast and music apps set them up. There is no lock screen here:
// the now-playing information is kept as set, command handlers are kept, and no command ever
// comes unless code performs one (`MPRemoteCommand._perform(_:)`, not Apple's: what a test uses).

public let MPMediaItemPropertyArtwork = "artwork"
public let MPMediaItemPropertyAlbumArtist = "albumArtist"
public let MPMediaItemPropertyGenre = "genre"
public let MPMediaItemPropertyPodcastTitle = "podcastTitle"
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
public let MPNowPlayingInfoPropertyDefaultPlaybackRate = "MPNowPlayingInfoPropertyDefaultPlaybackRate"
public let MPNowPlayingInfoPropertyPlaybackQueueIndex = "MPNowPlayingInfoPropertyPlaybackQueueIndex"
public let MPNowPlayingInfoPropertyPlaybackQueueCount = "MPNowPlayingInfoPropertyPlaybackQueueCount"
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"
public let MPNowPlayingInfoPropertyAssetURL = "MPNowPlayingInfoPropertyAssetURL"
public let MPNowPlayingInfoPropertyCurrentPlaybackDate = "MPNowPlayingInfoPropertyCurrentPlaybackDate"
public let MPNowPlayingInfoPropertyPlaybackProgress = "MPNowPlayingInfoPropertyPlaybackProgress"

public enum MPNowPlayingPlaybackState: UInt, Sendable {
    case unknown = 0
    case playing = 1
    case paused = 2
    case stopped = 3
    case interrupted = 4
}

public enum MPNowPlayingInfoMediaType: UInt, Sendable {
    case none = 0
    case audio = 1
    case video = 2
}

open class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
    private static let shared = MPNowPlayingInfoCenter()

    open class func `default`() -> MPNowPlayingInfoCenter { shared }

    private let lock = NSLock()
    private var info: [String: Any]?
    private var state = MPNowPlayingPlaybackState.unknown

    open var nowPlayingInfo: [String: Any]? {
        get { lock.withLock { info } }
        set { lock.withLock { info = newValue } }
    }

    open var playbackState: MPNowPlayingPlaybackState {
        get { lock.withLock { state } }
        set { lock.withLock { state = newValue } }
    }
}

public enum MPRemoteCommandHandlerStatus: Int, Sendable {
    case success = 0
    case noSuchContent = 100
    case noActionableNowPlayingItem = 110
    case deviceNotFound = 120
    case commandFailed = 200
}

public enum MPSeekCommandEventType: UInt, Sendable {
    case beginSeeking = 0
    case endSeeking = 1
}

open class MPRemoteCommandEvent: NSObject, @unchecked Sendable {
    public let command: MPRemoteCommand
    public let timestamp: TimeInterval

    public init(_command command: MPRemoteCommand) {
        self.command = command
        self.timestamp = ProcessInfo.processInfo.systemUptime
    }
}

open class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    public let positionTime: TimeInterval

    public init(_command command: MPRemoteCommand, positionTime: TimeInterval) {
        self.positionTime = positionTime
        super.init(_command: command)
    }
}

open class MPSkipIntervalCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    public let interval: TimeInterval

    public init(_command command: MPRemoteCommand, interval: TimeInterval) {
        self.interval = interval
        super.init(_command: command)
    }
}

open class MPSeekCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    public let type: MPSeekCommandEventType

    public init(_command command: MPRemoteCommand, type: MPSeekCommandEventType) {
        self.type = type
        super.init(_command: command)
    }
}

open class MPChangePlaybackRateCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    public let playbackRate: Float

    public init(_command command: MPRemoteCommand, playbackRate: Float) {
        self.playbackRate = playbackRate
        super.init(_command: command)
    }
}

/// One command the system may send (Apple: "MPRemoteCommand").
open class MPRemoteCommand: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var handlers: [(token: NSObject, handler: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus)] = []
    open var isEnabled = true

    /// Keeps `handler`; the token returned removes it.
    @discardableResult
    open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let token = NSObject()
        lock.withLock { handlers.append((token, handler)) }
        return token
    }

    /// Removes the handler `target` was returned for (nil removes all, as Apple's).
    open func removeTarget(_ target: Any?) {
        lock.withLock {
            guard let target = target as? NSObject else { return handlers.removeAll() }
            handlers.removeAll { $0.token === target }
        }
    }

    /// Sends `event` to the handlers, as the system would, while the command is enabled: the last
    /// handler's status, or `commandFailed` when none answers.
    @discardableResult
    public func _perform(_ event: MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus {
        let handlers = lock.withLock { isEnabled ? self.handlers : [] }
        return handlers.map { $0.handler(event) }.last ?? .commandFailed
    }
}

open class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
    open var preferredIntervals: [NSNumber] = [15]
}

open class MPChangePlaybackRateCommand: MPRemoteCommand, @unchecked Sendable {
    open var supportedPlaybackRates: [NSNumber] = []
}

open class MPChangePlaybackPositionCommand: MPRemoteCommand, @unchecked Sendable {}

/// The commands an app answers (Apple: "MPRemoteCommandCenter").
open class MPRemoteCommandCenter: NSObject, @unchecked Sendable {
    private static let center = MPRemoteCommandCenter()

    open class func shared() -> MPRemoteCommandCenter { center }

    public let playCommand = MPRemoteCommand()
    public let pauseCommand = MPRemoteCommand()
    public let stopCommand = MPRemoteCommand()
    public let togglePlayPauseCommand = MPRemoteCommand()
    public let nextTrackCommand = MPRemoteCommand()
    public let previousTrackCommand = MPRemoteCommand()
    public let changeRepeatModeCommand = MPRemoteCommand()
    public let changeShuffleModeCommand = MPRemoteCommand()
    public let changePlaybackRateCommand = MPChangePlaybackRateCommand()
    public let seekBackwardCommand = MPRemoteCommand()
    public let seekForwardCommand = MPRemoteCommand()
    public let skipForwardCommand = MPSkipIntervalCommand()
    public let skipBackwardCommand = MPSkipIntervalCommand()
    public let changePlaybackPositionCommand = MPChangePlaybackPositionCommand()
    public let likeCommand = MPRemoteCommand()
    public let dislikeCommand = MPRemoteCommand()
    public let bookmarkCommand = MPRemoteCommand()
}
