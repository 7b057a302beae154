/// The engine's behaviour choices where SwiftUI itself behaves differently across versions, or
/// where nothing settles what it does: each named, with a default, its allowed values and a
/// meaning, so that a run records which it used and `record --set KEY=VALUE` can change one
/// (docs/cli.md, "Knobs").
public struct Knobs: Hashable, Sendable {
    /// `text.spacing`: how texts are spaced from their neighbours in stacks.
    public var textSpacing: TextSpacingRule
    /// `geometry-reader.unspecified`: a GeometryReader's length along an axis proposed nil.
    public var geometryReaderUnspecified: CGFloat
    /// `preference.initial-change`: whether `onPreferenceChange` fires on the first value it sees.
    public var preferenceInitialChange: PreferenceInitialChange
    /// `cycle-detector`: when a dispatch of an action site is dropped within a frame.
    public var cycleDetector: CycleDetector
    /// `frames-per-step` and `passes-per-frame`: the update cycle's limits.
    public var limits: UpdateLimits
    /// `text.scale`: a factor on every glyph advance, around the calibration.
    public var textScale: CGFloat

    public init(
        textSpacing: TextSpacingRule = .current, geometryReaderUnspecified: CGFloat = 10,
        preferenceInitialChange: PreferenceInitialChange = .fires, cycleDetector: CycleDetector = .twoDispatches,
        limits: UpdateLimits = UpdateLimits(), textScale: CGFloat = 1
    ) {
        self.textSpacing = textSpacing
        self.geometryReaderUnspecified = geometryReaderUnspecified
        self.preferenceInitialChange = preferenceInitialChange
        self.cycleDetector = cycleDetector
        self.limits = limits
        self.textScale = textScale
    }

    /// Whether `onPreferenceChange` fires on the first value (SwiftUI 6.1 and later) or only on
    /// later changes (earlier releases).
    public enum PreferenceInitialChange: String, Hashable, Sendable, CaseIterable {
        case fires = "6.1"
        case waitsForAChange = "6.0"
    }

    /// How an action site that keeps dispatching within one frame is stopped.
    public enum CycleDetector: String, Hashable, Sendable, CaseIterable {
        /// The third and later dispatches of a site in a frame are dropped, with SwiftUI's
        /// "tried to update multiple times per frame" warning.
        case twoDispatches = "two-dispatches"
        /// A dispatch is dropped when its value repeats one the site already dispatched in the
        /// frame, however many came before: a loop between values stops, a drift does not.
        case duplicateValues = "duplicate-values"
    }
}

/// One knob as `layoutlab knobs` lists it.
public struct KnobDefinition: Sendable {
    public let key: String
    public let meaning: String
    /// The allowed values, as a user writes them (`10 | 0`, `1...1000`).
    public let allowed: String
    let read: @Sendable (Knobs) -> String
    let write: @Sendable (inout Knobs, String) -> Bool

    /// The value in `knobs`, as written.
    public func value(in knobs: Knobs) -> String { read(knobs) }
    public var defaultValue: String { read(Knobs()) }
}

/// A `--set` that names no knob, or a value a knob does not allow.
public struct KnobError: Error, CustomStringConvertible {
    public let description: String
}

extension Knobs {
    /// Every knob, in the order `layoutlab knobs` lists them.
    public static let definitions: [KnobDefinition] = [
        choice("geometry-reader.unspecified", "A GeometryReader's length along an axis proposed nil: 10 as seed 002 observed, 0 as OpenSwiftUI reconstructs it.",
               ["10", "0"], \.geometryReaderUnspecifiedText),
        choice("preference.initial-change", "Whether onPreferenceChange fires on the first value it sees (SwiftUI 6.1) or only on later changes (6.0 and earlier).",
               PreferenceInitialChange.allCases.map(\.rawValue), \.preferenceInitialChangeText),
        choice("cycle-detector", "When an action site's dispatch is dropped within a frame: after two dispatches (with SwiftUI's warning), or when it repeats a value.",
               CycleDetector.allCases.map(\.rawValue), \.cycleDetectorText),
        number("frames-per-step", "Frames a step may render before it ends as unstable.", 1...1000, \.limits.framesPerStep),
        number("passes-per-frame", "Passes a frame may run before the rest of its work moves to the next frame.", 1...100, \.limits.passesPerFrame),
        choice("text.spacing", "How texts are spaced from their neighbours in stacks: as current SDKs, or as before iOS 17.",
               TextSpacingRule.allCases.map(\.rawValue), \.textSpacingText),
        KnobDefinition(
            key: "text.scale", meaning: "A factor on every glyph advance around the calibration: 1.02 measures text 2 % wider.",
            allowed: "0.5...2", read: { CGFloat($0.textScale).formattedPoints },
            write: { knobs, text in
                guard let value = Double(text), value.isFinite, (0.5...2).contains(value) else { return false }
                knobs.textScale = CGFloat(value)
                return true
            }
        ),
    ]

    /// Sets the knob `key` to `value`, as `record --set key=value` does.
    public mutating func set(_ key: String, to value: String) throws {
        guard let knob = Self.definitions.first(where: { $0.key == key }) else {
            throw KnobError(description: "unknown knob '\(key)'; knobs: \(Self.definitions.map(\.key).joined(separator: ", "))")
        }
        guard knob.write(&self, value) else {
            throw KnobError(description: "knob \(key) cannot be '\(value)'; allowed: \(knob.allowed)")
        }
    }

    /// Every knob with its value, by key.
    public var settings: [(key: String, value: String)] {
        Self.definitions.map { ($0.key, $0.value(in: self)) }
    }

    /// The knobs that differ from their defaults, by key.
    public var changed: [(key: String, value: String)] {
        Self.definitions.compactMap { knob in
            let value = knob.value(in: self)
            return value == knob.defaultValue ? nil : (knob.key, value)
        }
    }

    private var geometryReaderUnspecifiedText: String {
        get { geometryReaderUnspecified.formattedPoints }
        set { geometryReaderUnspecified = newValue == "0" ? 0 : 10 }
    }

    private var preferenceInitialChangeText: String {
        get { preferenceInitialChange.rawValue }
        set { preferenceInitialChange = PreferenceInitialChange(rawValue: newValue) ?? .fires }
    }

    private var cycleDetectorText: String {
        get { cycleDetector.rawValue }
        set { cycleDetector = CycleDetector(rawValue: newValue) ?? .twoDispatches }
    }

    private var textSpacingText: String {
        get { textSpacing.rawValue }
        set { textSpacing = TextSpacingRule(rawValue: newValue) ?? .current }
    }

    private static func choice(
        _ key: String, _ meaning: String, _ values: [String], _ path: WritableKeyPath<Knobs, String> & Sendable
    ) -> KnobDefinition {
        KnobDefinition(
            key: key, meaning: meaning, allowed: values.joined(separator: " | "), read: { $0[keyPath: path] },
            write: { knobs, text in
                guard values.contains(text) else { return false }
                knobs[keyPath: path] = text
                return true
            }
        )
    }

    private static func number(
        _ key: String, _ meaning: String, _ range: ClosedRange<Int>, _ path: WritableKeyPath<Knobs, Int> & Sendable
    ) -> KnobDefinition {
        KnobDefinition(
            key: key, meaning: meaning, allowed: "\(range.lowerBound)...\(range.upperBound)", read: { "\($0[keyPath: path])" },
            write: { knobs, text in
                guard let value = Int(text), range.contains(value) else { return false }
                knobs[keyPath: path] = value
                return true
            }
        )
    }
}
