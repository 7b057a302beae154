#if os(Linux)
// AVFAudio as apps use it: the fixture's flashcard reader (Tests/MediaAppsFixture/
// SpeakingFlashcard.swift, Swift 5 mode, through `import AVFoundation`), the audio session, and a
// player of a WAV file written here.
import AVFAudio
import Foundation
import LayoutLab
@testable import MediaAppsFixture
import SwiftUI
import Testing

/// A WAV file of `seconds` of silence: 8 kHz, mono, 16-bit (16 000 bytes a second).
private func silentWAV(seconds: Int) -> Data {
    func le32(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24 & 0xFF)] }
    func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
    let dataSize = 16_000 * seconds
    var bytes = Array("RIFF".utf8) + le32(36 + dataSize) + Array("WAVE".utf8)
    bytes += Array("fmt ".utf8) + le32(16) + le16(1) + le16(1) + le32(8_000) + le32(16_000) + le16(2) + le16(16)
    bytes += Array("data".utf8) + le32(dataSize) + [UInt8](repeating: 0, count: dataSize)
    return Data(bytes)
}

@Suite struct AVFAudioTests {
    @Test func anUtteranceIsSpokenAtOnceWordByWord() {
        let reader = SpeechReader()
        reader.read("Good morning, world")
        #expect(reader.spokenWords == ["Good", "morning", "world"])
        #expect(!reader.isSpeaking, "finished before read(_:) returned")
        let session = AVAudioSession.sharedInstance()
        #expect(session.category == .playback && session.mode == .spokenAudio)
        #expect(session.categoryOptions == [.duckOthers])
        #expect(session._isActive)
    }

    @Test func aVoiceIsFoundForALanguageCodeOnly() {
        #expect(AVSpeechSynthesisVoice(language: "en-US")?.language == "en-US")
        #expect(AVSpeechSynthesisVoice(language: "zh-Hant-TW")?.language == "zh-Hant-TW")
        #expect(AVSpeechSynthesisVoice(language: "not a language") == nil)
        let voice = AVSpeechSynthesisVoice(language: "fr-FR")!
        #expect(AVSpeechSynthesisVoice(identifier: voice.identifier)?.language == "fr-FR")
    }

    @Test func aPlayerReadsItsFileAndKeepsWhatTheAppSets() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chime-\(UUID().uuidString).wav")
        try silentWAV(seconds: 2).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let player = try AVAudioPlayer(contentsOf: url)
        #expect(player.duration == 2)
        #expect(player.numberOfChannels == 1)
        #expect(!player.isPlaying)
        #expect(player.play())
        #expect(player.isPlaying)
        player.currentTime = 1.5
        player.stop()
        #expect(!player.isPlaying && player.currentTime == 1.5)
        #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: url.appendingPathExtension("missing")) }
        // A format that is not decoded has no length here.
        #expect(try AVAudioPlayer(data: Data([0x49, 0x44, 0x33])).duration == 0)
    }

    @Test @MainActor func theFlashcardLaysOutAndTheChimePlays() async throws {
        let reader = SpeechReader()
        let (result, log) = await record(FlashcardView(word: "apple", reader: reader))
        #expect(result.outcome == .stable)
        #expect(log.finalPass(step: 0)?.node(named: "listen")?.kind == "Button")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bell-\(UUID().uuidString).wav")
        try silentWAV(seconds: 1).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        reader.playChime(at: url)
    }

    @Test func recordingIsDeclinedWithoutAMicrophone() {
        let session = AVAudioSession.sharedInstance()
        let answered = Answer()
        session.requestRecordPermission { answered.granted = $0 }
        #expect(answered.granted == false)
        #expect(session.recordPermission == .denied)
    }
}

private final class Answer: @unchecked Sendable {
    var granted: Bool?
}
#endif
