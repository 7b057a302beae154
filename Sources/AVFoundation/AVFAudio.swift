// Apple's AVFoundation re-exports AVFAudio: a file that says `import AVFoundation` uses
// `AVAudioPlayer`, `AVAudioSession` and `AVSpeechSynthesizer` with no other import.
@_exported import AVFAudio
