/// A modifier applied to a view to produce a different view, as in SwiftUI.
///
/// Custom modifiers implement `body(content:)`. Built-in modifiers have `Body == Never` and
/// implement `_makeModifiedList` instead. Isolated to the main actor as SwiftUI declares it, with
/// a `nonisolated` expansion, like `View`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body

    /// Expands the modified content into layout nodes. Not for scenario code.
    nonisolated static func _makeModifiedList(
        modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList
    )
}

/// Expands a modifier's content with the inputs given.
public typealias _ContentExpander = (_ViewInputs, inout _ViewList) -> Void

nonisolated extension ViewModifier {
    public static func _makeModifiedList(
        modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList
    ) {
        CompositeExpansion.expand(modifier: modifier, inputs: inputs, content: content, list: &list)
    }
}

nonisolated extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

/// The `content` placeholder inside a custom modifier's body.
public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    init() {}

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        guard let content = inputs.modifierContent else { return }
        var contentInputs = inputs
        contentInputs.modifierContent = content.outer
        content.expand(contentInputs, &list)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

nonisolated extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    @inline(__always)
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let content = view.content
        Modifier._makeModifiedList(modifier: view.modifier, inputs: inputs, content: { inputs, list in
            makeViewList(content, inputs, &list)
        }, list: &list)
    }
}

nonisolated extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never

    public static func _makeModifiedList(
        modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList
    ) {
        let inner = modifier.content
        Modifier._makeModifiedList(modifier: modifier.modifier, inputs: inputs, content: { inputs, list in
            Content._makeModifiedList(modifier: inner, inputs: inputs, content: content, list: &list)
        }, list: &list)
    }
}

nonisolated extension View {
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

nonisolated extension ViewModifier {
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Built-in modifiers: no body, their own expansion.
protocol PrimitiveModifier: ViewModifier where Body == Never {}

enum ModifierExpansion {
    /// Wraps each node of the content in a new node, as SwiftUI applies a layout modifier to each
    /// view of a group. The wrapper takes over the child's slot; its identity derives from the
    /// child's. `makeNode` may set the wrapper's children itself (primary plus secondaries);
    /// otherwise the child becomes its only child.
    static func wrapEach(
        inputs: _ViewInputs, content: _ContentExpander, list: inout _ViewList,
        contentInputs: (_ViewInputs) -> _ViewInputs = { $0.content() },
        makeNode: (LayoutNode) -> LayoutNode
    ) {
        var inner = _ViewList()
        content(contentInputs(inputs), &inner)
        func wrap(_ child: LayoutNode, children: @autoclosure () -> NodeChildren) -> LayoutNode {
            let node = makeNode(child)
            node.slot = child.slot
            child.slot = ""
            if node.children.isEmpty { node.setChildren(children()) }
            node.wrapsPrimary = true
            return node
        }
        if inner.count == 1, !inner.hasDynamicGroups {
            // The usual case, one view, held without an array: the wrapper's only child.
            list.append(wrap(inner.nodes[0], children: inner.nodes))
            return
        }
        list.append(contentsOf: inner) { child in wrap(child, children: NodeChildren(child)) }
    }

    /// Creates a node for a layout modifier around `child`.
    static func node(
        _ kind: String, around child: LayoutNode, layout: any LayoutRule, marker: UInt64, passesTraitsThrough: Bool = false
    ) -> LayoutNode {
        LayoutNode(
            kind: kind, slot: child.slot, identity: child.identity.appending(marker), layout: layout,
            passesTraitsThrough: passesTraitsThrough
        )
    }

    /// Applies a trait or attachment to each node of the content, with no node of its own.
    static func annotateEach(
        inputs: _ViewInputs, content: _ContentExpander, list: inout _ViewList,
        contentInputs: (_ViewInputs) -> _ViewInputs = { $0.content() },
        annotate: (LayoutNode) -> Void
    ) {
        var inner = _ViewList()
        content(contentInputs(inputs), &inner)
        for node in inner.nodes { annotate(node) }
        list.append(contentsOf: inner) { $0 }
    }
}
