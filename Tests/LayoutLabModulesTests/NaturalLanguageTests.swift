#if os(Linux)
// A reader app's summary and mood, as it writes them with NaturalLanguage: sentences counted by
// the tokenizer, a sentiment score from the tagger. Tokenizing works here; the sentiment model
// does not exist, so the app's "no score" path runs.
import Foundation
import NaturalLanguage
import Testing

@Suite struct NaturalLanguageTests {
    @Test func theTokenizerSplitsSentencesWordsAndParagraphs() {
        let text = "SwiftUI lays out views. Does it? Yes! \u{201C}Quoted.\u{201D} Dr.Who stays.\nNew paragraph, well-known words don't split."
        let sentences = NLTokenizer(unit: .sentence)
        sentences.string = text
        var found: [String] = []
        sentences.enumerateTokens(in: text.startIndex..<text.endIndex) { range, _ in
            found.append(String(text[range]))
            return true
        }
        #expect(found == ["SwiftUI lays out views.", "Does it?", "Yes!", "\u{201C}Quoted.\u{201D}", "Dr.Who stays.",
                          "New paragraph, well-known words don't split."])

        let words = NLTokenizer(unit: .word)
        words.string = text
        let last = words.tokens(for: text.range(of: "well-known words don't")!).map { String(text[$0]) }
        #expect(last == ["well-known", "words", "don't"])

        let paragraphs = NLTokenizer(unit: .paragraph)
        paragraphs.string = text
        #expect(paragraphs.tokens(for: text.startIndex..<text.endIndex).count == 2)
    }

    @Test func theTaggerGivesTokenTypesAndNoModelTags() {
        let text = "Great news, everyone!"
        let tagger = NLTagger(tagSchemes: [.tokenType, .sentimentScore, .lexicalClass])
        tagger.string = text
        let (score, range) = tagger.tag(at: text.startIndex, unit: .paragraph, scheme: .sentimentScore)
        #expect(score == nil)
        #expect(text[range] == "Great news, everyone!")
        let types = tagger.tags(in: text.startIndex..<text.endIndex, unit: .word, scheme: .tokenType).map { $0.0 }
        #expect(types == [.word, .word, .word])
        #expect(tagger.tags(in: text.startIndex..<text.endIndex, unit: .word, scheme: .lexicalClass).allSatisfy { $0.0 == nil })
        #expect(NLLanguageRecognizer.dominantLanguage(for: text) == nil)
        #expect(NLEmbedding.wordEmbedding(for: .english) == nil)
    }
}
#endif
