/// A group of rows with an optional header and footer. In a list or form it lays out as a
/// section (`Layouts/SectionRule.swift`); elsewhere its header, content and footer simply join
/// the parent, one after the other.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent?
    let content: Content
    let footer: Footer?

    init(header: Parent?, content: Content, footer: Footer?) {
        self.header = header
        self.content = content
        self.footer = footer
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        guard let layout = inputs.environment.listSectionLayout else {
            // Outside a list: the parts, in order, as the parent's own children.
            if let header = view.header { makeViewList(header, inputs.child(slot: 0), &list) }
            makeViewList(view.content, inputs.child(slot: 1), &list)
            if let footer = view.footer { makeViewList(footer, inputs.child(slot: 2), &list) }
            return
        }
        let base = inputs.containerContent(orientation: nil)
        var textInputs = base
        textInputs.environment.listSectionLayout = nil
        textInputs.environment.controlContext.inListRow = false
        var header = _ViewList(), rows = _ViewList(), footer = _ViewList()
        if let parent = view.header {
            var headerInputs = textInputs.child(slot: 0)
            headerInputs.slot = "header"
            headerInputs.environment.font = layout.metrics.headerFont
            makeViewList(parent, headerInputs, &header)
        }
        // Sections do not nest: a section inside a section's rows is a run of rows.
        var rowInputs = base.child(slot: 1)
        rowInputs.slot = ""
        rowInputs.environment.listSectionLayout = nil
        makeViewList(view.content, rowInputs, &rows)
        if let parentFooter = view.footer {
            var footerInputs = textInputs.child(slot: 2)
            footerInputs.slot = "footer"
            footerInputs.environment.font = layout.metrics.footerFont
            makeViewList(parentFooter, footerInputs, &footer)
        }
        let node = LayoutNode(
            kind: "Section", slot: inputs.slot, identity: inputs.identity,
            layout: SectionRule(layout: layout, headerCount: header.count, footerCount: footer.count)
        )
        node.setChildren(header.nodes + rows.nodes + footer.nodes)
        list.append(node)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: nil, content: content(), footer: nil)
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: nil)
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: nil)
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: nil, content: content(), footer: footer())
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: nil, content: content(), footer: footer)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: nil)
    }
}

/// Scrolls to a view by id: accepted, since a recording shows the content from its top.
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Hands its content a proxy that scrolls; it adds no node.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        makeViewList(view.content(ScrollViewProxy()), inputs, &list)
    }
}

/// The button that toggles a list's edit mode: laid out as a button titled "Edit".
public struct EditButton: View {
    public init() {}
    public var body: some View { Button("Edit") {} }
}
