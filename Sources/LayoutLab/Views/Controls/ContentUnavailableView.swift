/// A placeholder for missing content: a label (an icon and a title), a description and actions,
/// stacked and centred in the space offered (`Layouts/ContentUnavailableViewRule.swift`). The
/// label's title is set in the platform's title font and the description in `.body` unless they
/// set their own; on macOS the label shows its title alone (measured macOS 26, iamcgn/swiftui-web unavailable/basic: the description 18.5
/// tall, a `.body` line; the action button 24, its label in the default font).
public nonisolated struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let metrics = inputs.environment.controlMetrics.contentUnavailable
        var parts: [LayoutNode] = []
        func expand<V: View>(_ part: V, slot: Int, font: Font?, titleOnly: Bool = false) {
            var partList = _ViewList()
            var partInputs = inputs.containerContent(orientation: .vertical).child(slot: slot)
            if partInputs.environment.font == nil, let font { partInputs.environment.font = font }
            if titleOnly { partInputs.environment.labelStyle = AnyLabelStyle(TitleOnlyLabelStyle()) }
            makeViewList(VStack(spacing: metrics.spacing) { part }, partInputs, &partList)
            // An empty part (no description, no actions) is a stack with no children: left out.
            parts += partList.nodes.filter { !$0.children.isEmpty }
        }
        expand(view.label, slot: 0, font: metrics.titleFont, titleOnly: metrics.labelTitleOnly)
        expand(view.description, slot: 1, font: .body)
        expand(view.actions, slot: 2, font: nil)
        let node = LayoutNode(
            kind: "ContentUnavailableView", slot: inputs.slot, identity: inputs.identity,
            layout: ContentUnavailableViewRule(spacing: metrics.spacing, padding: metrics.padding)
        )
        node.setChildren(parts)
        list.append(node)
    }
}

extension ContentUnavailableView where Label == LayoutLab.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { LayoutLab.Label(titleKey, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { LayoutLab.Label(title, systemImage: name) }, description: { description })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { LayoutLab.Label(titleKey, image: name) }, description: { description })
    }

    /// "No Results" and SwiftUI's advice, with a magnifying glass.
    public static var search: Self {
        ContentUnavailableView(
            "No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search.")
        )
    }

    /// "No Results for “text”", with the same advice.
    public static func search(text: String) -> Self {
        ContentUnavailableView(
            "No Results for “\(text)”", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search.")
        )
    }
}
