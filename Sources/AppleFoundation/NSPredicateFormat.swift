import Foundation

// `NSPredicate(format:)`, which Linux's Foundation declares unavailable ("Predicate strings and
// key-value coding are not supported in swift-corelibs-foundation"). Apps use it for Core Data
// fetches (`"name CONTAINS[cd] %@"`) and to validate text (`"SELF MATCHES %@"` with an email
// pattern). Here the format is parsed into a predicate evaluated on the object it is given: the
// grammar of Apple's "Predicate Format String Syntax" for comparisons (`==`, `!=`, `<`, `<=`, `>`,
// `>=`, `BETWEEN`), strings (`CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE`, `MATCHES`, with `[c]`,
// `[d]`, `[cd]`), `IN`, `AND`/`OR`/`NOT`, parentheses, `SELF`, key paths, `%@`, `%K`, `%d`, `%f`
// and literals. A key path is read from a dictionary, from an object that answers
// `value(forKey:)` through `KeyValueReadable` (Core Data's objects here), or from the object's
// stored properties by name. A format it cannot read traps, as Apple's raises.

/// An object whose values a predicate's key paths read (Apple: key-value coding).
public protocol KeyValueReadable: AnyObject {
    func value(forKey key: String) -> Any?
}

extension NSPredicate {
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        var parser = PredicateFormatParser(format: predicateFormat, arguments: arguments ?? [])
        let expression: PredicateFormatParser.Node
        do {
            expression = try parser.parse()
        } catch {
            fatalError("Unable to parse the format string \"\(predicateFormat)\": \(error)")
        }
        self.init(block: { object, _ in expression.evaluate(on: object) })
    }
}

/// A date or a number passed for `%@`, as Apple's bridged objects are.
extension NSDate: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}

extension NSNumber: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}

/// An array passed for `%@` (`"id IN %@", ids`), as Apple's bridges it to an `NSArray`. In a C
/// argument list (`String(format:)`) it is an `NSArray` kept for the process's life, since the
/// list holds an unretained pointer and Linux has no autorelease pool; a predicate reads the
/// array itself.
extension Array: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] {
        let array = NSArray(array: self.map { $0 as Any })
        ArgumentObjects.keep(array)
        return [Int(bitPattern: Unmanaged.passUnretained(array).toOpaque())]
    }
}

/// Objects a C argument list points at, kept alive.
private enum ArgumentObjects {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [AnyObject] = []
    static func keep(_ object: AnyObject) { lock.withLock { kept.append(object) } }
}

struct PredicateFormatParser {
    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    /// A parsed predicate: comparisons joined by `AND`, `OR`, `NOT`.
    indirect enum Node {
        case constant(Bool)
        case not(Node)
        case and(Node, Node)
        case or(Node, Node)
        case comparison(Operand, String, Options, Operand)

        func evaluate(on object: Any?) -> Bool {
            switch self {
            case .constant(let value): return value
            case .not(let node): return !node.evaluate(on: object)
            case .and(let a, let b): return a.evaluate(on: object) && b.evaluate(on: object)
            case .or(let a, let b): return a.evaluate(on: object) || b.evaluate(on: object)
            case .comparison(let left, let op, let options, let right):
                return PredicateComparison.compare(left.value(on: object), op, right.value(on: object), options)
            }
        }
    }

    struct Options: OptionSet {
        let rawValue: Int
        static let caseInsensitive = Options(rawValue: 1)
        static let diacriticInsensitive = Options(rawValue: 2)
    }

    enum Operand {
        case constant(Any?)
        case keyPath([String])
        case this

        func value(on object: Any?) -> Any? {
            switch self {
            case .constant(let value): return value
            case .this: return object
            case .keyPath(let keys): return keys.reduce(object) { value, key in PredicateKeyValue.value(of: value, forKey: key) }
            }
        }
    }

    private let tokens: [String]
    private var position = 0
    private var arguments: [Any]
    private var argumentIndex = 0

    init(format: String, arguments: [Any]) {
        tokens = Self.tokenize(format)
        self.arguments = arguments
    }

    mutating func parse() throws -> Node {
        let node = try parseOr()
        guard position == tokens.count else { throw ParseError(description: "unexpected \(tokens[position])") }
        return node
    }

    private var current: String? { position < tokens.count ? tokens[position] : nil }

    private mutating func take(_ words: String...) -> String? {
        guard let token = current, words.contains(where: { $0.caseInsensitiveCompare(token) == .orderedSame }) else { return nil }
        position += 1
        return token
    }

    private mutating func parseOr() throws -> Node {
        var node = try parseAnd()
        while take("OR", "||") != nil { node = .or(node, try parseAnd()) }
        return node
    }

    private mutating func parseAnd() throws -> Node {
        var node = try parseNot()
        while take("AND", "&&") != nil { node = .and(node, try parseNot()) }
        return node
    }

