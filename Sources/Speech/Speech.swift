import Foundation

// Apple's speech recognition (Apple: "Speech"), as voice-note and journal apps call it. A Linux
// machine has no recognition service: authorization is `restricted` (Apple: "the device prevents
// your app from performing speech recognition"), recognizers are never available, and a
// recognition task ends at once with an error, on the recognizer's queue as Apple's results come.

public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case denied = 1
    case restricted = 2
    case authorized = 3
}

public enum SFSpeechRecognitionTaskHint: Int, Sendable {
    case unspecified = 0
    case dictation = 1
    case search = 2
    case confirmation = 3
}

public enum SFSpeechRecognitionTaskState: Int, Sendable {
    case starting = 0
    case running = 1
    case finishing = 2
    case canceling = 3
    case completed = 4
}

public let SFSpeechErrorDomain = "SFSpeechErrorDomain"

/// Apple's error codes (Apple: "SFSpeechError.Code").
public struct SFSpeechError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case internalServiceError = 1
        case audioReadFailed = 2
        case undefinedTemplateClassName = 7
        case malformedSupplementalModel = 8
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static let internalServiceError = Code.internalServiceError
    public static let audioReadFailed = Code.audioReadFailed
}

public protocol SFSpeechRecognizerDelegate: NSObjectProtocol {
    func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool)
}

extension SFSpeechRecognizerDelegate {
    public func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool) {}
}

public protocol SFSpeechRecognitionTaskDelegate: NSObjectProtocol {
    func speechRecognitionDidDetectSpeech(_ task: SFSpeechRecognitionTask)
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription)
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishRecognition recognitionResult: SFSpeechRecognitionResult)
    func speechRecognitionTaskFinishedReadingAudio(_ task: SFSpeechRecognitionTask)
    func speechRecognitionTaskWasCancelled(_ task: SFSpeechRecognitionTask)
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool)
}

extension SFSpeechRecognitionTaskDelegate {
    public func speechRecognitionDidDetectSpeech(_ task: SFSpeechRecognitionTask) {}
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription) {}
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishRecognition recognitionResult: SFSpeechRecognitionResult) {}
    public func speechRecognitionTaskFinishedReadingAudio(_ task: SFSpeechRecognitionTask) {}
    public func speechRecognitionTaskWasCancelled(_ task: SFSpeechRecognitionTask) {}
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool) {}
}

/// What to recognize, and how (Apple: "SFSpeechRecognitionRequest").
open class SFSpeechRecognitionRequest: NSObject, @unchecked Sendable {
    open var taskHint: SFSpeechRecognitionTaskHint = .unspecified
    open var shouldReportPartialResults = true
    open var contextualStrings: [String] = []
    open var requiresOnDeviceRecognition = false
    open var addsPunctuation = false
    open var interactionIdentifier: String?
}

/// Speech in a recorded file (Apple: "SFSpeechURLRecognitionRequest").
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
    public let url: URL

    public init(url URL: URL) {
        self.url = URL
    }
}

/// Speech as it is captured (Apple: "SFSpeechAudioBufferRecognitionRequest"); `endAudio()` marks
/// its end.
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
    public private(set) var _audioEnded = false

    public override init() {}

    open func endAudio() {
        _audioEnded = true
    }
}

/// One word or phrase of a transcription (Apple: "SFTranscriptionSegment").
open class SFTranscriptionSegment: NSObject, @unchecked Sendable {
    public let substring: String
    public let substringRange: NSRange
    public let timestamp: TimeInterval
    public let duration: TimeInterval
    public let confidence: Float
    public let alternativeSubstrings: [String]

    init(substring: String, substringRange: NSRange, timestamp: TimeInterval, duration: TimeInterval, confidence: Float) {
        self.substring = substring
        self.substringRange = substringRange
        self.timestamp = timestamp
        self.duration = duration
        self.confidence = confidence
        self.alternativeSubstrings = []
    }
}

/// A recognized text (Apple: "SFTranscription").
open class SFTranscription: NSObject, @unchecked Sendable {
    public let formattedString: String
    public let segments: [SFTranscriptionSegment]

