/// `ForEach(subviews:content:)` and `ForEach(sections:content:)` (iOS 18): one view per subview,
/// or per section, of a base view (see `Subview.swift`). An element keeps its subview's identity
/// and takes its place in the base view as its slot, so its path reads as the base view's would.
extension ForEach {
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
        self.data = ForEachSubviewCollection()
        self.content = content
        self.id = { $0.id }
        resolvedExpansion = Self.expansion(of: view, items: { Array($0.all) }, id: \.id, content: content)
    }

    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {
        self.data = ForEachSectionCollection()
        self.content = content
        self.id = { $0.id }
        resolvedExpansion = Self.expansion(of: view, items: { Array(SectionCollection($0)) }, id: \.id, content: content)
    }

    /// Builds `view` where the `ForEach` stands, then one element per item made of it.
    private static func expansion<V: View, Item, ItemID: Hashable & CustomStringConvertible>(
        of view: V, items: @escaping (ResolvedSubviews) -> [Item], id: KeyPath<Item, ItemID>,
        content: @escaping (Item) -> Content
    ) -> (_ViewInputs, inout _ViewList) -> Void where Content: View {
        { inputs, list in
            let resolved = ResolvedSubviews(view, inputs: inputs.child(identity: SubviewMarker.base))
            list.beginDynamicGroup()
            for item in items(resolved) {
                let itemID = item[keyPath: id]
                var element = inputs.child(id: itemID)
                element.slot = ResolvedSubviews.slot(itemID.description, below: inputs.slot)
                makeViewList(content(item), element, &list)
            }
            list.endDynamicGroup()
        }
    }
}

/// The data of `ForEach(subviews:)`. The subviews exist only once the base view is built where
/// the `ForEach` stands, so the collection itself holds none.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    public typealias Element = Subview
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(index: Int) -> Subview { preconditionFailure("ForEachSubviewCollection holds no subviews") }
}

/// The data of `ForEach(sections:)`; like `ForEachSubviewCollection`, it holds none itself.
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    public typealias Element = SectionConfiguration
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(index: Int) -> SectionConfiguration { preconditionFailure("ForEachSectionCollection holds no sections") }
}
