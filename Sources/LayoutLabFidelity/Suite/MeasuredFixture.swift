@_spi(MainActorBridge) import LayoutLab

/// One layout measured on Apple's SwiftUI: the view that was measured, written here from the
/// configuration the measurement describes, the window it was hosted in, and the frames SwiftUI
/// gave its probes. The numbers are facts copied from the measurement; the view is our own code.
///
/// Unchecked: every property is immutable, and the view builder is a `@Sendable` closure erased
/// to `AnyView` (a closure typed `@Sendable` would capture the view's metatype, which Swift 6.2
/// does not count as sendable).
public struct MeasuredFixture: @unchecked Sendable {
    /// The measurement's own name, `button/basic` or `ios/list/basic` (iOS fixtures start with `ios/`).
    public let name: String
    /// The kind of view the fixture is about, for the per-area table.
    public let area: FidelityArea
    /// The hosting window (macOS) or host view (iOS) the view was measured in, in points.
    public let size: CGSize
    /// Where the measurement is published.
    public let source: MeasurementSource
    /// Each probe's frame as SwiftUI reported it, in the host's coordinates, in points.
    public let measured: [Probe]
    /// The view, built on the engine's thread.
    public let makeView: () -> AnyView

    /// A probe: a named view and the frame SwiftUI gave it.
    public struct Probe: Sendable, Hashable {
        public let name: String
        public let frame: CGRect
    }

    /// - Parameters:
    ///   - name: the measurement's name (its folder under `Fixtures/Goldens/`).
    ///   - area: what kind of view it measures.
    ///   - size: the host's size, from the measurement.
    ///   - commit: the dataset's commit that holds the measured frames.
    ///   - code: the dataset's file that describes the measured view.
    ///   - measured: probe name → frame, from the measurement's `frames`.
    ///   - view: the view, whose probes are named with `.probe(_:)`.
    public init<V: View>(
        _ name: String, area: FidelityArea, size: CGSize, commit: String, code: String,
        measured: KeyValuePairs<String, CGRect>, @ViewBuilder view: @escaping @MainActor @Sendable () -> V
    ) {
        self.name = name
        self.area = area
        self.size = size
        self.source = MeasurementSource(fixture: name, commit: commit, code: code)
        self.measured = measured.map { Probe(name: $0.key, frame: $0.value) }
        // The view is built as SwiftUI builds one, on the main actor (Runtime/MainActorBridge.swift).
        self.makeView = { MainActorBridge.run { AnyView(view()) } }
    }

    /// The platform it was measured on: `ios/` fixtures on an iPhone, the rest in a macOS window.
    public var platform: OSGeneration.Platform { name.hasPrefix("ios/") ? .iOS : .macOS }
}

/// Where a measurement is published: the public dataset of SwiftUI layouts recorded on macOS 26
/// and on an iOS 26 iPhone simulator.
public struct MeasurementSource: Sendable, Hashable {
    public static let repository = "iamcgn/swiftui-web"

    public let fixture: String
    public let commit: String
    /// The dataset's Swift file that describes the measured view.
    public let code: String

    /// The measured frames' file in the dataset.
    public var framesPath: String { "Fixtures/Goldens/\(fixture)/frames.json" }

    /// `iamcgn/swiftui-web@bc0d8a0 Fixtures/Goldens/button/basic/frames.json`
    public var citation: String { "\(Self.repository)@\(commit.prefix(7)) \(framesPath)" }

    /// A link to the measured frames at their commit.
    public var link: String { "https://github.com/\(Self.repository)/blob/\(commit)/\(framesPath)" }
}

nonisolated extension View {
    /// Names a view whose frame is compared with its measurement: the probe names of the dataset.
    public func probe(_ name: String) -> some View { accessibilityIdentifier(name) }
}
