// Paint as the recording stores it: JSON with sorted keys and fields that do not apply left out,
// the same document `Codable` reads back. Written by hand because every text of a recording
// has a paint of its own, and Foundation's encoder took a third of the time a record spent on
// paint.

extension NodePaint {
    /// The paint as compact JSON.
    public var json: String {
        var object = JSONObject()
        object.add("clip", clip.map(\.json))
        object.add("fill", fill.map(\.json))
        object.add("hidden", hidden.map { $0 ? "true" : "false" })
        object.add("placeholder", placeholder.map(JSONObject.string))
        object.add("shape", shape.map(\.json))
        object.add("stroke", stroke.map(\.json))
        object.add("text", text.map(\.json))
        object.add("transform", transform.map(\.json))
        return object.closed
    }
}

extension PaintShape {
    var json: String {
        var object = JSONObject()
        object.add("cornerHeight", cornerHeight.map(JSONObject.number))
        object.add("cornerWidth", cornerWidth.map(JSONObject.number))
        object.add("evenOdd", evenOdd.map { $0 ? "true" : "false" })
        object.add("kind", JSONObject.string(kind))
        object.add("path", path.map(JSONObject.string))
        return object.closed
    }
}

extension PaintColor {
    var json: String {
        var object = JSONObject()
        object.add("gradient", gradient.map(\.json))
        object.add("name", JSONObject.string(name))
        object.add("opacity", JSONObject.number(opacity))
        return object.closed
    }
}

extension PaintStroke {
    var json: String {
        var object = JSONObject()
        object.add("color", color.json)
        object.add("dash", dash.map { "[" + $0.map(JSONObject.number).joined(separator: ",") + "]" })
        object.add("dashPhase", dashPhase.map(JSONObject.number))
        object.add("inset", inset ? "true" : "false")
        object.add("lineCap", lineCap.map(JSONObject.string))
        object.add("lineJoin", lineJoin.map(JSONObject.string))
        object.add("lineWidth", JSONObject.number(lineWidth))
        object.add("miterLimit", miterLimit.map(JSONObject.number))
        return object.closed
    }
}

extension PaintText {
    var json: String {
        var object = JSONObject()
        object.add("alignment", JSONObject.string(alignment))
        object.add("lineLimit", lineLimit.map { String($0) })
        object.add("runs", "[" + runs.map(\.json).joined(separator: ",") + "]")
        return object.closed
    }
}

extension PaintTextRun {
    var json: String {
        var object = JSONObject()
        object.add("baseline", JSONObject.number(baseline))
        object.add("color", color.json)
        object.add("design", JSONObject.string(design))
        object.add("italic", italic ? "true" : "false")
        object.add("lineHeight", JSONObject.number(lineHeight))
        object.add("monospacedDigit", monospacedDigit ? "true" : "false")
        object.add("size", JSONObject.number(size))
        object.add("string", JSONObject.string(string))
        object.add("tracking", JSONObject.number(tracking))
        object.add("weight", JSONObject.string(weight))
        object.add("widthScale", JSONObject.number(widthScale))
        return object.closed
    }
}

extension PaintTransform {
    var json: String {
        var object = JSONObject()
        for (key, value) in [("a", a), ("b", b), ("c", c), ("d", d), ("tx", tx), ("ty", ty)] {
            object.add(key, JSONObject.number(value))
        }
        return object.closed
    }
}

/// A JSON object written member by member, in the order added (callers add keys sorted).
private struct JSONObject {
    private var text = "{"
    private var isEmpty = true

    mutating func add(_ key: String, _ value: String?) {
        guard let value else { return }
        if !isEmpty { text += "," }
        isEmpty = false
        text += "\"\(key)\":\(value)"
    }

    var closed: String { text + "}" }

    static func number(_ value: Double) -> String {
        var out = ""
        JSONText.number(value, into: &out)
        return out
    }

    static func string(_ value: String) -> String {
        var out = ""
        JSONText.string(value, into: &out)
        return out
    }
}
