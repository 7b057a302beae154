// An audio file read into and written from PCM buffers (Apple: AVFAudio, "AVAudioFile"). The files
// a Linux machine can take without a codec are WAV files of linear PCM (16- or 32-bit integers,
// 32-bit floats), and those are really read and written; any other file (AAC, MP3, Apple
// Lossless) throws, as Apple's does for a format it has no decoder for
// (`kAudioFileUnsupportedDataFormatError`, 'fmt?').
import Foundation

open class AVAudioFile: NSObject, @unchecked Sendable {
    public let url: URL
    /// The format of the samples in the file.
    open private(set) var fileFormat: AVAudioFormat
    /// The format buffers are read in and written from: 32-bit float, deinterleaved, unless the
    /// app asked for another.
    open private(set) var processingFormat: AVAudioFormat
    /// The frames in the file.
    open private(set) var length: AVAudioFramePosition
    /// The next frame to read or write.
    open var framePosition: AVAudioFramePosition = 0

    private var samples: [[Double]]
    private let writing: Bool

    /// Core Audio's status for a file whose format no codec here reads ('fmt?').
    static func unsupported(_ url: URL) -> NSError {
        NSError(domain: NSOSStatusErrorDomain, code: 1_718_449_215, userInfo: [NSURLErrorFailingURLErrorKey: url])
    }

    /// A file opened for reading: its samples are read at once. Throws when the file is missing
    /// or is not a WAV file of linear PCM.
    public convenience init(forReading fileURL: URL) throws {
        try self.init(forReading: fileURL, commonFormat: .pcmFormatFloat32, interleaved: false)
    }

    public init(forReading fileURL: URL, commonFormat format: AVAudioCommonFormat, interleaved: Bool) throws {
        let bytes = try Data(contentsOf: fileURL)
        guard let wav = WAVFormat(bytes), let sampleFormat = Self.sampleFormat(of: wav),
              let fileFormat = AVAudioFormat(commonFormat: sampleFormat, sampleRate: Double(wav.sampleRate), channels: AVAudioChannelCount(wav.channels), interleaved: true),
              let processing = AVAudioFormat(commonFormat: format, sampleRate: Double(wav.sampleRate), channels: AVAudioChannelCount(wav.channels), interleaved: interleaved)
        else { throw Self.unsupported(fileURL) }
        url = fileURL
        self.fileFormat = fileFormat
        processingFormat = processing
        writing = false
        let frameBytes = sampleFormat.bytesPerSample * wav.channels
        let frames = wav.dataSize / frameBytes
        length = AVAudioFramePosition(frames)
        var read = Array(repeating: [Double](), count: wav.channels)
        bytes.withUnsafeBytes { raw in
            for frame in 0..<frames {
                for channel in 0..<wav.channels {
                    let at = wav.dataOffset + frame * frameBytes + channel * sampleFormat.bytesPerSample
                    read[channel].append(AVAudioFile.sample(raw, at: at, sampleFormat))
                }
            }
        }
        samples = read
        super.init()
    }

    /// A file opened for writing with linear PCM `settings`: it is a WAV file, written whole after
    /// each write. Throws for compressed settings (no encoder here).
    public convenience init(forWriting fileURL: URL, settings: [String: Any]) throws {
        try self.init(forWriting: fileURL, settings: settings, commonFormat: .pcmFormatFloat32, interleaved: false)
    }

    public init(forWriting fileURL: URL, settings: [String: Any], commonFormat format: AVAudioCommonFormat, interleaved: Bool) throws {
        guard let fileFormat = AVAudioFormat(settings: settings),
              let processing = AVAudioFormat(commonFormat: format, sampleRate: fileFormat.sampleRate, channels: fileFormat.channelCount, interleaved: interleaved),
              fileFormat.commonFormat != .pcmFormatFloat64
        else { throw Self.unsupported(fileURL) }
        url = fileURL
        self.fileFormat = fileFormat
        processingFormat = processing
        writing = true
        length = 0
        samples = Array(repeating: [], count: Int(fileFormat.channelCount))
        super.init()
        try encoded().write(to: fileURL)
    }

    /// Reads frames from `framePosition` into `buffer`, as many as fit (or `frames`), setting its
    /// `frameLength`; at the end of the file it reads none (Apple's then reads 0 frames too).
    open func read(into buffer: AVAudioPCMBuffer) throws {
        try read(into: buffer, frameCount: buffer.frameCapacity)
    }

    open func read(into buffer: AVAudioPCMBuffer, frameCount frames: AVAudioFrameCount) throws {
        guard buffer.format.channelCount == processingFormat.channelCount, buffer.format.commonFormat == processingFormat.commonFormat else {
            throw NSError(domain: NSOSStatusErrorDomain, code: -50)  // paramErr: the buffer's format is not the processing format
        }
        let start = Int(max(framePosition, 0))
        let count = max(0, min(Int(frames), Int(buffer.frameCapacity), Int(length) - start))
        for channel in 0..<samples.count {
            for frame in 0..<count {
                Self.store(samples[channel][start + frame], in: buffer, channel: channel, frame: frame)
            }
        }
        buffer.frameLength = AVAudioFrameCount(count)
        framePosition = AVAudioFramePosition(start + count)
    }

