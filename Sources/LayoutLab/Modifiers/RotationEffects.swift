nonisolated extension View {
    /// Turns the rendered view by `angle` about `anchor`, clockwise for positive angles; layout is
    /// unchanged, and the rendered frame is the bounding box of the turned view
    /// (docs/layout-rules.md, "Render-only effects").
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let cosine = CGFloat(cos(angle.radians)), sine = CGFloat(sin(angle.radians))
        return modifier(RenderEffectModifier(
            kind: "rotationEffect", effect: .linear(a: cosine, b: sine, c: -sine, d: cosine, anchor: anchor)
        ))
    }

    /// Turns the rendered view in three dimensions about `axis`. The rendered frame is the turned
    /// view seen straight on, without perspective (docs/fidelity.md, "Geometry"): a half turn about
    /// the y axis keeps the frame, a quarter turn flattens it to a line.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        let map = Rotation3D(angle: angle, axis: axis)
        return modifier(RenderEffectModifier(
            kind: "rotation3DEffect", effect: .linear(a: map.a, b: map.b, c: map.c, d: map.d, anchor: anchor)
        ))
    }
}

extension VisualEffect {
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ComposedVisualEffect<Self> {
        ComposedVisualEffect(inner: self) { frame in .rotation(radians: CGFloat(angle.radians), about: anchor.point(in: frame)) }
    }
}

/// The part of a 3D rotation (Rodrigues' formula about the normalised axis) that maps the view's
/// plane onto the screen's: the x and y rows of the x and y columns.
struct Rotation3D {
    let a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat

    init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else {
            (a, b, c, d) = (1, 0, 0, 1)
            return
        }
        let x = axis.x / length, y = axis.y / length, z = axis.z / length
        let cosine = CGFloat(cos(angle.radians)), sine = CGFloat(sin(angle.radians)), t = 1 - cosine
        a = cosine + x * x * t
        c = x * y * t - z * sine
        b = y * x * t + z * sine
        d = cosine + y * y * t
    }
}
