import Foundation

// Apple's NaturalLanguage framework (iOS 12), as apps call it: tokenizing text, tagging tokens,
// recognising a language. Tokenizing is computed here (words, sentences, paragraphs: the rules
// below); the trained models (lexical classes, names, lemmas, sentiment, language identification,
// embeddings) ship with Apple's systems and do not exist here, so the tags they would give are
// absent (`nil`), a recognised language is none, and an embedding is unavailable, as on a device
// where the asset has not been downloaded. docs/supported-api.md, "NaturalLanguage", says so.

/// The unit a tokenizer or tagger works in.
public enum NLTokenUnit: Int, Sendable {
    case word, sentence, paragraph, document
}

/// A language, by its BCP 47 code (Apple's raw values).
public struct NLLanguage: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let undetermined = NLLanguage("und")
    public static let english = NLLanguage("en")
    public static let french = NLLanguage("fr")
    public static let german = NLLanguage("de")
    public static let spanish = NLLanguage("es")
    public static let italian = NLLanguage("it")
    public static let portuguese = NLLanguage("pt")
    public static let dutch = NLLanguage("nl")
    public static let russian = NLLanguage("ru")
    public static let turkish = NLLanguage("tr")
    public static let japanese = NLLanguage("ja")
    public static let korean = NLLanguage("ko")
    public static let simplifiedChinese = NLLanguage("zh-Hans")
    public static let traditionalChinese = NLLanguage("zh-Hant")
    public static let arabic = NLLanguage("ar")
    public static let hindi = NLLanguage("hi")
}

/// Splits text into words, sentences or paragraphs. A word is a run of letters, digits and marks,
/// with an apostrophe or a hyphen inside it ("don't", "well-known"); a sentence ends after ".",
/// "!", "?" or "…" (with closing quotes and brackets) followed by white space, or at a paragraph's
/// end; a paragraph ends at a line break. Tokens never include the white space between them.
open class NLTokenizer: @unchecked Sendable {
    /// What a token is, as far as the tokenizer can tell (Apple's raw values).
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let numeric = Attributes(rawValue: 1 << 0)
        public static let symbolic = Attributes(rawValue: 1 << 1)
        public static let emoji = Attributes(rawValue: 1 << 2)
    }

    public let unit: NLTokenUnit
    open var string: String?

    public init(unit: NLTokenUnit) { self.unit = unit }

    open func setLanguage(_ language: NLLanguage) {}

    open func tokenRange(at characterIndex: String.Index) -> Range<String.Index> {
        guard let string else { return characterIndex..<characterIndex }
        return Tokens.ranges(of: unit, in: string, within: string.startIndex..<string.endIndex)
            .first { $0.contains(characterIndex) } ?? characterIndex..<characterIndex
    }

    open func tokenRange(for range: Range<String.Index>) -> Range<String.Index> {
        guard let string else { return range }
        let covering = Tokens.ranges(of: unit, in: string, within: string.startIndex..<string.endIndex)
            .filter { $0.overlaps(range) || $0.contains(range.lowerBound) }
        guard let first = covering.first, let last = covering.last else { return range }
        return first.lowerBound..<last.upperBound
    }

    open func tokens(for range: Range<String.Index>) -> [Range<String.Index>] {
        guard let string else { return [] }
        return Tokens.ranges(of: unit, in: string, within: range)
    }

    open func enumerateTokens(in range: Range<String.Index>,
                              using block: (Range<String.Index>, Attributes) -> Bool) {
        guard let string else { return }
        for token in Tokens.ranges(of: unit, in: string, within: range) {
            let text = string[token]
            var attributes: Attributes = []
            if text.allSatisfy(\.isNumber) { attributes.insert(.numeric) }
            if text.allSatisfy({ $0.isSymbol || $0.isPunctuation }) { attributes.insert(.symbolic) }
            if text.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) { attributes.insert(.emoji) }
            if !block(token, attributes) { return }
        }
    }
}