    /// Appends the buffer's frames to the file, which is rewritten.
    open func write(from buffer: AVAudioPCMBuffer) throws {
        guard writing else { throw NSError(domain: NSOSStatusErrorDomain, code: -54) }  // permErr: opened for reading
        guard buffer.format.channelCount == fileFormat.channelCount else { throw NSError(domain: NSOSStatusErrorDomain, code: -50) }
        for channel in 0..<samples.count {
            for frame in 0..<Int(buffer.frameLength) {
                samples[channel].append(Self.load(from: buffer, channel: channel, frame: frame))
            }
        }
        length = AVAudioFramePosition(samples.first?.count ?? 0)
        framePosition = length
        try encoded().write(to: url)
    }

    open func close() {}

    // MARK: Samples

    private static func sampleFormat(of wav: WAVFormat) -> AVAudioCommonFormat? {
        switch (wav.formatTag, wav.bitsPerSample) {
        case (1, 16): .pcmFormatInt16
        case (1, 32): .pcmFormatInt32
        case (3, 32): .pcmFormatFloat32
        default: nil
        }
    }

    /// A sample as a number from -1 to 1 (integers scaled by their full scale).
    private static func sample(_ raw: UnsafeRawBufferPointer, at offset: Int, _ format: AVAudioCommonFormat) -> Double {
        switch format {
        case .pcmFormatInt16: Double(Int16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: Int16.self))) / 32_768
        case .pcmFormatInt32: Double(Int32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: Int32.self))) / 2_147_483_648
        default: Double(Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))))
        }
    }

    private static func index(_ buffer: AVAudioPCMBuffer, channel: Int, frame: Int) -> (array: Int, offset: Int) {
        buffer.format.isInterleaved ? (0, frame * buffer.stride + channel) : (channel, frame)
    }

    private static func store(_ value: Double, in buffer: AVAudioPCMBuffer, channel: Int, frame: Int) {
        let (array, offset) = index(buffer, channel: channel, frame: frame)
        if let data = buffer.floatChannelData {
            data[array][offset] = Float(value)
        } else if let data = buffer.int16ChannelData {
            data[array][offset] = Int16(clamping: Int((value * 32_768).rounded()))
        } else if let data = buffer.int32ChannelData {
            data[array][offset] = Int32(clamping: Int64((value * 2_147_483_648).rounded()))
        }
    }

    private static func load(from buffer: AVAudioPCMBuffer, channel: Int, frame: Int) -> Double {
        let (array, offset) = index(buffer, channel: channel, frame: frame)
        if let data = buffer.floatChannelData { return Double(data[array][offset]) }
        if let data = buffer.int16ChannelData { return Double(data[array][offset]) / 32_768 }
        if let data = buffer.int32ChannelData { return Double(data[array][offset]) / 2_147_483_648 }
        return 0
    }

    /// The file as a RIFF/WAVE file of the file format's samples, interleaved, little-endian.
    private func encoded() -> Data {
        let channels = samples.count
        let format = fileFormat.commonFormat
        let bytesPerSample = format.bytesPerSample
        let frames = samples.first?.count ?? 0
        var data = Data()
        func le(_ value: UInt32, _ bytes: Int) {
            for index in 0..<bytes { data.append(UInt8(truncatingIfNeeded: value >> (8 * UInt32(index)))) }
        }
        let dataSize = frames * channels * bytesPerSample
        data.append(contentsOf: Array("RIFF".utf8)); le(UInt32(36 + dataSize), 4); data.append(contentsOf: Array("WAVE".utf8))
        data.append(contentsOf: Array("fmt ".utf8)); le(16, 4)
        le(format == .pcmFormatFloat32 ? 3 : 1, 2); le(UInt32(channels), 2); le(UInt32(fileFormat.sampleRate), 4)
        le(UInt32(Int(fileFormat.sampleRate) * channels * bytesPerSample), 4); le(UInt32(channels * bytesPerSample), 2)
        le(UInt32(bytesPerSample * 8), 2)
        data.append(contentsOf: Array("data".utf8)); le(UInt32(dataSize), 4)
        for frame in 0..<frames {
            for channel in 0..<channels {
                let value = samples[channel][frame]
                switch format {
                case .pcmFormatInt16: le(UInt32(UInt16(bitPattern: Int16(clamping: Int((value * 32_768).rounded())))), 2)
                case .pcmFormatInt32: le(UInt32(bitPattern: Int32(clamping: Int64((value * 2_147_483_648).rounded()))), 4)
                default: le(Float(value).bitPattern, 4)
                }
            }
        }
        return data
    }
}
