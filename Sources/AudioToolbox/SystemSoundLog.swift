import Foundation

/// One sound an app played.
public struct _PlayedSystemSound: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `AudioServicesPlaySystemSound`: the sound alone.
        case system
        /// `AudioServicesPlayAlertSound`: the sound, and a vibration where the device has one.
        case alert
    }

    public let id: SystemSoundID
    public let kind: Kind
    /// The file a created sound was made from; nil for a built-in sound, a special one
    /// (``kSystemSoundID_Vibrate``) or an ID that names no sound.
    public let file: URL?

    public init(id: SystemSoundID, kind: Kind, file: URL?) {
        self.id = id
        self.kind = kind
        self.file = file
    }

    /// Whether the sound asks the device to vibrate: the vibration ID, or any alert sound
    /// (Apple: "On some iOS devices, alerts can include vibration").
    public var vibrates: Bool { id == kSystemSoundID_Vibrate || kind == .alert }
}

/// What System Sound Services did in this process: the sounds created from files and every sound
/// played, in order. Not Apple's API: the record a test reads, since nothing can be heard.
public enum _SystemSoundLog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var playedSounds: [_PlayedSystemSound] = []
    nonisolated(unsafe) private static var files: [SystemSoundID: URL] = [:]
    /// Created sounds are numbered from 4097, above every ID Apple reserves (the highest,
    /// ``kSystemSoundID_UserPreferredAlert``, is 4096). Apple documents no numbering; counting
    /// keeps runs identical.
    nonisolated(unsafe) private static var nextID: SystemSoundID = 4097

    /// Every sound played, oldest first.
    public static var played: [_PlayedSystemSound] {
        lock.lock()
        defer { lock.unlock() }
        return playedSounds
    }

    /// The sounds created from files and not yet disposed of, with their files.
    public static var createdSounds: [SystemSoundID: URL] {
        lock.lock()
        defer { lock.unlock() }
        return files
    }

    static func create(from url: URL) -> SystemSoundID {
        lock.lock()
        defer { lock.unlock() }
        let id = nextID
        nextID += 1
        files[id] = url
        return id
    }

    static func dispose(_ id: SystemSoundID) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return files.removeValue(forKey: id) != nil
    }

    static func play(_ id: SystemSoundID, as kind: _PlayedSystemSound.Kind) {
        lock.lock()
        defer { lock.unlock() }
        playedSounds.append(_PlayedSystemSound(id: id, kind: kind, file: files[id]))
    }
}
