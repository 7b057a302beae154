import Foundation
import LayoutLab
import LayoutLabReports
import LayoutLabStore
import Testing

/// A screen of gradients and strokes as real code writes them: a full-screen gradient
/// background, a progress ring, a gradient border, a dashed capsule, a conic and a radial fill,
/// and a path with an arc.
struct ShapeGallery: Scenario {
    static let name = "reports-tests/shape-gallery"
    static let summary = "Gradients, strokes, a trimmed ring and an arc path, drawn by render."

    init(variant: String) {}

    var body: some View {
        ZStack {
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
            VStack(spacing: 12) {
                Circle().trim(from: 0, to: 0.7)
                    .stroke(Color.white, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .frame(width: 100, height: 100)
                    .accessibilityIdentifier("ring")
                RoundedRectangle(cornerRadius: 12)
                    .strokeBorder(LinearGradient(colors: [.orange, .green], startPoint: .leading, endPoint: .trailing), lineWidth: 2)
                    .frame(width: 200, height: 40)
                    .accessibilityIdentifier("border")
                Capsule().stroke(.black, style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
                    .frame(width: 120, height: 24)
                    .accessibilityIdentifier("dashed")
                HStack {
                    Circle().fill(.conicGradient(colors: [.red, .yellow, .red], center: .center)).accessibilityIdentifier("conic")
                    Circle().fill(.radialGradient(colors: [.white, .black], center: .center, startRadius: 10, endRadius: 30))
                        .accessibilityIdentifier("radial")
                }
                .frame(height: 60)
                Path { path in
                    path.move(to: CGPoint(x: 0, y: 40))
                    path.addArc(center: CGPoint(x: 40, y: 40), radius: 40, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
                    path.addQuadCurve(to: CGPoint(x: 120, y: 40), control: CGPoint(x: 100, y: 0))
                }
                .stroke(Color.purple, lineWidth: 3)
                .frame(width: 120, height: 80)
                .accessibilityIdentifier("arc")
            }
        }
    }
}

/// What `render` draws for gradients and strokes (docs/rendering.md, "Gradients", "Strokes").
@Suite struct ShapeRenderTests {
    static func picture() async throws -> PassPicture {
        let (store, caseId) = try await RenderTests.record(ShapeGallery.self)
        return try #require(try RenderTests.pictures(store, case: caseId).last)
    }

    @Test func gradientsAreDrawnAsGradients() async throws {
        let picture = try await Self.picture()
        let svg = ScreenSVG.render(picture, title: "shapes")
        // The background: a linear gradient from the top of the screen to its bottom, red to blue.
        let background = try #require(picture.nodes.first { $0.kind == "LinearGradient" })
        #expect(background.layout.y == 0 && background.layout.height == picture.step.screenHeight, "it ignores the safe area")
        let height = CGFloat(picture.step.screenHeight).formattedPoints
        #expect(svg.contains("<linearGradient id=\"gradient1\" gradientUnits=\"userSpaceOnUse\" x1=\"\(CGFloat(picture.step.screenWidth / 2).formattedPoints)\" y1=\"0\""))
        #expect(svg.contains("y2=\"\(height)\"><stop offset=\"0\" stop-color=\"#ff3b30\"/><stop offset=\"1\" stop-color=\"#007aff\"/></linearGradient>"))
        #expect(svg.contains("fill=\"url(#gradient1)\""))
        // The border's gradient runs across the inset frame, and strokes it.
        let border = try #require(picture.nodes.first { $0.name == "border" })
        #expect(svg.contains("x1=\"\(CGFloat(border.layout.x + 1).formattedPoints)\""))
        #expect(svg.contains("stop-color=\"#ff9500\""))
        #expect(svg.range(of: "fill=\"none\" stroke=\"url\\(#gradient[0-9]+\\)\" stroke-width=\"2\"", options: .regularExpression) != nil)
        // The radial gradient's start radius moves its first stop out to a third of the way.
        #expect(svg.contains("r=\"30\"><stop offset=\"0.333333\" stop-color=\"#ffffff\"/><stop offset=\"1\" stop-color=\"#000000\"/>"))
        // The conic one is wedges under a mask of the circle.
        #expect(svg.contains("class=\"angular-gradient\""))
        #expect(svg.range(of: "<mask id=\"gradient[0-9]+\"[^>]*><circle ", options: .regularExpression) != nil)
        let wedges = try #require(svg.components(separatedBy: "class=\"angular-gradient\"").last?.components(separatedBy: "</g>").first)
        #expect(wedges.components(separatedBy: "<path ").count - 1 == 90)
        // The wedge just before halfway round is (nearly) yellow, the middle stop.
        let conic = try #require(picture.nodes.first { $0.kind == "Circle" && $0.paint?.fill?.gradient?.kind == "angular" })
        let halfway = try #require(conic.paint?.fill?.gradient?.color(at: 178.0 / 360))
        #expect(halfway.hex.hasPrefix("#ffc"))
        #expect(wedges.contains("fill=\"\(halfway.hex)\""))
    }

    @Test func strokesKeepTheirStyle() async throws {
        let picture = try await Self.picture()
        let svg = ScreenSVG.render(picture, title: "shapes")
        #expect(svg.contains("stroke-linecap=\"round\""))
        #expect(svg.contains("stroke-dasharray=\"4 2\""))
        let ring = try #require(picture.nodes.first { $0.kind == "Circle" && $0.paint?.stroke?.lineWidth == 8 })
        #expect(ring.layout.width == 100 && ring.layout.height == 100)
        #expect(ring.paint?.transform != nil)

        // The arc: from the left end over the top (clockwise: false from 180° to 0° turns through
        // 270°, the top on screen), ending at the right end, then the curve to (120, 40).
        let arc = try #require(picture.nodes.first { $0.kind == "Path" })
        let data = try #require(arc.paint?.shape?.path)
        #expect(data.hasPrefix("M0 40"))
        #expect(data.contains("C0 17.909 17.909 0 40 0"), "the first quarter ends at the top of the circle")
        #expect(data.contains(" 80 40Q100 0 120 40"), "the arc ends at 0°, then the curve")
        #expect(svg.contains("d=\"\(data)\""))

        // Every paint reads back from its JSON.
        for paint in picture.nodes.compactMap(\.paint) {
            let decoded = try JSONDecoder().decode(NodePaint.self, from: Data(paint.json.utf8))
            #expect(decoded.json == paint.json)
            #expect(decoded == paint)
        }
    }
}
