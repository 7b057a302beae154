/// A scrolling list of rows in sections (`Layouts/ListRule.swift`). Every view of its content is
/// a row, except a `Section`, which groups its rows under its header and above its footer.
public nonisolated struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// Rows of `data` with several selectable at once (Apple's multi-selection forms): the
    /// selection is drawing and behaviour only, the rows lay out as without it.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        ListExpansion.expand(kind: "List", style: inputs.environment.listStyle, content: view.content, inputs: inputs, list: &list)
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }

    /// `List($items) { $item in … }`: each row gets a binding into the collection, as
    /// `ForEach($items)` gives (`ForEachBinding.swift`).
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
        C.Element: Identifiable, C.Index: Hashable {
        content = ForEach(data, content: rowContent)
    }

    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>, C.Index: Hashable {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// A form: a list of controls in sections, in the platform's grouped form style.
public nonisolated struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let environment = inputs.environment
        guard environment.os.platform == .macOS, environment.formStyle != .grouped else {
            ListExpansion.expand(kind: "Form", style: .form, content: view.content, inputs: inputs, list: &list)
            return
        }
        // macOS's own form: rows in two columns, sections shown in order (`Layouts/ColumnsFormRule.swift`).
        var rowInputs = inputs.containerContent(orientation: .vertical)
        rowInputs.environment.inFormLabelColumns = true
        // A columns form inside a grouped one lays its controls out as its own (form/grouped).
        rowInputs.environment.controlContext.inGroupedFormRow = false
        var rows = _ViewList()
        makeViewList(view.content, rowInputs, &rows)
        let node = LayoutNode(
            kind: "Form", slot: inputs.slot, identity: inputs.identity,
            layout: ColumnsFormRule(labelGap: environment.controlMetrics.switchGap)
        )
        node.setChildren(rows)
        list.append(node)
    }
}

/// Where a list's sections lay out, for the `Section`s inside it.
private struct ListSectionLayoutKey: EnvironmentKey {
    static let defaultValue: ListSectionLayout? = nil
}

extension EnvironmentValues {
    /// Set for the content of a list or form: sections inside lay out their rows with it.
    var listSectionLayout: ListSectionLayout? {
        get { self[ListSectionLayoutKey.self] }
        set { self[ListSectionLayoutKey.self] = newValue }
    }
}

enum ListExpansion {
    static func expand<Content: View>(kind: String, style: ListStyleKind, content: Content, inputs: _ViewInputs, list: inout _ViewList) {
        let environment = inputs.environment
        let regular = environment.horizontalSizeClass == .regular
        let metrics = ListMetrics.of(style, os: environment.os, regularWidth: regular)
        let layout = ListSectionLayout(
            metrics: metrics, rowSpacing: environment.listRowSpacing ?? 0,
            minRowHeight: environment.minListRowHeightOverride ?? metrics.minRowHeight
        )
        var contentInputs = inputs.containerContent(orientation: nil)
        contentInputs.environment.listSectionLayout = layout
        contentInputs.environment.controlContext = rowContext(environment.controlContext)
        contentInputs.environment.controlContext.inGroupedFormRow = kind == "Form" && environment.os.platform == .macOS
        if contentInputs.environment.font == nil, let font = metrics.rowFont { contentInputs.environment.font = font }
        var rows = _ViewList()
        makeViewList(content, contentInputs, &rows)
        (rows.nodes.first?.layout as? SectionRule)?.position.isFirst = true
        let node = LayoutNode(
            kind: kind, slot: inputs.slot, identity: inputs.identity,
            layout: ListRule(layout: layout, sectionSpacing: environment.listSectionSpacing.value)
        )
        node.setChildren(rows)
        list.append(node)
    }

    /// The control context of a list row: controls lay out as rows do.
    static func rowContext(_ outer: ControlContext) -> ControlContext {
        var context = outer
        context.inListRow = true
        context.inToolbar = false
        context.tagsForEachElements = false
        return context
    }
}
