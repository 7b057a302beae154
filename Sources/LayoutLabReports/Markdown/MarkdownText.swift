import LayoutLabDiff
/// Building blocks of GitHub-flavoured Markdown.
enum MarkdownText {
    /// A pipe table; `rightAligned` columns get `---:`.
    static func table(header: [String], rows: [[String]], rightAligned: Set<Int> = []) -> String {
        let rule = header.indices.map { rightAligned.contains($0) ? "---:" : "---" }
        return ([header, rule] + rows).map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n")
    }

    /// Text in a table cell or a heading: pipes would end the cell, and a few characters start markup.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            if "|*_`<>[]\\".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// A code span; Markdown has no escapes inside one, so a pipe (which would still end a table
    /// cell) is escaped and a backtick becomes a quote.
    static func code(_ text: String) -> String {
        "`" + text.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "\\|") + "`"
    }

    static func caseName(_ key: CaseKey) -> String {
        let name = code(key.scenario) + (key.variant.isEmpty ? "" : " [\(escape(key.variant))]")
        return "\(name) · \(escape(key.profile))"
    }
}
