import LayoutLab

extension FidelitySuite {
    /// Linear, radial and angular gradients as fills, backgrounds, strokes and text styles, and gradient shadings in a canvas (macOS 26).
    static let drawingGradients: [MeasuredFixture] = [
        MeasuredFixture(
            "gradient/basic", area: .shapes, size: CGSize(width: 320, height: 240),
            commit: "92f494eba321ea1ddf79bda300eb922784b19447", code: "Fixtures/Sources/Gradient/GradientFixtures.swift",
            measured: [
                "angular": CGRect(x: 50.75, y: 123, width: 60, height: 60),
                "background": CGRect(x: 126.75, y: 133, width: 46.5, height: 40),
                "linear": CGRect(x: 39, y: 57, width: 80, height: 50),
                "radial": CGRect(x: 231, y: 57, width: 50, height: 50),
                "row1": CGRect(x: 39, y: 57, width: 242, height: 50),
                "row2": CGRect(x: 50.75, y: 123, width: 218.5, height: 60),
                "stack": CGRect(x: 39, y: 57, width: 242, height: 126),
                "stops": CGRect(x: 135, y: 57, width: 80, height: 50),
                "stroke": CGRect(x: 189.25, y: 133, width: 80, height: 40),
            ]
        ) {
            // Linear, stopped, radial and angular gradients filling shapes, as a background and
            // as a stroke: the gradient takes its shape's frame.
            VStack(spacing: 16) {
                HStack(spacing: 16) {
                    Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                        .frame(width: 80, height: 50).probe("linear")
                    Rectangle()
                        .fill(LinearGradient(
                            gradient: Gradient(stops: [
                                .init(color: .yellow, location: 0), .init(color: .green, location: 0.25), .init(color: .black, location: 1),
                            ]),
                            startPoint: .top, endPoint: .bottom))
                        .frame(width: 80, height: 50).probe("stops")
                    Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 25))
                        .frame(width: 50, height: 50).probe("radial")
                }
                .probe("row1")
                HStack(spacing: 16) {
                    RoundedRectangle(cornerRadius: 8).fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
                        .frame(width: 60, height: 60).probe("angular")
                    Text("Sky").padding(12).background(LinearGradient(colors: [.blue, .white], startPoint: .top, endPoint: .bottom)).probe("background")
                    Capsule().strokeBorder(LinearGradient(colors: [.purple, .orange], startPoint: .topLeading, endPoint: .bottomTrailing), lineWidth: 6)
                        .frame(width: 80, height: 40).probe("stroke")
                }
                .probe("row2")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "gradient/text", area: .shapes, size: CGSize(width: 320, height: 180),
            commit: "e581f61c22d9418bfee609703a43c15dbe4c6377", code: "Fixtures/Sources/Gradient/GradientFixtures.swift",
            measured: [
                "canvas": CGRect(x: 70, y: 103, width: 180, height: 60),
                "hierarchical": CGRect(x: 168, y: 71, width: 22.5, height: 16),
                "red": CGRect(x: 129.5, y: 71, width: 22.5, height: 16),
                "stack": CGRect(x: 70, y: 17, width: 180, height: 146),
                "text": CGRect(x: 111.5, y: 17, width: 97, height: 38),
            ]
        ) {
            // A gradient as a text's foreground style, styles stacked on text, and gradient
            // shadings drawn in a framed canvas.
            VStack(spacing: 16) {
                Text("Gradient").font(.largeTitle)
                    .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                    .probe("text")
                HStack(spacing: 16) {
                    Text("Sky").foregroundStyle(.red).probe("red")
                    Text("Sky").foregroundStyle(.red).foregroundStyle(.primary).probe("hierarchical")
                }
                Canvas { context, _ in
                    context.fill(Path(CGRect(x: 0, y: 0, width: 120, height: 40)),
                                 with: .linearGradient(Gradient(colors: [.green, .yellow]), startPoint: .zero, endPoint: CGPoint(x: 120, y: 0)))
                    context.stroke(Path(ellipseIn: CGRect(x: 140, y: 4, width: 32, height: 32)),
                                   with: .radialGradient(Gradient(colors: [.blue, .purple]), center: CGPoint(x: 156, y: 20), startRadius: 0, endRadius: 16),
                                   lineWidth: 6)
                    context.fill(Path(CGRect(x: 0, y: 48, width: 180, height: 12)),
                                 with: .style(AngularGradient(colors: [.red, .orange, .red], center: .center)))
                }
                .frame(width: 180, height: 60)
                .probe("canvas")
            }
            .probe("stack")
        },
    ]
}
