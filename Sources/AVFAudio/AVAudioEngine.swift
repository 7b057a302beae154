// Audio formats, PCM buffers and the audio engine (Apple: AVFAudio, "AVAudioFormat",
// "AVAudioPCMBuffer", "AVAudioEngine"). Formats and buffers are real: a buffer holds its samples
// in memory the app reads and writes. The engine builds its graph of nodes as the app asks, but a
// Linux machine has no audio device here: `start()` throws, as Apple's does when the hardware
// cannot be started, the input node has no channels (Apple's has none on a device without a
// microphone), and no tap ever receives a buffer (docs/supported-api.md, "AVFAudio").
import Foundation

public typealias AVAudioChannelCount = UInt32
public typealias AVAudioFrameCount = UInt32
public typealias AVAudioFramePosition = Int64
public typealias AVAudioPacketCount = UInt32
public typealias AVAudioNodeBus = Int
/// Called with each buffer a tapped node puts out, and its time. Apple's older SDKs declare it
/// without `@Sendable`; so does this one, which takes the closures written for either.
public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

/// The sample formats of PCM audio (Apple's raw values).
public enum AVAudioCommonFormat: UInt, Sendable {
    case otherFormat = 0, pcmFormatFloat32 = 1, pcmFormatFloat64 = 2, pcmFormatInt16 = 3, pcmFormatInt32 = 4

    var bytesPerSample: Int {
        switch self {
        case .pcmFormatFloat32, .pcmFormatInt32: 4
        case .pcmFormatFloat64: 8
        case .pcmFormatInt16: 2
        case .otherFormat: 0
        }
    }
}

// The settings keys and format IDs apps pass (Apple's values: the keys are their own names, the
// IDs Core Audio's four-character codes).
public let AVFormatIDKey = "AVFormatIDKey"
public let AVSampleRateKey = "AVSampleRateKey"
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
public let AVLinearPCMIsFloatKey = "AVLinearPCMIsFloatKey"
public let AVLinearPCMIsBigEndianKey = "AVLinearPCMIsBigEndianKey"
public let AVLinearPCMIsNonInterleaved = "AVLinearPCMIsNonInterleaved"
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
public typealias AudioFormatID = UInt32
public let kAudioFormatLinearPCM: AudioFormatID = 0x6C70_636D  // 'lpcm'
public let kAudioFormatMPEG4AAC: AudioFormatID = 0x6161_6320  // 'aac '
public let kAudioFormatAppleLossless: AudioFormatID = 0x616C_6163  // 'alac'

/// A PCM format: its sample format, rate, channels and layout. Apple's standard format is 32-bit
/// float, deinterleaved.
open class AVAudioFormat: NSObject, @unchecked Sendable {
    open private(set) var commonFormat: AVAudioCommonFormat
    open private(set) var sampleRate: Double
    open private(set) var channelCount: AVAudioChannelCount
    open private(set) var isInterleaved: Bool

    /// The format of a node with no channels (an input with no microphone): not a format an app
    /// can make, as Apple's initializers refuse zero channels.
    init(unchecked commonFormat: AVAudioCommonFormat, sampleRate: Double, channels: AVAudioChannelCount, interleaved: Bool) {
        self.commonFormat = commonFormat
        self.sampleRate = sampleRate
        self.channelCount = channels
        self.isInterleaved = interleaved
    }

    /// Nil for no channels, a rate that is not positive, or `.otherFormat`.
    public init?(commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: AVAudioChannelCount, interleaved: Bool) {
        guard format != .otherFormat, channels > 0, sampleRate > 0 else { return nil }
        commonFormat = format
        self.sampleRate = sampleRate
        channelCount = channels
        isInterleaved = interleaved
    }

