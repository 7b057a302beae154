/// A control that pushes a view. In a list row on iOS it is its label with a disclosure chevron
/// at the row's end (a `LabeledContentRule`); elsewhere a button in the environment's style (its
/// label alone on iOS, bordered on macOS). The destination is never shown, so never laid out.
public nonisolated struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The iOS 13 link with a title that a binding activates (deprecated in iOS 16): its title.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) where Label == Text {
        self.label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) where Label == Text {
        self.label = Text(title)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let label = view.label
        let environment = inputs.environment
        let metrics = environment.controlMetrics
        guard environment.controlContext.inListRow, let chevron = metrics.disclosureIndicator else {
            ButtonExpansion.expand(kind: "NavigationLink", role: nil, inputs: inputs, list: &list) { inputs, list in
                makeViewList(label, inputs, &list)
            }
            return
        }
        let labelNode = ControlLabel.expand({ inputs, list in makeViewList(label, inputs, &list) }, inputs: inputs)
        let layout = LabeledContentRule(hasLabel: labelNode != nil, indicator: chevron, gap: metrics.disclosureGap, fillsWidth: true)
        let node = LayoutNode(kind: "NavigationLink", slot: inputs.slot, identity: inputs.identity, layout: layout)
        node.setChildren(labelNode.map { [$0] } ?? [])
        list.append(node)
    }
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        label = Text(title)
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        label = Text(title)
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        label = Text(title)
    }
}

nonisolated extension View {
    /// Registers what a pushed value shows: accepted, nothing is pushed here.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }

    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }

    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }
}

extension NavigationLink {
    /// Whether, in a split view, the destination replaces the detail column (Apple, iOS only):
    /// navigation behaviour, laid out as the link.
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}
