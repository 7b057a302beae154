// How the built-in button styles draw (docs/rendering.md, "Buttons and symbols"): what a recorded
// pass needs to picture a button as it looks, not only where its label sits.

/// A built-in button style's drawing where the button is: the background its bordered styles
/// draw behind the label, and the colour the label is drawn in when nothing in the label or above
/// the button sets one.
struct ButtonPaint {
    enum Look {
        /// `.plain`: the label as it is.
        case plain
        /// `.borderless` and iOS's `.automatic`: the label in the tint.
        case borderless
        /// `.bordered`: the label in the tint on a faint tinted background.
        case bordered
        /// `.borderedProminent`: a white label on the tint.
        case prominent
    }

    /// Nil for the label-only styles.
    var background: NodePaint?
    /// The label's foreground (before any `opacity` above, which the label's views apply).
    var label: PaintColor?

    /// The opacity of `.bordered`'s tinted background. Apple's Human Interface Guidelines
    /// ("Buttons") describe the bordered style as a tinted background behind tinted text without
    /// publishing its colour; a fifth of the tint stands in for it (not measured).
    static let borderedBackgroundOpacity = 0.2

    init(_ look: Look, in environment: EnvironmentValues) {
        let tint = environment.tintPaint ?? PaintColor(name: "accentColor")
        switch look {
        case .plain:
            background = nil
            label = nil
        case .borderless:
            // The default style draws its label in the accent colour (fivestars.blog, "Exploring
            // SwiftUI's Button styles": BorderlessButtonStyle "applies a blue tint").
            background = nil
            label = tint
        case .bordered:
            background = NodePaint(
                shape: Self.shape(environment), fill: tint.fading(by: Self.borderedBackgroundOpacity * environment.drawingOpacity)
            )
            label = tint
        case .prominent:
            background = NodePaint(shape: Self.shape(environment), fill: tint.fading(by: environment.drawingOpacity))
            label = PaintColor(name: "white")
        }
    }

    /// The outline of a bordered button: `buttonBorderShape`'s, or the platform's. iOS 26 draws
    /// bordered buttons as capsules (WWDC25's design sessions on Liquid Glass, as public write-ups
    /// summarise them: "capsule is default"); before, and on macOS, a rounded rectangle whose
    /// radius grows with the control size (6 pt at the regular size: an estimate, not measured).
    static func shape(_ environment: EnvironmentValues) -> PaintShape {
        let chosen = environment.buttonBorderShape
        switch chosen.name {
        case "capsule": return .capsule
        case "circle": return .circle
        case "roundedRectangle":
            let radius = Double(chosen.radius ?? automaticRadius(environment.controlSize))
            return .roundedRectangle(CGSize(width: radius, height: radius))
        default:
            if environment.os == .ios26 { return .capsule }
            let radius = Double(automaticRadius(environment.controlSize))
            return .roundedRectangle(CGSize(width: radius, height: radius))
        }
    }

    private static func automaticRadius(_ size: ControlSize) -> CGFloat {
        switch size {
        case .mini, .small: 4
        case .regular: 6
        case .large, .extraLarge: 10
        }
    }
}

private struct TintPaintKey: EnvironmentKey {
    static let defaultValue: PaintColor? = nil
}

extension EnvironmentValues {
    /// The colour `tint(_:)` set: what buttons, toggles and links are drawn in (nil: the accent colour).
    var tintPaint: PaintColor? {
        get { self[TintPaintKey.self] }
        set { self[TintPaintKey.self] = newValue }
    }
}
