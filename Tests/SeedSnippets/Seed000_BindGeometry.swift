// Seed 000 (SwiftUIKit, "Bind view geometry data to bindable properties"), copied as written.
// Only the loose example body is wrapped in a struct.
import LayoutLab

public struct BindGeometryExample: View {
    public init() {}

    @State private var bodyHeight: CGFloat = 0
    @State private var bodyWidth: CGFloat = 0
    @State private var textHeight: CGFloat = 0
    @State private var textWidth: CGFloat = 0

    public var body: some View {

        ZStack {
            Color.clear
                .bindGeometry(to: $bodyHeight) { $0.size.height }
                .bindGeometry(to: $bodyWidth) { $0.size.width }
            Text("Hello!")
                .bindGeometry(to: $textHeight) { $0.size.height }
                .bindGeometry(to: $textWidth) { $0.size.width }
        }
    }
}

public extension View {
    
    /**
     Bind any `CGFloat` value within a `GeometryProxy` value
     to an external binding.
     */
    func bindGeometry(
        to binding: Binding<CGFloat>,
        reader: @escaping (GeometryProxy) -> CGFloat) -> some View {
        self.background(GeometryBinding(reader: reader))
            .onPreferenceChange(GeometryPreference.self) {
                binding.wrappedValue = $0
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

    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

public extension View {
    
    /**
     Bind the safe area insets of a certain edge and bind it
     to the provided binding parameter.
     
     This modifier is very useful when you want a view to be
     able to ignore safe areas, but its embedded views honor
     the previously ignored safe areas. Just use the binding
     to set the edge padding of the view you want to inset.
     */
    func bindSafeAreaInset(
        of edge: Edge,
        to binding: Binding<CGFloat>) -> some View {
        self.bindGeometry(to: binding) {
            self.inset(for: $0, edge: edge)
        }
    }
}

private extension View {
    
    func inset(for geo: GeometryProxy, edge: Edge) -> CGFloat {
        let insets = geo.safeAreaInsets
        switch edge {
        case .top: return insets.top
        case .bottom: return insets.bottom
        case .leading: return insets.leading
        case .trailing: return insets.trailing
        }
    }
}
