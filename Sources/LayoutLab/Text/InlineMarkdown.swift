/// The inline Markdown SwiftUI reads in a `Text` made from a string literal (a
/// `LocalizedStringKey`): `**bold**`, `*italic*` or `_italic_`, `***both***`, `` `code` `` in the
/// monospaced font, `~~struck~~`, `[links](url)` showing their text, and `\` escaping a marker.
/// Block syntax (headings, lists) is not read, as in SwiftUI (Apple, `Text.init(_:tableName:bundle:comment:)`:
/// "the text view … treats the string as Markdown"; `AttributedString.MarkdownParsingOptions`'s
/// inline-only syntax). Emphasis follows CommonMark's flanking rules in short: a run of `*` or
/// `_` opens before a non-space and closes after one, and `_` inside a word is a plain character.
/// A `Text(verbatim:)` or a `String` variable is shown as it is.
enum InlineMarkdown {
    struct Span: Equatable {
        var string: String
        var bold = false
        var italic = false
        var code = false
    }

    static func spans(_ source: String) -> [Span] {
        let characters = Array(source)
        var spans: [Span] = []
        var current = Span(string: "")
        var bold = false, italic = false
        var index = 0

        func flush() {
            if !current.string.isEmpty { spans.append(current) }
            current = Span(string: "", bold: bold, italic: italic)
        }
        func isSpace(_ i: Int) -> Bool { i < 0 || i >= characters.count || characters[i].isWhitespace }
        func isWordCharacter(_ i: Int) -> Bool { i >= 0 && i < characters.count && (characters[i].isLetter || characters[i].isNumber) }
        /// The index of the run of `count` `marker`s that closes the one at `start`, if any.
        func closing(_ marker: Character, count: Int, after start: Int) -> Int? {
            var i = start
            while i < characters.count {
                if characters[i] == "\\" { i += 2; continue }
                var run = 0
                while i + run < characters.count, characters[i + run] == marker { run += 1 }
                if run >= count, !isSpace(i - 1), !(marker == "_" && isWordCharacter(i + run)) { return i }
                i += max(run, 1)
            }
            return nil
        }

        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                current.string.append(characters[index + 1])
                index += 2
                continue
            }
            if character == "`", let end = characters[(index + 1)...].firstIndex(of: "`") {
                flush()
                spans.append(Span(string: String(characters[(index + 1)..<end]), bold: bold, italic: italic, code: true))
                index = end + 1
                continue
            }
            if character == "~", index + 1 < characters.count, characters[index + 1] == "~",
               !isSpace(index + 2), let end = closing("~", count: 2, after: index + 2) {
                // Struck text is drawn with a line through it and measured as it is.
                current.string += String(characters[(index + 2)..<end])
                index = end + 2
                continue
            }
            if character == "[", let close = characters[index...].firstIndex(of: "]"),
               close + 1 < characters.count, characters[close + 1] == "(",
               let end = characters[(close + 1)...].firstIndex(of: ")") {
                // A link shows its text (in the accent colour, which drawing does not model).
                let inner = InlineMarkdown.spans(String(characters[(index + 1)..<close]))
                flush()
                for span in inner {
                    spans.append(Span(string: span.string, bold: bold || span.bold, italic: italic || span.italic, code: span.code))
                }
                index = end + 1
                continue
            }
            if character == "*" || character == "_" {
                var run = 0
                while index + run < characters.count, characters[index + run] == character { run += 1 }
                let opensHere = !isSpace(index + run) && !(character == "_" && isWordCharacter(index - 1))
                let closesHere = !isSpace(index - 1) && !(character == "_" && isWordCharacter(index + run))
                let strong = run >= 2, emphasis = run % 2 == 1
                if closesHere, (strong && bold) || (emphasis && italic) {
                    flush()
                    if strong && bold { bold = false }
                    if emphasis && italic { italic = false }
                    current = Span(string: "", bold: bold, italic: italic)
                    index += run
                    continue
                }
                if opensHere, closing(character, count: run, after: index + run) != nil {
                    flush()
                    if strong { bold = true }
                    if emphasis { italic = true }
                    current = Span(string: "", bold: bold, italic: italic)
                    index += run
                    continue
                }
                current.string += String(repeating: character, count: run)
                index += run
                continue
            }
            current.string.append(character)
            index += 1
        }
        flush()
        return spans.isEmpty ? [Span(string: "")] : spans
    }
}
