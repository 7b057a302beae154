/// A node's structural path: the name a node keeps from pass to pass and from run to run, such
/// as `Root/VStack/HStack[1]/Text[0]` or `Table/VStack/HStack[#row-1]/Text[0]`. This type owns the
/// format in both directions; the engine builds paths with it, the store and the reports read them
/// with it (docs/schema.md, "Node paths").
///
/// - A path is its segments joined by `/`, outermost first.
/// - A segment is the node's kind, then its slot in brackets when it has one: `HStack[1]`.
/// - A slot is a list of parts joined by `.`: positions in a view builder's tuple (`0`, `1`, …) and
///   `ForEach` elements, written `#` and the element's id (`[#row-1]`, `[0.#row-1.2]`).
/// - Kinds and ids are escaped so that a segment never holds a raw `/`, `[`, `]` or `%`
///   (`%2F`, `%5B`, `%5D`, `%25`), and an id never holds a `.` that a position or an element
///   could follow (`.` before a digit or `#` is `%2E`). Splitting on `/` and reading a slot's
///   parts are therefore never ambiguous, and ids such as `No.` read as written.
public struct NodePath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path's text, as recorded.
    public let string: String

    public init(_ string: String) {
        self.string = string
    }

    public init(_ segments: [Segment]) {
        string = segments.map(\.text).joined(separator: "/")
    }

    public var description: String { string }

    public static func < (a: NodePath, b: NodePath) -> Bool { a.string < b.string }

    /// The segments, outermost first (a single empty segment for the empty path).
    public var segments: [Segment] {
        string.split(separator: "/", omittingEmptySubsequences: false).map { Segment(text: $0) }
    }

    /// How deep the node is: 1 for a root.
    public var depth: Int {
        string.utf8.reduce(1) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }
    }

    /// The node's own segment.
    public var lastSegment: Segment {
        guard let slash = string.utf8.lastIndex(of: UInt8(ascii: "/")) else { return Segment(text: string[...]) }
        return Segment(text: string[string.utf8.index(after: slash)...])
    }

    /// The path of the node's parent, or nil for a root.
    public var parent: NodePath? {
        guard let slash = string.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return NodePath(String(string[..<slash]))
    }

    /// Whether `other` lies below this path (segments never hold a raw `/`, so a prefix up to a
    /// `/` is an ancestor).
    public func isAncestor(of other: NodePath) -> Bool {
        other.string.hasPrefix(string + "/")
    }

    /// The path of the child whose segment is `segment`.
    public func appending(_ segment: Segment) -> NodePath {
        NodePath(Self.text(of: segment.text, below: string))
    }

    /// The text of a path whose last segment's text is `segment`, below the path text `parent`,
    /// built in one allocation (a recorder joins a path for every node it meets).
    public static func text(of segment: String, below parent: String) -> String {
        var joined = ""
        joined.reserveCapacity(parent.utf8.count + 1 + segment.utf8.count)
        joined += parent
        joined += "/"
        joined += segment
        return joined
    }

    /// The length in UTF-8 bytes of the path of the outermost `ForEach` element above the node
    /// (the node's own segment excluded), or nil when no element is above it. A store keeps the
    /// many paths inside one element after that element's row.
    public var elementPrefixLength: Int? {
        let bytes = string.utf8
        var segmentStart = bytes.startIndex
        while let slash = bytes[segmentStart...].firstIndex(of: UInt8(ascii: "/")) {
            if Segment.isForEachElement(string[segmentStart..<slash]) {
                return bytes.distance(from: bytes.startIndex, to: slash)
            }
            segmentStart = bytes.index(after: slash)
        }
        return nil
    }
}

extension NodePath {
    /// One segment: a node's kind and its slot among its parent's children.
    public struct Segment: Hashable, Sendable, CustomStringConvertible {
        /// The segment as it appears in the path, escaped.
        public let text: String

        init(text: Substring) {
            self.text = String(text)
        }

        public init(kind: String, slot: Slot?) {
            text = Self.text(kind: NodePath.escape(kind), slotText: slot?.text ?? "")
        }

        /// The segment's text for an escaped kind and slot text (`""` for no slot).
        static func text(kind: String, slotText: String) -> String {
            slotText.isEmpty ? kind : kind + "[" + slotText + "]"
        }

        public var description: String { text }

        /// The node's kind, unescaped.
        public var kind: String {
            NodePath.unescape(slotStart.map { String(text[..<$0]) } ?? text)
        }

        /// The slot, or nil for a node that is its parent's only child of its kind.
        public var slot: Slot? {
            guard let start = slotStart else { return nil }
            return Slot(text: String(text[text.index(after: start)..<text.index(before: text.endIndex)]))
        }

