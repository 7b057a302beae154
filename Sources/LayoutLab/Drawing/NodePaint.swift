// What a pass records for a picture beyond frames (docs/rendering.md, "What is recorded"): the
// engine lays out, it does not draw, so this is a description of the drawing, not pixels.

/// What one node draws, and how it changes the drawing of its subtree.
///
/// Encoded as JSON in the recording (`node_paints.paint`); fields that do not apply are left
/// out, so a plain fill reads `{"fill":{"name":"blue","opacity":1},"shape":{"kind":"rectangle"}}`.
/// A class: every drawing node of every pass has one, and a trace holds it by reference.
public final class NodePaint: Hashable, Sendable, Codable {
    /// The outline the node fills or strokes (a `Color` fills a rectangle).
    public let shape: PaintShape?
    public let fill: PaintColor?
    public let stroke: PaintStroke?
    /// A `Text`'s runs, colour and line settings; drawn in its frame.
    public let text: PaintText?
    /// An image or symbol, which off-device is a placeholder: its name.
    public let placeholder: String?
    /// The outline the node's subtree is clipped to (`clipped`, `clipShape`, `cornerRadius`, `mask`).
    public let clip: PaintShape?
    /// `hidden()`: laid out, not drawn, and neither is anything inside it.
    public let hidden: Bool?
    /// The node's render transform (`offset`, `scaleEffect`, `rotationEffect` of it or of an
    /// ancestor) when it is not the identity: layout point (x, y) is drawn at
    /// (a·x + c·y + tx, b·x + d·y + ty), in the screen's coordinates.
    public let transform: PaintTransform?

    public init(
        shape: PaintShape? = nil, fill: PaintColor? = nil, stroke: PaintStroke? = nil, text: PaintText? = nil,
        placeholder: String? = nil, clip: PaintShape? = nil, hidden: Bool? = nil, transform: PaintTransform? = nil
    ) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.text = text
        self.placeholder = placeholder
        self.clip = clip
        self.hidden = hidden
        self.transform = transform
    }

    /// The same paint, hidden or under a transform.
    func with(hidden: Bool?, transform: PaintTransform?) -> NodePaint {
        NodePaint(
            shape: shape, fill: fill, stroke: stroke, text: text, placeholder: placeholder, clip: clip,
            hidden: hidden, transform: transform
        )
    }

    public static func == (a: NodePaint, b: NodePaint) -> Bool {
        a === b || (a.shape == b.shape && a.fill == b.fill && a.stroke == b.stroke && a.text == b.text
            && a.placeholder == b.placeholder && a.clip == b.clip && a.hidden == b.hidden && a.transform == b.transform)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(shape)
        hasher.combine(fill)
        hasher.combine(stroke)
        hasher.combine(text)
        hasher.combine(placeholder)
        hasher.combine(clip)
        hasher.combine(hidden)
        hasher.combine(transform)
    }
}

/// An outline in a node's frame.
public struct PaintShape: Hashable, Sendable, Codable {
    /// `rectangle`, `roundedRectangle`, `ellipse`, `circle`, `capsule`, or `path`.
    public var kind: String
    /// A rounded rectangle's corner size.
    public var cornerWidth: Double?
    public var cornerHeight: Double?
    /// Any other shape: its own path in the frame's coordinates (origin at the frame's top left),
    /// as SVG path data.
    public var path: String?

    public init(kind: String, cornerWidth: Double? = nil, cornerHeight: Double? = nil, path: String? = nil) {
        self.kind = kind
        self.cornerWidth = cornerWidth
        self.cornerHeight = cornerHeight
        self.path = path
    }

    public static let rectangle = PaintShape(kind: "rectangle")
    public static let ellipse = PaintShape(kind: "ellipse")
    public static let circle = PaintShape(kind: "circle")
    public static let capsule = PaintShape(kind: "capsule")

    public static func roundedRectangle(_ corner: CGSize) -> PaintShape {
        PaintShape(kind: "roundedRectangle", cornerWidth: Double(corner.width), cornerHeight: Double(corner.height))
    }
}

/// A stroked outline: its colour, its width, and whether it is drawn inside the frame
/// (`strokeBorder`, `border`) or centred on the outline (`stroke`).
public struct PaintStroke: Hashable, Sendable, Codable {
    public var color: PaintColor
    public var lineWidth: Double
    public var inset: Bool

    public init(color: PaintColor, lineWidth: Double, inset: Bool) {
        self.color = color
        self.lineWidth = lineWidth
        self.inset = inset
    }
}

/// An affine map, as SVG's `matrix(a b c d tx ty)`.
public struct PaintTransform: Hashable, Sendable, Codable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    init(_ transform: RenderTransform) {
        a = Double(transform.scaleX)
        b = Double(transform.shearY)
        c = Double(transform.shearX)
        d = Double(transform.scaleY)
        tx = Double(transform.translateX)
        ty = Double(transform.translateY)
    }
}