/// The tokenizing rules (see `NLTokenizer`).
enum Tokens {
    static func ranges(of unit: NLTokenUnit, in string: String, within range: Range<String.Index>) -> [Range<String.Index>] {
        switch unit {
        case .word: words(in: string, within: range)
        case .sentence: paragraphs(in: string, within: range).flatMap { sentences(in: string, within: $0) }
        case .paragraph: paragraphs(in: string, within: range)
        case .document: trimmed(range, in: string).map { [$0] } ?? []
        }
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .nonspacingMark }
    }

    static func words(in string: String, within range: Range<String.Index>) -> [Range<String.Index>] {
        var tokens: [Range<String.Index>] = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard isWordCharacter(string[index]) else { index = string.index(after: index); continue }
            let start = index
            while index < range.upperBound {
                let next = string.index(after: index)
                if isWordCharacter(string[index]) {
                    index = next
                } else if "'’-".contains(string[index]), next < range.upperBound, isWordCharacter(string[next]) {
                    index = next
                } else {
                    break
                }
            }
            tokens.append(start..<index)
        }
        return tokens
    }

    static func paragraphs(in string: String, within range: Range<String.Index>) -> [Range<String.Index>] {
        var tokens: [Range<String.Index>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            if string[index].isNewline {
                if let token = trimmed(start..<index, in: string) { tokens.append(token) }
                start = string.index(after: index)
            }
            index = string.index(after: index)
        }
        if let token = trimmed(start..<range.upperBound, in: string) { tokens.append(token) }
        return tokens
    }

    static func sentences(in string: String, within range: Range<String.Index>) -> [Range<String.Index>] {
        var tokens: [Range<String.Index>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            var next = string.index(after: index)
            if ".!?…".contains(string[index]) {
                while next < range.upperBound, ".!?…\"”’)]".contains(string[next]) { next = string.index(after: next) }
                if next == range.upperBound || string[next].isWhitespace {
                    if let token = trimmed(start..<next, in: string) { tokens.append(token) }
                    start = next
                }
            }
            index = next
        }
        if let token = trimmed(start..<range.upperBound, in: string) { tokens.append(token) }
        return tokens
    }

    static func trimmed(_ range: Range<String.Index>, in string: String) -> Range<String.Index>? {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, string[lower].isWhitespace { lower = string.index(after: lower) }
        while upper > lower, string[string.index(before: upper)].isWhitespace { upper = string.index(before: upper) }
        return lower < upper ? lower..<upper : nil
    }
}

/// A kind of tag (Apple's raw values).
public struct NLTagScheme: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let tokenType = NLTagScheme("TokenType")
    public static let lexicalClass = NLTagScheme("LexicalClass")
    public static let nameType = NLTagScheme("NameType")
    public static let nameTypeOrLexicalClass = NLTagScheme("NameTypeOrLexicalClass")
    public static let lemma = NLTagScheme("Lemma")
    public static let language = NLTagScheme("Language")
    public static let script = NLTagScheme("Script")
    public static let sentimentScore = NLTagScheme("SentimentScore")
}

/// A tag (Apple's raw values); a sentiment score's tag is the score itself ("0.6").
public struct NLTag: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let word = NLTag("Word")
    public static let punctuation = NLTag("Punctuation")
    public static let whitespace = NLTag("Whitespace")
    public static let other = NLTag("Other")
    public static let noun = NLTag("Noun")
    public static let verb = NLTag("Verb")
    public static let adjective = NLTag("Adjective")
    public static let adverb = NLTag("Adverb")
    public static let pronoun = NLTag("Pronoun")
    public static let determiner = NLTag("Determiner")
    public static let particle = NLTag("Particle")
    public static let preposition = NLTag("Preposition")
    public static let number = NLTag("Number")
    public static let conjunction = NLTag("Conjunction")
    public static let interjection = NLTag("Interjection")
    public static let personalName = NLTag("PersonalName")
    public static let placeName = NLTag("PlaceName")
    public static let organizationName = NLTag("OrganizationName")
}

