import Foundation
import Testing
@testable import LayoutLab

/// `Font.width`, `Font.leading`, `Text(_:style:)` and the corner styles
/// (docs/fidelity.md, "Text metrics"; docs/supported-api.md).
@Suite struct FontAndDateTextTests {
    static func font(_ font: Font) -> ResolvedFont {
        font.resolve(dynamicTypeSize: .large, os: .ios18, weight: nil, design: nil, italic: false)
    }

    static func layout(_ string: String, _ font: Font, width: CGFloat? = nil) -> (width: CGFloat, height: CGFloat) {
        let result = TextMeasurer.layout(
            of: [TextRun(string: string, font: Self.font(font), tracking: 0)], proposal: ProposedViewSize(width: width, height: nil), lineLimit: nil
        )!
        return (result.width, result.height)
    }

    /// Advances scale by 1 + 0.75 × UIKit's width value: expanded 1.15, compressed 0.775; SF's
    /// size tracking (a few hundredths of a point a glyph) does not scale.
    @Test func aWiderCutMeasuresWider() {
        let standard = Self.layout("Hello, world.", .body).width
        let expanded = Self.layout("Hello, world.", .body.width(.expanded)).width / standard
        let compressed = Self.layout("Hello, world.", .body.width(.compressed)).width / standard
        #expect(expanded > 1.14 && expanded < 1.16, "\(expanded)")
        #expect(compressed > 0.76 && compressed < 0.79, "\(compressed)")
        #expect(Self.layout("Hello, world.", .body.width(.standard)).width == standard)
    }

    /// Loose leading adds 2 points to each line, tight takes 2 off: three lines, ±6.
    @Test func leadingChangesEachLine() {
        let text = "one two three four five six seven eight nine ten eleven twelve"
        let standard = Self.layout(text, .body, width: 120)
        let loose = Self.layout(text, .body.leading(.loose), width: 120)
        let tight = Self.layout(text, .body.leading(.tight), width: 120)
        let lines = (standard.height / Self.font(.body).lineMetrics.lineHeight).rounded()
        #expect(lines >= 3)
        #expect(abs(loose.height - standard.height - 2 * lines) < 1e-9)
        #expect(abs(standard.height - tight.height - 2 * lines) < 1e-9)
        #expect(loose.width == standard.width)
    }

    /// In en_US and UTC, against the engine's fixed now (2026-01-01 00:00 UTC).
    @Test func datesReadTheSameOnEveryMachine() {
        let now = Text.referenceNow
        let later = now.addingTimeInterval(2 * 3600 + 5 * 60)
        // ICU, like SwiftUI since iOS 17, puts a narrow no-break space before AM/PM.
        #expect(Text.format(later, style: .time) == "2:05\u{202F}AM")
        #expect(Text.format(now, style: .date) == "January 1, 2026")
        #expect(Text.format(later, style: .relative) == "2 hours, 5 minutes")
        #expect(Text.format(now.addingTimeInterval(-90), style: .offset) == "-1 minute, 30 seconds")
        #expect(Text.format(later, style: .timer) == "2:05:00")
        #expect(Text(later, style: .time).plainText == "2:05\u{202F}AM")
    }

    @Test func cornerStylesLayOutAsTheirShape() {
        let snapshot = LayoutEngine.layout(
            VStack(spacing: 0) {
                RoundedRectangle(cornerRadius: 12, style: .circular).frame(height: 40)
                Capsule(style: .continuous).frame(width: 80, height: 30)
            },
            in: CGSize(width: 200, height: 200)
        )
        #expect(snapshot.nodes(kind: "RoundedRectangle").first?.frame.size == CGSize(width: 200, height: 40))
        #expect(snapshot.nodes(kind: "Capsule").first?.frame.size == CGSize(width: 80, height: 30))
    }
}
