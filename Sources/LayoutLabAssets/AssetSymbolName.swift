/// The Swift name Xcode gives an asset catalog entry's symbol. Apple does not document the rule;
/// this follows the files Xcode 15 and later write (`GeneratedAssetSymbols.swift` in public
/// repositories, read for this):
///
/// - a colour's trailing "Color" and an image's trailing "Image" go, as a word of their own
///   (`AccentColor` → `accent`, `grey-chip-color` → `greyChip`, `Initial-Image` → `initial`)
///   but not inside one (`welcomeVCimage` stays) nor when nothing else is left (`Image` → `image`);
/// - anything that is not a letter or digit separates words; the first word's leading capitals
///   are lowered (`AM-AI-iOS` → `amAIIOS`), every later word starts with a capital;
/// - inside a word, a lowercase letter after digits is raised and a capital after digits gets an
///   underscore before it (`1024x1024` → `1024X1024`, `10C` → `10_C`);
/// - a name that starts with a digit gets an underscore in front (`035-bank` → `_035Bank`), and a
///   Swift keyword is written in backticks (`` `default` ``).
public enum AssetSymbolName {
    public static func symbol(for name: String, kind: AssetCatalog.Kind) -> String? {
        let stripped = strippingSuffix(from: name, suffix: kind == .color ? "color" : "image")
        let words = stripped.split(whereSeparator: { !($0.isLetter || $0.isNumber) || !$0.isASCII }).map(String.init)
        guard let first = words.first else { return nil }
        var symbol = separatingDigits(loweringLeadingCapitals(first))
        for word in words.dropFirst() {
            symbol += separatingDigits(word.prefix(1).uppercased() + word.dropFirst())
        }
        if symbol.first?.isNumber == true {
            symbol = "_" + symbol
        }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// The enum Xcode declares for a folder that provides a namespace: its words in upper camel
    /// case (`Colors`, `TabBarIcons`, `GrocyColors`, as Xcode's files show them).
    public static func namespace(for folder: String) -> String? {
        let words = folder.split(whereSeparator: { !($0.isLetter || $0.isNumber) || !$0.isASCII }).map(String.init)
        guard !words.isEmpty else { return nil }
        let name = separatingDigits(words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// `name` without a last word equal to `suffix`: a word after a separator in any case
    /// (`card-number-color`), or a capitalised hump (`AccentColor`).
    static func strippingSuffix(from name: String, suffix: String) -> String {
        let trimmed = String(name.reversed().drop(while: { !($0.isLetter || $0.isNumber) }).reversed())
        guard trimmed.count > suffix.count, trimmed.lowercased().hasSuffix(suffix) else { return name }
        let head = trimmed.dropLast(suffix.count)
        let tail = trimmed.suffix(suffix.count)
        guard let last = head.last else { return name }
        let separated = !(last.isLetter || last.isNumber)
        let hump = tail.first?.isUppercase == true && (last.isLowercase || last.isNumber || last.isUppercase)
        guard separated || hump else { return name }
        let rest = String(head.reversed().drop(while: { !($0.isLetter || $0.isNumber) }).reversed())
        return rest.isEmpty ? name : rest
    }

    /// `AM` → `am`, `Accent` → `accent`, `URLIcon` → `urlIcon`: the leading run of capitals is
    /// lowered, but for its last letter when a lowercase one follows it.
    static func loweringLeadingCapitals(_ word: String) -> String {
        let chars = Array(word)
        var run = 0
        while run < chars.count, chars[run].isUppercase { run += 1 }
        if run == 0 { return word }
        if run < chars.count, chars[run].isLowercase, run > 1 { run -= 1 }
        return String(chars[..<run]).lowercased() + String(chars[run...])
    }

    static func separatingDigits(_ word: String) -> String {
        var out = ""
        var previous: Character?
        for c in word {
            if let p = previous, p.isNumber, c.isLetter {
                out += c.isUppercase ? "_" + String(c) : c.uppercased()
            } else {
                out.append(c)
            }
            previous = c
        }
        return out
    }

    /// Swift's keywords that cannot name a static property without backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true",
        "try", "Any", "Self", "Type", "Protocol",
    ]
}
