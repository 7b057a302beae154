/// `ForEach($items) { $item in … }`: each element as a binding into the collection, identified
/// by the element's id (SwiftUI: `Data` is the collection's indices mapped to index and id).
extension ForEach where Content: View {
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Element: Identifiable, C.Index: Hashable, ID == C.Element.ID {
        self.init(data, id: \.id, content: content)
    }

    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let collection = data.wrappedValue
        let elements = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
        self.data = elements
        self.id = { $0.1 }
        self.content = { element in
            let index = element.0
            return content(Binding(
                get: { data.wrappedValue[index] },
                set: { data.wrappedValue[index] = $0 }
            ))
        }
    }
}

// Editing a list's data the way `.onDelete` and `.onMove` hand it over (SwiftUI adds these to
// `MutableCollection` and `RangeReplaceableCollection`).
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (offsets from the start, as `onDelete` gives them).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so that they sit, in order, before the element that was at
    /// `destination` (as `onMove` gives them).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let values = Array(self)
        let moving = source.filter { values.indices.contains($0) }.map { values[$0] }
        let movingSet = Set(source)
        var kept: [Element] = []
        var insertAt = 0
        for (offset, value) in values.enumerated() where !movingSet.contains(offset) {
            if offset < destination { insertAt += 1 }
            kept.append(value)
        }
        kept.insert(contentsOf: moving, at: Swift.min(insertAt, kept.count))
        for (position, value) in zip(indices, kept) { self[position] = value }
    }
}
