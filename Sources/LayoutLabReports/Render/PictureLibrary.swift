import Foundation

/// A report page's pictures and stories, kept inert until shown
/// (docs/reports.md, "The HTML report"). Each is a list of lines (an SVG element, a line of a
/// story), and every distinct line is listed once for the page, as a *shape* (the line with its
/// numbers taken out) and the numbers that fill it. Passes of one step draw mostly the same
/// elements, so a view that did not move is one line for all of them; points of a sweep draw
/// the same elements at other places, so they share shapes and differ only in numbers. The
/// page's script joins a picture's lines when it scrolls into view or the scrubber shows it,
/// and a story's when the pointer asks for it.
public final class PictureLibrary {
    /// Where a number was taken out of a shape. A line that holds it already is kept whole.
    static let slot: Character = "\u{E000}"

    private var shapes: [String] = []
    private var shapeNumbers: [MarkupBytes: Int] = [:]
    /// Each distinct line: its shape's number, then the numbers that fill it, comma-separated.
    private var lines: [String] = []
    /// Looked up by the slice of the markup a line is, so that a line seen before costs no copy.
    private var lineNumbers: [MarkupBytes: Int] = [:]
    /// Each picture's and story's lines as runs of line numbers, `first-last` or `number`.
    private var pictures: [String] = []
    private var stories: [String] = []
    private var storyNumbers: [String: Int] = [:]

    public init() {}

    /// How many pictures the page holds, and how many distinct lines and shapes they share.
    public var pictureCount: Int { pictures.count }
    public var lineCount: Int { lines.count }
    public var shapeCount: Int { shapes.count }

