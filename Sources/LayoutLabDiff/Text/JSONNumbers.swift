import LayoutLab

/// JSON text with its numbers at the reports' one precision (``Points``, up to three decimals):
/// a `@State` width of `157.33333333333334` prints as `157.333`, in a diff, a baseline and a test
/// alike. Numbers inside strings are left as they are.
package enum JSONNumbers {
    package static func rounded(_ json: String) -> String {
        var out = ""
        var number = ""
        var inString = false
        var escaped = false
        func flush() {
            guard !number.isEmpty else { return }
            // Only numbers with more decimals than the precision are rewritten: integers and short
            // decimals stay exactly as recorded.
            let decimals = number.firstIndex(of: ".").map { number[$0...].count - 1 } ?? 0
            if decimals > 3 || number.contains(where: { $0 == "e" || $0 == "E" }), let value = Double(number), value.isFinite {
                out += CGFloat(value).formattedPoints
            } else {
                out += number
            }
            number = ""
        }
        for character in json {
            if inString {
                out.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            if character.isNumber || character == "-" || character == "." || character == "+"
                || ((character == "e" || character == "E") && !number.isEmpty)
            {
                number.append(character)
                continue
            }
            flush()
            if character == "\"" { inString = true }
            out.append(character)
        }
        flush()
        return out
    }
}
