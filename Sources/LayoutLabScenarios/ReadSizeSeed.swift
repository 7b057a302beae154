import LayoutLab

// Seed 001: `readSize` with a `SizePreferenceKey`, ported as written.

struct SizePreferenceKey: PreferenceKey {
    static let defaultValue: CGSize = .zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {}
}

extension View {
    func readSize(onChange: @escaping (CGSize) -> Void) -> some View {
        background(
            GeometryReader { geometryProxy in
                Color.clear
                    .preference(key: SizePreferenceKey.self, value: geometryProxy.size)
            }
        )
        .onPreferenceChange(SizePreferenceKey.self, perform: onChange)
    }
}

/// An ancestor learns its child's size through `readSize`.
public struct ChildSize: Scenario {
    public static let name = "read-size/child-size"
    public static let summary = "The child's size travels up as a preference: measured in pass 0, stored by onPreferenceChange, shown in pass 1."
    public static let source: ScenarioSource? = seed001

    @State private var childSize: CGSize = .zero

    public init(variant: String) {}

    public var body: some View {
        VStack {
            Text("A child view")
                .padding()
                .readSize { newSize in
                    childSize = newSize
                }
                .accessibilityIdentifier("child")
            Text("The child is \(Int(childSize.width)) × \(Int(childSize.height))")
                .accessibilityIdentifier("caption")
        }
    }
}
