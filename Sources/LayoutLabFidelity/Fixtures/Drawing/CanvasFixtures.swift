import LayoutLab

extension FidelitySuite {
    /// Canvases: what they draw never changes the proposal they take (macOS 26).
    static let drawingCanvas: [MeasuredFixture] = [
        MeasuredFixture(
            "canvas/basic", area: .shapes, size: CGSize(width: 320, height: 240),
            commit: "1407898ba58ce7be91bbec50b013b1bf6740ed06", code: "Fixtures/Sources/Canvas/CanvasFixtures.swift",
            measured: [
                "canvas": CGRect(x: 0, y: 0, width: 320, height: 240),
            ]
        ) {
            // A canvas takes its whole proposal whatever it draws: fills, a stroked path, text,
            // a moved and turned square, a faded and a clipped fill, a square in the corner.
            Canvas { context, size in
                context.fill(Path(CGRect(x: 10, y: 10, width: 60, height: 40)), with: .color(.red))
                context.fill(Path(ellipseIn: CGRect(x: 90, y: 10, width: 40, height: 40)), with: .color(.blue))
                var line = Path()
                line.move(to: CGPoint(x: 150, y: 10))
                line.addLine(to: CGPoint(x: 230, y: 50))
                line.addLine(to: CGPoint(x: 150, y: 50))
                context.stroke(line, with: .color(.green), lineWidth: 3)
                context.draw(Text("Canvas"), at: CGPoint(x: 40, y: 80), anchor: .center)
                context.draw(Text("Corner"), in: CGRect(x: 100, y: 70, width: 100, height: 20))
                var turned = context
                turned.translateBy(x: 40, y: 120)
                turned.rotate(by: .degrees(45))
                turned.fill(Path(CGRect(x: -15, y: -15, width: 30, height: 30)), with: .color(.orange))
                var faded = context
                faded.opacity = 0.5
                faded.fill(Path(CGRect(x: 100, y: 100, width: 60, height: 40)), with: .color(.purple))
                var clipped = context
                clipped.clip(to: Path(ellipseIn: CGRect(x: 200, y: 90, width: 60, height: 60)))
                clipped.fill(Path(CGRect(x: 200, y: 90, width: 30, height: 60)), with: .color(.black))
                context.fill(Path(CGRect(x: size.width - 20, y: size.height - 20, width: 20, height: 20)), with: .color(.gray))
            }
            .probe("canvas")
        },
        MeasuredFixture(
            "canvas/sizing", area: .shapes, size: CGSize(width: 320, height: 240),
            commit: "1407898ba58ce7be91bbec50b013b1bf6740ed06", code: "Fixtures/Sources/Canvas/CanvasFixtures.swift",
            measured: [
                "above": CGRect(x: 140.75, y: 0, width: 38.5, height: 16),
                "fill": CGRect(x: 0, y: 24, width: 320, height: 158),
                "framed": CGRect(x: 120, y: 190, width: 80, height: 50),
                "stack": CGRect(x: 0, y: 0, width: 320, height: 240),
            ]
        ) {
            // A canvas fills the stack's width and takes the height left; a frame sizes another.
            VStack(spacing: 8) {
                Text("Above").probe("above")
                Canvas { context, size in
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                }
                .probe("fill")
                Canvas { context, size in
                    context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
                }
                .frame(width: 80, height: 50)
                .probe("framed")
            }
            .probe("stack")
        },
    ]
}
