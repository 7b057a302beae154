import Foundation
import Testing
@testable import LayoutLab

/// The JSON text the trace records for values. Recorded runs are compared value by value, so
/// the text for a given value must never change: these are the shapes every run so far used.
@Suite struct JSONTextTests {
    enum Column: Hashable { case name, portion }
    enum Payload: Hashable { case none, width(CGFloat), pair(a: Int, b: String) }
    struct Version: Hashable {}
    struct Labelled: Hashable { var _width: CGFloat; var tag: Column; var note: String? }
    final class Box { let count = 2 }
    struct Custom: TraceJSONConvertible { var traceJSON: String { "{\"custom\":true}" } }
    struct Described: CustomStringConvertible { var description: String { "described" } }

    /// Each value with its text.
    static var examples: [(value: Any, json: String)] { [
        (true as Any, "true"),
        (Int(-3), "-3"),
        (Double(2.5), "2.5"),
        (CGFloat(4), "4"),
        (Float(0.5), "0.5"),
        (Double.infinity, "\"inf\""),
        (-Double.infinity, "\"-inf\""),
        (Double.nan, "\"nan\""),
        (1e16, "1e+16"),
        ("a \"quoted\"\n\\ tab\t\u{1}", "\"a \\\"quoted\\\"\\n\\\\ tab\\t\\u0001\""),
        ("sub"[...] as Substring, "\"sub\""),
        (CGSize(width: 1, height: 2.25), "{\"width\":1,\"height\":2.25}"),
        (CGPoint(x: -1, y: 0), "{\"x\":-1,\"y\":0}"),
        (CGRect(x: 1, y: 2, width: 3, height: 4), "{\"x\":1,\"y\":2,\"width\":3,\"height\":4}"),
        (CGRect(x: 5, y: 0, width: -2, height: 1), "{\"x\":3,\"y\":0,\"width\":2,\"height\":1}"),
        (EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), "{\"top\":1,\"leading\":2,\"bottom\":3,\"trailing\":4}"),
        (UInt8(7), "7"),
        (Int64(-9), "-9"),
        (Custom(), "{\"custom\":true}"),
        (AnyHashable(CGFloat(3)), "3"),
        (AnyHashable(Column.portion), "\"portion\""),
        (AnyHashable(Version()), "\"Version()\""),
        (Optional<Int>.none as Any, "null"),
        (Optional(Optional(5)) as Any, "5"),
        ([1, 2] as [Int], "[1,2]"),
        ([Int]() as Any, "[]"),
        (["b": 1, "a": 2] as [String: Int], "{\"a\":2,\"b\":1}"),
        ([Column.portion: CGSize(width: 1, height: 2), .name: .zero] as [Column: CGSize],
         "{\"name\":{\"width\":0,\"height\":0},\"portion\":{\"width\":1,\"height\":2}}"),
        (Set([3, 1, 2]), "[1,2,3]"),
        ((1, "x") as (Int, String), "[1,\"x\"]"),
        (Column.name, "\"name\""),
        (Payload.none, "\"none\""),
        (Payload.width(3), "{\"width\":3}"),
        (Payload.pair(a: 1, b: "c"), "{\"pair\":[1,\"c\"]}"),
        (Version(), "\"Version()\""),
        (Labelled(_width: 2, tag: .portion, note: nil), "{\"width\":2,\"tag\":\"portion\",\"note\":null}"),
        (Labelled(_width: 2, tag: .name, note: "n"), "{\"width\":2,\"tag\":\"name\",\"note\":\"n\"}"),
        (Box(), "{\"count\":2}"),
        (Described(), "\"described\""),
    ] }

    @Test func everyShapeKeepsItsText() {
        for (value, json) in Self.examples {
            #expect(JSONText.encode(value) == json)
            // The second time a type is met it may take a faster path; the text must not change.
            #expect(JSONText.encode(value) == json)
        }
    }

    @Test func optionalsOfOneTypeEncodeByValue() {
        let values: [Int?] = [nil, 4, nil]
        #expect(values.map { JSONText.encode($0 as Any) } == ["null", "4", "null"])
        let sizes: [CGSize?] = [CGSize(width: 1, height: 1), nil]
        #expect(sizes.map { JSONText.encode($0 as Any) } == ["{\"width\":1,\"height\":1}", "null"])
        // Casts look into the optional for protocols too: the wrapped collection writes itself.
        let tables: [[String: [Int]]?] = [["b": [2], "a": [1, 3]], nil]
        #expect(tables.map { JSONText.encode($0 as Any) } == ["{\"a\":[1,3],\"b\":[2]}", "null"])
        let versions: [AnyHashable?] = [AnyHashable(Column.name), nil]
        #expect(versions.map { JSONText.encode($0 as Any) } == ["\"name\"", "null"])
    }

    @Test func enumCasesWithAndWithoutPayloadsMix() {
        let values: [Payload] = [.none, .width(1), .none, .pair(a: 2, b: "d"), .width(2)]
        #expect(values.map { JSONText.encode($0) } == ["\"none\"", "{\"width\":1}", "\"none\"", "{\"pair\":[2,\"d\"]}", "{\"width\":2}"])
    }

    enum Level: Hashable { case low, high }
    /// Fits in one byte with its payloads, so its texts are remembered by that byte.
    enum Switch: Hashable { case off, on(Bool), dimmed(Level) }

    @Test func byteSizedEnumsKeepEveryValuesText() {
        #expect(MemoryLayout<Switch>.size == 1)
        let values: [Switch] = [.off, .on(true), .dimmed(.high), .on(false), .off, .dimmed(.low), .on(true), .dimmed(.high)]
        // They take the byte-keyed path, where each distinct value has a byte of its own.
        guard case .byteSizedEnumeration = JSONTypeEncoding.of(Switch.off) else {
            Issue.record("a one-byte enum is not remembered by its byte")
            return
        }
        #expect(Set(values.map { ByteKeyedTexts.byte(of: $0) }).count == Set(values).count)
        let expected = [
            "\"off\"", "{\"on\":true}", "{\"dimmed\":\"high\"}", "{\"on\":false}", "\"off\"", "{\"dimmed\":\"low\"}",
            "{\"on\":true}", "{\"dimmed\":\"high\"}",
        ]
        #expect(values.map { JSONText.encode($0) } == expected)
        #expect(values.map { JSONText.encode($0) } == expected)
        // As a dictionary's values and an optional's content, the same texts.
        #expect(JSONText.encode(["a": Switch.on(false), "b": .off]) == "{\"a\":{\"on\":false},\"b\":\"off\"}")
        #expect(JSONText.encode(Optional(Switch.dimmed(.low)) as Any) == "{\"dimmed\":\"low\"}")
    }

    @Test func deepNestingStopsWithADescription() {
        var value: Any = 1
        for _ in 0..<14 { value = [value] }
        let json = JSONText.encode(value)
        #expect(json.hasPrefix("[[[[[[[[[[[[\""))
        #expect(json.hasSuffix("\"]]]]]]]]]]]]"))
    }
}
