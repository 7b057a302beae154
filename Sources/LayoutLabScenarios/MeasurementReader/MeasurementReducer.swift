import LayoutLab

/// How a reader combines this pass's measurements with what it already holds.
public enum MeasurementReducer: Hashable, Sendable {
    /// Keep only the measurements made in the latest pass.
    case replace
    /// Keep the largest measurement seen for each tag (within the current version).
    case merge
}

/// The version readers use when none is given: it never changes.
public struct DefaultMeasurementVersion: Hashable, Sendable {
    public init() {}
}

/// The scope of the `Simple…` readers.
public enum Unscoped {}

/// The tag `SizeReader` measures under: it has only one group.
public enum SizeTag: Hashable, Sendable {
    case size
}

/// Measurements for one reader: the largest width and height seen per tag, and the version the
/// reader was at when it read them.
public struct Measurements<Tag: Hashable>: Equatable {
    public var sizes: [Tag: CGSize] = [:]
    /// Stamped by the reader just before it reads the value, so that a new version is a change
    /// even when the measured sizes come out the same (otherwise onPreferenceChange stays silent
    /// and the reader never learns its measurements under the new version).
    var version: AnyHashable?

    public init(sizes: [Tag: CGSize] = [:]) {
        self.sizes = sizes
    }

    /// Grows each tag's size to cover `other`'s.
    /// One lookup per tag: reduction runs this for every measured view of a big table, every pass.
    mutating func formMaximum(with other: Measurements) {
        for (tag, size) in other.sizes {
            Self.grow(&sizes[tag, default: .zero], toCover: size)
        }
    }

    private static func grow(_ size: inout CGSize, toCover other: CGSize) {
        size = CGSize(width: max(size.width, other.width), height: max(size.height, other.height))
    }
}

/// The preference measured views write: one key per (scope, tag) pair, so readers of different
/// scopes or tag types never see each other's measurements.
public struct ScopedMeasurementPreferenceKey<Scope, Tag: Hashable>: PreferenceKey {
    public static var defaultValue: Measurements<Tag> { Measurements() }

    public static func reduce(value: inout Measurements<Tag>, nextValue: () -> Measurements<Tag>) {
        value.formMaximum(with: nextValue())
    }
}

/// What a reader keeps in `@State`: measurements tagged with the version they were taken under.
/// Measurements from another version are ignored, which is how a new `version` lets `minWidth`
/// start from nil again (seed 004).
struct VersionedMeasurements<Tag: Hashable>: Equatable {
    var version: AnyHashable
    var measurements: Measurements<Tag>

    func current(for version: AnyHashable) -> Measurements<Tag> {
        self.version == version ? measurements : Measurements()
    }

    func applying(_ new: Measurements<Tag>, version: AnyHashable, reducer: MeasurementReducer) -> VersionedMeasurements {
        var next = Measurements(sizes: new.sizes)
        if reducer == .merge, self.version == version {
            next.formMaximum(with: measurements)
        }
        return VersionedMeasurements(version: version, measurements: next)
    }
}

/// Measurements are written into every pass's trace thousands of times in a big table: they write
/// their JSON directly, sizes by tag name in sorted order, then the version. Most values hold one
/// tag (a measured cell's), which needs no sorting.
extension Measurements: TraceJSONConvertible {
    public var traceJSON: String {
        // Appended piece by piece into one buffer: `a + b + c` made a string for every `+`.
        var json = "{\"sizes\":{"
        json.reserveCapacity(128)
        if sizes.count == 1, let (tag, size) = sizes.first {
            json += Self.memberName(tag)
            json += ":"
            json += TraceJSON.encode(size)
        } else {
            let entries = sizes.map { (Self.memberName($0.key), $0.value) }.sorted { $0.0 < $1.0 }
            for (index, entry) in entries.enumerated() {
                if index > 0 { json += "," }
                json += entry.0
                json += ":"
                json += TraceJSON.encode(entry.1)
            }
        }
        json += "}"
        if let version {
            json += ",\"version\":"
            json += TraceJSON.encode(version)
        }
        json += "}"
        return json
    }

    /// A tag's JSON as an object member name: quoted, if its JSON is not a string already.
    private static func memberName(_ tag: Tag) -> String {
        let text = TraceJSON.encode(tag)
        return text.hasPrefix("\"") ? text : "\"" + text + "\""
    }
}
