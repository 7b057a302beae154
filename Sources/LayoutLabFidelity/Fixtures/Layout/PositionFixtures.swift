import LayoutLab

extension FidelitySuite {
    /// Views placed with position in stacks, and safe-area insets, padding and ignoring in fixed boxes (macOS 26).
    static let layoutPosition: [MeasuredFixture] = [
        MeasuredFixture(
            "position/basic", area: .stacks, size: CGSize(width: 320, height: 240),
            commit: "6ab63f5845f777756a28aaab53ca5bc93680fe2d", code: "Fixtures/Sources/Position/PositionFixtures.swift",
            measured: [
                "above": CGRect(x: 140.75, y: 160, width: 38.5, height: 16),
                "below": CGRect(x: 141.75, y: 224, width: 36.5, height: 16),
                "hstack": CGRect(x: 0, y: 100, width: 320, height: 50),
                "inHStack": CGRect(x: 34, y: 100, width: 244, height: 50),
                "inVStack": CGRect(x: 0, y: 180, width: 320, height: 40),
                "inZStack": CGRect(x: 60, y: 0, width: 200, height: 90),
                "left": CGRect(x: 0, y: 117, width: 24, height: 16),
                "point": CGRect(x: 60, y: 0, width: 200, height: 90),
                "right": CGRect(x: 288, y: 117, width: 32, height: 16),
                "stack": CGRect(x: 0, y: 0, width: 320, height: 240),
                "vstack": CGRect(x: 0, y: 160, width: 320, height: 80),
                "zstack": CGRect(x: 60, y: 0, width: 200, height: 90),
            ]
        ) {
            VStack(spacing: 10) {
                ZStack {
                    Color(white: 0.9)
                    Color.red.frame(width: 40, height: 40).position(x: 50, y: 30).probe("inZStack")
                    Color.blue.frame(width: 30, height: 30).position(CGPoint(x: 150, y: 60)).probe("point")
                }
                .frame(width: 200, height: 90)
                .probe("zstack")
                HStack(spacing: 10) {
                    Text("Left").probe("left")
                    Color.green.frame(width: 30, height: 30).position(x: 20, y: 20).probe("inHStack")
                    Text("Right").probe("right")
                }
                .frame(height: 50)
                .probe("hstack")
                VStack(spacing: 4) {
                    Text("Above").probe("above")
                    Color.orange.frame(width: 30, height: 20).position(x: 40, y: 10).probe("inVStack")
                    Text("Below").probe("below")
                }
                .probe("vstack")
            }
            .probe("stack")
        },
        MeasuredFixture(
            "position/safe-area", area: .modifiers, size: CGSize(width: 400, height: 260),
            commit: "6ab63f5845f777756a28aaab53ca5bc93680fe2d", code: "Fixtures/Sources/Position/PositionFixtures.swift",
            measured: [
                "ignoring": CGRect(x: 270, y: 30, width: 100, height: 200),
                "ignoringBar": CGRect(x: 270, y: 30, width: 100, height: 30),
                "ignoringContent": CGRect(x: 270, y: 30, width: 100, height: 200),
                "plain": CGRect(x: 30, y: 30, width: 100, height: 200),
                "plainBar": CGRect(x: 30, y: 200, width: 100, height: 30),
                "plainContent": CGRect(x: 30, y: 30, width: 100, height: 162),
                "row": CGRect(x: 30, y: 30, width: 340, height: 200),
                "row0": CGRect(x: 150, y: 30, width: 100, height: 30),
                "row1": CGRect(x: 150, y: 60, width: 100, height: 30),
                "row2": CGRect(x: 150, y: 90, width: 100, height: 30),
                "row3": CGRect(x: 150, y: 120, width: 100, height: 30),
                "row4": CGRect(x: 150, y: 150, width: 100, height: 30),
                "row5": CGRect(x: 150, y: 180, width: 100, height: 30),
                "row6": CGRect(x: 150, y: 210, width: 100, height: 30),
                "row7": CGRect(x: 150, y: 240, width: 100, height: 30),
                "scroll": CGRect(x: 150, y: 30, width: 100, height: 200),
                "scrollBar": CGRect(x: 150, y: 200, width: 100, height: 30),
                "scrollContent": CGRect(x: 150, y: 30, width: 100, height: 240),
            ]
        ) {
            HStack(spacing: 20) {
                VStack(spacing: 0) {
                    Color.red.probe("plainContent")
                }
                .safeAreaInset(edge: .bottom) { Color.blue.frame(height: 30).probe("plainBar") }
                .frame(width: 100, height: 200)
                .probe("plain")
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<8, id: \.self) { i in
                            Color.green.opacity(i % 2 == 0 ? 1 : 0.5).frame(height: 30).probe("row\(i)")
                        }
                    }
                    .probe("scrollContent")
                }
                .safeAreaInset(edge: .bottom) { Color.blue.frame(height: 30).probe("scrollBar") }
                .frame(width: 100, height: 200)
                .probe("scroll")
                VStack(spacing: 0) {
                    Color.orange.probe("ignoringContent")
                }
                .ignoresSafeArea()
                .safeAreaInset(edge: .top, spacing: 0) { Color.blue.frame(height: 30).probe("ignoringBar") }
                .frame(width: 100, height: 200)
                .probe("ignoring")
            }
            .probe("row")
        },
        MeasuredFixture(
            "position/safe-area-padding", area: .modifiers, size: CGSize(width: 320, height: 200),
            commit: "6ab63f5845f777756a28aaab53ca5bc93680fe2d", code: "Fixtures/Sources/Position/PositionFixtures.swift",
            measured: [
                "padded": CGRect(x: 50, y: 25, width: 100, height: 150),
                "paddedScroll": CGRect(x: 170, y: 25, width: 100, height: 150),
                "paddedScrollContent": CGRect(x: 170, y: 45, width: 100, height: 180),
                "prow0": CGRect(x: 170, y: 45, width: 100, height: 30),
                "prow1": CGRect(x: 170, y: 75, width: 100, height: 30),
                "prow2": CGRect(x: 170, y: 105, width: 100, height: 30),
                "prow3": CGRect(x: 170, y: 135, width: 100, height: 30),
                "prow4": CGRect(x: 170, y: 165, width: 100, height: 30),
                "prow5": CGRect(x: 170, y: 195, width: 100, height: 30),
                "row": CGRect(x: 50, y: 25, width: 220, height: 150),
            ]
        ) {
            HStack(spacing: 20) {
                Color.red.safeAreaPadding(20).frame(width: 100, height: 150).probe("padded")
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<6, id: \.self) { i in
                            Color.green.opacity(i % 2 == 0 ? 1 : 0.5).frame(height: 30).probe("prow\(i)")
                        }
                    }
                    .probe("paddedScrollContent")
                }
                .safeAreaPadding(.vertical, 20)
                .frame(width: 100, height: 150)
                .probe("paddedScroll")
            }
            .probe("row")
        },
    ]
}
