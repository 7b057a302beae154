/// An SF Symbol's glyph bounds, per em of the font it is drawn in: how wide it is and how far it
/// reaches above and below the text baseline. `Image(systemName:)` is sized from them.
///
/// The figures are measured (`SymbolMetrics.generated.swift`, written by
/// Scripts/generate-symbol-metrics.py from iamcgn/swiftui-web's `symbol/catalog-*`, macOS 26: 240
/// symbols at 10, 11, 12, 13, 15, 17, 22 and 26 pt regular, and at 13 pt semibold, bold, small
/// and large). A symbol is not linear in its point size (each size is its own design, as a font's
/// optical sizes are: a star is 1.27 em wide at 13 pt, 1.29 at 17), so the table keeps each
/// measured size as a master and interpolates between the two nearest; the same frames hold on
/// iOS (ios/symbol/basic's 17 pt star, gear and chevron are the macOS catalog's). A weight or an
/// image scale changes each symbol by its own amount (catalog-13-bold widens symbols by 0 to 2
/// pt, catalog-13-large by 1.5 to 7.5 pt), so a measured symbol takes its measured change, per em,
/// at any size; symbols the table does not hold take the uniform rules (`growth(of:)`,
/// `Image.Scale.factor`) fitted to the same catalogs.
struct SymbolMetrics: Hashable, Sendable {
    var width: CGFloat
    var ascent: CGFloat
    var descent: CGFloat

    /// A symbol the table does not hold: the median of the measured symbols (1.19 em wide,
    /// 0.92 em above the baseline, 0.24 below: about a circled symbol's size). Symbols are too many to
    /// list, so an unknown name is assumed to be a real symbol rather than an empty image, which
    /// is what a misspelled name gives (iamcgn/swiftui-web symbol/basic: 0 × 0).
    static let unmeasured = SymbolMetrics(width: 1.19231, ascent: 0.91639, descent: 0.23745)

    /// The variants measured at `variantSize`, in the generated table's order.
    private enum Variant: Int {
        case semibold, bold, small, large
    }

    /// The symbol's metrics in `font` at `scale`: its masters interpolated at the font's size,
    /// changed by its measured weight and scale variants; the uniform rules for a symbol the
    /// table does not hold.
    static func named(_ name: String, in font: ResolvedFont, scale: Image.Scale) -> SymbolMetrics {
        guard let measured = measuredName(for: name), let masters = decodedMasters[measured] else {
            return unmeasured.grown(by: growth(of: font.weight))
                .scaled(by: scale.factor, about: font.lineMetrics.capHeight / max(font.pointSize, 1) / 2)
        }
        let regular = interpolated(masters, at: font.pointSize)
        let variants = decodedVariants[measured] ?? []
        let reference = masters[masterSizes.firstIndex(of: variantSize) ?? 0]
        func change(_ variant: Variant) -> SymbolMetrics {
            guard variants.indices.contains(variant.rawValue) else { return .zero }
            return variants[variant.rawValue] - reference
        }
        return regular + weightChange(font.weight, semibold: change(.semibold), bold: change(.bold))
            + scaleChange(scale, small: change(.small), large: change(.large))
    }

    /// The change a weight makes to a measured symbol: its own measured change at semibold and
    /// bold, linear in the weight's stroke (`growth(of:)`) between them and regular; the uniform
    /// stroke beyond bold and below regular, where no catalog measures the symbols.
    private static func weightChange(_ weight: Font.Weight, semibold: SymbolMetrics, bold: SymbolMetrics) -> SymbolMetrics {
        let stroke = growth(of: weight)
        let semiboldStroke = growth(of: .semibold), boldStroke = growth(of: .bold)
        if stroke <= 0 { return SymbolMetrics.zero.grown(by: stroke) }
        if stroke <= semiboldStroke { return semibold * (stroke / semiboldStroke) }
        if stroke <= boldStroke {
            return semibold + (bold - semibold) * ((stroke - semiboldStroke) / (boldStroke - semiboldStroke))
        }
        return bold.grown(by: stroke - boldStroke)
    }

    /// The change an image scale makes to a measured symbol: its measured change, per em.
    private static func scaleChange(_ scale: Image.Scale, small: SymbolMetrics, large: SymbolMetrics) -> SymbolMetrics {
        switch scale {
        case .small: small
        case .medium: .zero
        case .large: large
        }
    }

    /// Linear between the nearest masters, the nearest master's beyond the measured range.
    private static func interpolated(_ masters: [SymbolMetrics], at pointSize: CGFloat) -> SymbolMetrics {
        let sizes = masterSizes
        guard let last = masters.indices.last else { return unmeasured }
        guard pointSize > sizes[0] else { return masters[0] }
        guard pointSize < sizes[last] else { return masters[last] }
        let upper = sizes.firstIndex { $0 >= pointSize } ?? last
        let lower = max(0, upper - 1)
        guard sizes[upper] != pointSize, upper != lower else { return masters[upper] }
        let t = (pointSize - sizes[lower]) / (sizes[upper] - sizes[lower])
        return masters[lower] + (masters[upper] - masters[lower]) * t
    }

