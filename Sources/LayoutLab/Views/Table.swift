/// A table of rows and columns (macOS, iPadOS). In a regular width (macOS, an iPad) it is laid
/// out as macOS lays a table out: a header row of column titles, then a row per element, each
/// column's cell at the column's leading edge (`Layouts/TableRule.swift`). In a compact width
/// (an iPhone) SwiftUI shows only the first column, as a list: so does this, a `List` of each
/// row's first cell (Apple, `Table`: "in a compact horizontal size class, a table shows only the
/// first column"). Selection and sorting bindings are accepted: rows are shown in the order of
/// the data, as SwiftUI shows them (sorting is the caller's job, through `sortOrder`).
public nonisolated struct Table<Value: Identifiable, Rows, Columns: TableColumnContent>: View where Columns.TableRowValue == Value {
    let rows: [Value]
    let columns: [_TableColumnModel<Value>]

    // The builder's result is spelt out, not left as `Columns` to infer: with it free, Swift
    // 6.3 checks the columns before it knows the row type, and `\.name` finds no root.

    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> TableColumnList<Value, Never>
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == TableColumnList<Value, Never> {
        rows = Array(data)
        self.columns = columns()._tableColumns
    }

    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> TableColumnList<Value, Never>
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == TableColumnList<Value, Never> {
        self.init(data, columns: columns)
    }

    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> TableColumnList<Value, Never>
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == TableColumnList<Value, Never> {
        self.init(data, columns: columns)
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> TableColumnList<Value, Sort>
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value,
        Columns == TableColumnList<Value, Sort> {
        rows = Array(data)
        self.columns = columns()._tableColumns
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> TableColumnList<Value, Sort>
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value,
        Columns == TableColumnList<Value, Sort> {
        self.init(data, sortOrder: sortOrder, columns: columns)
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> TableColumnList<Value, Sort>
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value,
        Columns == TableColumnList<Value, Sort> {
        self.init(data, sortOrder: sortOrder, columns: columns)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        if inputs.environment.horizontalSizeClass == .compact {
            return makeViewList(view.compactList, inputs, &list)
        }
        let node = LayoutNode(
            kind: "Table", slot: inputs.slot, identity: inputs.identity,
            layout: TableRule(
                columns: view.columns.map(\.width), rowCount: view.rows.count,
                pixelLength: 1 / max(1, inputs.environment.displayScale)
            )
        )
        var children = _ViewList()
        let content = inputs.containerContent(orientation: nil)
        // The header's titles first, in `.headline`'s place: macOS draws them in the small bold
        // system font; the engine's `.subheadline` weight semibold stands for it (estimate).
        var headerInputs = content.child(identity: TableMarker.header)
        headerInputs.environment.font = .subheadline.weight(.semibold)
        for (index, column) in view.columns.enumerated() {
            makeViewList(column.title, headerInputs.child(slot: index), &children)
        }
        // Then each row's cells, row by row; a row is identified by its element's id, so a
        // cell keeps its state when the rows reorder.
        for row in view.rows {
            let rowInputs = content.child(id: row.id)
            for (index, column) in view.columns.enumerated() {
                var cell = _ViewList()
                column.cell(row, rowInputs.child(slot: index), &cell)
                children.append(TableMarker.cellNode(cell, inputs: rowInputs.child(slot: index)))
            }
        }
        node.setChildren(children)
        list.append(node)
    }

    /// The compact form: the first column's cells as the rows of a list.
    private var compactList: some View {
        let first = columns.first
        return List {
            ForEach(rows) { row in
                if let first { TableCellView(row: row, cell: first.cell) }
            }
        }
    }
}

/// A cell's views as one view (the compact list's rows).
nonisolated struct TableCellView<Value>: View {
    let row: Value
    let cell: (Value, _ViewInputs, inout _ViewList) -> Void

    typealias Body = Never
    var body: Never { primitiveBody(Self.self) }

    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        view.cell(view.row, inputs, &list)
    }
}

enum TableMarker {
    static let header: UInt64 = 0x7AB1E

    /// A cell is exactly one child of the table: its one view, or its views in a leading ZStack
    /// (none: an empty stack, which takes no room).
    static func cellNode(_ cell: _ViewList, inputs: _ViewInputs) -> LayoutNode {
        if cell.count == 1, let node = cell.nodes.first { return node }
        for node in cell.nodes { node.slot = "" }
        let stack = LayoutNode(
            kind: "ZStack", slot: inputs.slot, identity: inputs.identity.appending(Identity.Marker.body),
            layout: ZStackRule(ZStackLayout(alignment: .leading))
        )
        stack.setChildren(cell.nodes)
        return stack
    }
}

/// The rows of a table built from a collection (SwiftUI's type for `Table(data) { … }`).
public struct TableForEachContent<Data: RandomAccessCollection> where Data.Element: Identifiable {}

// MARK: Columns

/// What a table knows of a column: its title, how to build a row's cell, and its width.
public struct _TableColumnModel<RowValue> {
    let title: Text
    let cell: (RowValue, _ViewInputs, inout _ViewList) -> Void
    var width = TableColumnWidth()
}

/// A column's width as `TableColumn.width` sets it: fixed, a range with an ideal, or automatic
/// (every bound nil).
struct TableColumnWidth: Hashable, Sendable {
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?

    var isAutomatic: Bool { min == nil && ideal == nil && max == nil }
}

/// One or more columns, as a `TableColumnBuilder` collects them.
public protocol TableColumnContent {
    associatedtype TableRowValue
    associatedtype TableColumnSortComparator
    var _tableColumns: [_TableColumnModel<TableRowValue>] { get }
}

/// A column: a title, and the view each row shows in it.
public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    var model: _TableColumnModel<RowValue>

    init(title: Text, content: @escaping (RowValue) -> Content) {
        model = _TableColumnModel(title: title) { row, inputs, list in makeViewList(content(row), inputs, &list) }
    }

    public var _tableColumns: [_TableColumnModel<RowValue>] { [model] }

    /// A fixed width (nil: automatic), as `Layouts/TableRule.swift` lays it out.
    public func width(_ width: CGFloat?) -> TableColumn {
        var column = self
        column.model.width = TableColumnWidth(min: width, ideal: width, max: width)
        return column
    }

    /// A width range and the width the column starts at (`Layouts/TableRule.swift`).
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var column = self
        column.model.width = TableColumnWidth(min: min, ideal: ideal, max: max)
        return column
    }

    public func customizationID(_ id: String) -> TableColumn { self }

    public func defaultVisibility(_ visibility: Visibility) -> TableColumn { self }

    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn { self }
}

