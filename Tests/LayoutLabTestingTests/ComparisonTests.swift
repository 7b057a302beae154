import Foundation
import LayoutLab
@testable import LayoutLabTesting
import LayoutLabDiff
import Testing

/// Lengths compare as people read them, values print at one precision, and a mistyped name says
/// which names are near.
@Suite struct ComparisonTests {
    struct Hero: View {
        @State private var width: CGFloat = 0
        var body: some View {
            VStack {
                Text("Hello").accessibilityIdentifier("hero")
                Color.red.frame(width: 100, height: 20).accessibilityIdentifier("heading")
            }
            .frame(width: 472 / 3)
            .accessibilityIdentifier("card")
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
        }
    }

    @Test func lengthsSizesPointsAndRectsCompareWithinATolerance() {
        // What a card's width comes out as where every report prints 393.
        let rounded: CGFloat = 393.00000000000006
        #expect(rounded != 393)
        #expect(rounded ≈ 393)
        #expect(!(rounded ≈ 393.02))
        let width: CGFloat? = rounded
        #expect(width ≈ 393)
        #expect(!(nil as CGFloat? ≈ 393))
        #expect(CGSize(width: rounded, height: 20.004) ≈ CGSize(width: 393, height: 20))
        #expect(!(CGSize(width: rounded, height: 20.5) ≈ CGSize(width: 393, height: 20)))
        #expect(CGPoint(x: 1.004, y: rounded) ≈ CGPoint(x: 1, y: 393))
        #expect(CGRect(x: 0, y: 0, width: rounded, height: 1) ≈ CGRect(x: 0, y: 0, width: 393, height: 1))
        #expect(!(CGRect(x: 0.5, y: 0, width: rounded, height: 1) ≈ CGRect(x: 0, y: 0, width: 393, height: 1)))
        #expect(rounded.isApproximately(392, tolerance: 1.5))
    }

    @Test func aLaidOutWidthCompares() async {
        let layout = await LayoutLab.run(Hero(), on: .iPhone15)
        let card = layout.frame("card")?.width
        #expect(card ≈ 157.333)
        #expect(layout.frame("heading")?.size ≈ CGSize(width: 100, height: 20))
    }

    @Test func stateValuesPrintAtTheReportsPrecision() async {
        let layout = await LayoutLab.run(Hero(), on: .iPhone15)
        #expect(layout.state("width") == "157.333")
        #expect(JSONNumbers.rounded(#"{"a":157.33333333333334,"b":"1.23456","c":[2,-0.00001,1e-20,true]}"#)
            == #"{"a":157.333,"b":"1.23456","c":[2,0,0,true]}"#)
    }

    @Test func anUnknownNameFailsWithTheNearMatches() async {
        let layout = await LayoutLab.run(Hero(), on: .iPhone15)
        var frame: CGRect?
        withKnownIssue {
            frame = layout.frame("heroo")
        } matching: { issue in
            issue.comments.contains { $0.rawValue == #"No node is named "heroo"; did you mean "hero"?"# }
        }
        #expect(frame == nil)
        withKnownIssue {
            _ = layout.frame("zzzzzzzzzz")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix(#"No node is named "zzzzzzzzzz"; the names are "#) && $0.rawValue.contains(#""hero""#) }
        }
        #expect(Set(layout.names) == ["card", "hero", "heading"])
    }
}
