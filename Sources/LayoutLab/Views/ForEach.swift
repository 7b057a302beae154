/// Views computed from a collection. Elements are identified by their ids, which become part of
/// their node paths (`Row[#id]`) and keep their state when the collection reorders.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
    /// Set by `ForEach(subviews:)` and `ForEach(sections:)`, whose elements exist only once their
    /// base view is built where the `ForEach` stands.
    var resolvedExpansion: ((_ViewInputs, inout _ViewList) -> Void)?
}

nonisolated extension ForEach: View where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        if ID.self == Data.Element.self, id == \Data.Element.self {
            // `id: \.self`, the commonest: applying a key path costs several hundred instructions an
            // element, every pass.
            self.id = { unsafeBitCast($0, to: ID.self) }
        } else {
            self.id = { $0[keyPath: id] }
        }
    }

    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.data = data
        self.content = content
        self.id = { $0.id }
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    @inline(__always)
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        if let expand = view.resolvedExpansion { return expand(inputs, &list) }
        list.beginDynamicGroup()
        // Inside a Picker or TabView, an element without a `.tag` stands for its id, as in SwiftUI.
        let tagsElements = inputs.environment.controlContext.tagsForEachElements
        let identify = view.id, content = view.content
        // Asked once, not once an element: the request (an optional holding an `AnyHashable`) was
        // copied out of the graph to be compared with nil, half a per cent of a long list's
        // layout (callgrind). Requests are made between passes, never while views expand.
        let marksScrollTargets = inputs.graph.scrollRequest != nil
        func expand(_ element: Data.Element, into list: inout _ViewList) {
            let id = identify(element)
            let start = list.count
            makeViewList(content(element), inputs.child(id: id), &list)
            if marksScrollTargets { inputs.graph.markScrollTargets(id: id, nodes: list.nodes[start...]) }
            if tagsElements {
                for node in list.nodes[start...] where ControlTag.of(node) == nil { node.setTrait(ControlTag.key, AnyHashable(id)) }
            }
        }
        if Data.self == Range<Int>.self {
            // The commonest data, counted directly: iterating it through the generic collection
            // protocols took a tenth of expanding a list.
            let range = unsafeBitCast(view.data, to: Range<Int>.self)
            if range.count > Self.rowsReservedAtOnce { list.reserveCapacity(forAdditional: range.count) }
            for index in range {
                expand(unsafeBitCast(index, to: Data.Element.self), into: &list)
            }
        } else {
            let data = view.data, count = data.count
            if count > Self.rowsReservedAtOnce { list.reserveCapacity(forAdditional: count) }
            for element in data { expand(element, into: &list) }
        }
        list.endDynamicGroup()
    }

    /// The most elements expanded without first making room in the list for one node each.
    private static var rowsReservedAtOnce: Int { 64 }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0 }
    }
}