/// Tags text. Only the token type is computed (word, punctuation, white space, other, from the
/// characters); every other scheme needs one of Apple's trained models, so its tags are `nil`.
open class NLTagger: @unchecked Sendable {
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let omitWords = Options(rawValue: 1 << 0)
        public static let omitPunctuation = Options(rawValue: 1 << 1)
        public static let omitWhitespace = Options(rawValue: 1 << 2)
        public static let omitOther = Options(rawValue: 1 << 3)
        public static let joinNames = Options(rawValue: 1 << 4)
        public static let joinContractions = Options(rawValue: 1 << 5)
    }

    public let tagSchemes: [NLTagScheme]
    open var string: String?
    /// No language can be recognised here.
    open var dominantLanguage: NLLanguage? { nil }

    public init(tagSchemes: [NLTagScheme]) { self.tagSchemes = tagSchemes }

    open class func availableTagSchemes(for unit: NLTokenUnit, language: NLLanguage) -> [NLTagScheme] {
        unit == .word ? [.tokenType] : []
    }

    open func setLanguage(_ language: NLLanguage?, range: Range<String.Index>) {}

    open func tokenRange(at index: String.Index, unit: NLTokenUnit) -> Range<String.Index> {
        let tokenizer = NLTokenizer(unit: unit)
        tokenizer.string = string
        return tokenizer.tokenRange(at: index)
    }

    /// The tag of the token at `index`, and the token's range.
    open func tag(at index: String.Index, unit: NLTokenUnit, scheme: NLTagScheme) -> (NLTag?, Range<String.Index>) {
        let range = tokenRange(at: index, unit: unit)
        guard scheme == .tokenType, let string, !range.isEmpty else { return (nil, range) }
        return (Self.tokenType(of: string[range]), range)
    }

    open func tags(in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme,
                   options: Options = []) -> [(NLTag?, Range<String.Index>)] {
        var found: [(NLTag?, Range<String.Index>)] = []
        enumerateTags(in: range, unit: unit, scheme: scheme, options: options) { tag, token in
            found.append((tag, token))
            return true
        }
        return found
    }

    open func enumerateTags(in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: Options = [],
                            using block: (NLTag?, Range<String.Index>) -> Bool) {
        guard let string else { return }
        for token in Tokens.ranges(of: unit, in: string, within: range) {
            let tag = scheme == .tokenType ? Self.tokenType(of: string[token]) : nil
            if !block(tag, token) { return }
        }
    }

    static func tokenType(of text: Substring) -> NLTag {
        if text.contains(where: Tokens.isWordCharacter) { return .word }
        if text.allSatisfy(\.isWhitespace) { return .whitespace }
        if text.allSatisfy(\.isPunctuation) { return .punctuation }
        return .other
    }
}

/// Identifies a text's language: no model exists here, so no language is ever recognised.
open class NLLanguageRecognizer: @unchecked Sendable {
    open var languageHints: [NLLanguage: Double] = [:]
    open var languageConstraints: [NLLanguage] = []

    public init() {}

    open class func dominantLanguage(for string: String) -> NLLanguage? { nil }
    open func processString(_ string: String) {}
    open var dominantLanguage: NLLanguage? { nil }
    open func languageHypotheses(withMaximum maxHypotheses: Int) -> [NLLanguage: Double] { [:] }
    open func reset() {}
}

/// Word and sentence embeddings: none is installed here.
open class NLEmbedding: @unchecked Sendable {
    public typealias Distance = Double

    init() {}

    open class func wordEmbedding(for language: NLLanguage) -> NLEmbedding? { nil }
    open class func sentenceEmbedding(for language: NLLanguage) -> NLEmbedding? { nil }
}