    private mutating func parseNot() throws -> Node {
        if take("NOT", "!") != nil { return .not(try parseNot()) }
        if take("(") != nil {
            let node = try parseOr()
            guard take(")") != nil else { throw ParseError(description: "missing )") }
            return node
        }
        if take("TRUEPREDICATE") != nil { return .constant(true) }
        if take("FALSEPREDICATE") != nil { return .constant(false) }
        return try parseComparison()
    }

    private static let operators = ["==", "=", "!=", "<>", "<", "<=", "=<", ">", ">=", "=>", "CONTAINS", "BEGINSWITH",
                                    "ENDSWITH", "LIKE", "MATCHES", "IN", "BETWEEN"]

    private mutating func parseComparison() throws -> Node {
        let left = try parseOperand()
        guard let token = current, let op = Self.operators.first(where: { $0.caseInsensitiveCompare(token) == .orderedSame }) else {
            throw ParseError(description: "expected an operator after the left operand")
        }
        position += 1
        var options: Options = []
        if current == "[" {
            position += 1
            let flags = (current ?? "").lowercased()
            if flags.contains("c") { options.insert(.caseInsensitive) }
            if flags.contains("d") { options.insert(.diacriticInsensitive) }
            position += 1
            guard take("]") != nil else { throw ParseError(description: "missing ] after the options") }
        }
        let right = try parseOperand()
        return .comparison(left, op.uppercased(), options, right)
    }

    private mutating func nextArgument() throws -> Any? {
        guard argumentIndex < arguments.count else { throw ParseError(description: "too few arguments") }
        defer { argumentIndex += 1 }
        return arguments[argumentIndex]
    }

    private mutating func parseOperand() throws -> Operand {
        guard let token = current else { throw ParseError(description: "expected an operand") }
        position += 1
        switch token.uppercased() {
        case "SELF": return .this
        case "%@", "%D", "%I", "%LD", "%LLD", "%LU", "%F", "%LF", "%G", "%U", "%LI": return .constant(try nextArgument())
        case "%K": return .keyPath(String(describing: try nextArgument() ?? "").split(separator: ".").map(String.init))
        case "NIL", "NULL": return .constant(nil)
        case "TRUE", "YES": return .constant(true)
        case "FALSE", "NO": return .constant(false)
        case "{":
            var values: [Any?] = []
            while current != "}" {
                guard current != nil else { throw ParseError(description: "missing }") }
                values.append(try parseOperand().value(on: nil))
                _ = take(",")
            }
            position += 1
            return .constant(values)
        default: break
        }
        if let quote = token.first, quote == "\"" || quote == "'" { return .constant(String(token.dropFirst().dropLast())) }
        if let number = Double(token) { return .constant(number) }
        return .keyPath(token.split(separator: ".").map(String.init))
    }

    /// Words, quoted strings, numbers, `%` arguments and punctuation.
    static func tokenize(_ format: String) -> [String] {
        var tokens: [String] = []
        let characters = Array(format)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace { index += 1; continue }
            if character == "\"" || character == "'" {
                var end = index + 1
                while end < characters.count, characters[end] != character {
                    end += characters[end] == "\\" ? 2 : 1
                }
                tokens.append(String(characters[index...min(end, characters.count - 1)]))
                index = end + 1
                continue
            }
            if character == "%" {
                var end = index + 1
                while end < characters.count, characters[end].isLetter || characters[end] == "@" {
                    end += 1
                    if characters[end - 1] == "@" || characters[end - 1] == "K" || characters[end - 1] == "d"
                        || characters[end - 1] == "f" || characters[end - 1] == "i" || characters[end - 1] == "u" || characters[end - 1] == "g" { break }
                }
                tokens.append(String(characters[index..<end]))
                index = end
                continue
            }
            let twoCharacter = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
            if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(twoCharacter) {
                tokens.append(twoCharacter)
                index += 2
                continue
            }
            if "()[]{},=<>!".contains(character) {
                tokens.append(String(character))
                index += 1
                continue
            }
            var end = index
            while end < characters.count, !characters[end].isWhitespace, !"()[]{},=<>!\"'".contains(characters[end]) { end += 1 }
            tokens.append(String(characters[index..<end]))
            index = end
        }
        return tokens
    }
}

/// Reading a key from what a predicate is evaluated on.
enum PredicateKeyValue {
    static func value(of object: Any?, forKey key: String) -> Any? {
        guard let object = unwrapped(object) else { return nil }
        if let dictionary = object as? [String: Any] { return dictionary[key] }
        if let dictionary = object as? NSDictionary { return dictionary[key] }
        if let readable = object as? KeyValueReadable, let value = readable.value(forKey: key) { return value }
        if key == "count", let collection = object as? [Any] { return collection.count }
        if key == "length", let string = object as? String { return string.count }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == key || child.label == "_\(key)" {
                return unwrapped(child.value)
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// An `Optional` inside an `Any`, opened (nil when it is empty).
    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrapped($0.value) } ?? nil
    }
}

