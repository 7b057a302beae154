/// Shell-style wildcard patterns for `--scenario` and `--profile`: `*` (any run of characters,
/// `/` included), `?` (one character), `[abc]`, `[a-z]`, `[!abc]`, and `\` to escape.
struct Glob: CustomStringConvertible {
    private enum Token: Equatable {
        case literal(Character)
        case any
        case one
        case set(ranges: [ClosedRange<Character>], negated: Bool)
    }

    private let tokens: [Token]
    let description: String

    /// Parses `pattern`; a malformed pattern (an unclosed `[`, a trailing `\`) is bad input.
    init(_ pattern: String) throws {
        description = pattern
        var tokens: [Token] = []
        var characters = Array(pattern)[...]
        while let character = characters.popFirst() {
            switch character {
            case "*":
                if tokens.last != .any { tokens.append(.any) }
            case "?":
                tokens.append(.one)
            case "\\":
                guard let escaped = characters.popFirst() else { throw BadInput("bad glob '\(pattern)': it ends with an unescaped '\\'") }
                tokens.append(.literal(escaped))
            case "[":
                var negated = false
                if characters.first == "!" || characters.first == "^" {
                    negated = true
                    characters.removeFirst()
                }
                var ranges: [ClosedRange<Character>] = []
                var closed = false
                var first = true
                while let member = characters.popFirst() {
                    if member == "]" && !first {
                        closed = true
                        break
                    }
                    first = false
                    if characters.first == "-", characters.dropFirst().first.map({ $0 != "]" }) == true {
                        characters.removeFirst()
                        let upper = characters.removeFirst()
                        guard member <= upper else { throw BadInput("bad glob '\(pattern)': range \(member)-\(upper) is reversed") }
                        ranges.append(member...upper)
                    } else {
                        ranges.append(member...member)
                    }
                }
                guard closed else { throw BadInput("bad glob '\(pattern)': '[' is never closed") }
                tokens.append(.set(ranges: ranges, negated: negated))
            default:
                tokens.append(.literal(character))
            }
        }
        self.tokens = tokens
    }

    func matches(_ text: String) -> Bool {
        Self.match(tokens, Array(text))
    }

    /// Matches in O(pattern × text) time whatever the pattern: the usual wildcard walk that, on a
    /// mismatch, goes back only to the last `*` seen and lets it take one more character. Going
    /// back further is never needed, since a later `*` can take whatever an earlier one could;
    /// a recursive search instead tries every split, exponential in the number of `*` and `?`.
    private static func match(_ tokens: [Token], _ text: [Character]) -> Bool {
        var t = 0, c = 0
        var lastStar: Int?, starText = 0
        while c < text.count {
            if t < tokens.count, tokens[t] != .any, accepts(tokens[t], text[c]) {
                t += 1
                c += 1
            } else if t < tokens.count, tokens[t] == .any {
                lastStar = t
                starText = c
                t += 1
            } else if let star = lastStar {
                t = star + 1
                starText += 1
                c = starText
            } else {
                return false
            }
        }
        while t < tokens.count, tokens[t] == .any { t += 1 }
        return t == tokens.count
    }

    private static func accepts(_ token: Token, _ character: Character) -> Bool {
        switch token {
        case .any, .one: true
        case .literal(let literal): literal == character
        case .set(let ranges, let negated): ranges.contains { $0.contains(character) } != negated
        }
    }
}
