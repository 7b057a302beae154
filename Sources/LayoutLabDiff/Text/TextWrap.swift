/// Lines that fit a width: a reviewer reads a diff in a terminal or a code block, where a line
/// wider than the screen wraps wherever the screen decides.
package enum TextWrap {
    /// `line` broken at spaces into lines of at most `width` characters, the second and later
    /// indented by `indent`; a word longer than the width gets a line of its own.
    package static func wrap(_ line: String, width: Int, indent: Int) -> [String] {
        guard line.count > width else { return [line] }
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        var current = ""
        // Leading spaces are the line's own indent; keep them with the first word.
        let lead = line.prefix { $0 == " " }
        for word in line.dropFirst(lead.count).split(separator: " ", omittingEmptySubsequences: false) {
            let start = lines.isEmpty && current.isEmpty ? String(lead) : ""
            if current.isEmpty {
                current = (lines.isEmpty ? start : pad) + word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = pad + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// `text` cut to `width` characters, the cut marked with `…`.
    package static func truncate(_ text: String, to width: Int) -> String {
        guard text.count > width else { return text }
        guard width > 1 else { return String(text.prefix(width)) }
        return String(text.prefix(width - 1)) + "…"
    }
}
