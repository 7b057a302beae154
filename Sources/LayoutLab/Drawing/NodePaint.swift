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
    /// A `Text`'s runs, colour and line settings; drawn in its frame.
    public let text: PaintText?
    /// What few paints have, out of line: a case keeps a paint for every text it draws, and
    /// these made each one three times the size (docs/performance.md, "Memory").
    private let rare: RarePaint?

    public var stroke: PaintStroke? { rare?.stroke }
    /// An image or symbol, which off-device is a placeholder: its name.
    public var placeholder: String? { rare?.placeholder }
    /// The outline the node's subtree is clipped to (`clipped`, `clipShape`, `cornerRadius`, `mask`).
    public var clip: PaintShape? { rare?.clip }
    /// `hidden()`: laid out, not drawn, and neither is anything inside it.
    public var hidden: Bool? { rare?.hidden }
    /// The node's render transform (`offset`, `scaleEffect`, `rotationEffect` of it or of an
    /// ancestor) when it is not the identity: layout point (x, y) is drawn at
    /// (a·x + c·y + tx, b·x + d·y + ty), in the screen's coordinates.
    public var transform: PaintTransform? { rare?.transform }

    public init(
        shape: PaintShape? = nil, fill: PaintColor? = nil, stroke: PaintStroke? = nil, text: PaintText? = nil,
        placeholder: String? = nil, clip: PaintShape? = nil, hidden: Bool? = nil, transform: PaintTransform? = nil
    ) {
        self.shape = shape
        self.fill = fill
        self.text = text
        let isPlain = stroke == nil && placeholder == nil && clip == nil && hidden == nil && transform == nil
        rare = isPlain ? nil : RarePaint(stroke: stroke, placeholder: placeholder, clip: clip, hidden: hidden, transform: transform)
    }

    /// The same paint, hidden or under a transform.
    func with(hidden: Bool?, transform: PaintTransform?) -> NodePaint {
        NodePaint(
            shape: shape, fill: fill, stroke: stroke, text: text, placeholder: placeholder, clip: clip,
            hidden: hidden, transform: transform
        )
    }

    public static func == (a: NodePaint, b: NodePaint) -> Bool {
        a === b || (a.shape == b.shape && a.fill == b.fill && a.text == b.text && a.rare == b.rare)
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

    private enum CodingKeys: String, CodingKey {
        case shape, fill, stroke, text, placeholder, clip, hidden, transform
    }

    public convenience init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            shape: container.decodeIfPresent(PaintShape.self, forKey: .shape),
            fill: container.decodeIfPresent(PaintColor.self, forKey: .fill),
            stroke: container.decodeIfPresent(PaintStroke.self, forKey: .stroke),
            text: container.decodeIfPresent(PaintText.self, forKey: .text),
            placeholder: container.decodeIfPresent(String.self, forKey: .placeholder),
            clip: container.decodeIfPresent(PaintShape.self, forKey: .clip),
            hidden: container.decodeIfPresent(Bool.self, forKey: .hidden),
            transform: container.decodeIfPresent(PaintTransform.self, forKey: .transform)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(shape, forKey: .shape)
        try container.encodeIfPresent(fill, forKey: .fill)
        try container.encodeIfPresent(stroke, forKey: .stroke)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encodeIfPresent(placeholder, forKey: .placeholder)
        try container.encodeIfPresent(clip, forKey: .clip)
        try container.encodeIfPresent(hidden, forKey: .hidden)
        try container.encodeIfPresent(transform, forKey: .transform)
    }
}

/// `NodePaint`'s rarely set fields.
private final class RarePaint: Equatable, Sendable {
    let stroke: PaintStroke?
    let placeholder: String?
    let clip: PaintShape?
    let hidden: Bool?
    let transform: PaintTransform?

    init(stroke: PaintStroke?, placeholder: String?, clip: PaintShape?, hidden: Bool?, transform: PaintTransform?) {
        self.stroke = stroke
        self.placeholder = placeholder
        self.clip = clip
        self.hidden = hidden
        self.transform = transform
    }

    static func == (a: RarePaint, b: RarePaint) -> Bool {
        a === b || (a.stroke == b.stroke && a.placeholder == b.placeholder && a.clip == b.clip && a.hidden == b.hidden
            && a.transform == b.transform)
    }
}

/// An outline in a node's frame.
public struct PaintShape: Hashable, Sendable, Codable {
    /// `rectangle`, `roundedRectangle`, `ellipse`, `circle`, `capsule`, or `path`; `symbol` for an
    /// SF Symbol, which off-device is a placeholder filled with the symbol's colour.
    public var kind: String
    /// A rounded rectangle's corner size.
    public var cornerWidth: Double?
    public var cornerHeight: Double?
    /// Any other shape: its own path in the frame's coordinates (origin at the frame's top left),
    /// as SVG path data.
    public var path: String?
    /// Filled with the even-odd rule (`FillStyle(eoFill: true)`); nil for non-zero winding.
    public var evenOdd: Bool?

    public init(kind: String, cornerWidth: Double? = nil, cornerHeight: Double? = nil, path: String? = nil, evenOdd: Bool? = nil) {
        self.kind = kind
        self.cornerWidth = cornerWidth
        self.cornerHeight = cornerHeight
        self.path = path
        self.evenOdd = evenOdd
    }

    public static let rectangle = PaintShape(kind: "rectangle")
    public static let ellipse = PaintShape(kind: "ellipse")
    public static let circle = PaintShape(kind: "circle")
    public static let capsule = PaintShape(kind: "capsule")
    public static let symbol = PaintShape(kind: "symbol")

    public static func roundedRectangle(_ corner: CGSize) -> PaintShape {
        PaintShape(kind: "roundedRectangle", cornerWidth: Double(corner.width), cornerHeight: Double(corner.height))
    }
}

/// A stroked outline: its colour, its width, whether it is drawn inside the frame
/// (`strokeBorder`, `border`) or centred on the outline (`stroke`), and the rest of its
/// `StrokeStyle` where it differs from the default (butt caps, miter joins, a miter limit of 10,
/// no dash): `lineCap` `round`/`square`, `lineJoin` `round`/`bevel`.
public struct PaintStroke: Hashable, Sendable, Codable {
    public var color: PaintColor
    public var lineWidth: Double
    public var inset: Bool
    public var lineCap: String?
    public var lineJoin: String?
    public var miterLimit: Double?
    public var dash: [Double]?
    public var dashPhase: Double?

    public init(
        color: PaintColor, lineWidth: Double, inset: Bool, lineCap: String? = nil, lineJoin: String? = nil,
        miterLimit: Double? = nil, dash: [Double]? = nil, dashPhase: Double? = nil
    ) {
        self.color = color
        self.lineWidth = lineWidth
        self.inset = inset
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// `style` drawn in `color`; only what differs from the default style is kept.
    init(color: PaintColor, style: StrokeStyle, inset: Bool) {
        self.init(
            color: color, lineWidth: Double(style.lineWidth), inset: inset,
            lineCap: [.round: "round", .square: "square"][style.lineCap],
            lineJoin: [.round: "round", .bevel: "bevel"][style.lineJoin],
            miterLimit: style.miterLimit == 10 ? nil : Double(style.miterLimit),
            dash: style.dash.isEmpty ? nil : style.dash.map(Double.init),
            dashPhase: style.dashPhase == 0 ? nil : Double(style.dashPhase)
        )
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
