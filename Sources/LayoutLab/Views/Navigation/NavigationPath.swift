import Foundation

/// A list of values pushed on a stack, of any `Hashable` types. Values appended as `Codable` keep
/// how to encode themselves, so an app can save the path (`path.codable`) and restore it with
/// `NavigationPath(decoded)`, as SwiftUI's does ("Restore navigation state", the `NavigationStack`
/// documentation on developer.apple.com). `codable` is nil once any value is not `Codable`.
public struct NavigationPath: Equatable {
    private var elements: [Element] = []

    public init() {}

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { Element($0) }
    }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
        self.elements = elements.map { Element(codable: $0) }
    }

    /// The path an app saved.
    public init(_ codable: CodableRepresentation) {
        elements = codable.elements
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) { elements.append(Element(value)) }

    public mutating func append<V: Hashable & Codable>(_ value: V) { elements.append(Element(codable: value)) }

    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }

    /// The path in a form an app can encode, or nil when a value in it is not `Codable`.
    public var codable: CodableRepresentation? {
        elements.allSatisfy { $0.encoded != nil } ? CodableRepresentation(elements: elements) : nil
    }

    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool {
        lhs.elements.map(\.value) == rhs.elements.map(\.value)
    }

    /// A path's values as they encode: each as its type's mangled name and its JSON text, as
    /// strings in one unkeyed container, so decoding finds each value's type again.
    public struct CodableRepresentation: Codable, Equatable {
        fileprivate let elements: [Element]

        fileprivate init(elements: [Element]) { self.elements = elements }

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var elements: [Element] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(typeName) as? any (Hashable & Codable).Type else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "No Codable, Hashable type named \(typeName) in this program"
                    )
                }
                elements.append(try Element.decode(type, from: Data(json.utf8)))
            }
            self.elements = elements
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements {
                guard let encoded = element.encoded else { continue }
                let (typeName, json) = try encoded()
                try container.encode(typeName)
                try container.encode(json)
            }
        }

        public static func == (lhs: CodableRepresentation, rhs: CodableRepresentation) -> Bool {
            lhs.elements.map(\.value) == rhs.elements.map(\.value)
        }
    }

    /// One pushed value, and, when it is `Codable`, how it encodes.
    fileprivate struct Element {
        let value: AnyHashable
        let encoded: (() throws -> (typeName: String, json: String))?

        init<V: Hashable>(_ value: V) {
            self.value = AnyHashable(value)
            encoded = nil
        }

        init<V: Hashable & Codable>(codable value: V) {
            self.value = AnyHashable(value)
            encoded = {
                guard let typeName = _mangledTypeName(V.self) else {
                    throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "\(V.self) has no mangled name"))
                }
                return (typeName, String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
            }
        }

        static func decode<V: Hashable & Codable>(_ type: V.Type, from data: Data) throws -> Element {
            Element(codable: try JSONDecoder().decode(V.self, from: data))
        }
    }
}