    init(formattedString: String, segments: [SFTranscriptionSegment]) {
        self.formattedString = formattedString
        self.segments = segments
    }
}

/// A task's result (Apple: "SFSpeechRecognitionResult"); never produced here.
open class SFSpeechRecognitionResult: NSObject, @unchecked Sendable {
    public let bestTranscription: SFTranscription
    public let transcriptions: [SFTranscription]
    public let isFinal: Bool

    init(bestTranscription: SFTranscription, isFinal: Bool) {
        self.bestTranscription = bestTranscription
        self.transcriptions = [bestTranscription]
        self.isFinal = isFinal
    }
}

/// A recognition in progress (Apple: "SFSpeechRecognitionTask").
open class SFSpeechRecognitionTask: NSObject, @unchecked Sendable {
    public internal(set) var state: SFSpeechRecognitionTaskState = .starting
    public internal(set) var error: (any Error)?
    public internal(set) var isCancelled = false
    open var isFinishing: Bool { state == .finishing }

    open func finish() {
        if state != .completed { state = .finishing }
    }

    open func cancel() {
        guard state != .completed else { return }
        isCancelled = true
        state = .canceling
    }
}

/// A recognizer for one locale (Apple: "SFSpeechRecognizer"). Apple's is an `NSObject` whose
/// `init()` may fail; Swift lets no `NSObject` subclass fail there, so this one is a plain class.
open class SFSpeechRecognizer: @unchecked Sendable {
    public let locale: Locale
    open weak var delegate: (any SFSpeechRecognizerDelegate)?
    open var defaultTaskHint: SFSpeechRecognitionTaskHint = .unspecified
    open var queue: OperationQueue = .main
    /// Whether recognition can run on the device: it cannot here.
    open var supportsOnDeviceRecognition: Bool { false }
    /// Whether the recognizer can be used now: never here.
    open var isAvailable: Bool { false }

    /// A recognizer for the user's locale; Apple's returns nil for a locale it cannot recognize,
    /// which this machine's is not (its locales are listed by ``supportedLocales()``).
    public convenience init?() {
        self.init(locale: .current)
    }

    public init?(locale: Locale) {
        self.locale = locale
    }

    /// The locales Apple recognizes none of which is served here: empty.
    open class func supportedLocales() -> Set<Locale> { [] }

    open class func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus { .restricted }

    /// Answers `restricted` on the main queue, as Apple's handler is called after the user answers.
    open class func requestAuthorization(_ handler: @escaping (SFSpeechRecognizerAuthorizationStatus) -> Void) {
        nonisolated(unsafe) let handler = handler
        OperationQueue.main.addOperation { handler(.restricted) }
    }

    /// Starts a task that ends at once: the handler is told (nil, the error) on ``queue``.
    open func recognitionTask(with request: SFSpeechRecognitionRequest, resultHandler: @escaping (SFSpeechRecognitionResult?, (any Error)?) -> Void) -> SFSpeechRecognitionTask {
        let task = SFSpeechRecognitionTask()
        let error = Self.unavailableError()
        nonisolated(unsafe) let resultHandler = resultHandler
        queue.addOperation {
            guard !task.isCancelled else {
                task.state = .completed
                return
            }
            task.error = error
            task.state = .completed
            resultHandler(nil, error)
        }
        return task
    }

    open func recognitionTask(with request: SFSpeechRecognitionRequest, delegate: any SFSpeechRecognitionTaskDelegate) -> SFSpeechRecognitionTask {
        let task = SFSpeechRecognitionTask()
        nonisolated(unsafe) let delegate = delegate
        queue.addOperation {
            let cancelled = task.isCancelled
            task.error = cancelled ? nil : Self.unavailableError()
            task.state = .completed
            if cancelled { delegate.speechRecognitionTaskWasCancelled(task) }
            delegate.speechRecognitionTask(task, didFinishSuccessfully: false)
        }
        return task
    }

    static func unavailableError() -> NSError {
        NSError(domain: SFSpeechErrorDomain, code: SFSpeechError.Code.internalServiceError.rawValue, userInfo: [
            NSLocalizedDescriptionKey: "Speech recognition is not available on this device.",
        ])
    }
}
