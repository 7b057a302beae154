// How a shape's outline is stroked and how its inside is decided. None of this changes a frame
// (a stroked shape lays out like its shape); it is recorded so that `render` draws the stroke
// as SwiftUI does (docs/rendering.md, "What is recorded").

/// The end of an open stroked line: CoreGraphics' `CGLineCap` (butt, the default, stops at the
/// end point; round and square extend half the line width past it).
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt = 0, round = 1, square = 2
}

/// The corner where two stroked segments meet: CoreGraphics' `CGLineJoin` (miter by default).
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter = 0, round = 1, bevel = 2
}

/// SwiftUI's `StrokeStyle`: the defaults are CoreGraphics' (a 1-point butt-capped,
/// miter-joined line with a miter limit of 10, undashed), per Apple's documentation of
/// `StrokeStyle.init(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    /// Lengths of painted and unpainted segments, alternating.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// How a path's inside is decided: the non-zero winding rule, or even-odd with `eoFill`.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
