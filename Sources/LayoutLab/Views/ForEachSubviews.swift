/// `ForEach(subviews:content:)` and `ForEach(sections:content:)` (iOS 18): one view per subview,
/// or per section, of a base view (see `Subview.swift`). An element keeps its subview's identity
/// and takes its place in the base view as its slot, so its path reads as the base view's would.
extension ForEach {
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
        self.data = ForEachSubviewCollection()
        self.content = content
        self.id = { $0.id }
        resolvedExpansion = { inputs, list in
            let resolved = ResolvedSubviews(view, inputs: inputs.child(identity: SubviewMarker.base))
            list.beginDynamicGroup()
            for subview in resolved.all {
                var element = inputs.child(id: subview.id)
                element.slot = slot(inputs.slot, subview.id.description)
                makeViewList(content(subview), element, &list)
            }
            list.endDynamicGroup()
        }
    }

    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {
        self.data = ForEachSectionCollection()
        self.content = content
        self.id = { $0.id }
        resolvedExpansion = { inputs, list in
            let resolved = ResolvedSubviews(view, inputs: inputs.child(identity: SubviewMarker.base))
            list.beginDynamicGroup()
            for section in SectionCollection(resolved) {
                var element = inputs.child(id: section.id)
                element.slot = slot(inputs.slot, section.id.description)
                makeViewList(content(section), element, &list)
            }
            list.endDynamicGroup()
        }
    }
}

/// A slot text below `parent`: a subview's place in its base view, which is a slot text itself.
private func slot(_ parent: String, _ place: String) -> String {
    parent.isEmpty ? place : place.isEmpty ? parent : parent + "." + place
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
