/// The operating system a profile runs, by the generation whose measurements the engine uses: it
/// decides the text system (text-style sizes, the default font, line metrics). See
/// docs/fidelity.md, "Platforms and OS generations".
public enum OSGeneration: String, Hashable, Sendable, CaseIterable {
    /// iOS 16–18: the calibration of the published `Text("Hello, world.")` body measurement.
    case ios18 = "ios-18"
    /// iOS 26: text styles have taller lines (body text is 24.5 tall at 2×, not 20.5), measured
    /// on an iPhone SE (3rd generation) simulator.
    case ios26 = "ios-26"
    /// macOS 26: the default `Text` font is the 13 pt system font; text styles are macOS's.
    case macos26 = "macos-26"

    /// The newest measured iOS generation: what a profile runs unless it names another.
    public static let newestIOS = OSGeneration.ios26

    public enum Platform: String, Hashable, Sendable {
        case iOS, macOS
    }

    public var platform: Platform {
        switch self {
        case .ios18, .ios26: .iOS
        case .macos26: .macOS
        }
    }
}