/// Comparing two operands' values as Apple's predicates do: numbers as numbers, dates as dates,
/// strings with the `[c]`/`[d]` options.
enum PredicateComparison {
    typealias Options = PredicateFormatParser.Options

    static func compare(_ left: Any?, _ op: String, _ right: Any?, _ options: Options) -> Bool {
        let left = PredicateKeyValue.unwrapped(left), right = PredicateKeyValue.unwrapped(right)
        switch op {
        case "IN": return contains(right, left, options)
        case "CONTAINS": return contains(left, right, options)
        case "BETWEEN":
            guard let bounds = right as? [Any?], bounds.count == 2 else { return false }
            return order(left, bounds[0]) .map { $0 != .orderedAscending } == true
                && order(left, bounds[1]).map { $0 != .orderedDescending } == true
        case "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES":
            guard let text = string(left), let pattern = string(right) else { return false }
            let (a, b) = (fold(text, options), fold(pattern, options))
            switch op {
            case "BEGINSWITH": return a.hasPrefix(b)
            case "ENDSWITH": return a.hasSuffix(b)
            case "LIKE": return matches(a, wildcard(b), options)
            default: return matches(a, b, options)
            }
        default: break
        }
        if left == nil || right == nil {
            let bothNil = left == nil && right == nil
            return ["==", "="].contains(op) ? bothNil : ["!=", "<>"].contains(op) ? !bothNil : false
        }
        if let a = string(left), let b = string(right), number(left) == nil {
            let order = fold(a, options).compare(fold(b, options))
            return satisfies(order, op)
        }
        guard let order = order(left, right) else { return ["!=", "<>"].contains(op) }
        return satisfies(order, op)
    }

    private static func satisfies(_ order: ComparisonResult, _ op: String) -> Bool {
        switch op {
        case "==", "=": order == .orderedSame
        case "!=", "<>": order != .orderedSame
        case "<": order == .orderedAscending
        case "<=", "=<": order != .orderedDescending
        case ">": order == .orderedDescending
        case ">=", "=>": order != .orderedAscending
        default: false
        }
    }

    private static func order(_ left: Any?, _ right: Any?) -> ComparisonResult? {
        if let a = date(left), let b = date(right) { return a.compare(b) }
        if let a = number(left), let b = number(right) { return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame }
        if let a = string(left), let b = string(right) { return a.compare(b) }
        if let a = left as? UUID, let b = right as? UUID { return a == b ? .orderedSame : .orderedAscending }
        if let a = left as? AnyHashable, let b = right as? AnyHashable { return a == b ? .orderedSame : .orderedAscending }
        return nil
    }

    private static func contains(_ container: Any?, _ element: Any?, _ options: Options) -> Bool {
        if let text = string(container), let part = string(element) { return fold(text, options).contains(fold(part, options)) }
        let items: [Any?]
        switch container {
        case let array as [Any?]: items = array
        case let array as [Any]: items = array
        case let array as NSArray: items = array.map { $0 }
        case let set as NSSet: items = set.map { $0 }
        case let set as Set<AnyHashable>: items = Array(set)
        default: return false
        }
        return items.contains { compare($0, "==", element, options) }
    }

    private static func string(_ value: Any?) -> String? {
        switch value {
        case let string as String: string
        case let string as NSString: string as String
        case let string as Substring: String(string)
        default: nil
        }
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as Double: number
        case let number as Int: Double(number)
        case let number as Bool: number ? 1 : 0
        case let number as Float: Double(number)
        case let number as Int64: Double(number)
        case let number as Int32: Double(number)
        case let number as Int16: Double(number)
        case let number as UInt: Double(number)
        case let number as NSNumber: number.doubleValue
        case let number as Decimal: NSDecimalNumber(decimal: number).doubleValue
        case let number as CGFloat: Double(number)
        default: nil
        }
    }

    private static func date(_ value: Any?) -> Date? {
        switch value {
        case let date as Date: date
        case let date as NSDate: date as Date
        default: nil
        }
    }

    private static func fold(_ text: String, _ options: Options) -> String {
        var folding: String.CompareOptions = []
        if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
        return folding.isEmpty ? text : text.folding(options: folding, locale: nil)
    }

    /// `LIKE`'s `*` and `?` as a regular expression.
    private static func wildcard(_ pattern: String) -> String {
        NSRegularExpression.escapedPattern(for: pattern).replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".")
    }

    /// `MATCHES`: the whole string matches the ICU regular expression.
    private static func matches(_ text: String, _ pattern: String, _ options: Options) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: "^(?:\(pattern))$", options: options.contains(.caseInsensitive) ? [.caseInsensitive] : []) else {
            return false
        }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
