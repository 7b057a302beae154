/// A value that writes its own JSON for the trace: faster than reflection, in a shape you choose.
/// The text must be a complete JSON value.
public protocol TraceJSONConvertible {
    var traceJSON: String { get }
}

/// The JSON text the trace records for a value (state, preference values, ids).
public enum TraceJSON {
    public static func encode(_ value: Any) -> String { JSONText.encode(value) }

    /// The same text as `encode(_: Any)` gives a size, without finding out what the value is.
    public static func encode(_ size: CGSize) -> String {
        var out = ""
        JSONText.size(size, into: &out)
        return out
    }
}

/// JSON text for any value the trace records (state, preference values, ids), by reflection.
/// Geometry types get their natural shape; dictionaries become objects with sorted keys so the
/// text is stable from run to run; non-finite numbers become strings ("inf", "nan").
///
/// A big table writes thousands of values a pass, so how a type is written is worked out once
/// (``JSONTypeEncoding``): trying a dozen casts, existential ones among them, on every value cost
/// a fifth of a recording's layout thread.
enum JSONText {
    static func encode(_ value: Any) -> String {
        var out = ""
        write(value, into: &out, depth: 0)
        return out
    }

    private static let maximumDepth = 12

    static func write(_ value: Any, into out: inout String, depth: Int) {
        guard depth < maximumDepth else {
            string(String(describing: value), into: &out)
            return
        }
        write(value, as: JSONTypeEncoding.of(value), into: &out, depth: depth)
    }

    private static func write(_ value: Any, as encoding: JSONTypeEncoding, into out: inout String, depth: Int) {
        switch encoding {
        case .bool: out += (value as! Bool) ? "true" : "false"
        case .int: out += String(value as! Int)
        case .double: number(value as! Double, into: &out)
        case .cgFloat: number(Double(value as! CGFloat), into: &out)
        case .float: number(Double(value as! Float), into: &out)
        case .string: string(value as! String, into: &out)
        case .substring: string(String(value as! Substring), into: &out)
        case .size: size(value as! CGSize, into: &out)
        case .point: point(value as! CGPoint, into: &out)
        case .rect: rect(value as! CGRect, into: &out)
        case .insets: insets(value as! EdgeInsets, into: &out)
        case .geometryProxy: geometryProxy(value as! GeometryProxy, into: &out, depth: depth)
        case .describedInteger: out += String(describing: value)
        case .custom(let writer): writer(value, &out, depth)
        case .structure(let keys): structure(value, keys: keys, into: &out, depth: depth)
        case .constant(let text): out += text
        case .unboxed: write((value as! AnyHashable).base, into: &out, depth: depth + 1)
        case .enumeration(let hashable): enumeration(value, hashable: hashable, into: &out, depth: depth)
        case .byteSizedEnumeration(let texts):
            // Written at depth 0 whatever the depth here: a byte holds too little to nest deeply.
            out += texts.text(for: value) { reflect(value, into: &$0, depth: 0) }
        case .reflected: reflect(value, into: &out, depth: depth)
        case .byValue:
            // The casts look into optionals (and a class instance may bridge): ask them each time.
            if let encoding = JSONTypeEncoding.castEncoding(of: value) {
                write(value, as: encoding, into: &out, depth: depth)
            } else {
                reflect(value, into: &out, depth: depth)
            }
        }
    }

