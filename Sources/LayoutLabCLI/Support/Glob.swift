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
        Self.match(tokens[...], Array(text)[...])
    }

    /// Backtracking match; `*` collapses, so patterns stay linear in practice.
    private static func match(_ tokens: ArraySlice<Token>, _ text: ArraySlice<Character>) -> Bool {
        guard let token = tokens.first else { return text.isEmpty }
        switch token {
        case .any:
            var rest = text
            while true {
                if match(tokens.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case .one:
            return !text.isEmpty && match(tokens.dropFirst(), text.dropFirst())
        case .literal(let character):
            return text.first == character && match(tokens.dropFirst(), text.dropFirst())
        case .set(let ranges, let negated):
            guard let character = text.first else { return false }
            return ranges.contains { $0.contains(character) } != negated && match(tokens.dropFirst(), text.dropFirst())
        }
    }
}
