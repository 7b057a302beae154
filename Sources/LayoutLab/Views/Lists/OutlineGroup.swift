/// A tree of items whose children show under a disclosure row (`OutlineGroup`, and
/// `List(_:children:rowContent:)`, which builds one): SwiftUI starts every row collapsed, so the
/// top-level items are what shows, one row each, as `ForEach` of them. A tap on a disclosure
/// indicator is not modelled, so children never show (as `DisclosureGroup` without a binding).
/// *An estimate*: the disclosure indicator's width in a row that has children is not measured.
public nonisolated struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let rows: ForEach<Data, ID, Leaf>

    public init<DataElement: Identifiable>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        rows = ForEach(data, content: content)
    }

    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        rows = ForEach(data, id: id, content: content)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        makeViewList(view.rows, inputs, &list)
    }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A single root and its descendants: the root's row.
    public init<DataElement: Identifiable>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where Data == [DataElement] {
        rows = ForEach([root], content: content)
    }
}

extension List where SelectionValue == Never {
    /// A list of a tree's top-level items, collapsed (`OutlineGroup`).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

/// Sections a sidebar can collapse (iOS 17, `Section(_:isExpanded:content:)`): the binding
/// matters only in the sidebar list style; *a choice*: the content is laid out in every style,
/// as in an expanded section (the sidebar's collapse is not modelled).
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(titleKey, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title, content: content)
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header)
    }
}
