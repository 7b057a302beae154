import LayoutLab

extension FidelitySuite {
    /// Borders that draw inside their view, and shapes sized by stacks, frames and `fixedSize` (macOS 26).
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
    ]
}
