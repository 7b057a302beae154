/// An SF Symbol's glyph bounds, per em of the font it is drawn in: how wide it is and how far it
/// reaches above and below the text baseline. `Image(systemName:)` is sized from them.
///
/// The figures are measured (`SymbolMetrics.generated.swift`, written by
/// Scripts/generate-symbol-metrics.py from iamcgn/swiftui-web's `symbol/catalog-*`, macOS 26: 240
/// symbols at 10, 11, 12, 13, 15, 17, 22 and 26 pt regular). A symbol is not linear in its point
/// size (each size is its own design, as a font's optical sizes are: a star is 1.27 em wide at
/// 13 pt, 1.29 at 17), so the table keeps each measured size as a master and interpolates
/// between the two nearest; the same frames hold on iOS (ios/symbol/basic's 17 pt star, gear and
/// chevron are the macOS catalog's). Weights and image scales are rules fitted to the 13 pt
/// catalogs, and approximate (docs/fidelity.md, "Images and other placeholders").
struct SymbolMetrics: Hashable, Sendable {
    let width: CGFloat
    let ascent: CGFloat
    let descent: CGFloat

    /// A symbol the table does not hold: the median of the measured symbols (1.19 em wide,
    /// 0.92 em above the baseline, 0.24 below: about a circled symbol's size). Symbols are too many to
    /// list, so an unknown name is assumed to be a real symbol rather than an empty image, which
    /// is what a misspelled name gives (iamcgn/swiftui-web symbol/basic: 0 × 0).
    static let unmeasured = SymbolMetrics(width: 1.19231, ascent: 0.91639, descent: 0.23745)

    /// The symbol's metrics at `pointSize`: linear between the nearest masters, the nearest
    /// master's beyond the measured range.
    static func named(_ name: String, pointSize: CGFloat) -> SymbolMetrics {
        guard let masters = masters(for: name), let last = masters.indices.last else { return unmeasured }
        let sizes = masterSizes
        guard pointSize > sizes[0] else { return masters[0] }
        guard pointSize < sizes[last] else { return masters[last] }
        let upper = sizes.firstIndex { $0 >= pointSize } ?? last
        let lower = max(0, upper - 1)
        guard sizes[upper] != pointSize, upper != lower else { return masters[upper] }
        let t = (pointSize - sizes[lower]) / (sizes[upper] - sizes[lower])
        let a = masters[lower], b = masters[upper]
        return SymbolMetrics(
            width: a.width + (b.width - a.width) * t, ascent: a.ascent + (b.ascent - a.ascent) * t,
            descent: a.descent + (b.descent - a.descent) * t
        )
    }

    /// The measured symbol whose bounds `name` shares. An enclosed symbol has its enclosure's
    /// bounds (all 23 `*.circle*` symbols of the catalogs measure as `circle`, the 4 `*.square*`
    /// as `square`, at 13 and 22 pt); a filled one its outline's (12 of the 15 pairs identical at
    /// 13 pt, the others within a point); a variant that does not exist falls back to the plain
    /// symbol, as SwiftUI's does (`square` with `.rectangle` measures as `square`).
    private static func masters(for name: String) -> [SymbolMetrics]? {
        if let masters = decodedMasters[name] { return masters }
        let parts = name.split(separator: ".").map(String.init)
        for enclosure in ["circle", "square"] where parts.dropFirst().contains(enclosure) {
            return decodedMasters[enclosure]
        }
        if parts.count > 1, parts.last == "fill" {
            return masters(for: parts.dropLast().joined(separator: "."))
        }
        if parts.count > 1, let variant = parts.last, ["slash", "rectangle"].contains(variant) {
            return masters(for: parts.dropLast().joined(separator: "."))
        }
        return nil
    }

    private static let decodedMasters: [String: [SymbolMetrics]] = measuredMasters.mapValues { figures in
        let values = figures.split(separator: " ").compactMap { Double($0) }.map { CGFloat($0) }
        return stride(from: 0, to: values.count - 2, by: 3).map {
            SymbolMetrics(width: values[$0], ascent: values[$0 + 1], descent: values[$0 + 2])
        }
    }

    /// The stroke a weight adds to each side of the glyph, per em, from regular. Fitted to the
    /// 13 pt catalogs (`symbol/catalog-13-semibold`: 0.01, `catalog-13-bold`: 0.0195, the values
    /// that predict most of their frames), light and black from symbol/basic's star (16 × 15.5
    /// and 17.5 × 17 where regular is 16.5 × 16); medium and heavy interpolated, ultra-light and
    /// thin extrapolated (estimates).
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

    /// The symbol's frame in a line of `font`: its size, and its baseline from its top. The
    /// glyph is set on the line's baseline and grown by its weight's stroke; the image scale
    /// enlarges it about the cap height's middle, where small, medium and large symbols share
    /// their centre (catalog-13-small and -large: the centres agree to a quarter point); the
    /// edges are snapped to the pixel grid counted from the line's top, as the measured frames
    /// are (every catalog frame is on the 2x grid relative to its row's text).
    func frame(in font: ResolvedFont, scale: Image.Scale, displayScale: CGFloat) -> (size: CGSize, baseline: CGFloat) {
        let size = font.pointSize
        let grow = Self.growth(of: font.weight)
        let baseline = font.lineMetrics.baseline
        let middle = baseline - font.lineMetrics.capHeight / 2
        let factor = scale.factor
        func snapped(_ value: CGFloat) -> CGFloat {
            let pixels = displayScale > 0 ? displayScale : 1
            return (value * pixels).rounded() / pixels
        }
        let top = snapped(middle + (baseline - (ascent + grow) * size - middle) * factor)
        let bottom = snapped(middle + (baseline + (descent + grow) * size - middle) * factor)
        let width = snapped((width + 2 * grow) * size * factor)
        return (CGSize(width: max(0, width), height: max(0, bottom - top)), baseline - top)
    }
}
