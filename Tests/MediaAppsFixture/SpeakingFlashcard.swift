#if os(Linux)
// A flashcard that reads its word aloud and plays a chime, as language-learning tutorials write
// one: a shared speech synthesizer, the audio session set to playback, and an `AVAudioPlayer`
// of a bundled sound.
import SwiftUI
import AVFoundation

public final class SpeechReader: NSObject, ObservableObject, AVSpeechSynthesizerDelegate {
    public static let shared = SpeechReader()
    private let synthesizer = AVSpeechSynthesizer()
    @Published public var isSpeaking = false
    @Published public var spokenWords: [String] = []
    private var player: AVAudioPlayer?

    public override init() {
        super.init()
        synthesizer.delegate = self
    }

    public func read(_ word: String, language: String = "en-US") {
        let session = AVAudioSession.sharedInstance()
        try? session.setCategory(.playback, mode: .spokenAudio, options: [.duckOthers])
        try? session.setActive(true)
        let utterance = AVSpeechUtterance(string: word)
        utterance.voice = AVSpeechSynthesisVoice(language: language)
        utterance.rate = AVSpeechUtteranceDefaultSpeechRate
        synthesizer.speak(utterance)
    }

    public func playChime(at url: URL) {
        do {
            player = try AVAudioPlayer(contentsOf: url)
            player?.prepareToPlay()
            player?.play()
        } catch {
            print("Could not play the chime: \(error)")
        }
    }

    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {
        isSpeaking = true
    }

    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange, utterance: AVSpeechUtterance) {
        spokenWords.append((utterance.speechString as NSString).substring(with: characterRange))
    }

    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {
        isSpeaking = false
    }
}

public struct FlashcardView: View {
    let word: String
    @ObservedObject var reader: SpeechReader

    public init(word: String, reader: SpeechReader) {
        self.word = word
        self.reader = reader
    }

    public var body: some View {
        VStack(spacing: 16) {
            Text(word)
                .font(.largeTitle.bold())
            Button {
                reader.read(word)
            } label: {
                Label("Listen", systemImage: reader.isSpeaking ? "speaker.wave.3.fill" : "speaker.wave.2")
            }
            .buttonStyle(.bordered)
            .accessibilityIdentifier("listen")
        }
        .padding()
    }
}
#endif
