#if os(Linux)
// A voice recorder's audio code, as apps write it: an engine with a tap on the microphone, a
// level meter computed from a buffer's samples, and a clip written to and read back from a file.
import AVFoundation
import Foundation
import Testing

final class LevelMeter {
    let engine = AVAudioEngine()
    var levels: [Float] = []
    var failure: Error?

    func start() {
        let input = engine.inputNode
        let format = input.outputFormat(forBus: 0)
        input.installTap(onBus: 0, bufferSize: 1024, format: format) { [weak self] buffer, _ in
            self?.levels.append(Self.rms(buffer))
        }
        engine.prepare()
        do {
            try engine.start()
        } catch {
            failure = error
            input.removeTap(onBus: 0)
        }
    }

    static func rms(_ buffer: AVAudioPCMBuffer) -> Float {
        guard let channel = buffer.floatChannelData?[0], buffer.frameLength > 0 else { return 0 }
        var sum: Float = 0
        for index in 0..<Int(buffer.frameLength) { sum += channel[index * buffer.stride] * channel[index * buffer.stride] }
        return (sum / Float(buffer.frameLength)).squareRoot()
    }
}

@Suite struct AVAudioEngineTests {
    /// The engine cannot start without an audio device; the microphone has no channels.
    @Test func theEngineDoesNotStartWithoutAnAudioDevice() throws {
        let meter = LevelMeter()
        meter.start()
        let error = try #require(meter.failure as NSError?)
        #expect(error.domain == "com.apple.coreaudio.avfaudio" && error.code == 561_015_905)
        #expect(!meter.engine.isRunning)
        #expect(meter.levels.isEmpty)
        #expect(!meter.engine.inputNode._hasTap(onBus: 0))
        let input = meter.engine.inputNode.outputFormat(forBus: 0)
        #expect(input.channelCount == 0 && input.sampleRate == 0)
        let output = meter.engine.mainMixerNode.outputFormat(forBus: 0)
        #expect(output.channelCount == 2 && output.sampleRate == 44_100 && output.isStandard)
    }

    /// A buffer holds the samples written into it; its length cannot pass its capacity.
    @Test func aBufferHoldsItsSamples() throws {
        let format = try #require(AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 2))
        #expect(AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 0) == nil)
        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 4))
        #expect(buffer.frameLength == 0 && buffer.stride == 1 && buffer.int16ChannelData == nil)
        let left = try #require(buffer.floatChannelData?[0])
        for (index, sample) in [0.5, -0.5, 0.5, -0.5].enumerated() { left[index] = Float(sample) }
        buffer.frameLength = 4
        #expect(LevelMeter.rms(buffer) == 0.5)
        #expect(buffer.floatChannelData?[1][0] == 0, "the right channel is silent")
        let interleaved = try #require(AVAudioFormat(commonFormat: .pcmFormatInt16, sampleRate: 8_000, channels: 2, interleaved: true))
        let pcm16 = try #require(AVAudioPCMBuffer(pcmFormat: interleaved, frameCapacity: 10))
        #expect(pcm16.stride == 2 && pcm16.floatChannelData == nil && pcm16.int16ChannelData != nil)
    }

    /// A clip written as 16-bit WAV reads back, as floats, within a 16-bit step.
    @Test func aClipIsWrittenAndReadBack() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID().uuidString).wav")
        defer { try? FileManager.default.removeItem(at: url) }
        let settings: [String: Any] = [
            AVFormatIDKey: kAudioFormatLinearPCM, AVSampleRateKey: 16_000, AVNumberOfChannelsKey: 1, AVLinearPCMBitDepthKey: 16,
        ]
        let file = try AVAudioFile(forWriting: url, settings: settings)
        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: file.processingFormat, frameCapacity: 3))
        buffer.floatChannelData![0][0] = 0.25
        buffer.floatChannelData![0][1] = -1
        buffer.floatChannelData![0][2] = 0.999
        buffer.frameLength = 3
        try file.write(from: buffer)
        #expect(file.length == 3)

        let reading = try AVAudioFile(forReading: url)
        #expect(reading.fileFormat.commonFormat == .pcmFormatInt16 && reading.fileFormat.sampleRate == 16_000)
        #expect(reading.length == 3 && reading.processingFormat.isStandard)
        let read = try #require(AVAudioPCMBuffer(pcmFormat: reading.processingFormat, frameCapacity: 2))
        try reading.read(into: read)
        #expect(read.frameLength == 2 && reading.framePosition == 2)
        #expect(read.floatChannelData![0][0] == 0.25 && read.floatChannelData![0][1] == -1)
        try reading.read(into: read)
        #expect(read.frameLength == 1 && abs(read.floatChannelData![0][0] - 0.999) < 1 / 32_768)
        try reading.read(into: read)
        #expect(read.frameLength == 0, "at the end")
        // The player reads the same file's length from its header.
        #expect(try AVAudioPlayer(contentsOf: url).duration == 3.0 / 16_000)
    }

    /// Compressed audio has no codec here: writing AAC or reading a file that is not WAV throws.
    @Test func compressedAudioIsRefused() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("memo-\(UUID().uuidString).m4a")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: (any Error).self) {
            try AVAudioFile(forWriting: url, settings: [AVFormatIDKey: kAudioFormatMPEG4AAC, AVSampleRateKey: 44_100, AVNumberOfChannelsKey: 1])
        }
        try Data("ftypM4A ".utf8).write(to: url)
        #expect(throws: (any Error).self) { try AVAudioFile(forReading: url) }
    }
}
#endif
