#if os(Linux)
// A timer app's feedback service and a sound loaded from a file, as timer and workout apps write
// them: nothing is heard on Linux, and every sound played is listed.
import AudioToolbox
import Foundation
import Security
import Testing

final class TimerFeedback {
    private var sounds: [String: SystemSoundID] = [:]

    func load(_ name: String, from url: URL) {
        var soundId: SystemSoundID = 0
        AudioServicesCreateSystemSoundID(NSURL(fileURLWithPath: url.path), &soundId)
        sounds[name] = soundId
    }

    func timerFinished() {
        AudioServicesPlaySystemSound(1005)
        AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
    }

    func phaseChanged(to name: String) {
        AudioServicesPlayAlertSound(sounds[name]!)
    }
}

@Suite(.serialized) struct AudioToolboxTests {
    @Test func playedSoundsAreListedInOrder() {
        let before = _SystemSoundLog.played.count
        TimerFeedback().timerFinished()
        let played = Array(_SystemSoundLog.played.dropFirst(before))
        #expect(played.map(\.id) == [1005, 4095])
        #expect(played.map(\.kind) == [.system, .system])
        #expect(played.map(\.vibrates) == [false, true])
        #expect(played.allSatisfy { $0.file == nil })
    }

    @Test func aSoundFromAFileIsCreatedPlayedAndDisposed() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("warmUp-\(UUID().uuidString).mp3")
        try Data([0xff, 0xfb]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let feedback = TimerFeedback()
        feedback.load("warmUp", from: file)
        let before = _SystemSoundLog.played.count
        feedback.phaseChanged(to: "warmUp")
        let played = try #require(_SystemSoundLog.played.dropFirst(before).first)
        #expect(played.kind == .alert && played.vibrates)
        #expect(played.file?.lastPathComponent == file.lastPathComponent)
        // Created sounds are numbered above Apple's reserved IDs.
        #expect(played.id > kSystemSoundID_UserPreferredAlert)

        let status: OSStatus = AudioServicesDisposeSystemSoundID(played.id)
        #expect(status == kAudioServicesNoError)
        #expect(_SystemSoundLog.createdSounds[played.id] == nil)
        #expect(AudioServicesDisposeSystemSoundID(played.id) == kAudioServicesSystemSoundUnspecifiedError)
        // Security's `OSStatus` and this one are one type: comparing them needs no conversion.
        #expect(status == errSecSuccess)
    }

    @Test func aMissingFileMakesNoSound() {
        var soundId: SystemSoundID = 7
        let status = AudioServicesCreateSystemSoundID(URL(fileURLWithPath: "/nonexistent/beep.caf") as CFURL, &soundId)
        #expect(status == kAudioServicesSystemSoundUnspecifiedError)
        #expect(soundId == 7)
    }

    @Test func completionRunsAfterTheSoundIsListed() {
        let before = _SystemSoundLog.played.count
        var listedWhenDone = 0
        AudioServicesPlaySystemSoundWithCompletion(1057) { listedWhenDone = _SystemSoundLog.played.count - before }
        #expect(listedWhenDone == 1)
        AudioServicesPlayAlertSoundWithCompletion(kSystemSoundID_Vibrate, nil)
        #expect(_SystemSoundLog.played.last == _PlayedSystemSound(id: 4095, kind: .alert, file: nil))
    }
}
#endif
