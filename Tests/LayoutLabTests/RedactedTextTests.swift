import Testing
@testable import LayoutLab

/// Placeholder text is laid out as a string of equal characters that breaks anywhere
/// (docs/layout-rules.md, "Text"; measured on macOS 26, redacted/widths).
@Suite struct RedactedTextTests {
    static func size<V: View>(_ view: V, width: CGFloat = 390) throws -> CGSize {
        try #require(layout(view.accessibilityIdentifier("t"), width: width, height: 844)["t"]).frame.size
    }

    static func redacted(_ string: String) -> some View {
        Text(string).redacted(reason: .placeholder)
    }

    /// "iiiiiiiiii" and "MMMMMMMMMM" measure the same redacted, though not plain; spaces are
    /// characters like any other.
    @Test func everyCharacterIsAsWideAsEveryOther() throws {
        #expect(try Self.size(Self.redacted("iiiiiiiiii")) == Self.size(Self.redacted("MMMMMMMMMM")))
        #expect(try Self.size(Text("iiiiiiiiii")).width < Self.size(Text("MMMMMMMMMM")).width)
        #expect(try Self.size(Self.redacted("a b c d e")) == Self.size(Self.redacted("xxxxxxxxx")))
        #expect(try Self.size(Self.redacted("Bold").bold()) == Self.size(Self.redacted("thin")))
    }

    /// Each character is 0.4888 em plus the system font's tracking at that size.
    @Test func aCharacterIsAboutHalfAnEm() throws {
        let one = try Self.size(Self.redacted("x").font(.system(size: 26))).width
        let ten = try Self.size(Self.redacted("xxxxxxxxxx").font(.system(size: 26))).width
        #expect(abs(ten - 10 * one) <= 1, "\(one) \(ten)")
        #expect(abs(ten / 10 - 0.4888 * 26) < 0.5, "\(ten)")
    }

    /// A redacted sentence wraps as a string without spaces of the same length does: it breaks
    /// between any two characters, not only at its spaces.
    @Test func aRedactedLineBreaksAnywhere() throws {
        let sentence = "alpha beta gamma delta epsilon zeta eta"
        let unbroken = String(repeating: "x", count: sentence.count)
        let wrapped = try Self.size(Self.redacted(sentence), width: 100)
        #expect(wrapped == (try Self.size(Self.redacted(unbroken), width: 100)))
        // Its lines fill the width to within one character, wherever the spaces fall.
        let character = try Self.size(Self.redacted("x")).width
        #expect(wrapped.width > 100 - character && wrapped.width <= 100, "\(wrapped) \(character)")
    }
}
