import LayoutLab

/// Boxes under drag, long-press, double-tap and held long-press gestures, at rest.
private struct RestingGestureBoxes: View {
    @State private var offset = CGSize.zero
    @State private var dragging = false
    @State private var longPresses = 0
    @State private var pressing = false
    @State private var doubleTaps = 0
    @GestureState private var held = false

    var body: some View {
        VStack(spacing: 14) {
            Text(dragging ? "Dragging \(Int(offset.width)), \(Int(offset.height))" : "Drag the box").probe("dragLabel")
            Color.blue
                .frame(width: 80, height: 50)
                .offset(offset)
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            offset = value.translation
                            dragging = true
                        }
                        .onEnded { _ in
                            dragging = false
                            offset = .zero
                        }
                )
                .probe("dragBox")
            Text(pressing ? "Pressing" : "Long presses: \(longPresses)").probe("pressLabel")
            Color.orange
                .frame(width: 80, height: 40)
                .onLongPressGesture(minimumDuration: 0.5) {
                    longPresses += 1
                } onPressingChanged: { pressing = $0 }
                .probe("pressBox")
            Text("Double taps: \(doubleTaps)").probe("tapLabel")
            Color.green
                .frame(width: 80, height: 40)
                .onTapGesture(count: 2) { doubleTaps += 1 }
                .probe("tapBox")
            Text(held ? "Held" : "Idle").probe("heldLabel")
            Color.purple
                .frame(width: 80, height: 40)
                .gesture(LongPressGesture(minimumDuration: 0.3).updating($held) { value, state, _ in state = value })
                .probe("heldBox")
        }
        .probe("stack")
    }
}

/// A box that scales and turns under a pinch, and one under a pinch-tracking gesture state, at rest.
private struct RestingPinchBoxes: View {
    @State private var scale: CGFloat = 1
    @State private var angle: Angle = .zero
    @GestureState private var pinching = false

    private var caption: String {
        let hundredths = Int((scale * 100).rounded())
        let fraction = hundredths % 100
        return "Scale \(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction), \(Int(angle.degrees.rounded()))°"
    }

    var body: some View {
        VStack(spacing: 14) {
            Text(caption).probe("pinchLabel")
            Color.teal
                .frame(width: 100, height: 70)
                .scaleEffect(scale)
                .rotationEffect(angle)
                .gesture(
                    MagnifyGesture()
                        .simultaneously(with: RotateGesture())
                        .onChanged { value in
                            if let magnify = value.first { scale = magnify.magnification }
                            if let rotate = value.second { angle = rotate.rotation }
                        }
                        .onEnded { _ in
                            scale = 1
                            angle = .zero
                        }
                )
                .probe("pinchBox")
            Text(pinching ? "Pinching" : "Rest").probe("stateLabel")
            Color.indigo
                .frame(width: 100, height: 40)
                .gesture(MagnifyGesture().updating($pinching) { _, state, _ in state = true })
                .probe("stateBox")
        }
        .probe("stack")
    }
}

extension FidelitySuite {
    /// Views carrying gestures, laid out at rest (macOS 26).
    static let controlGestures: [MeasuredFixture] = [
        MeasuredFixture(
            "gesture/basic", area: .modifiers, size: CGSize(width: 320, height: 340),
            commit: "a67cd81a8ec32ef6cb63b93a55590983be9fc1f8", code: "Fixtures/Sources/Gesture/GestureFixtures.swift",
            measured: [
                "dragBox": CGRect(x: 120, y: 34, width: 80, height: 50),
                "dragLabel": CGRect(x: 121, y: 4, width: 78, height: 16),
                "heldBox": CGRect(x: 120, y: 296, width: 80, height: 40),
                "heldLabel": CGRect(x: 149, y: 266, width: 22, height: 16),
                "pressBox": CGRect(x: 120, y: 128, width: 80, height: 40),
                "pressLabel": CGRect(x: 111.75, y: 98, width: 96.5, height: 16),
                "stack": CGRect(x: 111.75, y: 4, width: 96.5, height: 332),
                "tapBox": CGRect(x: 120, y: 212, width: 80, height: 40),
                "tapLabel": CGRect(x: 115.75, y: 182, width: 88.5, height: 16),
            ]
        ) {
            RestingGestureBoxes()
        },
        MeasuredFixture(
            "gesture/pinch", area: .modifiers, size: CGSize(width: 320, height: 240),
            commit: "4e8248f891dde6219997a41ee9620c07f65320f2", code: "Fixtures/Sources/Gesture/GestureFixtures.swift",
            measured: [
                "pinchBox": CGRect(x: 110, y: 58, width: 100, height: 70),
                "pinchLabel": CGRect(x: 118.5, y: 28, width: 83, height: 16),
                "stack": CGRect(x: 110, y: 28, width: 100, height: 184),
                "stateBox": CGRect(x: 110, y: 172, width: 100, height: 40),
                "stateLabel": CGRect(x: 146.5, y: 142, width: 27, height: 16),
            ]
        ) {
            RestingPinchBoxes()
        },
    ]
}
