/// A control that shares an item. It lays out as a borderless button; its default label is
/// `Label("Share", systemImage: "square.and.arrow.up")`.
public nonisolated struct ShareLink<Label: View>: View {
    let label: Label

    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let label = view.label
        ButtonExpansion.expand(kind: "ShareLink", role: nil, inputs: inputs, list: &list) { inputs, list in
            makeViewList(label, inputs, &list)
        }
    }
}

extension ShareLink where Label == LayoutLab.Label<Text, Image> {
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { LayoutLab.Label("Share", systemImage: "square.and.arrow.up") }
    }

    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        self.init(item: item, subject: subject, message: message) { LayoutLab.Label("Share", systemImage: "square.and.arrow.up") }
    }

    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { LayoutLab.Label(titleKey, systemImage: "square.and.arrow.up") }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { LayoutLab.Label(title, systemImage: "square.and.arrow.up") }
    }
}

/// What a share sheet previews: accepted.
public struct SharePreview {
    public init(_ titleKey: LocalizedStringKey) {}
    public init(_ titleKey: LocalizedStringKey, image: Image) {}
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Image) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {}
}