        /// Whether the node is an element of a `ForEach`: its slot holds an element's id.
        public var isForEachElement: Bool { Self.isForEachElement(text[...]) }

        /// Where the slot's `[` is: the last bracket, when the segment ends in `]`.
        private var slotStart: String.Index? {
            guard text.utf8.last == UInt8(ascii: "]") else { return nil }
            return text.utf8.lastIndex(of: UInt8(ascii: "["))
        }

        /// `isForEachElement` for a segment's text, without making a `Segment`: only the last
        /// bracket is the slot, and an element part starts with `#`, which positions never hold.
        public static func isForEachElement(_ text: Substring) -> Bool {
            let bytes = text.utf8
            guard bytes.last == UInt8(ascii: "]"), let open = bytes.lastIndex(of: UInt8(ascii: "[")) else { return false }
            return bytes[open...].contains(UInt8(ascii: "#"))
        }
    }

    /// A node's place among its parent's children: tuple positions and `ForEach` elements.
    public struct Slot: Hashable, Sendable {
        public enum Part: Hashable, Sendable {
            /// A position in a view builder's tuple.
            case position(Int)
            /// A `ForEach` element, by the description of its id.
            case element(id: String)
        }

        /// The slot as it appears in the path, escaped.
        public let text: String

        init(text: String) {
            self.text = text
        }

        public init(_ parts: [Part]) {
            text = parts.reduce("") { text, part in
                switch part {
                case .position(let index): Self.text(text, appendingPosition: index)
                case .element(let id): Self.text(text, appendingElement: id)
                }
            }
        }

        /// The slot text of a child at `position` within the slot text `slot`.
        static func text(_ slot: String, appendingPosition position: Int) -> String {
            if slot.isEmpty { return position < smallPositions.count ? smallPositions[position] : String(position) }
            return slot + "." + String(position)
        }

        /// The first positions' text, made once: every element of a builder block asks for one.
        private static let smallPositions = (0..<16).map { String($0) }

        /// The slot text of a `ForEach` element with `id` within the slot text `slot`.
        static func text(_ slot: String, appendingElement id: String) -> String {
            text(slot, appendingEscapedElement: "#" + NodePath.escape(id, isID: true))
        }

        /// The same, given the element's label (`#` and its escaped id) already made.
        static func text(_ slot: String, appendingEscapedElement label: String) -> String {
            slot.isEmpty ? label : slot + "." + label
        }

        /// The parts, in order. An element's id runs to the next `.` that a digit or `#` follows.
        public var parts: [Part] {
            var parts: [Part] = []
            var rest = Substring(text)
            while !rest.isEmpty {
                var end = rest.startIndex
                while end < rest.endIndex {
                    if rest[end] == ".", let next = rest.index(end, offsetBy: 1, limitedBy: rest.endIndex),
                       next < rest.endIndex, rest[next] == "#" || rest[next].isASCIIDigit || rest.first != "#" {
                        break
                    }
                    end = rest.index(after: end)
                }
                let part = rest[rest.startIndex..<end]
                if part.first == "#" {
                    parts.append(.element(id: NodePath.unescape(String(part.dropFirst()))))
                } else {
                    parts.append(.position(Int(part) ?? -1))
                }
                rest = end < rest.endIndex ? rest[rest.index(after: end)...] : ""
            }
            return parts
        }
    }
}

extension NodePath {
    /// Escapes what would break the path syntax: `/`, `[`, `]` and `%` always; in an id, also a
    /// `.` that a digit or `#` follows (it would read as the start of another slot part).
    static func escape(_ label: String, isID: Bool = false) -> String {
        let needsEscaping = label.utf8.contains { byte in
            byte == UInt8(ascii: "/") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
                || byte == UInt8(ascii: "%") || (isID && byte == UInt8(ascii: "."))
        }
        guard needsEscaping else { return label }
        var out = ""
        var characters = label.makeIterator()
        var current = characters.next()
        while let character = current {
            let next = characters.next()
            switch character {
            case "/": out += "%2F"
            case "[": out += "%5B"
            case "]": out += "%5D"
            case "%": out += "%25"
            case "." where isID && (next == "#" || next?.isASCIIDigit == true): out += "%2E"
            default: out.append(character)
            }
            current = next
        }
        return out
    }

    /// Reverses `escape`.
    static func unescape(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var out = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "%", let end = text.index(index, offsetBy: 3, limitedBy: text.endIndex),
               let code = UInt8(text[text.index(after: index)..<end], radix: 16),
               let escaped = [UInt8(ascii: "/"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "%"), UInt8(ascii: ".")]
                .first(where: { $0 == code }) {
                out.append(Character(Unicode.Scalar(escaped)))
                index = end
            } else {
                out.append(text[index])
                index = text.index(after: index)
            }
        }
        return out
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
