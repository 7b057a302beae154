import Testing
@testable import LayoutLab

/// Text API that changes what a Text measures: `textCase`, `lineSpacing`, and the Dynamic Type
/// size through `sizeCategory` and a clamping `dynamicTypeSize(_:)` range.
@Suite struct TextTailTests {
    static func size<V: View>(_ view: V) throws -> CGSize {
        try #require(layout(view.accessibilityIdentifier("t"), width: 390, height: 844)["t"]).frame.size
    }

    /// An uppercased text is measured, and recorded, as the uppercased string.
    @Test func anUppercasedTextIsAsWideAsItsCapitals() throws {
        let upper = try Self.size(Text("Layout lab").textCase(.uppercase))
        let capitals = try Self.size(Text("LAYOUT LAB"))
        let plain = try Self.size(Text("Layout lab"))
        #expect(upper == capitals)
        #expect(upper.width > plain.width)
        #expect(try Self.size(Text("LAYOUT").textCase(.lowercase)) == Self.size(Text("layout")))
        #expect(try Self.size(VStack { Text("Layout lab") }.textCase(nil)) == plain)
    }

    /// Apple: the spacing goes between lines, so three lines with `lineSpacing(10)` gain 20.
    @Test func lineSpacingAddsBetweenLinesNotAfterTheLast() throws {
        let plain = try Self.size(Text("One\nTwo\nThree"))
        let spaced = try Self.size(Text("One\nTwo\nThree").lineSpacing(10))
        #expect(isClose(spaced.height, plain.height + 20), "\(plain) \(spaced)")
        #expect(spaced.width == plain.width)
        #expect(try Self.size(Text("One").lineSpacing(10)) == Self.size(Text("One")))
        // Negative spacing does not pull lines together (measured: `.body` unchanged below 0.5).
        #expect(try Self.size(Text("One\nTwo\nThree").lineSpacing(-4)) == plain)
    }

    /// The last baseline moves down with the spacing, the first stays.
    @Test func lineSpacingMovesTheLastBaseline() throws {
        let snapshot = layout(
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                Text("One\nTwo").lineSpacing(12).accessibilityIdentifier("spaced")
                Text("One\nTwo").accessibilityIdentifier("plain")
            }, width: 390, height: 844
        )
        let spaced = try #require(snapshot["spaced"]), plain = try #require(snapshot["plain"])
        #expect(isClose(spaced.frame.height - plain.frame.height, 12))
        #expect(isClose(spaced.frame.maxY, plain.frame.maxY), "\(spaced.frame) \(plain.frame)")
    }

    /// `.environment(\.sizeCategory, .extraLarge)` lays text out as `.dynamicTypeSize(.xLarge)`.
    @Test func aSizeCategoryIsItsDynamicTypeSize() throws {
        let category = try Self.size(Text("Hello").font(.body).environment(\.sizeCategory, .extraLarge))
        let dynamic = try Self.size(Text("Hello").font(.body).dynamicTypeSize(.xLarge))
        let standard = try Self.size(Text("Hello").font(.body))
        #expect(category == dynamic && category.height > standard.height)
        for category in ContentSizeCategory.allCases {
            #expect(ContentSizeCategory(DynamicTypeSize(category)) == category)
        }
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
        #expect(ContentSizeCategory.extraLarge < .accessibilityMedium)
        var environment = EnvironmentValues()
        environment.sizeCategory = .accessibilityLarge
        #expect(environment.dynamicTypeSize == .accessibility2)
    }

    /// A range clamps the environment's size: an accessibility size inside `...(.large)` is laid
    /// out at large; a small one inside `.large ... .accessibility2` at large too.
    @Test func aDynamicTypeRangeClampsTheEnvironmentsSize() throws {
        let large = try Self.size(Text("Hello").font(.body).dynamicTypeSize(.large))
        let clampedDown = try Self.size(Text("Hello").font(.body).dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.accessibility3))
        let clampedUp = try Self.size(Text("Hello").font(.body).dynamicTypeSize(.large ... .accessibility2).dynamicTypeSize(.xSmall))
        let inside = try Self.size(Text("Hello").font(.body).dynamicTypeSize(.large ... .accessibility2).dynamicTypeSize(.xxLarge))
        let xxLarge = try Self.size(Text("Hello").font(.body).dynamicTypeSize(.xxLarge))
        #expect(clampedDown == large)
        #expect(clampedUp == large)
        #expect(inside == xxLarge && xxLarge != large)
        #expect(DynamicTypeSize.accessibility5.clamped(to: ..<DynamicTypeSize.accessibility1) == .xxxLarge)
    }
}
