import LayoutLab

extension FidelitySuite {
    /// Backgrounds and overlays, plain shapes in a row, clips, and a grid of system colours (macOS 26).
    static let drawingPaint: [MeasuredFixture] = [
        MeasuredFixture(
            "paint/background-overlay", area: .modifiers, size: CGSize(width: 300, height: 200),
            commit: "50a2567e984ab8c79bad05748427b9f981126393", code: "Fixtures/Sources/Paint/PaintFixtures.swift",
            measured: [
                "bg": CGRect(x: 180, y: 68, width: 20, height: 20),
                "bigBg": CGRect(x: 110, y: 142, width: 80, height: 40),
                "content": CGRect(x: 100, y: 28, width: 100, height: 60),
                "modified": CGRect(x: 100, y: 28, width: 100, height: 60),
                "ov": CGRect(x: 100, y: 28, width: 10, height: 10),
                "padded": CGRect(x: 130.5, y: 108, width: 39, height: 24),
                "small": CGRect(x: 130, y: 152, width: 40, height: 20),
                "smallOuter": CGRect(x: 130, y: 152, width: 40, height: 20),
                "text": CGRect(x: 134.5, y: 112, width: 31, height: 16),
                "textBg": CGRect(x: 130.5, y: 108, width: 39, height: 24),
            ]
        ) {
            VStack(spacing: 20) {
                Color.red
                    .frame(width: 100, height: 60)
                    .probe("content")
                    .background(Color.blue.frame(width: 20, height: 20).probe("bg"), alignment: .bottomTrailing)
                    .overlay(alignment: .topLeading) {
                        Color.green.frame(width: 10, height: 10).probe("ov")
                    }
                    .probe("modified")
                Text("Hello")
                    .probe("text")
                    .padding(4)
                    .background(Color.yellow.probe("textBg"))
                    .probe("padded")
                Color.red
                    .frame(width: 40, height: 20)
                    .probe("small")
                    .background {
                        Color.blue.frame(width: 80, height: 40).probe("bigBg")
                    }
                    .probe("smallOuter")
            }
        },
        MeasuredFixture(
            "paint/shapes", area: .shapes, size: CGSize(width: 300, height: 200),
            commit: "24d4cf2de9a68ef5431861a9de79877b1fd996f9", code: "Fixtures/Sources/Paint/PaintFixtures.swift",
            measured: [
                "capsule": CGRect(x: 180, y: 85, width: 60, height: 30),
                "circle": CGRect(x: 0, y: 65, width: 70, height: 70),
                "ellipse": CGRect(x: 250, y: 85, width: 50, height: 30),
                "rect": CGRect(x: 80, y: 50, width: 40, height: 100),
                "rounded": CGRect(x: 130, y: 80, width: 40, height: 40),
                "row": CGRect(x: 0, y: 50, width: 300, height: 100),
            ]
        ) {
            HStack(spacing: 10) {
                Circle().probe("circle")
                Rectangle().fill(Color.red).frame(width: 40).probe("rect")
                RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: 40, height: 40).probe("rounded")
                Capsule().fill(Color.green).frame(width: 60, height: 30).probe("capsule")
                Ellipse().frame(width: 50, height: 30).probe("ellipse")
            }
            .frame(height: 100)
            .probe("row")
        },
        MeasuredFixture(
            "paint/clipping", area: .modifiers, size: CGSize(width: 200, height: 200),
            commit: "24d4cf2de9a68ef5431861a9de79877b1fd996f9", code: "Fixtures/Sources/Paint/PaintFixtures.swift",
            measured: [
                "clipped": CGRect(x: 50, y: 10, width: 100, height: 60),
                "corner": CGRect(x: 50, y: 80, width: 100, height: 60),
                "faded": CGRect(x: 50, y: 150, width: 100, height: 40),
                "stack": CGRect(x: 50, y: 10, width: 100, height: 180),
            ]
        ) {
            VStack(spacing: 10) {
                Color.red
                    .frame(width: 100, height: 60)
                    .probe("clipped")
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                Color.blue
                    .frame(width: 100, height: 60)
                    .probe("corner")
                    .cornerRadius(20)
                Color.green
                    .frame(width: 100, height: 40)
                    .opacity(0.5)
                    .probe("faded")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "paint/system-colors", area: .shapes, size: CGSize(width: 400, height: 240),
            commit: "24d4cf2de9a68ef5431861a9de79877b1fd996f9", code: "Fixtures/Sources/Paint/PaintFixtures.swift",
            measured: [
                "accentColor": CGRect(x: 100, y: 160, width: 50, height: 80),
                "black": CGRect(x: 300, y: 80, width: 50, height: 80),
                "blue": CGRect(x: 350, y: 0, width: 50, height: 80),
                "brown": CGRect(x: 150, y: 80, width: 50, height: 80),
                "clear": CGRect(x: 350, y: 80, width: 50, height: 80),
                "cyan": CGRect(x: 300, y: 0, width: 50, height: 80),
                "gray": CGRect(x: 250, y: 80, width: 50, height: 80),
                "green": CGRect(x: 150, y: 0, width: 50, height: 80),
                "indigo": CGRect(x: 0, y: 80, width: 50, height: 80),
                "mint": CGRect(x: 200, y: 0, width: 50, height: 80),
                "orange": CGRect(x: 50, y: 0, width: 50, height: 80),
                "pink": CGRect(x: 100, y: 80, width: 50, height: 80),
                "primary": CGRect(x: 0, y: 160, width: 50, height: 80),
                "purple": CGRect(x: 50, y: 80, width: 50, height: 80),
                "red": CGRect(x: 0, y: 0, width: 50, height: 80),
                "redHalf": CGRect(x: 250, y: 160, width: 50, height: 80),
                "redQuarter": CGRect(x: 300, y: 160, width: 50, height: 80),
                "rgb": CGRect(x: 150, y: 160, width: 50, height: 80),
                "secondary": CGRect(x: 50, y: 160, width: 50, height: 80),
                "shapeDefault": CGRect(x: 350, y: 160, width: 50, height: 80),
                "teal": CGRect(x: 250, y: 0, width: 50, height: 80),
                "white": CGRect(x: 200, y: 80, width: 50, height: 80),
                "white50": CGRect(x: 200, y: 160, width: 50, height: 80),
                "yellow": CGRect(x: 100, y: 0, width: 50, height: 80),
            ]
        ) {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Color.red.probe("red")
                    Color.orange.probe("orange")
                    Color.yellow.probe("yellow")
                    Color.green.probe("green")
                    Color.mint.probe("mint")
                    Color.teal.probe("teal")
                    Color.cyan.probe("cyan")
                    Color.blue.probe("blue")
                }
                HStack(spacing: 0) {
                    Color.indigo.probe("indigo")
                    Color.purple.probe("purple")
                    Color.pink.probe("pink")
                    Color.brown.probe("brown")
                    Color.white.probe("white")
                    Color.gray.probe("gray")
                    Color.black.probe("black")
                    Color.clear.probe("clear")
                }
                HStack(spacing: 0) {
                    Color.primary.probe("primary")
                    Color.secondary.probe("secondary")
                    Color.accentColor.probe("accentColor")
                    Color(red: 0.2, green: 0.4, blue: 0.6).probe("rgb")
                    Color(white: 0.5).probe("white50")
                    Color.red.opacity(0.5).probe("redHalf")
                    Color(red: 1, green: 0, blue: 0, opacity: 0.25).probe("redQuarter")
                    Rectangle().probe("shapeDefault")
                }
            }
        },
    ]
}