    /// The number on the page of the picture these pieces of markup draw, one over the other.
    func add(_ markups: String...) -> Int {
        // Split by bytes: a line break is one byte, and splitting by characters (grapheme
        // clusters) was a tenth of a long page's time.
        let lines = markups.flatMap { markup in
            markup.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).map { Substring($0) }
        }
        pictures.append(runs(lines))
        return pictures.count - 1
    }

    /// A story's number on the page; its lines are kept whole.
    func number(ofStory story: [String]) -> Int {
        let listed = runs(story.map { $0[...] })
        if let known = storyNumbers[listed] { return known }
        storyNumbers[listed] = stories.count
        stories.append(listed)
        return stories.count - 1
    }

    private func runs(_ text: [Substring]) -> String {
        var runs: [(Int, Int)] = []
        for line in text {
            let number = self.number(ofLine: line)
            if let last = runs.last, last.1 + 1 == number {
                runs[runs.count - 1].1 = number
            } else {
                runs.append((number, number))
            }
        }
        return runs.map { $0.0 == $0.1 ? "\($0.0)" : "\($0.0)-\($0.1)" }.joined(separator: ",")
    }

    private func number(ofLine line: Substring) -> Int {
        if let known = lineNumbers[MarkupBytes(line)] { return known }
        var copy = String(line)
        var record: [UInt8] = []
        copy.withUTF8 { bytes in
            let (shapeBytes, numbers) = Self.shape(of: bytes)
            let shape = String(decoding: shapeBytes, as: UTF8.self)
            let shapeNumber: Int
            if let known = shapeNumbers[MarkupBytes(shape[...])] {
                shapeNumber = known
            } else {
                shapeNumber = shapes.count
                shapeNumbers[MarkupBytes(shape[...])] = shapeNumber
                shapes.append(shape)
            }
            record.reserveCapacity(8 + numbers.reduce(0) { $0 + $1.count + 1 })
            record.append(contentsOf: String(shapeNumber).utf8)
            for number in numbers {
                record.append(UInt8(ascii: ","))
                record.append(contentsOf: bytes[number])
            }
        }
        lines.append(String(decoding: record, as: UTF8.self))
        // Kept as a slice of its own copy, not of the markup it came from.
        lineNumbers[MarkupBytes(copy[...])] = lines.count - 1
        return lines.count - 1
    }

    /// The line with each number that stands alone (`12.5`, `-3` in `x="12.5"` or
    /// `translate(-3 4)`, not the digits of `#ff9500` or `clip3`) replaced by ``slot``, and where
    /// the numbers are in the line, so that the two give the line back exactly.
    static func shape(of bytes: UnsafeBufferPointer<UInt8>) -> (shape: [UInt8], numbers: [Range<Int>]) {
        let slotBytes = Array(String(slot).utf8)
        // A line that holds the slot already is kept whole.
        if bytes.contains(slotBytes[0]), bytes.count >= slotBytes.count,
            (0...(bytes.count - slotBytes.count)).contains(where: { start in slotBytes.indices.allSatisfy { bytes[start + $0] == slotBytes[$0] } }) {
            return (Array(bytes), [])
        }
        var shape: [UInt8] = []
        shape.reserveCapacity(bytes.count)
        var numbers: [Range<Int>] = []
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func isWordish(_ byte: UInt8) -> Bool {
            isDigit(byte) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x23 || byte == 0x2E
        }
        // A glyph's offset in its run (`<use href="#ga41" x="600"/>`) is the same wherever the
        // text is drawn: it stays in the shape, so a label's glyphs are one shape for every place.
        var inUse = false
        var index = 0
        while index < bytes.count {
            let start = index
            if bytes[start] == 0x3C {
                inUse = start + 4 < bytes.count && bytes[start + 1] == 0x75 && bytes[start + 2] == 0x73 && bytes[start + 3] == 0x65
            }
            let previous = start > 0 ? bytes[start - 1] : 0x20
            var cursor = start
            if bytes[cursor] == 0x2D, cursor + 1 < bytes.count { cursor += 1 }  // a minus sign
            if !inUse, isDigit(bytes[cursor]), !isWordish(previous), !(bytes[start] == 0x2D && isWordish(previous)) {
                while cursor < bytes.count, isDigit(bytes[cursor]) { cursor += 1 }
                if cursor + 1 < bytes.count, bytes[cursor] == 0x2E, isDigit(bytes[cursor + 1]) {
                    cursor += 1
                    while cursor < bytes.count, isDigit(bytes[cursor]) { cursor += 1 }
                }
                // A number that runs into a letter (`12px`, `2x`) is part of a word: keep it.
                if cursor == bytes.count || !isWordish(bytes[cursor]) {
                    numbers.append(start..<cursor)
                    shape.append(contentsOf: slotBytes)
                    index = cursor
                    continue
                }
            }
            shape.append(bytes[start])
            index = start + 1
        }
        return (shape, numbers)
    }

    /// The shapes and lines, one a line, in script elements of their own type, so the browser
    /// neither runs nor draws them; then the pictures and stories as JSON. A backslash and `</`
    /// are escaped (`\\`, `<\/`) so that recorded text cannot close the element.
    public var definitions: String {
        "<script type=\"text/x-picture-shapes\" id=\"picture-shapes\">\n" + shapes.map(Self.escape).joined(separator: "\n") + "\n</script>\n"
            + "<script type=\"text/x-picture-lines\" id=\"picture-lines\">\n" + lines.joined(separator: "\n") + "\n</script>\n"
            + "<script type=\"application/json\" id=\"pictures\">\(Self.json(pictures))</script>\n"
            + "<script type=\"application/json\" id=\"report-stories\">\(Self.json(stories))</script>\n"
    }

    private static func escape(_ line: String) -> String {
        line.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "</", with: "<\\/")
    }

    /// A JSON list that can sit in a script element: "</" would end it early.
    private static func json<Element: Encodable>(_ values: [Element]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return String(decoding: (try? encoder.encode(values)) ?? Data("[]".utf8), as: UTF8.self)
            .replacingOccurrences(of: "</", with: "<\\/")
    }
}

/// A line of markup, hashed and compared byte by byte: a page's lines are compared only with
/// each other, and a `String` key normalises Unicode before it hashes, a sixth of the time of
/// listing a sweep's lines.
private struct MarkupBytes: Hashable {
    let text: Substring

    init(_ text: Substring) { self.text = text }

    static func == (left: MarkupBytes, right: MarkupBytes) -> Bool {
        left.text.utf8.count == right.text.utf8.count && left.text.utf8.elementsEqual(right.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil {
            for byte in text.utf8 { hasher.combine(byte) }
        }
    }
}
