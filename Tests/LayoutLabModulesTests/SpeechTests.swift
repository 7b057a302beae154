#if os(Linux)
// Speech recognition as a voice journal calls it: ask for permission, transcribe a recording.
import Foundation
import Speech
import Testing

@Suite struct SpeechTests {
    @Test @MainActor func authorizationIsRestrictedAndNoRecognizerIsAvailable() async throws {
        #expect(SFSpeechRecognizer.authorizationStatus() == .restricted)
        let status = await withCheckedContinuation { continuation in
            SFSpeechRecognizer.requestAuthorization { continuation.resume(returning: $0) }
        }
        #expect(status == .restricted)
        let recognizer = try #require(SFSpeechRecognizer(locale: Locale(identifier: "en-US")))
        #expect(!recognizer.isAvailable)
        #expect(!recognizer.supportsOnDeviceRecognition)
        #expect(SFSpeechRecognizer.supportedLocales().isEmpty)
    }

    /// A file's transcription ends at once with the service's error and no result.
    @Test @MainActor func aRecordingsTranscriptionFails() async throws {
        let recognizer = try #require(SFSpeechRecognizer())
        let request = SFSpeechURLRecognitionRequest(url: URL(fileURLWithPath: "/tmp/entry.m4a"))
        request.shouldReportPartialResults = false
        request.requiresOnDeviceRecognition = recognizer.supportsOnDeviceRecognition
        var task: SFSpeechRecognitionTask?
        let (text, error): (String?, NSError?) = await withCheckedContinuation { continuation in
            task = recognizer.recognitionTask(with: request) { result, error in
                continuation.resume(returning: (result?.bestTranscription.formattedString, error as NSError?))
            }
        }
        #expect(text == nil)
        #expect(error?.domain == SFSpeechErrorDomain)
        #expect(error?.code == SFSpeechError.internalServiceError.rawValue)
        #expect(task?.state == .completed)
    }
}
#endif
