import Foundation

/// A `Text` as it is drawn: its runs with their resolved fonts and colours, and the settings that
/// decide its lines. `drawn(in:)` lays it out in its recorded frame (`Text/TextDrawing.swift`).
public struct PaintText: Hashable, Sendable, Codable {
    /// The runs as measured, kept as they are: a text is traced every pass, and building the
    /// public runs each time would cost more than the rest of its paint.
    let textRuns: [TextRun]
    let colors: [PaintColor]
    public var lineLimit: Int?
    /// `leading`, `center` or `trailing` (`multilineTextAlignment`).
    public var alignment: String { alignmentValue.name }
    let alignmentValue: TextAlignment

    init(runs: [TextRun], colors: [PaintColor], lineLimit: Int?, alignment: TextAlignment) {
        textRuns = runs
        self.colors = colors
        self.lineLimit = lineLimit
        alignmentValue = alignment
    }

    public var runs: [PaintTextRun] {
        zip(textRuns, colors).map { PaintTextRun($0, color: $1) }
    }

    private enum CodingKeys: String, CodingKey { case runs, lineLimit, alignment }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let runs = try container.decode([PaintTextRun].self, forKey: .runs)
        textRuns = runs.map(\.textRun)
        colors = runs.map(\.color)
        lineLimit = try container.decodeIfPresent(Int.self, forKey: .lineLimit)
        let alignment = try container.decode(String.self, forKey: .alignment)
        alignmentValue = TextAlignment.allCases.first { $0.name == alignment } ?? .leading
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(runs, forKey: .runs)
        try container.encodeIfPresent(lineLimit, forKey: .lineLimit)
        try container.encode(alignment, forKey: .alignment)
    }
}

extension TextAlignment {
    var name: String {
        switch self {
        case .leading: "leading"
        case .center: "center"
        case .trailing: "trailing"
        }
    }
}

/// One run: its characters, the font they were measured in, and their colour.
public struct PaintTextRun: Hashable, Sendable, Codable {
    public var string: String
    public var size: Double
    /// `regular`, `semibold`, `bold`, … (`Font.Weight`).
    public var weight: String
    /// `default`, `serif`, `rounded` or `monospaced` (`Font.Design`).
    public var design: String
    public var italic: Bool
    public var monospacedDigit: Bool
    /// How much `Font.width(_:)` and the `text.scale` knob stretch the advances.
    public var widthScale: Double
    public var tracking: Double
    /// The line's height and its baseline from the line's top, as measured.
    public var lineHeight: Double
    public var baseline: Double
    public var color: PaintColor

    init(_ run: TextRun, color: PaintColor) {
        string = run.string
        size = Double(run.font.pointSize)
        weight = run.font.weight.name
        design = run.font.design.name
        italic = run.font.italic
        monospacedDigit = run.font.monospacedDigit
        widthScale = Double(run.font.widthScale)
        tracking = Double(run.tracking)
        lineHeight = Double(run.font.lineMetrics.lineHeight)
        baseline = Double(run.font.lineMetrics.baseline)
        self.color = color
    }

    /// The run as the measurer takes it.
    var textRun: TextRun {
        var metrics = FontLineMetrics(ascender: CGFloat(baseline), descender: CGFloat(lineHeight - baseline), capHeight: 0)
        metrics.lineHeight = CGFloat(lineHeight)
        metrics.baseline = CGFloat(baseline)
        var font = ResolvedFont(
            pointSize: CGFloat(size),
            weight: Font.Weight.allCases.first { $0.name == weight } ?? .regular,
            design: Font.Design.allCases.first { $0.name == design } ?? .default,
            italic: italic, monospacedDigit: monospacedDigit, lineMetrics: metrics
        )
        font.widthScale = CGFloat(widthScale)
        return TextRun(string: string, font: font, tracking: CGFloat(tracking))
    }
}

extension Font.Weight {
    /// The case's name, as the recording spells it.
    var name: String {
        switch self {
        case .ultraLight: "ultraLight"
        case .thin: "thin"
        case .light: "light"
        case .regular: "regular"
        case .medium: "medium"
        case .semibold: "semibold"
        case .bold: "bold"
        case .heavy: "heavy"
        case .black: "black"
        }
    }
}

extension Font.Design {
    var name: String {
        switch self {
        case .default: "default"
        case .serif: "serif"
        case .rounded: "rounded"
        case .monospaced: "monospaced"
        }
    }
}