    public convenience init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
        self.init(commonFormat: .pcmFormatFloat32, sampleRate: sampleRate, channels: channels, interleaved: false)
    }

    /// A format from linear PCM settings (`AVFormatIDKey` `kAudioFormatLinearPCM`, or absent);
    /// nil for a compressed format, whose samples are not decoded here.
    public convenience init?(settings: [String: Any]) {
        let id = (settings[AVFormatIDKey] as? NSNumber)?.uint32Value ?? (settings[AVFormatIDKey] as? UInt32) ?? kAudioFormatLinearPCM
        guard id == kAudioFormatLinearPCM else { return nil }
        let rate = (settings[AVSampleRateKey] as? NSNumber)?.doubleValue ?? 0
        let channels = (settings[AVNumberOfChannelsKey] as? NSNumber)?.uint32Value ?? 0
        let bits = (settings[AVLinearPCMBitDepthKey] as? NSNumber)?.intValue ?? 16
        let isFloat = (settings[AVLinearPCMIsFloatKey] as? NSNumber)?.boolValue ?? false
        let format: AVAudioCommonFormat = switch (isFloat, bits) {
        case (true, 32): .pcmFormatFloat32
        case (true, 64): .pcmFormatFloat64
        case (false, 16): .pcmFormatInt16
        case (false, 32): .pcmFormatInt32
        default: .otherFormat
        }
        let interleaved = !((settings[AVLinearPCMIsNonInterleaved] as? NSNumber)?.boolValue ?? false)
        self.init(commonFormat: format, sampleRate: rate, channels: channels, interleaved: interleaved)
    }

    /// 32-bit float, deinterleaved.
    open var isStandard: Bool { commonFormat == .pcmFormatFloat32 && !isInterleaved }

    open var settings: [String: Any] {
        [
            AVFormatIDKey: kAudioFormatLinearPCM, AVSampleRateKey: sampleRate, AVNumberOfChannelsKey: channelCount,
            AVLinearPCMBitDepthKey: commonFormat.bytesPerSample * 8,
            AVLinearPCMIsFloatKey: commonFormat == .pcmFormatFloat32 || commonFormat == .pcmFormatFloat64,
            AVLinearPCMIsBigEndianKey: false, AVLinearPCMIsNonInterleaved: !isInterleaved,
        ]
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? AVAudioFormat else { return false }
        return commonFormat == other.commonFormat && sampleRate == other.sampleRate
            && channelCount == other.channelCount && isInterleaved == other.isInterleaved
    }

    open override var hash: Int { Int(sampleRate) ^ Int(channelCount) << 20 ^ Int(commonFormat.rawValue) << 28 }

    open override var description: String {
        "<AVAudioFormat: \(channelCount) ch, \(Int(sampleRate)) Hz, \(commonFormat), \(isInterleaved ? "interleaved" : "deinterleaved")>"
    }
}

/// Audio in memory.
open class AVAudioBuffer: NSObject, @unchecked Sendable {
    open private(set) var format: AVAudioFormat

    init(format: AVAudioFormat) {
        self.format = format
    }
}

/// PCM audio in memory: `frameCapacity` frames allocated, the first `frameLength` of them valid.
/// A deinterleaved buffer has one array of samples per channel; an interleaved one a single array
/// whose `stride` is the channel count (Apple, "AVAudioPCMBuffer").
open class AVAudioPCMBuffer: AVAudioBuffer, @unchecked Sendable {
    open private(set) var frameCapacity: AVAudioFrameCount
    private var length: AVAudioFrameCount = 0
    private let channelPointers: UnsafeMutablePointer<UnsafeMutableRawPointer>
    private let arrays: Int

