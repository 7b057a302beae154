import Testing
@testable import LayoutLab

/// Images and texts inside a Text, as apps write ratings and totals: `Text(Image(...))`,
/// `"\(Image(systemName: "star.fill")) 4.8"` and `"Total: \(Text("12").bold())"`. An image is one
/// character of its line, as wide as the same image beside the text; an interpolated Text keeps
/// its own styles. Sizes come from the engine's own measurement of the parts.
@Suite struct InlineImageTextTests {
    static func size<V: View>(of view: V, width: CGFloat? = nil) async throws -> CGSize {
        let pass = try await ControlSizeTests.pass(
            VStack { view.fixedSize(horizontal: width == nil, vertical: true).frame(width: width).accessibilityIdentifier("text") },
            on: "iphone-15"
        )
        return try #require(pass.node(named: "text")).frame.size
    }

    @Test func anInterpolatedSymbolIsAsWideAsTheSymbolBesideTheText() async throws {
        let interpolated = try await Self.size(of: Text("\(Image(systemName: "star.fill")) 4.8"))
        let concatenated = try await Self.size(of: Text(Image(systemName: "star.fill")) + Text(" 4.8"))
        let symbol = try await Self.size(of: Image(systemName: "star.fill"))
        let number = try await Self.size(of: Text(" 4.8"))
        #expect(interpolated == concatenated)
        // The parts' widths are each rounded up to the pixel grid (1/3 pt): the whole is within a pixel.
        #expect(abs(interpolated.width - (symbol.width + number.width)) <= 2.0 / 3, "\(interpolated) \(symbol) \(number)")
        #expect(interpolated.height == number.height)
        // Not the image's description ("Image(...)"), which would be several times as wide.
        #expect(interpolated.width < 3 * symbol.width + number.width)
    }

    @Test func anInterpolatedTextKeepsItsOwnWeight() async throws {
        let interpolated = try await Self.size(of: Text("Total: \(Text("12,480").bold())"))
        let concatenated = try await Self.size(of: Text("Total: ") + Text("12,480").bold())
        let plain = try await Self.size(of: Text("Total: 12,480"))
        #expect(interpolated == concatenated)
        #expect(interpolated.width > plain.width, "bold digits are wider")
    }

    @Test func aLineMayBreakAfterAnInlineImage() async throws {
        let text = Text("Rated \(Image(systemName: "star.fill"))\(Image(systemName: "star.fill"))\(Image(systemName: "star.fill")) by readers")
        let natural = try await Self.size(of: text)
        let narrow = try await Self.size(of: text, width: natural.width * 0.6)
        let oneLine = try await Self.size(of: Text("Rated"))
        #expect(narrow.height >= 2 * oneLine.height - 1, "\(narrow) \(oneLine)")
        #expect(narrow.width <= natural.width * 0.6)
    }

    @Test func anImageOfItsOwnSizeRaisesItsLine() async throws {
        Image.registerPlaceholder("inline-text-test-badge", size: CGSize(width: 40, height: 40))
        let withBadge = try await Self.size(of: Text("New \(Image("inline-text-test-badge"))"))
        let text = try await Self.size(of: Text("New "))
        #expect(withBadge.width >= text.width + 40 - 0.5)
        #expect(withBadge.height > text.height && withBadge.height >= 40)
    }
}