/// Where a column's cells sit in it; accepted.
public struct TableColumnAlignment: Hashable, Sendable {
    let name: String
    public static let automatic = TableColumnAlignment(name: "automatic")
    public static let leading = TableColumnAlignment(name: "leading")
    public static let center = TableColumnAlignment(name: "center")
    public static let trailing = TableColumnAlignment(name: "trailing")
    public static let numeric = TableColumnAlignment(name: "numeric")
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment { .numeric }
}

extension TableColumn where Sort == Never, Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title), content: content)
    }

    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text, content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column showing, and sorting by, a string property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(title: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(title: Text(title), content: { Text(verbatim: $0[keyPath: value]) })
    }

    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(title: text, content: { Text(verbatim: $0[keyPath: value]) })
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column sorting by a comparable property and showing `content`.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(title), content: content)
    }
}

/// The columns of a builder block, in order.
public struct TableColumnList<RowValue, Sort>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    public let _tableColumns: [_TableColumnModel<RowValue>]
}

/// Collects a table's columns. A column that does not sort (`Sort == Never`) may stand in a
/// sortable table, as in SwiftUI.
@resultBuilder
public enum TableColumnBuilder<RowValue, Sort> {
    /// A column: typed out so that its row type is the table's, which lets `\.name` and
    /// `{ fruit in … }` infer their root from the table's data.
    public static func buildExpression<ColumnSort, Content, Label>(
        _ column: TableColumn<RowValue, ColumnSort, Content, Label>
    ) -> TableColumnList<RowValue, Sort> {
        TableColumnList(_tableColumns: column._tableColumns)
    }

    @_disfavoredOverload
    public static func buildExpression<C: TableColumnContent>(_ column: C) -> TableColumnList<RowValue, Sort> where C.TableRowValue == RowValue {
        TableColumnList(_tableColumns: column._tableColumns)
    }

    public static func buildBlock(_ columns: TableColumnList<RowValue, Sort>...) -> TableColumnList<RowValue, Sort> {
        TableColumnList(_tableColumns: columns.flatMap(\._tableColumns))
    }

    public static func buildOptional(_ columns: TableColumnList<RowValue, Sort>?) -> TableColumnList<RowValue, Sort> {
        columns ?? TableColumnList(_tableColumns: [])
    }

    public static func buildEither(first: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { first }
    public static func buildEither(second: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { second }
    public static func buildLimitedAvailability(_ columns: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { columns }
}
