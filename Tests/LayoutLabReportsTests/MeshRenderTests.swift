import Foundation
import LayoutLab
import LayoutLabReports
import LayoutLabStore
import Testing

/// A full-screen mesh background and a circle filled with a mesh, as iOS 18 code writes them.
struct MeshGallery: Scenario {
    static let name = "reports-tests/mesh-gallery"
    static let summary = "A mesh gradient as a background view and as a shape's fill, drawn by render."

    init(variant: String) {}

    var body: some View {
        ZStack {
            MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.black, .black, .white, .white])
                .ignoresSafeArea()
            Circle()
                .fill(MeshGradient(width: 3, height: 2, points: [[0, 0], [0.5, 0], [1, 0], [0, 1], [0.5, 1], [1, 1]], colors: [.red, .green, .blue, .red, .green, .blue]))
                .frame(width: 80, height: 80)
        }
    }
}

/// What `render` draws for a mesh gradient (docs/rendering.md, "Gradients").
@Suite struct MeshRenderTests {
    @Test func aMeshIsDrawnAsBlendedCellsUnderItsOutline() async throws {
        let (store, caseId) = try await RenderTests.record(MeshGallery.self)
        let picture = try #require(try RenderTests.pictures(store, case: caseId).last)
        let svg = ScreenSVG.render(picture, title: "mesh")
        let groups = svg.components(separatedBy: "class=\"mesh-gradient\"").dropFirst()
        #expect(groups.count == 2, "the background and the circle")
        let background = try #require(groups.first?.components(separatedBy: "</g>").first)
        // One patch of 8 × 8 cells, each in the blend at its middle: the rows either side of
        // halfway down are 7/16 and 9/16 of the way from black to white.
        #expect(background.components(separatedBy: "<path ").count - 1 == 64)
        #expect(background.contains("fill=\"#000000\"") == false, "cells are coloured at their middle")
        #expect(background.contains("fill=\"#707070\"") && background.contains("fill=\"#8f8f8f\""), "7/16 and 9/16 of the way to white")
        // The circle's mesh: two patches, masked by the circle.
        let circle = try #require(groups.last?.components(separatedBy: "</g>").first)
        #expect(circle.components(separatedBy: "<path ").count - 1 == 128)
        #expect(svg.range(of: "<mask id=\"gradient[0-9]+\"[^>]*><circle ", options: .regularExpression) != nil)
    }
}
