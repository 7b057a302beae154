// An audio player (Apple: "AVAudioPlayer") that reads its file and keeps what the app sets. Nothing
// is heard and its clock does not run: `play()` makes it playing at `currentTime`, where it stays
// until the app moves it, and so it never finishes by itself (its delegate is never told).
import Foundation

public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

open class AVAudioPlayer: NSObject, @unchecked Sendable {
    /// The file played, when made from one.
    public let url: URL?
    /// The sound's bytes.
    public let data: Data?
    /// How long the sound lasts, read from a WAV file's header; 0 for other formats, which are
    /// not decoded here.
    public let duration: TimeInterval

    open weak var delegate: (any AVAudioPlayerDelegate)?
    open private(set) var isPlaying = false
    open var volume: Float = 1
    open var pan: Float = 0
    /// How many times the sound repeats after the first: -1 loops until stopped.
    open var numberOfLoops = 0
    open var enableRate = false
    /// Applied only when `enableRate` is set (Apple's), between 0.5 and 2.
    open var rate: Float = 1
    open var isMeteringEnabled = false
    /// Where the sound is, in seconds: where the app put it, since no time passes here.
    open var currentTime: TimeInterval = 0
    open var numberOfChannels: Int { format?.channels ?? 0 }

    let format: WAVFormat?

    /// A player of the file at `url`; throws, as Apple's does, when the file cannot be read.
    public init(contentsOf url: URL) throws {
        let bytes = try Data(contentsOf: url)
        self.url = url
        self.data = bytes
        format = WAVFormat(bytes)
        duration = format?.duration ?? 0
    }

    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        try self.init(contentsOf: url)
    }

    public init(data: Data) throws {
        url = nil
        self.data = data
        format = WAVFormat(data)
        duration = format?.duration ?? 0
    }

    public convenience init(data: Data, fileTypeHint utiString: String?) throws {
        try self.init(data: data)
    }

    @discardableResult
    open func prepareToPlay() -> Bool { true }

    /// Starts playing (silently) at `currentTime`.
    @discardableResult
    open func play() -> Bool {
        isPlaying = true
        return true
    }

    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool { play() }

    open func pause() {
        isPlaying = false
    }

    /// Stops; unlike `pause()`, Apple's `stop()` keeps `currentTime`, and so does this one.
    open func stop() {
        isPlaying = false
    }

    open func updateMeters() {}
    /// -160 dB, Apple's floor: there is no sound to measure.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
    open var deviceCurrentTime: TimeInterval { 0 }
}

/// What a WAV file's header says: enough to give its length, and to read its samples.
struct WAVFormat {
    /// 1 for integer PCM, 3 for IEEE float (Microsoft's `WAVE_FORMAT_PCM`, `WAVE_FORMAT_IEEE_FLOAT`).
    let formatTag: Int
    let channels: Int
    let sampleRate: Int
    let byteRate: Int
    let bitsPerSample: Int
    /// Where the `data` chunk's samples start, and how many bytes of them the file holds.
    let dataOffset: Int
    let dataSize: Int

    var duration: TimeInterval { byteRate > 0 ? Double(dataSize) / Double(byteRate) : 0 }

    /// Reads a RIFF/WAVE file's `fmt ` and `data` chunks (Microsoft's RIFF layout: little-endian
    /// sizes; `fmt ` holds the format tag at byte 0, the channel count at 2, the sample rate at 4,
    /// the byte rate at 8 and the bits per sample at 14).
    init?(_ bytes: Data) {
        let b = [UInt8](bytes)
        func u32(_ at: Int) -> Int { Int(b[at]) | Int(b[at + 1]) << 8 | Int(b[at + 2]) << 16 | Int(b[at + 3]) << 24 }
        func u16(_ at: Int) -> Int { Int(b[at]) | Int(b[at + 1]) << 8 }
        guard b.count >= 12, b[0..<4].elementsEqual("RIFF".utf8), b[8..<12].elementsEqual("WAVE".utf8) else { return nil }
        var offset = 12
        var fmt: (tag: Int, channels: Int, rate: Int, byteRate: Int, bits: Int)?, data: (offset: Int, size: Int)?
        while offset + 8 <= b.count {
            let size = u32(offset + 4)
            let body = offset + 8
            if b[offset..<offset + 4].elementsEqual("fmt ".utf8), body + 16 <= b.count {
                fmt = (u16(body), u16(body + 2), u32(body + 4), u32(body + 8), u16(body + 14))
            } else if b[offset..<offset + 4].elementsEqual("data".utf8) {
                data = (body, min(size, b.count - body))
            }
            offset = body + size + size % 2
        }
        guard let fmt, let data else { return nil }
        formatTag = fmt.tag
        channels = fmt.channels
        sampleRate = fmt.rate
        byteRate = fmt.byteRate
        bitsPerSample = fmt.bits
        dataOffset = data.offset
        dataSize = data.size
    }
}
