import Testing
@testable import LayoutLab

// Gradients, strokes and shape operations as real code writes them: what they lay out to (as
// the shape, or as Color for a gradient used as a view) and what they record for `render`.

private func laidOut<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 300) -> LayoutSnapshot {
    LayoutEngine.layout(view, in: CGSize(width: width, height: height), displayScale: 2)
}

private func point(_ text: Substring) -> CGPoint {
    let numbers = text.split(separator: " ").compactMap { Double($0) }
    return CGPoint(x: numbers[0], y: numbers[1])
}

/// Every point of one SVG path command's coordinates ("x y x y …").
private func pairs(_ text: Substring) -> [CGPoint] {
    let numbers = text.split(separator: " ").compactMap { Double($0) }
    return stride(from: 0, to: numbers.count - 1, by: 2).map { CGPoint(x: numbers[$0], y: numbers[$0 + 1]) }
}

/// The last point of SVG path data made of M, L, C, Q and Z.
private func lastPoint(of data: String) -> CGPoint? {
    let pieces = data.split(whereSeparator: { "MLCQ".contains($0) })
    guard let last = pieces.last else { return nil }
    let coordinates = last.replacingOccurrences(of: "Z", with: "").split(separator: " ")
    guard coordinates.count >= 2 else { return nil }
    return point(coordinates.suffix(2).joined(separator: " ")[...])
}

