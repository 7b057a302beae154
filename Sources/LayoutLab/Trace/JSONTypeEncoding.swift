import Synchronization

/// How ``JSONText`` writes the values of one type, worked out from the first value of it met and
/// remembered for the process.
///
/// Only types whose every value takes the same path are remembered: an optional's casts look into
/// what it wraps, a class instance may bridge, and a type with a custom mirror may reflect
/// differently per value. Those keep taking every cast in turn.
///
/// Unchecked `Sendable`: the writers capture nothing but the type they were opened over.
enum JSONTypeEncoding: @unchecked Sendable {
    case bool, int, double, cgFloat, float, string, substring, size, point, rect, insets, geometryProxy
    /// Any other integer: its description.
    case describedInteger
    /// A writer opened over the concrete type: `TraceJSONConvertible`, dictionaries, arrays.
    case custom((Any, inout String, Int) -> Void)
    /// A struct with stored properties, named by these JSON keys (quoted and escaped).
    case structure(keys: [String])
    /// The same text for every value: a struct without stored properties or a description.
    case constant(String)
    /// An `AnyHashable`: what it holds.
    case unboxed
    /// An enum; a hashable one's cases without payloads are remembered by value.
    case enumeration(hashable: ((Any) -> AnyHashable)?)
    /// An enum of at most one byte (every tag type of a table): its texts, remembered by that byte.
    case byteSizedEnumeration(ByteKeyedTexts)
    /// Reflected value by value (tuples, for instance).
    case reflected
    /// Not remembered: every cast, value by value.
    case byValue

    private static let known = Mutex<[ObjectIdentifier: JSONTypeEncoding]>([:])

    static func of(_ value: Any) -> JSONTypeEncoding {
        let type = ObjectIdentifier(Swift.type(of: value))
        if let encoding = known.withLock({ $0[type] }) { return encoding }
        let encoding = working(out: value)
        known.withLock { $0[type] = encoding }
        return encoding
    }

    private static func working(out value: Any) -> JSONTypeEncoding {
        let type = Swift.type(of: value)
        if type == AnyHashable.self { return .unboxed }
        if type is any OptionalMarker.Type || type is AnyClass { return .byValue }
        if let encoding = castEncoding(of: value) { return encoding }
        if value is any CustomReflectable { return .byValue }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .enum {
            if ByteKeyedTexts.fits(value) { return .byteSizedEnumeration(ByteKeyedTexts()) }
            return .enumeration(hashable: (value as? any Hashable).map { hashableOpener(for: $0) })
        }
        guard mirror.displayStyle == .struct else { return .reflected }
        let labels = mirror.children.enumerated().map { JSONText.fieldName($0.element.label, index: $0.offset) }
        guard labels.isEmpty else {
            return .structure(keys: labels.map { label in
                var key = ""
                JSONText.string(label, into: &key)
                return key
            })
        }
        // Described: a description may differ from value to value.
        if value is any CustomStringConvertible || value is any CustomDebugStringConvertible || value is any TextOutputStreamable {
            return .reflected
        }
        var text = ""
        JSONText.string(String(describing: value), into: &text)
        return .constant(text)
    }

    /// What the casts make of this one value, in order, or nil when only reflection can tell.
    /// For a remembered type it holds for every value; otherwise it is asked value by value.
    static func castEncoding(of value: Any) -> JSONTypeEncoding? {
        switch value {
        case is Bool: .bool
        case is Int: .int
        case is Double: .double
        case is CGFloat: .cgFloat
        case is Float: .float
        case is String: .string
        case is Substring: .substring
        case is CGSize: .size
        case is CGPoint: .point
        case is CGRect: .rect
        case is EdgeInsets: .insets
        case is GeometryProxy: .geometryProxy
        case is any BinaryInteger: .describedInteger
        case let convertible as any TraceJSONConvertible: .custom(writer(for: convertible))
        case let dictionary as any JSONTextDictionary: .custom(writer(for: dictionary))
        case let array as any JSONTextArray: .custom(writer(for: array))
        default: nil
        }
    }

    private static func writer<Value: TraceJSONConvertible>(for _: Value) -> (Any, inout String, Int) -> Void {
        { value, out, _ in out += (value as! Value).traceJSON }
    }

    private static func hashableOpener<Value: Hashable>(for _: Value) -> (Any) -> AnyHashable {
        { AnyHashable($0 as! Value) }
    }

    private static func writer<Value: JSONTextDictionary>(for _: Value) -> (Any, inout String, Int) -> Void {
        { value, out, depth in (value as! Value).writeJSON(into: &out, depth: depth) }
    }

    private static func writer<Value: JSONTextArray>(for _: Value) -> (Any, inout String, Int) -> Void {
        { value, out, depth in (value as! Value).writeJSON(into: &out, depth: depth) }
    }
}

/// Lets a metatype tell whether it is an optional.
private protocol OptionalMarker {}
extension Optional: OptionalMarker {}

/// The JSON texts of the values of one enum type that fits in a byte, by that byte.
///
/// Such a value holds no reference and no padding: its byte *is* the value, so equal bytes write
/// equal text, whatever the cases' payloads. Looking a text up by `AnyHashable` instead (hash,
/// then a dynamic cast to compare) cost more than the rest of writing a table's measurements.
final class ByteKeyedTexts: Sendable {
    private let texts = Mutex<[String?]>(Array(repeating: nil, count: 256))

    static func fits(_ value: Any) -> Bool {
        func size<Value>(_: Value) -> Int { MemoryLayout<Value>.size }
        return size(value) <= 1
    }

    static func byte(of value: Any) -> Int {
        func byte<Value>(_ value: Value) -> Int { withUnsafeBytes(of: value) { Int($0.first ?? 0) } }
        return byte(value)
    }

    /// The text of `value`, written by `write` the first time its byte is met.
    func text(for value: Any, write: (inout String) -> Void) -> String {
        let byte = Self.byte(of: value)
        if let known = texts.withLock({ $0[byte] }) { return known }
        var text = ""
        write(&text)
        texts.withLock { $0[byte] = text }
        return text
    }
}
