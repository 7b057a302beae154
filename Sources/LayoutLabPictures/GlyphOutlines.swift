/// The outlines text is drawn with: the metric fonts' own glyphs (Inter for the proportional
/// system font, JetBrains Mono for the monospaced one), generated from the fonts by
/// `Scripts/generate-glyph-outlines.py`. Embedding outlines keeps a picture self-contained and
/// the same in every viewer, where a font reference would be drawn in whatever font the viewer has.
enum GlyphOutlines {
    /// The face `name` (a `DrawnFace.name`).
    static func face(named name: String) -> GlyphOutlineFace? {
        switch name {
        case "Inter-Regular": interRegular
        case "Inter-SemiBold": interSemiBold
        case "Inter-Bold": interBold
        case "JetBrainsMono-Regular": monoRegular
        case "JetBrainsMono-SemiBold": monoSemiBold
        case "JetBrainsMono-Bold": monoBold
        default: nil
        }
    }
}

/// One face's outlines: SVG path data in font units, y up, by code point.
struct GlyphOutlineFace: Sendable {
    let name: String
    let unitsPerEm: Int
    let outlines: [UInt32: String]
}
