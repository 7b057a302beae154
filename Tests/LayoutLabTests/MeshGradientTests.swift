import Testing
@testable import LayoutLab

// `MeshGradient` as iOS 18 code writes it: as a view it fills what it is offered, as the other
// gradients do; as a style it records its grid, its vertices and their colours for `render`.

/// A wave of vertices computed from a phase, as animated meshes compute them.
private func wave(_ range: ClosedRange<Float>, phase: Float) -> Float {
    let amplitude = (range.upperBound - range.lowerBound) / 2
    return (range.upperBound + range.lowerBound) / 2 + amplitude * phase
}

@Suite struct MeshGradientTests {
    @Test func aMeshFillsItsFrameAndRecordsItsVertices() throws {
        let snapshot = layout(VStack(spacing: 0) {
            MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .white])
                .frame(height: 100)
            Rectangle()
                .fill(MeshGradient(width: 2, height: 2, points: [.init(0, 0), .init(1, 0), .init(0, 1), .init(1, 1)], colors: [.black, .black, .white, .white]))
                .accessibilityIdentifier("filled")
        }, width: 200, height: 300)
        let mesh = snapshot.first(kind: "MeshGradient")
        #expect(mesh.frame == CGRect(x: 0, y: 0, width: 200, height: 100), "as a view it takes all it is offered")
        let paint = try #require(mesh.paint?.fill?.gradient)
        #expect(paint.kind == "mesh" && paint.grid == [2, 2])
        #expect(paint.points == [0, 0, 1, 0, 0, 1, 1, 1])
        #expect(paint.stops.map(\.color.name) == ["red", "blue", "green", "white"])
        #expect(snapshot.named("filled").frame.height == 200)
        let filled = try #require(snapshot.named("filled").paint?.fill?.gradient)
        // Halfway down a black-to-white mesh is mid grey; a corner is its vertex's colour.
        #expect(filled.meshColor(column: 0, row: 0, u: 0.5, v: 0.5).hex == "#808080")
        #expect(filled.meshColor(column: 0, row: 0, u: 0, v: 0).hex == "#000000")
        #expect(filled.meshPoint(column: 0, row: 0, u: 0.25, v: 0.75) == (0.25, 0.75))
    }

    /// The shape real files write (a 3 × 3 mesh of literal and computed vertices, colours with
    /// opacity) type-checks; it used to fail for want of `MeshGradient`.
    @Test func computedVerticesTypeCheck() {
        let t: Float = 0.5
        let mesh = MeshGradient(
            width: 3,
            height: 3,
            points: [
                .init(0, 0), .init(0.5, 0), .init(1, 0),
                [wave(-0.2...0.2, phase: t), wave(0.4...0.6, phase: t)], [wave(0.3...0.7, phase: t), wave(0.3...0.7, phase: t)],
                [wave(0.8...1.2, phase: t), wave(0.4...0.6, phase: t)],
                [0, 1], [0.5, 1], [1, 1],
            ], colors: [
                .white.opacity(0.8), .pink, .indigo,
                .indigo, .purple, .pink,
                .pink.opacity(0.8), .purple, .white,
            ])
        #expect(mesh.width == 3 && mesh.vertexPositions.count == 9 && mesh.vertexColors.count == 9)
        #expect(mesh.vertexPositions[3].x == 0.1 && abs(mesh.vertexPositions[3].y - 0.55) < 0.0001)
        #expect(mesh.background == .clear && mesh.smoothsColors)
    }
}
