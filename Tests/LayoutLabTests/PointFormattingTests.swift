import Foundation
import LayoutLab
import Testing

/// Reports print every length through `formattedPoints`: its fast path must print what
/// `String(format: "%.3f")` with trailing zeros dropped prints.
@Suite struct PointFormattingTests {
    /// The form the fast path replaced.
    static func reference(_ value: CGFloat) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int64(rounded)) }
        var text = String(format: "%.3f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    @Test func printsAsTheThreeDecimalFormatDoes() {
        var generator = SystemRandomNumberGenerator()
        var values: [CGFloat] = [0, -0.0, 0.5, -0.5, 0.0005, -0.0005, 0.0004, 1.25, -1.25, 393, 393.00000000000006, 157.33333333333334, 1e9 + 0.125, -0.001, 0.1 + 0.2]
        for _ in 0..<20_000 {
            let scale = [1.0, 10, 1000, 1e6][Int.random(in: 0..<4, using: &generator)]
            values.append(CGFloat(Double.random(in: -scale...scale, using: &generator)))
            values.append(CGFloat(Double(Int.random(in: -100_000...100_000, using: &generator)) / [2.0, 3, 4, 8, 1000][Int.random(in: 0..<5, using: &generator)]))
        }
        for value in values {
            #expect(value.formattedPoints == Self.reference(value), "\(Double(value))")
        }
    }

    @Test func namesWhatIsNotANumber() {
        #expect(CGFloat.nan.formattedPoints == "nan")
        #expect(CGFloat.infinity.formattedPoints == "inf")
        #expect((-CGFloat.infinity).formattedPoints == "-inf")
    }
}