    private static func reflect(_ value: Any, into out: inout String, depth: Int) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let wrapped = mirror.children.first { write(wrapped.value, into: &out, depth: depth + 1) } else { out += "null" }
        case .collection, .set, .tuple:
            var items = mirror.children.map { child -> String in
                var text = ""
                write(child.value, into: &text, depth: depth + 1)
                return text
            }
            if mirror.displayStyle == .set { items.sort() }
            out += "[" + items.joined(separator: ",") + "]"
        case .dictionary:
            let entries = mirror.children.map { child -> (String, String) in
                let pair = Array(Mirror(reflecting: child.value).children)
                var text = ""
                write(pair.count == 2 ? pair[1].value : child.value, into: &text, depth: depth + 1)
                return (pair.count == 2 ? keyText(pair[0].value) : "?", text)
            }.sorted { $0.0 < $1.0 }
            out += "{"
            for (index, entry) in entries.enumerated() {
                if index > 0 { out += "," }
                string(entry.0, into: &out)
                out += ":" + entry.1
            }
            out += "}"
        case .enum:
            guard let payload = mirror.children.first else {
                string(caseName(value), into: &out)
                return
            }
            caseWithPayload(payload, into: &out, depth: depth)
        case .struct, .class:
            let children = Array(mirror.children)
            guard !children.isEmpty else {
                string(String(describing: value), into: &out)
                return
            }
            out += "{"
            for (index, child) in children.enumerated() {
                if index > 0 { out += "," }
                string(fieldName(child.label, index: index), into: &out)
                out += ":"
                write(child.value, into: &out, depth: depth + 1)
            }
            out += "}"
        default:
            string(String(describing: value), into: &out)
        }
    }

    /// An enum value. Cases without a payload are the usual tags and keys, met again and again:
    /// their text is remembered by value.
    private static func enumeration(_ value: Any, hashable: ((Any) -> AnyHashable)?, into out: inout String, depth: Int) {
        guard let hashable else {
            reflect(value, into: &out, depth: depth)
            return
        }
        let key = hashable(value)
        if let text = caseTexts.text(for: key) {
            out += text
            return
        }
        let mirror = Mirror(reflecting: value)
        guard let payload = mirror.children.first else {
            var text = ""
            string(String(describing: value), into: &text)
            caseTexts.remember(text, for: key)
            out += text
            return
        }
        caseWithPayload(payload, into: &out, depth: depth)
    }

    /// A case with a payload: `{"label":payload}`, or `"case"` for an unlabelled one.
    private static func caseWithPayload(_ payload: Mirror.Child, into out: inout String, depth: Int) {
        out += "{"
        string(payload.label ?? "case", into: &out)
        out += ":"
        write(payload.value, into: &out, depth: depth + 1)
        out += "}"
    }

    /// A struct of a type whose fields were read once: `keys` are their names, already as JSON.
    private static func structure(_ value: Any, keys: [String], into out: inout String, depth: Int) {
        out += "{"
        var index = 0
        for child in Mirror(reflecting: value).children {
            if index > 0 { out += "," }
            out += keys[index]
            out += ":"
            write(child.value, into: &out, depth: depth + 1)
            index += 1
        }
        out += "}"
    }

    /// A stored property's name as the trace shows it: without the underscore of a wrapper.
    static func fieldName(_ label: String?, index: Int) -> String {
        String((label ?? "\(index)").drop(while: { $0 == "_" }))
    }

    fileprivate static func writeEntries(_ entries: [(String, Any)], into out: inout String, depth: Int) {
        let sorted = entries.sorted { $0.0 < $1.0 }
        out += "{"
        for (index, entry) in sorted.enumerated() {
            if index > 0 { out += "," }
            string(entry.0, into: &out)
            out += ":"
            write(entry.1, into: &out, depth: depth + 1)
        }
        out += "}"
    }

    fileprivate static func writeElements(_ elements: [Any], into out: inout String, depth: Int) {
        out += "["
        for (index, element) in elements.enumerated() {
            if index > 0 { out += "," }
            write(element, into: &out, depth: depth + 1)
        }
        out += "]"
    }

    fileprivate static func keyText(_ key: Any) -> String {
        if let text = key as? String { return text }
        return caseName(key)
    }

    /// A dictionary key as an object's member name: a string as itself, anything else described.
    fileprivate static func keyText<Key: Hashable>(_ key: Key) -> String {
        if Key.self == String.self { return key as! String }
        return names.description(of: AnyHashable(key))
    }

    private static let names = RememberedTexts()
    private static let caseTexts = RememberedTexts()

    /// `String(describing:)` (a case name, for an enum), remembered for hashable values: it is
    /// reflection, and the same few tags and keys come back in every pass.
    static func caseName(_ value: Any) -> String {
        guard let hashable = value as? any Hashable else { return String(describing: value) }
        return names.description(of: AnyHashable(hashable))
    }

    // MARK: Shapes

    // Written field by field straight into `out`: a table writes thousands of sizes a pass.

    static func size(_ size: CGSize, into out: inout String) {
        out += "{"
        members(of: size, into: &out)
        out += "}"
    }

    private static func point(_ point: CGPoint, into out: inout String) {
        out += "{"
        members(of: point, into: &out)
        out += "}"
    }

    /// A rect is its origin's members, then its size's, standardized (a negative width moves x).
    private static func rect(_ rect: CGRect, into out: inout String) {
        let rect = rect.standardized
        out += "{"
        members(of: rect.origin, into: &out)
        out += ","
        members(of: rect.size, into: &out)
        out += "}"
    }

    private static func members(of size: CGSize, into out: inout String) {
        field("\"width\":", size.width, into: &out)
        field(",\"height\":", size.height, into: &out)
    }

    private static func members(of point: CGPoint, into out: inout String) {
        field("\"x\":", point.x, into: &out)
        field(",\"y\":", point.y, into: &out)
    }

    private static func insets(_ insets: EdgeInsets, into out: inout String) {
        field("{\"top\":", insets.top, into: &out)
        field(",\"leading\":", insets.leading, into: &out)
        field(",\"bottom\":", insets.bottom, into: &out)
        field(",\"trailing\":", insets.trailing, into: &out)
        out += "}"
    }

    /// `prefix` (the punctuation and quoted name before a member's value), then the value.
    private static func field(_ prefix: String, _ value: CGFloat, into out: inout String) {
        out += prefix
        number(Double(value), into: &out)
    }

    private static func geometryProxy(_ proxy: GeometryProxy, into out: inout String, depth: Int) {
        out += "{\"size\":"
        write(proxy.size, into: &out, depth: depth + 1)
        out += ",\"frame\":"
        write(proxy.frame(in: .global), into: &out, depth: depth + 1)
        out += "}"
    }

    static func number(_ value: Double, into out: inout String) {
        if value.isNaN { out += "\"nan\""; return }
        if value.isInfinite { out += value > 0 ? "\"inf\"" : "\"-inf\""; return }
        if value == value.rounded(), abs(value) < 1e15 { out += String(Int64(value)); return }
        // Straight into `out`: `String(value)` would allocate the same digits first.
        value.write(to: &out)
    }

    static func string(_ value: String, into out: inout String) {
        out += "\""
        // Most strings (tags, names, paths) need no escaping: copy them whole.
        if !value.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) {
            out += value
            out += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

protocol JSONTextDictionary {
    func writeJSON(into out: inout String, depth: Int)
}

extension Dictionary: JSONTextDictionary {
    func writeJSON(into out: inout String, depth: Int) {
        JSONText.writeEntries(map { (JSONText.keyText($0.key), $0.value as Any) }, into: &out, depth: depth)
    }
}

protocol JSONTextArray {
    func writeJSON(into out: inout String, depth: Int)
}

extension Array: JSONTextArray {
    func writeJSON(into out: inout String, depth: Int) {
        JSONText.writeElements(map { $0 as Any }, into: &out, depth: depth)
    }
}

/// Texts remembered by value, up to a bound, for any thread (unchecked: behind the lock).
private final class RememberedTexts: @unchecked Sendable {
    private let lock = NSLock()
    private var descriptions: [AnyHashable: String] = [:]

    /// The text remembered for `value`, or nil.
    func text(for value: AnyHashable) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return descriptions[value]
    }

    func remember(_ text: String, for value: AnyHashable) {
        lock.lock()
        defer { lock.unlock() }
        if descriptions.count < 10_000 { descriptions[value] = text }
    }

    /// `String(describing:)` of the value, remembered.
    func description(of value: AnyHashable) -> String {
        if let known = text(for: value) { return known }
        let text = String(describing: value.base)
        remember(text, for: value)
        return text
    }
}
