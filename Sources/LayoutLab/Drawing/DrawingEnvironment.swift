// The drawing settings that flow down the view tree: the foreground colour, the opacity, and
// how multi-line text aligns. None of them changes a frame; they are kept so that a recorded
// pass can be drawn (docs/rendering.md, "What is recorded").

/// The foreground colour, the opacity and the text alignment in force: immutable, replaced
/// whole by a write.
final class DrawingStyle: Sendable {
    /// The colour `foregroundStyle`/`foregroundColor` set (nil: the primary label colour).
    let foreground: PaintColor?
    /// The product of the `opacity` modifiers above: every colour drawn below is that much fainter.
    let opacity: Double
    let textAlignment: TextAlignment

    init(foreground: PaintColor?, opacity: Double, textAlignment: TextAlignment) {
        self.foreground = foreground
        self.opacity = opacity
        self.textAlignment = textAlignment
    }

    static let standard = DrawingStyle(foreground: nil, opacity: 1, textAlignment: .leading)
}

/// The drawing settings, under one key: a leaf reads all three with one lookup.
private struct DrawingStyleKey: EnvironmentKey {
    static let defaultValue = DrawingStyle.standard
}

extension EnvironmentValues {
    var drawing: DrawingStyle {
        get { self[DrawingStyleKey.self] }
        set { self[DrawingStyleKey.self] = newValue }
    }

    var foregroundPaint: PaintColor? {
        get { drawing.foreground }
        set { drawing = DrawingStyle(foreground: newValue, opacity: drawing.opacity, textAlignment: drawing.textAlignment) }
    }

    var drawingOpacity: Double {
        get { drawing.opacity }
        set { drawing = DrawingStyle(foreground: drawing.foreground, opacity: newValue, textAlignment: drawing.textAlignment) }
    }

    public var multilineTextAlignment: TextAlignment {
        get { drawing.textAlignment }
        set { drawing = DrawingStyle(foreground: drawing.foreground, opacity: drawing.opacity, textAlignment: newValue) }
    }

    /// The colour a shape or text with the foreground style draws in, opacity applied.
    var resolvedForeground: PaintColor {
        (foregroundPaint ?? PaintColor(name: "primary")).fading(by: drawingOpacity)
    }

    /// A style's colour as drawn here: its own, or the foreground's for the foreground style.
    func paint(for style: any ShapeStyle) -> PaintColor {
        if let faded = style as? FadedShapeStyle { return paint(for: faded.fadedBase).fading(by: faded.fade) }
        return PaintColor.of(style)?.fading(by: drawingOpacity) ?? resolvedForeground
    }
}

nonisolated extension View {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { environment in
            if let color = PaintColor.of(style) { environment.foregroundPaint = color }
        })
    }

    /// The primary style is the one views without a level draw in.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }

    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentWritingModifier { environment in
            environment.foregroundPaint = color.map { PaintColor($0) }
        })
    }

    /// Fades everything inside; the layout is unchanged. Drawn as each colour below multiplied by
    /// `opacity` (overlapping views inside show through each other, where SwiftUI composites the
    /// group first; docs/rendering.md, "Colours").
    public func opacity(_ opacity: Double) -> some View {
        modifier(EnvironmentWritingModifier { $0.drawingOpacity *= min(1, max(0, opacity)) })
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
}