    /// The measured symbol whose bounds `name` shares. An enclosed symbol has its enclosure's
    /// bounds (all 23 `*.circle*` symbols of the catalogs measure as `circle`, the 4 `*.square*`
    /// as `square`, at 13 and 22 pt); a filled one its outline's (12 of the 15 pairs identical at
    /// 13 pt, the others within a point); a variant that does not exist falls back to the plain
    /// symbol, as SwiftUI's does (`square` with `.rectangle` measures as `square`).
    private static func measuredName(for name: String) -> String? {
        if decodedMasters[name] != nil { return name }
        let parts = name.split(separator: ".").map(String.init)
        for enclosure in ["circle", "square"] where parts.dropFirst().contains(enclosure) {
            return decodedMasters[enclosure] == nil ? nil : enclosure
        }
        if parts.count > 1, parts.last == "fill" {
            return measuredName(for: parts.dropLast().joined(separator: "."))
        }
        if parts.count > 1, let variant = parts.last, ["slash", "rectangle"].contains(variant) {
            return measuredName(for: parts.dropLast().joined(separator: "."))
        }
        return nil
    }

    private static let decodedMasters: [String: [SymbolMetrics]] = measuredMasters.mapValues(decode)
    private static let decodedVariants: [String: [SymbolMetrics]] = measuredVariants.mapValues(decode)

    private static func decode(_ figures: String) -> [SymbolMetrics] {
        let values = figures.split(separator: " ").compactMap { Double($0) }.map { CGFloat($0) }
        return stride(from: 0, to: values.count - 2, by: 3).map {
            SymbolMetrics(width: values[$0], ascent: values[$0 + 1], descent: values[$0 + 2])
        }
    }

    /// The stroke a weight adds to each side of the glyph, per em, from regular. Fitted to the
    /// 13 pt catalogs (`symbol/catalog-13-semibold`: 0.01, `catalog-13-bold`: 0.0195, the values
    /// that predict most of their frames), light and black from symbol/basic's star (16 × 15.5
    /// and 17.5 × 17 where regular is 16.5 × 16); medium and heavy interpolated, ultra-light and
    /// thin extrapolated (estimates). Measured symbols use it to place a weight between the
    /// measured ones and beyond them.
    static func growth(of weight: Font.Weight) -> CGFloat {
        switch weight {
        case .ultraLight: -0.04
        case .thin: -0.03
        case .light: -0.019
        case .regular: 0
        case .medium: 0.005
        case .semibold: 0.01
        case .bold: 0.0195
        case .heavy: 0.029
        case .black: 0.038
        }
    }

    /// The symbol's frame on a line of `font`: its size, and its baseline from its top. The glyph
    /// is set on the line's baseline; the edges are snapped to the pixel grid counted from the
    /// line's top, as the measured frames are (every catalog frame is on the 2x grid relative to
    /// its row's text).
    func frame(in font: ResolvedFont, displayScale: CGFloat) -> (size: CGSize, baseline: CGFloat) {
        let size = font.pointSize
        let baseline = font.lineMetrics.baseline
        func snapped(_ value: CGFloat) -> CGFloat {
            let pixels = displayScale > 0 ? displayScale : 1
            return (value * pixels).rounded() / pixels
        }
        let top = snapped(baseline - ascent * size)
        let bottom = snapped(baseline + descent * size)
        let width = snapped(width * size)
        return (CGSize(width: max(0, width), height: max(0, bottom - top)), baseline - top)
    }

    // MARK: Arithmetic on per-em bounds

    private static let zero = SymbolMetrics(width: 0, ascent: 0, descent: 0)

    /// Grown by a stroke of `stroke` em on every side.
    private func grown(by stroke: CGFloat) -> SymbolMetrics {
        SymbolMetrics(width: width + 2 * stroke, ascent: ascent + stroke, descent: descent + stroke)
    }

    /// Scaled by `factor` about the line `middle` em above the baseline: the cap height's middle,
    /// where small, medium and large symbols share their centre (catalog-13-small and -large: the
    /// centres agree to a quarter point).
    private func scaled(by factor: CGFloat, about middle: CGFloat) -> SymbolMetrics {
        SymbolMetrics(
            width: width * factor, ascent: middle + (ascent - middle) * factor,
            descent: (descent + middle) * factor - middle
        )
    }

    static func + (a: SymbolMetrics, b: SymbolMetrics) -> SymbolMetrics {
        SymbolMetrics(width: a.width + b.width, ascent: a.ascent + b.ascent, descent: a.descent + b.descent)
    }

    static func - (a: SymbolMetrics, b: SymbolMetrics) -> SymbolMetrics {
        SymbolMetrics(width: a.width - b.width, ascent: a.ascent - b.ascent, descent: a.descent - b.descent)
    }

    static func * (a: SymbolMetrics, t: CGFloat) -> SymbolMetrics {
        SymbolMetrics(width: a.width * t, ascent: a.ascent * t, descent: a.descent * t)
    }
}