    /// Nil when the format is not PCM (Apple's fails for a format it cannot hold).
    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        guard format.commonFormat != .otherFormat else { return nil }
        self.frameCapacity = frameCapacity
        let channels = Int(format.channelCount)
        arrays = format.isInterleaved ? min(channels, 1) : channels
        let samplesPerArray = Int(frameCapacity) * (format.isInterleaved ? channels : 1)
        let bytes = max(samplesPerArray * format.commonFormat.bytesPerSample, 1)
        channelPointers = .allocate(capacity: max(arrays, 1))
        for index in 0..<arrays {
            let array = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
            array.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
            channelPointers[index] = array
        }
        super.init(format: format)
    }

    deinit {
        for index in 0..<arrays { channelPointers[index].deallocate() }
        channelPointers.deallocate()
    }

    /// How many frames hold audio. Apple's raises an exception past the capacity; this one traps.
    open var frameLength: AVAudioFrameCount {
        get { length }
        set {
            precondition(newValue <= frameCapacity, "AVAudioPCMBuffer: frameLength \(newValue) exceeds frameCapacity \(frameCapacity)")
            length = newValue
        }
    }

    /// Samples between one frame and the next in a channel's array.
    open var stride: Int { format.isInterleaved ? Int(format.channelCount) : 1 }

    private func channels<Sample>(_ commonFormat: AVAudioCommonFormat, _ type: Sample.Type) -> UnsafePointer<UnsafeMutablePointer<Sample>>? {
        guard format.commonFormat == commonFormat, arrays > 0 else { return nil }
        return UnsafeRawPointer(channelPointers).assumingMemoryBound(to: UnsafeMutablePointer<Sample>.self)
    }

    /// The samples of a 32-bit float buffer; nil for another sample format.
    open var floatChannelData: UnsafePointer<UnsafeMutablePointer<Float>>? { channels(.pcmFormatFloat32, Float.self) }
    open var int16ChannelData: UnsafePointer<UnsafeMutablePointer<Int16>>? { channels(.pcmFormatInt16, Int16.self) }
    open var int32ChannelData: UnsafePointer<UnsafeMutablePointer<Int32>>? { channels(.pcmFormatInt32, Int32.self) }
}

/// A moment in audio time: a sample time at a rate, or a host time.
open class AVAudioTime: NSObject, @unchecked Sendable {
    open private(set) var sampleTime: AVAudioFramePosition
    open private(set) var sampleRate: Double
    open private(set) var hostTime: UInt64
    open private(set) var isSampleTimeValid: Bool
    open private(set) var isHostTimeValid: Bool

    public init(sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
        self.sampleTime = sampleTime
        self.sampleRate = sampleRate
        hostTime = 0
        isSampleTimeValid = true
        isHostTimeValid = false
    }

    public init(hostTime: UInt64) {
        sampleTime = 0
        sampleRate = 0
        self.hostTime = hostTime
        isSampleTimeValid = false
        isHostTimeValid = true
    }
}

/// A node of an engine's graph. A tap keeps its block; no audio flows, so it is never called.
open class AVAudioNode: NSObject, @unchecked Sendable {
    open internal(set) weak var engine: AVAudioEngine?
    var format: AVAudioFormat
    private(set) var taps: [AVAudioNodeBus: (bufferSize: AVAudioFrameCount, block: AVAudioNodeTapBlock)] = [:]

    init(format: AVAudioFormat) {
        self.format = format
    }

    open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { format }
    open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { format }
    open var numberOfInputs: Int { 1 }
    open var numberOfOutputs: Int { 1 }

    /// Apple's raises an exception for a second tap on a bus; this one traps.
    open func installTap(onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?, block tapBlock: @escaping AVAudioNodeTapBlock) {
        precondition(taps[bus] == nil, "required condition is false: nullptr == Tap()")
        taps[bus] = (bufferSize, tapBlock)
    }

    open func removeTap(onBus bus: AVAudioNodeBus) {
        taps[bus] = nil
    }

    /// Whether a tap is installed on `bus` (not Apple's API: for tests).
    public func _hasTap(onBus bus: AVAudioNodeBus) -> Bool { taps[bus] != nil }

    open func reset() {}
}

/// 44.1 kHz stereo, Apple's output format for the built-in speaker (the rate `AVAudioSession`
/// reports here).
let speakerFormat = AVAudioFormat(unchecked: .pcmFormatFloat32, sampleRate: 44_100, channels: 2, interleaved: false)

open class AVAudioIONode: AVAudioNode, @unchecked Sendable {}

/// The microphone's node: no microphone here, so its format has no channels and no rate, as
/// Apple's on a device without an input.
open class AVAudioInputNode: AVAudioIONode, @unchecked Sendable {
    init() { super.init(format: AVAudioFormat(unchecked: .pcmFormatFloat32, sampleRate: 0, channels: 0, interleaved: false)) }
}

open class AVAudioOutputNode: AVAudioIONode, @unchecked Sendable {
    init() { super.init(format: speakerFormat) }
}

open class AVAudioMixerNode: AVAudioNode, @unchecked Sendable {
    open var outputVolume: Float = 1
    public init() { super.init(format: speakerFormat) }
}

