import Testing
@testable import LayoutLab

@Test func smoke() async {
    let s = LayoutEngine.layout(
        HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).accessibilityIdentifier("a")
            Color.green.frame(minWidth: 100).accessibilityIdentifier("b")
        }.frame(width: 150), in: CGSize(width: 390, height: 844))
    for n in s.nodes { print(n.path, n.kind, n.name ?? "-", n.proposal, n.frame, n.renderFrame) }
    print(s.diagnostics)
    let t = LayoutEngine.layout(Text("Hello, world."), in: CGSize(width: 390, height: 844))
    print(t.root.frame)
    struct V: View {
        var body: some View { ScrollView { GeometryReader { _ in Rectangle().foregroundStyle(.orange) }.accessibilityIdentifier("reader") } }
    }
    let v = LayoutEngine.layout(V(), in: CGSize(width: 390, height: 844))
    for n in v.nodes { print(n.path, n.frame) }
}
