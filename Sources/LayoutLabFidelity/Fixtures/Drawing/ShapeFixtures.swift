import LayoutLab

/// Three strokes up and down a 70 × 40 box: the joins and caps show at its corners.
private var zigzag: Path {
    Path { path in
        path.move(to: CGPoint(x: 5, y: 35))
        path.addLine(to: CGPoint(x: 25, y: 5))
        path.addLine(to: CGPoint(x: 45, y: 35))
        path.addLine(to: CGPoint(x: 65, y: 5))
    }
}

/// A five-pointed star drawn in one stroke through every second point, in a 60-point square:
/// nonzero winding fills its centre, even-odd leaves it empty.
private var pentagram: Path {
    let points = (0..<5).map { index -> CGPoint in
        let angle = -Double.pi / 2 + Double(index) * 4 * Double.pi / 5
        return CGPoint(x: 30 + 26 * cos(angle), y: 30 + 26 * sin(angle))
    }
    var path = Path()
    path.addLines(points)
    path.closeSubpath()
    return path
}

extension FidelitySuite {
    /// Borders that draw inside their view, shapes sized by stacks, frames and `fixedSize`, the built-in
    /// shapes, strokes, shape modifiers and paths, which take their frames as their base shape does (macOS 26).
    static let drawingShapes: [MeasuredFixture] = [
        MeasuredFixture(
            "shape/border", area: .modifiers, size: CGSize(width: 300, height: 160),
            commit: "34fffd82371712765cb7a45e2bd5308e94a69dd4", code: "Fixtures/Sources/Shape/ShapeFixtures.swift",
            measured: [
                "circle": CGRect(x: 207, y: 83, width: 30, height: 30),
                "color": CGRect(x: 63, y: 83, width: 60, height: 30),
                "nested": CGRect(x: 131, y: 79, width: 68, height: 38),
                "padded": CGRect(x: 122, y: 43, width: 43, height: 28),
                "row1": CGRect(x: 83, y: 43, width: 134, height: 28),
                "row2": CGRect(x: 63, y: 79, width: 174, height: 38),
                "stack": CGRect(x: 63, y: 43, width: 174, height: 74),
                "text": CGRect(x: 83, y: 49, width: 31, height: 16),
                "textInner": CGRect(x: 83, y: 49, width: 31, height: 16),
                "thick": CGRect(x: 173, y: 49, width: 17.5, height: 16),
                "zero": CGRect(x: 198.5, y: 49, width: 18.5, height: 16),
            ]
        ) {
            VStack(spacing: 8) {
                HStack(spacing: 8) {
                    Text("Hello")
                        .probe("textInner")
                        .border(Color.red)
                        .probe("text")
                    Text("Hello")
                        .padding(6)
                        .border(Color.blue, width: 3)
                        .probe("padded")
                    Text("Hg")
                        .border(Color.red.opacity(0.5), width: 8)
                        .probe("thick")
                    Text("OK")
                        .border(Color.green, width: 0)
                        .probe("zero")
                }
                .probe("row1")
                HStack(spacing: 8) {
                    Color.yellow
                        .frame(width: 60, height: 30)
                        .border(Color.black)
                        .probe("color")
                    Color.yellow
                        .frame(width: 60, height: 30)
                        .border(Color.black, width: 2)
                        .padding(4)
                        .border(Color.blue)
                        .probe("nested")
                    Circle()
                        .fill(Color.mint)
                        .frame(width: 30, height: 30)
                        .border(Color.purple, width: 2)
                        .probe("circle")
                }
                .probe("row2")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "shape/layout", area: .shapes, size: CGSize(width: 300, height: 200),
            commit: "34fffd82371712765cb7a45e2bd5308e94a69dd4", code: "Fixtures/Sources/Shape/ShapeFixtures.swift",
            measured: [
                "c1": CGRect(x: 0, y: 7, width: 40, height: 40),
                "cap1": CGRect(x: 150, y: 7, width: 110, height: 40),
                "capsuleFixedWidth": CGRect(x: 176, y: 55, width: 20, height: 30),
                "circleIdeal": CGRect(x: 113, y: 138, width: 10, height: 10),
                "column": CGRect(x: 141, y: 93, width: 60, height: 100),
                "e1": CGRect(x: 40, y: 7, width: 110, height: 40),
                "ideal": CGRect(x: 99, y: 138, width: 10, height: 10),
                "maxWidth": CGRect(x: 200, y: 55, width: 50, height: 30),
                "r1": CGRect(x: 50, y: 55, width: 78, height: 30),
                "r2": CGRect(x: 132, y: 55, width: 40, height: 30),
                "row1": CGRect(x: 0, y: 7, width: 300, height: 40),
                "row2": CGRect(x: 50, y: 55, width: 200, height: 30),
                "row3": CGRect(x: 99, y: 93, width: 102, height: 100),
                "stack": CGRect(x: 0, y: 7, width: 300, height: 186),
                "strokedFlex": CGRect(x: 260, y: 7, width: 40, height: 40),
                "strokedIdeal": CGRect(x: 127, y: 138, width: 10, height: 10),
                "vCircle": CGRect(x: 146, y: 93, width: 50, height: 50),
                "vRect": CGRect(x: 141, y: 143, width: 60, height: 50),
            ]
        ) {
            VStack(spacing: 8) {
                HStack(spacing: 0) {
                    Circle().fill(Color.red).probe("c1")
                    Ellipse().fill(Color.blue).probe("e1")
                    Capsule().fill(Color.green).probe("cap1")
                    Circle().stroke(lineWidth: 2).probe("strokedFlex")
                }
                .frame(height: 40)
                .probe("row1")
                HStack(spacing: 4) {
                    Rectangle().fill(Color.red).probe("r1")
                    Rectangle().fill(Color.blue).frame(width: 40).probe("r2")
                    Capsule().fill(Color.orange).frame(width: 20).probe("capsuleFixedWidth")
                    RoundedRectangle(cornerRadius: 4).fill(Color.purple).frame(maxWidth: 50).probe("maxWidth")
                }
                .frame(width: 200, height: 30)
                .probe("row2")
                HStack(spacing: 4) {
                    Rectangle().fill(Color.gray).fixedSize().probe("ideal")
                    Circle().fill(Color.mint).fixedSize().probe("circleIdeal")
                    Circle().strokeBorder(lineWidth: 2).fixedSize().probe("strokedIdeal")
                    VStack(spacing: 0) {
                        Circle().fill(Color.teal).probe("vCircle")
                        Rectangle().fill(Color.pink).probe("vRect")
                    }
                    .frame(width: 60, height: 100)
                    .probe("column")
                }
                .probe("row3")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "shape/builtin", area: .shapes, size: CGSize(width: 340, height: 220),
            commit: "34fffd82371712765cb7a45e2bd5308e94a69dd4", code: "Fixtures/Sources/Shape/ShapeFixtures.swift",
            measured: [
                "any": CGRect(x: 267, y: 153, width: 40, height: 40),
                "capsule": CGRect(x: 8, y: 95, width: 100, height: 40),
                "capsuleCircular": CGRect(x: 116, y: 95, width: 100, height: 40),
                "capsuleTall": CGRect(x: 224, y: 85, width: 30, height: 60),
                "circleWide": CGRect(x: 277, y: 95, width: 40, height: 40),
                "circular": CGRect(x: 96, y: 27, width: 80, height: 50),
                "clamped": CGRect(x: 189, y: 153, width: 60, height: 40),
                "continuous": CGRect(x: 8, y: 27, width: 80, height: 50),
                "ellipse": CGRect(x: 23, y: 153, width: 90, height: 40),
                "elliptical": CGRect(x: 184, y: 27, width: 80, height: 50),
                "rect": CGRect(x: 121, y: 153, width: 60, height: 40),
                "row1": CGRect(x: 8, y: 27, width: 324, height: 50),
                "row2": CGRect(x: 8, y: 85, width: 324, height: 60),
                "row3": CGRect(x: 23, y: 153, width: 294, height: 40),
                "stack": CGRect(x: 8, y: 27, width: 324, height: 166),
                "uneven": CGRect(x: 272, y: 27, width: 60, height: 50),
            ]
        ) {
            // Corner styles, elliptical and uneven corners, capsules both ways, a circle and an
            // erased circle in wide frames (probed inside them), a radius above half the side.
            VStack(spacing: 8) {
                HStack(spacing: 8) {
                    RoundedRectangle(cornerRadius: 16).fill(Color.blue).frame(width: 80, height: 50).probe("continuous")
                    RoundedRectangle(cornerRadius: 16, style: .circular).fill(Color.blue).frame(width: 80, height: 50).probe("circular")
                    RoundedRectangle(cornerSize: CGSize(width: 24, height: 10)).fill(Color.green).frame(width: 80, height: 50).probe("elliptical")
                    UnevenRoundedRectangle(cornerRadii: .init(topLeading: 4, bottomLeading: 20, bottomTrailing: 4, topTrailing: 20))
                        .fill(Color.orange).frame(width: 60, height: 50).probe("uneven")
                }
                .probe("row1")
                HStack(spacing: 8) {
                    Capsule().fill(Color.red).frame(width: 100, height: 40).probe("capsule")
                    Capsule(style: .circular).fill(Color.red).frame(width: 100, height: 40).probe("capsuleCircular")
                    Capsule().fill(Color.purple).frame(width: 30, height: 60).probe("capsuleTall")
                    Circle().fill(Color.mint).probe("circleWide").frame(width: 70, height: 40)
                }
                .probe("row2")
                HStack(spacing: 8) {
                    Ellipse().fill(Color.teal).frame(width: 90, height: 40).probe("ellipse")
                    Rectangle().fill(Color.gray).frame(width: 60, height: 40).probe("rect")
                    RoundedRectangle(cornerRadius: 40).fill(Color.indigo).frame(width: 60, height: 40).probe("clamped")
                    AnyShape(Circle()).fill(Color.pink).probe("any").frame(width: 60, height: 40)
                }
                .probe("row3")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "shape/stroke", area: .shapes, size: CGSize(width: 320, height: 200),
            commit: "34fffd82371712765cb7a45e2bd5308e94a69dd4", code: "Fixtures/Sources/Shape/ShapeFixtures.swift",
            measured: [
                "bevel": CGRect(x: 203, y: 137, width: 70, height: 40),
                "capsuleDash": CGRect(x: 208, y: 85, width: 80, height: 40),
                "dashed": CGRect(x: 32, y: 85, width: 80, height: 40),
                "dots": CGRect(x: 120, y: 85, width: 80, height: 40),
                "fillStroke": CGRect(x: 193, y: 23, width: 50, height: 50),
                "miter": CGRect(x: 47, y: 137, width: 70, height: 40),
                "round": CGRect(x: 125, y: 137, width: 70, height: 40),
                "row1": CGRect(x: 19, y: 23, width: 282, height: 50),
                "row2": CGRect(x: 32, y: 85, width: 256, height: 40),
                "row3": CGRect(x: 47, y: 137, width: 226, height: 40),
                "stack": CGRect(x: 19, y: 23, width: 282, height: 154),
                "stroke": CGRect(x: 19, y: 23, width: 50, height: 50),
                "strokeBorder": CGRect(x: 77, y: 23, width: 50, height: 50),
                "strokeFill": CGRect(x: 251, y: 23, width: 50, height: 50),
                "strokeShape": CGRect(x: 135, y: 23, width: 50, height: 50),
            ]
        ) {
            // Strokes never change a frame: centred, inset, chained with fills, dashed, capped
            // and joined.
            VStack(spacing: 12) {
                HStack(spacing: 8) {
                    Circle().stroke(Color.blue, lineWidth: 4).probe("stroke").frame(width: 50, height: 50)
                    Circle().strokeBorder(Color.blue, lineWidth: 4).probe("strokeBorder").frame(width: 50, height: 50)
                    Circle().stroke(lineWidth: 6).probe("strokeShape").frame(width: 50, height: 50)
                    Circle().fill(Color.yellow).stroke(Color.red, lineWidth: 3).probe("fillStroke").frame(width: 50, height: 50)
                    Circle().stroke(Color.red, lineWidth: 3).fill(Color.yellow).probe("strokeFill").frame(width: 50, height: 50)
                }
                .probe("row1")
                HStack(spacing: 8) {
                    RoundedRectangle(cornerRadius: 8).stroke(Color.green, style: StrokeStyle(lineWidth: 3, dash: [8, 4]))
                        .frame(width: 80, height: 40).probe("dashed")
                    Rectangle().stroke(Color.purple, style: StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round, dash: [1, 12]))
                        .frame(width: 80, height: 40).probe("dots")
                    Capsule().strokeBorder(Color.orange, style: StrokeStyle(lineWidth: 2, dash: [6, 3], dashPhase: 3))
                        .frame(width: 80, height: 40).probe("capsuleDash")
                }
                .probe("row2")
                HStack(spacing: 8) {
                    zigzag.stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .butt, lineJoin: .miter)).frame(width: 70, height: 40).probe("miter")
                    zigzag.stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round)).frame(width: 70, height: 40).probe("round")
                    zigzag.stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .square, lineJoin: .bevel)).frame(width: 70, height: 40).probe("bevel")
                }
                .probe("row3")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "shape/modifiers", area: .shapes, size: CGSize(width: 340, height: 200),
            commit: "34fffd82371712765cb7a45e2bd5308e94a69dd4", code: "Fixtures/Sources/Shape/ShapeFixtures.swift",
            measured: [
                "anchored": CGRect(x: 208, y: 95, width: 60, height: 40),
                "inset": CGRect(x: 72, y: 95, width: 60, height: 40),
                "insetStroke": CGRect(x: 276, y: 95, width: 60, height: 40),
                "offset": CGRect(x: 72, y: 47, width: 60, height: 40),
                "offsetIdeal": CGRect(x: 138, y: 143, width: 10, height: 10),
                "pathIdeal": CGRect(x: 174, y: 143, width: 10, height: 10),
                "rotated": CGRect(x: 140, y: 47, width: 60, height: 40),
                "row1": CGRect(x: 4, y: 47, width: 332, height: 40),
                "row2": CGRect(x: 4, y: 95, width: 332, height: 40),
                "row3": CGRect(x: 138, y: 143, width: 64, height: 10),
                "scaled": CGRect(x: 4, y: 47, width: 60, height: 40),
                "sheared": CGRect(x: 208, y: 47, width: 60, height: 40),
                "sized": CGRect(x: 276, y: 47, width: 60, height: 40),
                "sizedIdeal": CGRect(x: 156, y: 143, width: 10, height: 10),
                "stack": CGRect(x: 4, y: 47, width: 332, height: 106),
                "strokedOffset": CGRect(x: 140, y: 95, width: 60, height: 40),
                "trimIdeal": CGRect(x: 192, y: 143, width: 10, height: 10),
                "trimmed": CGRect(x: 14, y: 95, width: 40, height: 40),
            ]
        ) {
            // Shape modifiers lay out as their base shape (a trimmed circle is still a circle's
            // square), and at their ideal size a modified shape is 10 × 10.
            VStack(spacing: 8) {
                HStack(spacing: 8) {
                    Circle().scale(0.5).fill(Color.blue).probe("scaled").frame(width: 60, height: 40)
                    Circle().offset(x: 10, y: 5).fill(Color.red).probe("offset").frame(width: 60, height: 40)
                    Rectangle().rotation(.degrees(30)).fill(Color.green).probe("rotated").frame(width: 60, height: 40)
                    Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
                        .fill(Color.orange).probe("sheared").frame(width: 60, height: 40)
                    Rectangle().size(width: 30, height: 20).fill(Color.purple).probe("sized").frame(width: 60, height: 40)
                }
                .probe("row1")
                HStack(spacing: 8) {
                    Circle().trim(from: 0.25, to: 1).stroke(Color.blue, lineWidth: 4).probe("trimmed").frame(width: 60, height: 40)
                    RoundedRectangle(cornerRadius: 12).inset(by: 5).fill(Color.teal).probe("inset").frame(width: 60, height: 40)
                    Rectangle().stroke(lineWidth: 3).offset(x: 3, y: 3).fill(Color.red).probe("strokedOffset").frame(width: 60, height: 40)
                    Circle().scale(x: 1.5, y: 0.5, anchor: .topLeading).fill(Color.pink).probe("anchored").frame(width: 60, height: 40)
                    Ellipse().inset(by: 4).stroke(Color.indigo, lineWidth: 2).probe("insetStroke").frame(width: 60, height: 40)
                }
                .probe("row2")
                HStack(spacing: 8) {
                    Circle().offset(x: 5).fill(Color.blue).probe("offsetIdeal")
                    Rectangle().size(width: 30, height: 20).fill(Color.green).probe("sizedIdeal")
                    Path { path in path.addRect(CGRect(x: 0, y: 0, width: 24, height: 16)) }.fill(Color.red).probe("pathIdeal")
                    Circle().trim(from: 0, to: 0.5).fill(Color.orange).probe("trimIdeal")
                }
                .fixedSize()
                .probe("row3")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "shape/path", area: .shapes, size: CGSize(width: 300, height: 160),
            commit: "34fffd82371712765cb7a45e2bd5308e94a69dd4", code: "Fixtures/Sources/Shape/ShapeFixtures.swift",
            measured: [
                "curves": CGRect(x: -16, y: 84, width: 60, height: 60),
                "parsed": CGRect(x: 188, y: 84, width: 60, height: 60),
                "pie": CGRect(x: 86, y: 16, width: 60, height: 60),
                "pieClockwise": CGRect(x: 154, y: 16, width: 60, height: 60),
                "ring": CGRect(x: 222, y: 16, width: 60, height: 60),
                "rounded": CGRect(x: 256, y: 84, width: 60, height: 60),
                "row1": CGRect(x: 18, y: 16, width: 264, height: 60),
                "row2": CGRect(x: -16, y: 84, width: 332, height: 60),
                "stack": CGRect(x: -16, y: 16, width: 332, height: 128),
                "starEvenOdd": CGRect(x: 120, y: 84, width: 60, height: 60),
                "starNonzero": CGRect(x: 52, y: 84, width: 60, height: 60),
                "triangle": CGRect(x: 18, y: 16, width: 60, height: 60),
            ]
        ) {
            // Paths take the whole proposal: each probe is on the path, inside a 60-point frame.
            VStack(spacing: 8) {
                HStack(spacing: 8) {
                    Path { path in
                        path.move(to: CGPoint(x: 30, y: 4))
                        path.addLine(to: CGPoint(x: 56, y: 56))
                        path.addLine(to: CGPoint(x: 4, y: 56))
                        path.closeSubpath()
                    }
                    .fill(Color.red).probe("triangle").frame(width: 60, height: 60)
                    Path { path in
                        path.move(to: CGPoint(x: 30, y: 30))
                        path.addArc(center: CGPoint(x: 30, y: 30), radius: 26, startAngle: .degrees(0), endAngle: .degrees(120), clockwise: false)
                        path.closeSubpath()
                    }
                    .fill(Color.blue).probe("pie").frame(width: 60, height: 60)
                    Path { path in
                        path.move(to: CGPoint(x: 30, y: 30))
                        path.addArc(center: CGPoint(x: 30, y: 30), radius: 26, startAngle: .degrees(0), endAngle: .degrees(120), clockwise: true)
                        path.closeSubpath()
                    }
                    .fill(Color.green).probe("pieClockwise").frame(width: 60, height: 60)
                    Path { path in
                        path.addRelativeArc(center: CGPoint(x: 30, y: 30), radius: 24, startAngle: .degrees(-90), delta: .degrees(270))
                    }
                    .stroke(Color.orange, lineWidth: 5).probe("ring").frame(width: 60, height: 60)
                }
                .probe("row1")
                HStack(spacing: 8) {
                    Path { path in
                        path.move(to: CGPoint(x: 4, y: 30))
                        path.addQuadCurve(to: CGPoint(x: 30, y: 4), control: CGPoint(x: 4, y: 4))
                        path.addCurve(to: CGPoint(x: 56, y: 56), control1: CGPoint(x: 56, y: 4), control2: CGPoint(x: 30, y: 30))
                        path.addLine(to: CGPoint(x: 4, y: 56))
                        path.closeSubpath()
                    }
                    .fill(Color.purple).probe("curves").frame(width: 60, height: 60)
                    pentagram.fill(Color.pink).probe("starNonzero").frame(width: 60, height: 60)
                    pentagram.fill(Color.pink, style: FillStyle(eoFill: true)).probe("starEvenOdd").frame(width: 60, height: 60)
                    // The pentagon the dataset parses from "30 4 m 56 20 l 46 56 l 14 56 l 4 20 l h", built point
                    // by point: the engine has no `Path(_: String)`.
                    Path { path in
                        path.move(to: CGPoint(x: 30, y: 4))
                        path.addLine(to: CGPoint(x: 56, y: 20))
                        path.addLine(to: CGPoint(x: 46, y: 56))
                        path.addLine(to: CGPoint(x: 14, y: 56))
                        path.addLine(to: CGPoint(x: 4, y: 20))
                        path.closeSubpath()
                    }
                    .fill(Color.teal).probe("parsed").frame(width: 60, height: 60)
                    Path(roundedRect: CGRect(x: 4, y: 4, width: 52, height: 52), cornerRadius: 12)
                        .fill(Color.brown).probe("rounded").frame(width: 60, height: 60)
                }
                .probe("row2")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "shape/steps", area: .shapes, size: CGSize(width: 200, height: 120),
            commit: "34fffd82371712765cb7a45e2bd5308e94a69dd4", code: "Fixtures/Sources/Shape/ShapeFixtures.swift",
            measured: [
                "arc": CGRect(x: 146, y: 40, width: 40, height: 40),
                "box": CGRect(x: 14, y: 30, width: 120, height: 60),
                "row": CGRect(x: 14, y: 30, width: 172, height: 60),
            ]
        ) {
            // The launch state: radius 8, a 2-point dashed border, the circle untrimmed (later
            // steps change only stroke and trim parameters).
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 8)
                    .strokeBorder(Color.blue, style: StrokeStyle(lineWidth: 2, dash: [6, 3], dashPhase: 0))
                    .frame(width: 120, height: 60)
                    .probe("box")
                Circle().trim(from: 0, to: 1).stroke(Color.red, lineWidth: 4).frame(width: 40, height: 40).probe("arc")
            }
            .probe("row")
        },
    ]
}
