/// A view that displays read-only text, measured with real font metrics (see `Text/`).
///
/// A Text is a list of styled segments (`Text + Text` concatenates them). Its own font modifiers
/// win over the environment's; whatever is left unset comes from the environment when the view
/// is expanded.
public nonisolated struct Text: View, Equatable, Sendable {
    struct Segment: Equatable, Sendable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var design: Font.Design?
        /// `fontWidth(_:)`: a narrower or wider cut, as `Font.width(_:)` gives.
        var width: Font.Width?
        var italic = false
        var monospacedDigit = false
        var tracking: CGFloat = 0
        /// How far the glyphs sit above their baseline (`baselineOffset`; negative: below).
        var baselineOffset: CGFloat = 0
        /// Set by the Text's own `foregroundColor`/`foregroundStyle`; nil draws in the environment's.
        var color: PaintColor?
        /// An image inside the text (`Text(Image(...))`, `"\(Image(...))"`): the segment is one
        /// object-replacement character as wide as the image.
        var image: InlineImage?
    }

    /// An image laid out as a character of the text around it.
    enum InlineImage: Equatable, Sendable {
        /// A symbol, sized by the text's font as `Image(systemName:)` is beside text.
        case symbol(String)
        /// Any other image, at its own size, standing on the baseline.
        case sized(CGSize)
    }

    var segments: [Segment]

    /// The character an inline image or interpolated text holds the place of in a key's string
    /// (U+FFFC OBJECT REPLACEMENT CHARACTER, as attributed strings mark attachments).
    static let placeholder: Character = "\u{FFFC}"

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        let spans = InlineMarkdown.spans(key.resolvedString).map { span in
            Segment(
                string: span.string, weight: span.bold ? .bold : nil, design: span.code ? .monospaced : nil, italic: span.italic
            )
        }
        segments = key.insertions.isEmpty ? spans : Self.splicing(key.insertions, into: spans)
    }

    /// An image inside text (SwiftUI: `Text(_ image: Image)`), laid out as one character of the
    /// lines it sits in, so `Text(Image(systemName: "star")) + Text(" 4.8")` wraps as one text.
    public init(_ image: Image) {
        segments = [Segment(string: String(Self.placeholder), image: image.inlineImage)]
    }

    /// The segments with each placeholder replaced, in order, by the text interpolated there
    /// (`"Rated \(Text("4.8").bold())"`, `"\(Image(systemName: "star"))"`).
    private static func splicing(_ insertions: [Text], into spans: [Segment]) -> [Segment] {
        var remaining = insertions[...]
        var result: [Segment] = []
        for span in spans {
            guard !remaining.isEmpty, span.string.contains(placeholder) else {
                result.append(span)
                continue
            }
            var rest = Substring(span.string)
            func keep(_ piece: Substring) {
                guard !piece.isEmpty else { return }
                var part = span
                part.string = String(piece)
                result.append(part)
            }
            while !remaining.isEmpty, let mark = rest.firstIndex(of: placeholder) {
                keep(rest[..<mark])
                result += remaining.removeFirst().segments
                rest = rest[rest.index(after: mark)...]
            }
            keep(rest)
        }
        return result
    }

    public init(verbatim content: String) {
        segments = [Segment(string: content)]
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        segments = [Segment(string: String(content))]
    }

    /// The text as plain characters, as the recording shows it.
    var plainText: String { segments.map(\.string).joined() }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = lhs
        text.segments += rhs.segments
        return text
    }

    private func updatingSegments(_ update: (inout Segment) -> Void) -> Text {
        var text = self
        for index in text.segments.indices { update(&text.segments[index]) }
        return text
    }

    public func font(_ font: Font?) -> Text {
        updatingSegments { if $0.font == nil { $0.font = font } }
    }

    public func fontWeight(_ weight: Font.Weight?) -> Text {
        updatingSegments { if $0.weight == nil { $0.weight = weight } }
    }

    public func bold() -> Text { fontWeight(.bold) }

    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    public func italic() -> Text { updatingSegments { $0.italic = true } }

    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? fontDesign(.monospaced) : self
    }

    public func fontDesign(_ design: Font.Design?) -> Text {
        updatingSegments { if $0.design == nil { $0.design = design } }
    }

    /// The cut's width (iOS 16): what `Font.width(_:)` does, for the font this text resolves to.
    public func fontWidth(_ width: Font.Width?) -> Text {
        updatingSegments { if $0.width == nil { $0.width = width } }
    }

    public func monospacedDigit() -> Text { updatingSegments { $0.monospacedDigit = true } }

    public func tracking(_ tracking: CGFloat) -> Text { updatingSegments { $0.tracking += tracking } }

    /// Kerning is modelled as tracking: extra space after each character.
    public func kerning(_ kerning: CGFloat) -> Text { tracking(kerning) }

    // Colour: drawn, never measured.
    public func foregroundColor(_ color: Color?) -> Text {
        updatingSegments { if $0.color == nil { $0.color = color.map { PaintColor($0) } } }
    }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        updatingSegments { if $0.color == nil { $0.color = PaintColor.of(style) } }
    }

    // Drawing-only Text modifiers: a line under or through the glyphs takes no room.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text { self }

    /// A line drawn under or through text (`underline(_:pattern:color:)`, and the View forms).
    public struct LineStyle: Hashable, Sendable {
        public let pattern: Pattern
        public let color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        public static let single = LineStyle()

        public struct Pattern: Hashable, Sendable {
            let name: String

            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }

    /// The case `textCase(_:)` shows text in.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    /// Raises (or, negative, lowers) the glyphs: the line grows by the offset on that side
    /// (measured macOS 26, iamcgn/swiftui-web textstyle/baseline: "Up" raised 6 is 22 tall where
    /// the plain text is 16, its baseline 19 from its top; lowered 4 it is 20 tall).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        updatingSegments { $0.baselineOffset += baselineOffset.isFinite ? baselineOffset : 0 }
    }

    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let environment = inputs.environment
        let layout = TextRule(
            runs: view.resolvedRuns(in: environment, textScale: inputs.graph.knobs.textScale), lineLimit: environment.lineLimit, displayScale: environment.displayScale,
            minimumScaleFactor: environment.minimumScaleFactor, reservedLines: environment.reservedLines,
            truncation: environment.truncationMode, lineSpacing: environment.lineSpacing,
            foreground: environment.resolvedForeground, ownColors: view.ownColors(in: environment),
            alignment: environment.multilineTextAlignment
        )
        list.append(LayoutNode(kind: "Text", slot: inputs.slot, identity: inputs.identity, layout: layout))
    }

    /// Each segment's own colour, faded by the environment's opacity; nil when no segment has
    /// one (nearly every Text), so that nothing is allocated for them.
    func ownColors(in environment: EnvironmentValues) -> [PaintColor?]? {
        guard segments.contains(where: { $0.color != nil }) else { return nil }
        return segments.map { $0.color?.fading(by: environment.drawingOpacity) }
    }

    /// The segments with their fonts resolved in `environment`: what the measurer lays out.
    /// `textScale` is the `text.scale` knob, a factor on every advance.
    func resolvedRuns(in environment: EnvironmentValues, textScale: CGFloat = 1) -> [TextRun] {
        let overrides = environment.textStyleOverrides
        let textCase = environment.textCase
        let isRedacted = environment.redactionReasons.contains(.placeholder)
        return segments.map { segment in
            var run = TextRun(
                string: textCase.map { segment.string.inCase($0, locale: environment.locale) } ?? segment.string,
                font: (segment.font ?? environment.font ?? Typography.defaultFont(for: environment.os)).resolve(
                    dynamicTypeSize: environment.dynamicTypeSize,
                    os: environment.os,
                    weight: segment.weight ?? overrides.weight,
                    design: segment.design ?? overrides.design,
                    width: segment.width ?? overrides.width,
                    italic: segment.italic || overrides.italic,
                    monospacedDigit: segment.monospacedDigit || overrides.monospacedDigit
                ),
                tracking: segment.tracking != 0 ? segment.tracking : overrides.tracking,
                baselineOffset: segment.baselineOffset != 0 ? segment.baselineOffset : overrides.baselineOffset
            )
            run.font.widthScale *= textScale
            run.isRedacted = isRedacted
            run.attachment = segment.image.map { image in
                switch image {
                case .symbol(let name):
                    let frame = SymbolMetrics.named(
                        environment.symbolVariants.applied(to: name), in: run.font, scale: environment.imageScale
                    ).frame(in: run.font, displayScale: environment.displayScale)
                    return TextAttachment(width: frame.size.width, ascent: frame.baseline)
                case .sized(let size):
                    return TextAttachment(width: size.width, ascent: size.height)
                }
            }
            return run
        }
    }
}

extension String {
    /// The string in `textCase`, with the locale's case rules (Apple: `textCase(_:)` "transforms
    /// the case of the text contained in this view", measured and drawn in that case).
    func inCase(_ textCase: Text.Case, locale: Locale) -> String {
        switch textCase {
        case .uppercase: uppercased(with: locale)
        case .lowercase: lowercased(with: locale)
        }
    }
}
