// SwiftUI's `MeshGradient` (iOS 18; Apple's documentation of `MeshGradient` and its
// initializers): a `width` × `height` grid of vertices, each with a position in the filled
// frame's unit space and a colour. Like the other gradients it is a `ShapeStyle` and a `View`
// that fills whatever it is offered (`ShapeStyleFill`, laid out by `ColorRule`).

/// Colours at the vertices of a grid, blended across the patches between them.
public nonisolated struct MeshGradient: ShapeStyle, View, Equatable, Sendable {
    /// Vertices per row.
    public var width: Int
    /// Vertices per column.
    public var height: Int
    /// Where the vertices are, row by row: `width × height` of them.
    public var locations: Locations
    /// The vertices' colours, row by row: `width × height` of them.
    public var colors: Colors
    /// What shows outside the mesh.
    public var background: Color
    /// Whether colours blend along cubic curves (Apple's default) or linearly. `render` blends
    /// linearly either way (docs/rendering.md, "Gradients").
    public var smoothsColors: Bool
    public var colorSpace: Gradient.ColorSpace

    /// The vertices' positions: plain unit points, or points with Bezier control points.
    public enum Locations: Equatable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([MeshGradient.BezierPoint])
    }

    /// The vertices' colours. (Apple also takes `Color.Resolved` values, which the lab lacks.)
    public enum Colors: Equatable, Sendable {
        case colors([Color])
    }

    /// A vertex and the control points of the curves that leave it towards its four neighbours.
    public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>

        public init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
            trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    public init(
        width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace
        )
    }

    public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
            background: background, smoothsColors: smoothsColors, colorSpace: colorSpace
        )
    }

    /// The vertices' positions, whichever way they were given.
    var vertexPositions: [SIMD2<Float>] {
        switch locations {
        case .points(let points): points
        case .bezierPoints(let points): points.map(\.position)
        }
    }

    var vertexColors: [Color] {
        switch colors {
        case .colors(let colors): colors
        }
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        ShapeStyleFill._makeViewList(view: ShapeStyleFill(style: view), inputs: inputs, list: &list)
    }
}
