/// The operating system a profile runs, by the generation whose measurements the engine uses: it
/// decides the text system (text-style sizes, the default font, line metrics). See
/// docs/fidelity.md, "Platforms and OS generations".
public enum OSGeneration: String, Hashable, Sendable, CaseIterable {
    /// iOS 16–18: the calibration of the published `Text("Hello, world.")` body measurement.
    case ios18 = "ios-18"
    /// macOS 26: the default `Text` font is the 13 pt system font; text styles are macOS's.
    case macos26 = "macos-26"

    public enum Platform: String, Hashable, Sendable {
        case iOS, macOS
    }

    public var platform: Platform {
        switch self {
        case .ios18: .iOS
        case .macos26: .macOS
        }
    }
}
