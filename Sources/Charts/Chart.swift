// The `Charts` module (Swift Charts) for Linux, where Apple's framework does not exist. A
// `Chart` is laid out as SwiftUI lays one out (it takes the size offered) and recorded as one
// node named `Chart`, which `render` draws as a labelled placeholder. Its marks, axes and legend
// are accepted and not laid out: the engine does not model what Swift Charts draws inside its
// frame (docs/supported-api.md, "Charts"). Depend on it for Linux only (docs/scenarios.md).
import Foundation
@_spi(Modules) import LayoutLab

/// A chart: marks plotted in the size it is given.
///
/// Like a shape or a colour, a chart takes the whole size offered on each axis: Apple documents
/// no intrinsic size for it, and framing it is how every Swift Charts sample sizes one. On an
/// axis offered nothing (in a scroll view, or asked its ideal size), it takes `idealSize`, 10 ×
/// 10: SwiftUI's default for a view with no ideal size of its own (the same figure the engine
/// uses for `Color` and shapes; *an estimate for `Chart`, not measured*).
public nonisolated struct Chart<Content: ChartContent>: View {
    /// What a chart offered nothing on an axis takes there (an estimate, above).
    static var idealSize: CGSize { CGSize(width: 10, height: 10) }

    let content: Content

    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, C> {
        self.content = ForEach(_data: data, id: { $0.id }, content: content)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(_data: data, id: { $0[keyPath: id] }, content: content)
    }

    public typealias Body = Never
    public var body: Never { fatalError("Chart is a primitive view: the engine lays it out without a body") }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        _ModulePlaceholder.append(kind: "Chart", label: "Chart", idealSize: idealSize, inputs: inputs, list: &list)
    }
}
