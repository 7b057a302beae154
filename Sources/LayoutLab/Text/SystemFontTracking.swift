// The letter spacing SF applies by itself at each point size, on top of its glyph advances.
//
// SF's system font carries a tracking table: loose at small sizes, tight around 17–20 pt, loose
// again from 24 pt. Apple publishes it in the Human Interface Guidelines (Typography,
// Specifications, "Tracking values", identical for iOS, iPadOS, visionOS and macOS):
// https://developer.apple.com/design/human-interface-guidelines/typography#Specifications
// Its "Tracking (points)" column is used here, after every glyph the font draws, the last one
// included, as SwiftUI's measured widths show for explicit tracking (a 22 pt "Hello" with
// `.tracking(-1)` is 5 points narrower).
//
// From 17 pt up SF also moves from its Text to its Display optical size, whose letters are
// spaced more tightly (WWDC 2020, "The details of UI typography": the change is gradual
// between 17 and 28 pt, not a switch at 20). The stand-in face has one optical size, so that
// tightening is a second, measured per-glyph amount, in em.
// See docs/fidelity.md, "Text widths across sizes".

import Foundation

enum SystemFontTracking {
    /// Tracking in points after each glyph of the proportional system font at `pointSize`.
    static func points(pointSize: CGFloat) -> CGFloat {
        higPoints(pointSize: pointSize) - interpolate(opticalTightening, at: pointSize) * pointSize
    }

    /// The HIG table's tracking alone, without the Display size's tightening (redacted text
    /// keeps it: `RedactedText`).
    static func higPoints(pointSize: CGFloat) -> CGFloat {
        interpolate(higTracking, at: pointSize)
    }

    /// HIG "Tracking values" for SF Pro: (point size, tracking in points). Sizes between two
    /// rows interpolate linearly; below the first and above the last the end value holds.
    static let higTracking: [(size: CGFloat, value: CGFloat)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
        (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40),
        (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36),
        (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35),
        (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30),
        (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0),
    ]

    /// How much tighter SF's Display optical size spaces each glyph than its Text size, in em:
    /// (point size, em). Fitted by least squares together with the per-character corrections
    /// (`GlyphCorrections.generated.swift`, `Scripts/fit-glyph-corrections.py`, which rewrites these
    /// rows) to SwiftUI's measured one-line widths of the system font: 45 strings at 20, 22, 24, 26,
    /// 32 and 40 pt among 734 from 10 pt up (macOS 26.2, iamcgn/swiftui-web
    /// `Fixtures/Goldens/text-metrics.json`; docs/fidelity.md, "Text widths across sizes"). None
    /// below 17 pt, where SF uses its Text size.
    static let opticalTightening: [(size: CGFloat, value: CGFloat)] = [
        (17, 0), (20, 0.0137), (22, 0.031), (24, 0.0484), (26, 0.054), (32, 0.0606), (40, 0.0595),
    ]

    private static func interpolate(_ table: [(size: CGFloat, value: CGFloat)], at size: CGFloat) -> CGFloat {
        guard let first = table.first, let last = table.last else { return 0 }
        guard size.isFinite else { return size > 0 ? last.value : first.value }
        if size <= first.size { return first.value }
        if size >= last.size { return last.value }
        var upper = 1
        while table[upper].size < size { upper += 1 }
        let a = table[upper - 1], b = table[upper]
        return a.value + (b.value - a.value) * (size - a.size) / (b.size - a.size)
    }
}
