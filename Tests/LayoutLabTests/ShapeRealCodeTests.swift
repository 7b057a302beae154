import Testing
@testable import LayoutLab

// Shape, gradient and stroke code as app screens and tutorials write it, compiled as written and
// laid out: each spelling here is one a real file used.

private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A custom insettable shape, as tutorials write one for `strokeBorder`.
private struct Arc: InsettableShape {
    var startAngle: Angle
    var endAngle: Angle
    var clockwise: Bool
    var insetAmount = 0.0

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(startAngle.degrees, endAngle.degrees) }
        set {
            startAngle = .degrees(newValue.first)
            endAngle = .degrees(newValue.second)
        }
    }

    func path(in rect: CGRect) -> Path {
        let rotationAdjustment = Angle.degrees(90)
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - insetAmount,
            startAngle: startAngle - rotationAdjustment, endAngle: endAngle - rotationAdjustment, clockwise: !clockwise
        )
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var arc = self
        arc.insetAmount += amount
        return arc
    }
}

private struct ProgressRing: View {
    var progress: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(lineWidth: 20)
                .opacity(0.3)
                .foregroundColor(.red)
            Circle()
                .trim(from: 0.0, to: CGFloat(min(progress, 1.0)))
                .stroke(style: StrokeStyle(lineWidth: 20.0, lineCap: .round, lineJoin: .round))
                .foregroundColor(.red)
                .rotationEffect(Angle(degrees: 270.0))
        }
    }
}

private struct GradientCard: View {
    var isOn = true

    var body: some View {
        VStack(spacing: 16) {
            Text("Title")
                .font(.largeTitle)
                .foregroundStyle(.linearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
            ProgressRing(progress: 0.4).frame(width: 150, height: 150).accessibilityIdentifier("ring")
            Triangle().fill(.red).accessibilityIdentifier("triangle").frame(width: 40, height: 30)
            Arc(startAngle: .degrees(0), endAngle: .degrees(110), clockwise: true)
                .strokeBorder(Color.blue, lineWidth: 10)
                .accessibilityIdentifier("arc")
                .frame(width: 120, height: 80)
            HStack {
                Circle().fill(isOn ? Color.green : Color.red).frame(width: 10, height: 10)
                RoundedRectangle(cornerRadius: 10, style: .continuous)
                    .fill(Color.blue.gradient)
                    .overlay(RoundedRectangle(cornerRadius: 10).stroke(.secondary, lineWidth: 1))
                Capsule().fill(.ultraThinMaterial)
                Rectangle().fill(.blue.gradient)
                Ellipse().fill(EllipticalGradient(gradient: .init(colors: [.red, .clear])))
            }
            .frame(height: 30)
            Text("Masked")
                .padding()
                .background(
                    LinearGradient(
                        gradient: Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)]),
                        startPoint: .top, endPoint: .bottom
                    )
                )
                .mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
                .overlay(RoundedRectangle(cornerRadius: 16).stroke(lineWidth: 1))
                .clipShape(RoundedRectangle(cornerRadius: 16))
            Circle()
                .fill(RadialGradient(gradient: Gradient(colors: [.white, .blue]), center: .center, startRadius: 2, endRadius: 650))
                .overlay(Circle().stroke(Color.white, lineWidth: 4))
                .frame(width: 44, height: 44)
            Circle()
                .fill(AngularGradient(gradient: Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red]), center: .center))
                .frame(width: 44, height: 44)
            (isOn ? AnyShape(Circle()) : AnyShape(Rectangle()))
                .fill(.background)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                .contentShape(Rectangle())
                .accessibilityIdentifier("any")
                .frame(width: 60, height: 30)
            Canvas { context, size in
                let rect = CGRect(origin: .zero, size: size)
                context.fill(Path(roundedRect: rect, cornerRadius: 8), with: .color(.blue))
                context.stroke(Path(ellipseIn: rect.insetBy(dx: 4, dy: 4)), with: .color(.white), lineWidth: 2)
                context.fill(
                    Path(rect),
                    with: .linearGradient(Gradient(colors: [.red, .clear]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0))
                )
                context.draw(Text("Canvas"), at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
            .frame(height: 40)
        }
        .padding()
        .background(
            LinearGradient(colors: [.black.opacity(0.6), .clear], startPoint: .bottom, endPoint: .center).ignoresSafeArea()
        )
    }
}

@Suite struct ShapeRealCodeTests {
    @Test func realShapeCodeCompilesAndLaysOut() throws {
        let snapshot = LayoutEngine.layout(GradientCard(), in: CGSize(width: 390, height: 844), displayScale: 3)
        let ring = snapshot.named("ring")
        #expect(ring.frame.size == CGSize(width: 150, height: 150))
        let circles = snapshot.nodes.filter { $0.kind == "Circle" && $0.path.hasPrefix(ring.path + "/") }
        #expect(circles.count == 2)
        for circle in circles { #expect(circle.frame.size == CGSize(width: 150, height: 150)) }
        #expect(circles.last?.paint?.stroke?.lineCap == "round" && circles.last?.paint?.stroke?.color.name == "red")
        #expect(circles.first?.paint?.stroke?.color.opacity == 0.3)
        #expect(snapshot.named("triangle").paint?.shape?.path == "M20 0L40 30L0 30Z")
        // The custom insettable arc: the frame is the proposal, the stroke inside it.
        let arc = snapshot.named("arc")
        #expect(arc.kind == "Arc" && arc.frame.size == CGSize(width: 120, height: 80))
        #expect(arc.paint?.stroke?.inset == true)
        let any = try #require(snapshot.nodes.first { $0.kind == "Circle" && $0.path.hasPrefix(snapshot.named("any").path + "/") })
        #expect(any.frame.size == CGSize(width: 30, height: 30), "AnyShape sizes as the circle it holds")
        #expect(snapshot.nodes.contains { $0.kind == "Canvas" && $0.frame.height == 40 })
    }
}