private func near(_ a: CGPoint?, _ b: CGPoint, within tolerance: CGFloat = 0.05) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Suite struct ShapeStyleTests {
    /// The progress ring: a trimmed, stroked, rotated circle keeps the circle's frame; its
    /// drawn path starts at 3 o'clock and ends 70 % of the way round, clockwise on screen.
    @Test func aProgressRingKeepsItsFrameAndDrawsItsArc() throws {
        let snapshot = laidOut(
            Circle().trim(from: 0, to: 0.7)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .frame(width: 100, height: 100)
                .accessibilityIdentifier("ring")
        )
        let ring = try #require(snapshot.nodes.first { $0.kind == "Circle" })
        #expect(ring.frame.size == CGSize(width: 100, height: 100))
        let paint = try #require(ring.paint)
        #expect(paint.fill == nil)
        #expect(paint.stroke?.lineWidth == 8 && paint.stroke?.lineCap == "round" && paint.stroke?.color.name == "blue")
        #expect(paint.stroke?.inset == false)
        let data = try #require(paint.shape?.path)
        #expect(paint.shape?.kind == "path")
        #expect(data.hasPrefix("M100 50"))
        let angle = 0.7 * 2 * Double.pi
        #expect(near(lastPoint(of: data), CGPoint(x: 50 + 50 * cos(angle), y: 50 + 50 * sin(angle))))
        #expect(paint.transform != nil, "the rotation is drawn")
    }

    /// `strokeBorder` with a gradient: the frame is the proposal, the stroke inside it, painted
    /// with the gradient's stops.
    @Test func aGradientBorderRecordsItsStops() throws {
        let snapshot = laidOut(
            RoundedRectangle(cornerRadius: 12)
                .strokeBorder(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), lineWidth: 2)
                .frame(width: 120, height: 60)
        )
        let border = try #require(snapshot.nodes.first { $0.kind == "RoundedRectangle" })
        #expect(border.frame.size == CGSize(width: 120, height: 60))
        let stroke = try #require(border.paint?.stroke)
        #expect(stroke.inset && stroke.lineWidth == 2)
        #expect(border.paint?.shape?.kind == "roundedRectangle")
        let gradient = try #require(stroke.color.gradient)
        #expect(gradient.kind == "linear" && gradient.start == [0.5, 0] && gradient.end == [0.5, 1])
        #expect(gradient.stops.map(\.color.name) == ["red", "blue"])
        #expect(gradient.stops.map(\.location) == [0, 1])
    }

    /// A gradient as a view fills what it is offered, like Color (`ignoresSafeArea()` compiles on
    /// it as on any view; the recorded scenario in the render tests has a safe area).
    @Test func aGradientViewFillsItsProposal() throws {
        let snapshot = LayoutEngine.layout(
            ZStack {
                LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing).ignoresSafeArea()
                RadialGradient(colors: [.white, .black], center: .center, startRadius: 10, endRadius: 80).frame(width: 50)
            },
            in: CGSize(width: 393, height: 852), displayScale: 3
        )
        let linear = try #require(snapshot.nodes.first { $0.kind == "LinearGradient" })
        #expect(linear.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(linear.paint?.fill?.gradient?.stops.map(\.color.name) == ["purple", "blue"])
        let radial = try #require(snapshot.nodes.first { $0.kind == "RadialGradient" })
        #expect(radial.frame.size == CGSize(width: 50, height: 852))
        #expect(radial.paint?.fill?.gradient?.radii == [10, 80])
    }

    /// Every gradient spelling compiles and records its geometry.
    @Test func gradientStylesRecordTheirGeometry() throws {
        let stops = [Gradient.Stop(color: .red, location: 0.2), Gradient.Stop(color: .green.opacity(0.5), location: 0.8)]
        let snapshot = laidOut(VStack(spacing: 0) {
            Rectangle().fill(.linearGradient(stops: stops, startPoint: .leading, endPoint: .trailing)).accessibilityIdentifier("linear")
            Circle().fill(.radialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 40)).accessibilityIdentifier("radial")
            Circle().fill(AngularGradient(gradient: Gradient(colors: [.red, .yellow, .red]), center: .center)).accessibilityIdentifier("angular")
            Circle().fill(.conicGradient(colors: [.red, .blue], center: .top, angle: .degrees(90))).accessibilityIdentifier("conic")
            Ellipse().fill(EllipticalGradient(colors: [.orange, .clear])).accessibilityIdentifier("elliptical")
            Rectangle().foregroundStyle(Color.blue.gradient).accessibilityIdentifier("any")
            Text("Hi").foregroundStyle(.linearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom)).accessibilityIdentifier("text")
            Color.clear.frame(height: 10).background(.blue.gradient).accessibilityIdentifier("background")
            Color.clear.frame(height: 10).border(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), width: 2)
        })
        let linear = try #require(snapshot.named("linear").paint?.fill?.gradient)
        #expect(linear.start == [0, 0.5] && linear.end == [1, 0.5])
        #expect(linear.stops.map(\.location) == [0.2, 0.8] && linear.stops[1].color.opacity == 0.5)
        #expect(snapshot.named("radial").paint?.fill?.gradient?.kind == "radial")
        #expect(snapshot.named("angular").paint?.fill?.gradient?.angles == [0, 0])
        #expect(snapshot.named("conic").paint?.fill?.gradient?.angles == [90, 450])
        #expect(snapshot.named("conic").paint?.fill?.gradient?.center == [0.5, 0])
        #expect(snapshot.named("elliptical").paint?.fill?.gradient?.radii == [0, 0.5])
        let any = try #require(snapshot.named("any").paint?.fill?.gradient)
        #expect(any.kind == "linear" && any.stops.count == 2 && any.stops[1].color.name == "blue")
        let text = try #require(snapshot.named("text").paint?.text)
        #expect(text.runs.first?.color.name == "pink", "text draws in the gradient's first colour")
        let background = try #require(snapshot.nodes.first { $0.kind == "AnyGradient" })
        #expect(background.paint?.fill?.gradient != nil)
        let border = try #require(snapshot.nodes.first { $0.kind == "border" })
        #expect(border.paint?.stroke?.color.gradient?.stops.count == 2)
    }

    /// iOS 17's stroked shapes are shapes: `stroke(lineWidth:)` and `stroke(style:)` can be
    /// filled and framed, and keep the circle square (measured: fixture `shape/layout`,
    /// `strokedFlex`).
    @Test func strokedShapesStayShapes() throws {
        let snapshot = laidOut(HStack(spacing: 0) {
            Circle().stroke(lineWidth: 4).fill(.red).accessibilityIdentifier("filled")
            Circle().stroke(style: StrokeStyle(lineWidth: 2, lineJoin: .round, dash: [4, 2], dashPhase: 1))
                .accessibilityIdentifier("dashed").frame(width: 30, height: 30)
            Rectangle().stroke(lineWidth: 1).accessibilityIdentifier("plain")
        }, width: 200, height: 40)
        let filled = snapshot.named("filled")
        #expect(filled.kind == "Circle" && filled.frame.size == CGSize(width: 40, height: 40))
        #expect(filled.paint?.fill == nil)
        #expect(filled.paint?.stroke?.color.name == "red" && filled.paint?.stroke?.lineWidth == 4)
        #expect(filled.paint?.shape?.kind == "circle")
        let dashed = try #require(snapshot.named("dashed").paint?.stroke)
        #expect(dashed.dash == [4, 2] && dashed.dashPhase == 1 && dashed.lineJoin == "round")
        #expect(dashed.color.name == "primary", "a stroked shape on its own is painted with the foreground style")
        #expect(snapshot.named("plain").frame.size == CGSize(width: 130, height: 40))
    }

    /// `fill(…).stroke(…)` (iOS 17) is one node with both; `strokeBorder` on a filled shape too.
    @Test func fillAndStrokeChain() throws {
        let snapshot = laidOut(VStack {
            Capsule().fill(.yellow).stroke(.black, lineWidth: 2).accessibilityIdentifier("capsule").frame(width: 80, height: 30)
            Circle().fill(.red).strokeBorder(.blue, lineWidth: 3).accessibilityIdentifier("circle").frame(width: 40, height: 40)
            Circle().strokeBorder(lineWidth: 3).accessibilityIdentifier("bare").frame(width: 40, height: 40)
            RoundedRectangle(cornerRadius: 8).strokeBorder(style: StrokeStyle(lineWidth: 1, dash: [3])).accessibilityIdentifier("dashed")
                .frame(width: 40, height: 40)
        })
        let capsule = snapshot.named("capsule")
        #expect(capsule.paint?.fill?.name == "yellow" && capsule.paint?.stroke?.color.name == "black")
        #expect(snapshot.nodes.filter { $0.kind == "Capsule" }.count == 1)
        let circle = snapshot.named("circle")
        #expect(circle.paint?.fill?.name == "red" && circle.paint?.stroke?.inset == true && circle.paint?.stroke?.lineWidth == 3)
        #expect(snapshot.named("bare").paint?.stroke?.color.name == "primary")
        #expect(snapshot.named("dashed").paint?.stroke?.dash == [3])
    }

    /// Shape operations change the drawn path, not the shape's sizing rule, except that a moved
    /// shape (offset, scaled, rotated, transformed) takes the proposal as any shape does: a
    /// circle offset or scaled is as wide as its frame, a trimmed one stays square
    /// (shape/modifiers, macOS 26).
    @Test func shapeOperationsKeepTheFrame() throws {
        let snapshot = laidOut(VStack(spacing: 0) {
            Rectangle().rotation(.degrees(45)).fill(.green).accessibilityIdentifier("rotated").frame(width: 100, height: 50)
            Circle().offset(x: 10, y: 0).accessibilityIdentifier("offset")
            Circle().scale(0.5).accessibilityIdentifier("scaled")
            AnyShape(Circle()).accessibilityIdentifier("any")
            Circle().trim(from: 0, to: 0.5).accessibilityIdentifier("trimmed")
            Capsule().inset(by: 5).accessibilityIdentifier("inset")
            Rectangle().transform(CGAffineTransform(scaleX: 0.5, y: 1)).accessibilityIdentifier("transformed")
            Rectangle().size(width: 10, height: 10).accessibilityIdentifier("sized")
        }, width: 100, height: 350)
        #expect(snapshot.named("rotated").frame.size == CGSize(width: 100, height: 50))
        #expect(snapshot.named("rotated").kind == "Rectangle")
        for name in ["any", "trimmed"] {
            #expect(snapshot.named(name).frame.width == snapshot.named(name).frame.height, "\(name) stays square")
            #expect(snapshot.named(name).kind == "Circle")
        }
        for name in ["offset", "scaled"] {
            #expect(snapshot.named(name).frame.width == 100, "\(name) takes the proposal")
            #expect(snapshot.named(name).kind == "Circle")
        }
        #expect(snapshot.named("inset").frame.width == 100)
        #expect(snapshot.named("sized").frame.width == 100, "size(_:) sizes the path, not the frame")
        // The rotated rectangle's corners stick out of its 100 × 50 frame.
        let data = try #require(snapshot.named("rotated").paint?.shape?.path)
        let xs = data.split(whereSeparator: { "MLZ".contains($0) }).map { point($0).x }
        #expect((xs.min() ?? 0) < 0 && (xs.max() ?? 0) > 100)
        // The offset circle is drawn in its frame's square, centred, and moved 10 to the right.
        let offset = snapshot.named("offset").frame
        let offsetData = try #require(snapshot.named("offset").paint?.shape?.path)
        let offsetXs = offsetData.split(whereSeparator: { "MLCZ".contains($0) }).flatMap { pairs($0) }.map(\.x)
        let side = min(offset.width, offset.height)
        #expect(abs((offsetXs.max() ?? 0) - ((offset.width + side) / 2 + 10)) < 0.01)
    }

    /// `FillStyle(eoFill:)` is recorded, so a ring drawn with two rectangles has its hole.
    @Test func evenOddFillIsRecorded() {
        let ring = Path { path in
            path.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
            path.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        let snapshot = laidOut(VStack {
            ring.fill(.black, style: FillStyle(eoFill: true)).accessibilityIdentifier("eo")
            ring.fill(.black).accessibilityIdentifier("nonzero")
        })
        #expect(snapshot.named("eo").paint?.shape?.evenOdd == true)
        #expect(snapshot.named("nonzero").paint?.shape?.evenOdd == nil)
    }

    /// The newer shapes: an uneven rounded rectangle and the container-relative shape take the
    /// proposal; the latter draws as a rectangle.
    @Test func unevenAndContainerRelativeShapes() throws {
        let snapshot = laidOut(HStack(spacing: 0) {
            UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12).fill(.blue).accessibilityIdentifier("uneven")
            ContainerRelativeShape().fill(.red).accessibilityIdentifier("container")
        }, width: 200, height: 80)
        #expect(snapshot.named("uneven").frame.size == CGSize(width: 100, height: 80))
        #expect(snapshot.named("container").paint?.shape?.kind == "rectangle")
        let data = try #require(snapshot.named("uneven").paint?.shape?.path)
        #expect(data.hasPrefix("M12 0"), "the top edge starts after the top-leading corner")
        let shape = UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 12, bottomTrailing: 12))
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(!path.contains(CGPoint(x: 1, y: 1)) && path.contains(CGPoint(x: 99, y: 1)))
        #expect(!path.contains(CGPoint(x: 99, y: 79)) && path.contains(CGPoint(x: 1, y: 79)))
    }

    /// A canvas fills its proposal and is drawn as a placeholder; a renderer run on a context
    /// records what it draws, in the context's transform.
    @Test func aCanvasFillsItsProposal() {
        let snapshot = laidOut(VStack(spacing: 0) {
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red))
                context.draw(Text("Hi"), at: CGPoint(x: 10, y: 10))
            }
            .frame(height: 80)
            Color.red
        }, width: 200, height: 200)
        let canvas = snapshot.nodes.first { $0.kind == "Canvas" }
        #expect(canvas?.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(canvas?.paint?.placeholder == "Canvas")

        var context = GraphicsContext(size: CGSize(width: 100, height: 100))
        context.translateBy(x: 10, y: 20)
        context.stroke(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .style(.blue), lineWidth: 2)
        guard case .stroke(let path, _, let style)? = context.commands.first else {
            Issue.record("the stroke is recorded")
            return
        }
        #expect(path.boundingRect == CGRect(x: 10, y: 20, width: 5, height: 5))
        #expect(style.lineWidth == 2)
    }
}
