/// A view's resolved subviews as `Group(subviews:)` and `ForEach(subviews:)` hand them out
/// (iOS 18; Apple, `Subview` and `SubviewsCollection`).
///
/// - The collection is the base view's flattened list of views: `ForEach` elements, the members
///   of a `Group`, the views of a custom view's body; `EmptyView` adds nothing.
/// - A subview is a proxy for a view already built: modifiers on the original apply first, then
///   those on the subview; it keeps the original's identity (and state) and the environment of
///   the place the base view was written.
/// - A subview shown twice is built again for its second place, with an identity of its own.
///   Subviews the transform never shows are built but not placed, see
///   docs/fidelity.md, "Layouts as values, ViewThatFits and subviews".
public nonisolated struct Subview: View, Identifiable {
    /// Identifies a subview by the identity of the view it stands for; its description is the
    /// view's place in the base view (`0`, `2.1`, `a` for a `ForEach` element), which paths show.
    public struct ID: Hashable, CustomStringConvertible {
        let identity: Identity
        public let description: String

        public static func == (a: ID, b: ID) -> Bool { a.identity == b.identity }
        public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
    }

    let source: ResolvedSubviews
    let index: Int

    public var id: ID {
        let node = source.nodes[index]
        return ID(identity: node.identity, description: source.labels[index])
    }

    /// The values set on the original view with `.containerValue(_:_:)`.
    public var containerValues: ContainerValues { ContainerValues(node: source.nodes[index]) }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let node = view.source.take(view.index)
        node.slot = inputs.slot
        list.append(node)
    }
}

/// The subviews of a view, in order; also a view that shows them all in place.
public nonisolated struct SubviewsCollection: RandomAccessCollection, View {
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollectionSlice

    let source: ResolvedSubviews
    /// The positions in `source` this collection holds: all of them, or a section's part.
    let positions: [Int]

    public var startIndex: Int { 0 }
    public var endIndex: Int { positions.count }
    public subscript(index: Int) -> Subview { Subview(source: source, index: positions[index]) }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: self, bounds: bounds) }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        view.source.expand(view.positions, inputs: inputs, list: &list)
    }
}

/// A part of a `SubviewsCollection`, indexed as the whole collection is; a view too.
public nonisolated struct SubviewsCollectionSlice: RandomAccessCollection, View {
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollectionSlice

    let base: SubviewsCollection
    let bounds: Range<Int>

    public var startIndex: Int { bounds.lowerBound }
    public var endIndex: Int { bounds.upperBound }
    public subscript(index: Int) -> Subview { base[index] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: base, bounds: bounds) }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        view.base.source.expand(Array(view.bounds.map { view.base.positions[$0] }), inputs: inputs, list: &list)
    }
}

/// A base view built once into nodes, which its subviews hand out as they are shown.
final class ResolvedSubviews {
    let nodes: [LayoutNode]
    /// Each node's slot within the base view, which names it in paths.
    let labels: [String]
    private let rebuild: (_ViewInputs, inout _ViewList) -> Void
    private let baseInputs: _ViewInputs
    private var uses: [Int]

    /// Builds `base` with `inputs`: the place it was written, with a fresh slot scope.
    init<Base: View>(_ base: Base, inputs: _ViewInputs) {
        var baseInputs = inputs
        baseInputs.slot = ""
        var list = _ViewList()
        makeViewList(base, baseInputs, &list)
        nodes = list.nodes.array
        labels = list.nodes.map { $0.slot }
        uses = Array(repeating: 0, count: list.nodes.count)
        rebuild = { inputs, list in makeViewList(base, inputs, &list) }
        self.baseInputs = baseInputs
    }

    /// The node for subview `index` to show: the one built, or a new build for a second showing.
    func take(_ index: Int) -> LayoutNode {
        uses[index] += 1
        guard uses[index] > 1 else { return nodes[index] }
        var inputs = baseInputs
        inputs.identity = baseInputs.identity.appending(UInt64(uses[index]))
        var list = _ViewList()
        rebuild(inputs, &list)
        // The same base builds the same views; should it not, the node is reused rather than lost.
        return index < list.nodes.count ? list.nodes[index] : nodes[index]
    }

    /// Shows the subviews at `positions` in order, each slotted by its place in the base view.
    func expand(_ positions: [Int], inputs: _ViewInputs, list: inout _ViewList) {
        for position in positions {
            let node = take(position)
            node.slot = Self.slot(labels[position], below: inputs.slot)
            list.append(node)
        }
    }

    /// The slot text of a view whose place in its base view is `place` (itself a slot text),
    /// shown at the slot `parent`.
    static func slot(_ place: String, below parent: String) -> String {
        parent.isEmpty ? place : place.isEmpty ? parent : parent + "." + place
    }

    var all: SubviewsCollection { SubviewsCollection(source: self, positions: Array(nodes.indices)) }
}
