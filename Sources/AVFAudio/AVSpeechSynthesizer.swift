// Speech synthesis (Apple: "AVSpeechSynthesizer") as apps use it to read a word or a sentence
// aloud. No voice exists on Linux and nothing is heard; an utterance is spoken the moment
// `speak(_:)` is called: its delegate is told it started, told of each word, and told it finished,
// before `speak(_:)` returns, so the synthesizer is never left speaking. Apple tells the delegate
// later, on the main queue; a case that records here must not depend on when.
import Foundation

// Apple's rate constants (AVSpeechUtterance): 0 to 1, 0.5 by default.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// A voice: a language, and the name Apple gives it.
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    public enum Quality: Int, Sendable {
        case `default` = 1, enhanced = 2, premium = 3
    }

    public enum Gender: Int, Sendable {
        case unspecified = 0, male = 1, female = 2
    }

    /// A BCP 47 code, as `en-US`.
    public let language: String
    public let identifier: String
    public let name: String
    public let quality: Quality = .default
    public let gender: Gender = .unspecified

    init(language: String, name: String) {
        self.language = language
        self.name = name
        identifier = "com.apple.voice.compact.\(language).\(name)"
    }

    /// A voice for `languageCode` (the user's language when nil), or nil for a code that is not a
    /// language here (BCP 47's form: two or three letters, then optional subtags).
    public convenience init?(language languageCode: String?) {
        let code = languageCode ?? AVSpeechSynthesisVoice.currentLanguageCode()
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(\.isLetter),
              parts.dropFirst().allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } })
        else { return nil }
        self.init(language: code, name: "Default")
    }

    public convenience init?(identifier: String) {
        let prefix = "com.apple.voice.compact."
        guard identifier.hasPrefix(prefix) else { return nil }
        let rest = identifier.dropFirst(prefix.count).split(separator: ".")
        guard rest.count == 2 else { return nil }
        self.init(language: String(rest[0]), name: String(rest[1]))
    }

    /// The voices installed: none but the one of the user's language.
    open class func speechVoices() -> [AVSpeechSynthesisVoice] {
        [AVSpeechSynthesisVoice(language: currentLanguageCode(), name: "Default")]
    }

    /// The user's language as a BCP 47 code (`en-US` on a machine whose locale names none).
    open class func currentLanguageCode() -> String {
        let locale = Locale.current
        guard let language = locale.language.languageCode?.identifier else { return "en-US" }
        return locale.region.map { "\(language)-\($0.identifier)" } ?? language
    }
}

/// A piece of text to speak, and how.
open class AVSpeechUtterance: NSObject, @unchecked Sendable {
    public let speechString: String
    public let attributedSpeechString: NSAttributedString
    open var voice: AVSpeechSynthesisVoice?
    open var rate = AVSpeechUtteranceDefaultSpeechRate
    open var pitchMultiplier: Float = 1
    open var volume: Float = 1
    open var preUtteranceDelay: TimeInterval = 0
    open var postUtteranceDelay: TimeInterval = 0
    open var prefersAssistiveTechnologySettings = false

    public init(string: String) {
        speechString = string
        attributedSpeechString = NSAttributedString(string: string)
    }

    public init(attributedString: NSAttributedString) {
        speechString = attributedString.string
        attributedSpeechString = attributedString
    }
}

/// Where speaking may stop when asked to.
public enum AVSpeechBoundary: Int, Sendable {
    case immediate = 0, word = 1
}

public protocol AVSpeechSynthesizerDelegate: AnyObject {
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
    func speechSynthesizer(
        _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange, utterance: AVSpeechUtterance
    )
}

extension AVSpeechSynthesizerDelegate {
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(
        _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange, utterance: AVSpeechUtterance
    ) {}
}

open class AVSpeechSynthesizer: NSObject, @unchecked Sendable {
    open weak var delegate: (any AVSpeechSynthesizerDelegate)?
    /// Never true once `speak(_:)` has returned: speaking takes no time here.
    open private(set) var isSpeaking = false
    open private(set) var isPaused = false
    open var usesApplicationAudioSession = true
    open var mixToTelephonyUplink = false

    public override init() {}

    /// Speaks `utterance` at once: the delegate hears it start, each word's range in the string
    /// (UTF-16 offsets, as `NSRange`s are), and its end.
    open func speak(_ utterance: AVSpeechUtterance) {
        isSpeaking = true
        delegate?.speechSynthesizer(self, didStart: utterance)
        let text = utterance.speechString
        for range in AVSpeechSynthesizer.wordRanges(in: text) {
            delegate?.speechSynthesizer(self, willSpeakRangeOfSpeechString: NSRange(range, in: text), utterance: utterance)
        }
        isSpeaking = false
        delegate?.speechSynthesizer(self, didFinish: utterance)
    }

    /// The words of `text`: runs of letters, digits and apostrophes (Linux's Foundation does not
    /// enumerate words, so they are found here).
    static func wordRanges(in text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var start: String.Index?
        for index in text.indices {
            let character = text[index]
            let inWord = character.isLetter || character.isNumber || character == "'" || character == "\u{2019}"
            if inWord, start == nil { start = index }
            if !inWord, let first = start {
                ranges.append(first..<index)
                start = nil
            }
        }
        if let first = start { ranges.append(first..<text.endIndex) }
        return ranges
    }

    /// Nothing is being spoken between calls, so there is nothing to stop: false, as Apple's
    /// answers when it is silent.
    @discardableResult
    open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }

    @discardableResult
    open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }

    @discardableResult
    open func continueSpeaking() -> Bool { false }
}
