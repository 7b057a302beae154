// Text under `.redacted(reason: .placeholder)`: SwiftUI draws its lines as placeholder bars, and
// lays it out as a string of equal characters, whatever they are.
//
// Measured (macOS 26.2, 2×; iamcgn/swiftui-web redacted/widths, commit 806de2a): "iiiiiiiiii" and
// "MMMMMMMMMM" are equally wide at every size (54.5, 63, 79, 105, 129.5 at 11, 13, 17, 22 and
// 26 pt), "a b c d e" is 9 characters of the same width (spaces included), "12345" 5, "x" 6.5
// and a bold "Redacted text" 82 at 13 pt: each character is 0.4888 em plus SF's HIG tracking
// for its size (the Text optical size's tracking, without the Display tightening: 10 × (0.4888
// × 26 + 0.22) = 129.3 → 129.5), in every weight. Wrapped in 100 pt, "alpha beta gamma delta
// epsilon zeta eta" (39 characters) takes three 16 pt lines, as 39 characters broken anywhere
// do (15 to a line); breaking only at its spaces would take four, so a redacted text breaks
// between any two characters.

import Foundation

enum RedactedText {
    /// Each character's advance as a share of the point size (redacted/widths: 0.4888 em).
    static let emAdvance: CGFloat = 0.4888

    /// The width of every character of a redacted run in `font`, tracking of the font included.
    static func advance(for font: ResolvedFont) -> CGFloat {
        let size = font.pointSize * font.widthScale
        let tracking = font.design == .monospaced ? 0 : SystemFontTracking.higPoints(pointSize: font.pointSize)
        return size * emAdvance + tracking
    }

    /// Feeds a redacted run to `breaker`: one equal glyph per character, every gap a break
    /// opportunity, line and paragraph separators kept.
    static func read<Sink: GlyphSink>(_ bytes: UnsafeBufferPointer<UInt8>, advance: CGFloat, into breaker: inout Sink) {
        let string = String(decoding: bytes, as: UTF8.self)
        for character in string {
            if character.isNewline {
                let scalar = character.unicodeScalars.first?.value ?? 0x0A
                breaker.newline(isCarriageReturn: scalar == 0x0D, isLineFeed: scalar == 0x0A || character == "\r\n")
                continue
            }
            if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }) {
                continue
            }
            breaker.breakOpportunity()
            breaker.glyph(advance, scalar: character.unicodeScalars.first!.value)
            if breaker.isFinished { return }
        }
    }
}