/// How a scheduled buffer plays (Apple's raw values).
public struct AVAudioPlayerNodeBufferOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let loops = AVAudioPlayerNodeBufferOptions(rawValue: 1 << 0)
    public static let interrupts = AVAudioPlayerNodeBufferOptions(rawValue: 1 << 1)
    public static let interruptsAtLoop = AVAudioPlayerNodeBufferOptions(rawValue: 1 << 2)
}

/// When a scheduled buffer's completion is reported (Apple's raw values).
public enum AVAudioPlayerNodeCompletionCallbackType: Int, Sendable {
    case dataConsumed = 0, dataRendered = 1, dataPlayedBack = 2
}

/// A node that plays buffers and files; nothing is heard, and a scheduled buffer is never done.
open class AVAudioPlayerNode: AVAudioNode, @unchecked Sendable {
    open private(set) var isPlaying = false
    open var volume: Float = 1
    public init() { super.init(format: speakerFormat) }
    @preconcurrency open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, completionHandler: (@Sendable () -> Void)? = nil) {}
    @preconcurrency open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, at when: AVAudioTime?, options: AVAudioPlayerNodeBufferOptions = [],
                                             completionHandler: (@Sendable () -> Void)? = nil) {}
    @preconcurrency open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, at when: AVAudioTime?, options: AVAudioPlayerNodeBufferOptions = [],
                                             completionCallbackType callbackType: AVAudioPlayerNodeCompletionCallbackType,
                                             completionHandler: (@Sendable (AVAudioPlayerNodeCompletionCallbackType) -> Void)? = nil) {}
    @preconcurrency open func scheduleFile(_ file: AVAudioFile, at when: AVAudioTime?, completionHandler: (@Sendable () -> Void)? = nil) {}
    /// Apple's raises an exception when the engine is not running; this one traps.
    open func play() {
        precondition(engine?.isRunning == true, "AVAudioPlayerNode: player started when engine not running")
        isPlaying = true
    }
    open func pause() { isPlaying = false }
    open func stop() { isPlaying = false }
}

/// An engine's graph of nodes. It never runs here: `start()` throws.
open class AVAudioEngine: NSObject, @unchecked Sendable {
    open private(set) var inputNode = AVAudioInputNode()
    open private(set) var outputNode = AVAudioOutputNode()
    open private(set) var mainMixerNode = AVAudioMixerNode()
    open private(set) var isRunning = false
    open private(set) var attachedNodes: Set<AVAudioNode> = []
    private(set) var connections: [(source: AVAudioNode, destination: AVAudioNode)] = []

    public override init() {
        super.init()
        for node in [inputNode, outputNode, mainMixerNode] as [AVAudioNode] {
            node.engine = self
            attachedNodes.insert(node)
        }
        connections.append((mainMixerNode, outputNode))
    }

    open func attach(_ node: AVAudioNode) {
        node.engine = self
        attachedNodes.insert(node)
    }

    open func detach(_ node: AVAudioNode) {
        node.engine = nil
        attachedNodes.remove(node)
        connections.removeAll { $0.source === node || $0.destination === node }
    }

    /// Apple's raises an exception when a node is not attached; this one traps.
    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {
        precondition(attachedNodes.contains(node1) && attachedNodes.contains(node2), "required condition is false: node is attached to this engine")
        if let format { node1.format = format }
        connections.append((node1, node2))
    }

    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, fromBus bus1: AVAudioNodeBus, toBus bus2: AVAudioNodeBus, format: AVAudioFormat?) {
        connect(node1, to: node2, format: format)
    }

    open func disconnectNodeOutput(_ node: AVAudioNode) {
        connections.removeAll { $0.source === node }
    }

    open func prepare() {}

    /// Throws: there is no audio device to start. The error is the one Apple's engine reports
    /// when it may not start its hardware (`com.apple.coreaudio.avfaudio` 561015905, '!pla',
    /// AVAudioSession's `cannotStartPlaying`).
    open func start() throws {
        throw NSError(domain: "com.apple.coreaudio.avfaudio", code: 561_015_905, userInfo: [
            NSLocalizedDescriptionKey: "The operation couldn’t be completed. (com.apple.coreaudio.avfaudio error 561015905.)",
        ])
    }

    open func pause() { isRunning = false }
    open func stop() { isRunning = false }
    open func reset() {}
}
