import LayoutLab

// Seed 000: SwiftUIKit's bindGeometry / bindSafeAreaInset ("Bind view geometry data to bindable
// properties"), ported as written (`static let` for Swift 6).


extension View {
    /// Bind any `CGFloat` value within a `GeometryProxy` value to an external binding.
    func bindGeometry(
        to binding: Binding<CGFloat>,
        reader: @escaping (GeometryProxy) -> CGFloat) -> some View {
        self.background(GeometryBinding(reader: reader))
            .onPreferenceChange(GeometryPreference.self) {
                binding.wrappedValue = $0
        }
    }

    /// Bind the safe area insets of a certain edge to the provided binding.
    func bindSafeAreaInset(
        of edge: Edge,
        to binding: Binding<CGFloat>) -> some View {
        self.bindGeometry(to: binding) {
            self.inset(for: $0, edge: edge)
        }
    }

    private func inset(for geo: GeometryProxy, edge: Edge) -> CGFloat {
        let insets = geo.safeAreaInsets
        switch edge {
        case .top: return insets.top
        case .bottom: return insets.bottom
        case .leading: return insets.leading
        case .trailing: return insets.trailing
        }
    }
}

private struct GeometryBinding: View {
    let reader: (GeometryProxy) -> CGFloat

    var body: some View {
        GeometryReader { geo in
            Color.clear.preference(
                key: GeometryPreference.self,
                value: self.reader(geo)
            )
        }
    }
}

private struct GeometryPreference: PreferenceKey {
    typealias Value = CGFloat

    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// The article's example: body bindings on a greedy Color, text bindings on a Text.
public struct BindGeometry: Scenario {
    public static let name = "swiftuikit/bind-geometry"
    public static let summary = "Color.clear binds the body size, Text its own; the second binding on a view also sees the first's value (one max-reducing key), so bodyWidth becomes max(width, height)."
    public static let source: ScenarioSource? = seed000

    @State private var bodyHeight: CGFloat = 0
    @State private var bodyWidth: CGFloat = 0
    @State private var textHeight: CGFloat = 0
    @State private var textWidth: CGFloat = 0

    public init(variant: String) {}

    public var body: some View {
        ZStack {
            Color.clear
                .bindGeometry(to: $bodyHeight) { $0.size.height }
                .bindGeometry(to: $bodyWidth) { $0.size.width }
                .accessibilityIdentifier("body")
            Text("Hello!")
                .bindGeometry(to: $textHeight) { $0.size.height }
                .bindGeometry(to: $textWidth) { $0.size.width }
                .accessibilityIdentifier("text")
        }
    }
}

/// "A view able to ignore safe areas, but its embedded views honor the previously ignored safe
/// areas": the container reaches the top of the screen and pads its content by the bound inset.
public struct BindSafeAreaInset: Scenario {
    public static let name = "swiftuikit/bind-safe-area-inset"
    public static let summary = "A container ignoring the safe area binds the top inset and pads its content by it: the container reaches the screen's top, the content starts below the inset, in every orientation."
    public static let source: ScenarioSource? = seed000
    public static let timeline: Timeline = [.launch(.portrait), .rotate(.landscape), .rotate(.portrait)]

    @State private var topInset: CGFloat = 0

    public init(variant: String) {}

    public var body: some View {
        VStack(spacing: 0) {
            Text("Content below the inset")
                .accessibilityIdentifier("content")
                .padding(.top, topInset)
            Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        // Named inside the modifier: the view that reaches past the safe area, not the
        // modifier, which keeps the frame its parent gave it (docs/layout-rules.md).
        .accessibilityIdentifier("container")
        .ignoresSafeArea()
        .bindSafeAreaInset(of: .top, to: $topInset)
    }
}
