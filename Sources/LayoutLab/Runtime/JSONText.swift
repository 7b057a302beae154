/// A value that writes its own JSON for the trace: faster than reflection, in a shape you choose.
/// The text must be a complete JSON value.
public protocol TraceJSONConvertible {
    var traceJSON: String { get }
}

/// The JSON text the trace records for a value (state, preference values, ids).
public enum TraceJSON {
    public static func encode(_ value: Any) -> String { JSONText.encode(value) }
}

/// JSON text for any value the trace records (state, preference values, ids), by reflection.
/// Geometry types get their natural shape; dictionaries become objects with sorted keys so the
/// text is stable from run to run; non-finite numbers become strings ("inf", "nan").
enum JSONText {
    static func encode(_ value: Any) -> String {
        var out = ""
        write(value, into: &out, depth: 0)
        return out
    }

    private static let maximumDepth = 12

    private static func write(_ value: Any, into out: inout String, depth: Int) {
        guard depth < maximumDepth else {
            string(String(describing: value), into: &out)
            return
        }
        switch value {
        case let v as Bool: out += v ? "true" : "false"
        case let v as Int: out += String(v)
        case let v as Double: number(v, into: &out)
        case let v as CGFloat: number(Double(v), into: &out)
        case let v as Float: number(Double(v), into: &out)
        case let v as String: string(v, into: &out)
        case let v as Substring: string(String(v), into: &out)
        case let v as CGSize: object([("width", v.width), ("height", v.height)], into: &out)
        case let v as CGPoint: object([("x", v.x), ("y", v.y)], into: &out)
        case let v as CGRect: object([("x", v.minX), ("y", v.minY), ("width", v.width), ("height", v.height)], into: &out)
        case let v as EdgeInsets:
            object([("top", v.top), ("leading", v.leading), ("bottom", v.bottom), ("trailing", v.trailing)], into: &out)
        case let v as GeometryProxy:
            out += "{\"size\":"
            write(v.size, into: &out, depth: depth + 1)
            out += ",\"frame\":"
            write(v.frame(in: .global), into: &out, depth: depth + 1)
            out += "}"
        case let v as any BinaryInteger: out += String(describing: v)
        case let v as any TraceJSONConvertible: out += v.traceJSON
        default:
            // `as AnyHashable` would match every Hashable value; unwrap only real boxes.
            if type(of: value) == AnyHashable.self, let box = value as? AnyHashable {
                write(box.base, into: &out, depth: depth + 1)
            } else {
                reflect(value, into: &out, depth: depth)
            }
        }
    }

    private static func reflect(_ value: Any, into out: inout String, depth: Int) {
        // Dictionaries and arrays are common preference values: walk them without a Mirror.
        if let dictionary = value as? any JSONTextDictionary {
            dictionary.writeJSON(into: &out, depth: depth)
            return
        }
        if let array = value as? any JSONTextArray {
            array.writeJSON(into: &out, depth: depth)
            return
        }
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
            out += "{"
            string(payload.label ?? "case", into: &out)
            out += ":"
            write(payload.value, into: &out, depth: depth + 1)
            out += "}"
        case .struct, .class:
            let children = Array(mirror.children)
            guard !children.isEmpty else {
                string(String(describing: value), into: &out)
                return
            }
            out += "{"
            for (index, child) in children.enumerated() {
                if index > 0 { out += "," }
                string(String((child.label ?? "\(index)").drop(while: { $0 == "_" })), into: &out)
                out += ":"
                write(child.value, into: &out, depth: depth + 1)
            }
            out += "}"
        default:
            string(String(describing: value), into: &out)
        }
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

    private static let names = DescriptionCache()

    /// `String(describing:)` (a case name, for an enum), remembered for hashable values: it is
    /// reflection, and the same few tags and keys come back in every pass.
    static func caseName(_ value: Any) -> String {
        guard let hashable = value as? any Hashable else { return String(describing: value) }
        return names.description(of: AnyHashable(hashable))
    }

    private static func object(_ fields: [(String, CGFloat)], into out: inout String) {
        out += "{"
        for (index, field) in fields.enumerated() {
            if index > 0 { out += "," }
            out += "\"" + field.0 + "\":"
            number(Double(field.1), into: &out)
        }
        out += "}"
    }

    private static func number(_ value: Double, into out: inout String) {
        if value.isNaN { out += "\"nan\""; return }
        if value.isInfinite { out += value > 0 ? "\"inf\"" : "\"-inf\""; return }
        if value == value.rounded(), abs(value) < 1e15 { out += String(Int64(value)); return }
        out += String(value)
    }

    private static func string(_ value: String, into out: inout String) {
        out += "\""
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

private protocol JSONTextDictionary {
    func writeJSON(into out: inout String, depth: Int)
}

extension Dictionary: JSONTextDictionary {
    fileprivate func writeJSON(into out: inout String, depth: Int) {
        JSONText.writeEntries(map { (JSONText.keyText($0.key), $0.value as Any) }, into: &out, depth: depth)
    }
}

private protocol JSONTextArray {
    func writeJSON(into out: inout String, depth: Int)
}

extension Array: JSONTextArray {
    fileprivate func writeJSON(into out: inout String, depth: Int) {
        JSONText.writeElements(map { $0 as Any }, into: &out, depth: depth)
    }
}

private final class DescriptionCache: @unchecked Sendable {
    private let lock = NSLock()
    private var descriptions: [AnyHashable: String] = [:]

    func description(of value: AnyHashable) -> String {
        lock.lock()
        if let known = descriptions[value] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let text = String(describing: value.base)
        lock.lock()
        if descriptions.count < 10_000 { descriptions[value] = text }
        lock.unlock()
        return text
    }
}
