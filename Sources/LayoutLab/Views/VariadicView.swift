/// SwiftUI's underscored `_VariadicView`, which component libraries use to arrange the views of
/// a builder block one by one (a divider between rows, a card per child) from before
/// `Group(subviews:)` existed. It is the same idea, and is built on it: the content is built in
/// place, then the root's `body(children:)` arranges its subviews (`Subview.swift`), which keep
/// their identity and state.
///
/// A unary root's body counts as one view and a multi-view root's as several in SwiftUI; here
/// both join their parent as the views the body makes, which differs only when a unary root's
/// body makes several views directly inside a stack (then they are spaced as siblings).
public enum _VariadicView {
    public typealias Root = _VariadicView_Root
    public typealias ViewRoot = _VariadicView_ViewRoot
    public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
    public typealias MultiViewRoot = _VariadicView_MultiViewRoot
    public typealias Children = _VariadicView_Children

    /// The content, arranged by `root`.
    public struct Tree<Root: _VariadicView_Root, Content> {
        public var root: Root
        public var content: Content

        public init(root: Root, content: Content) {
            self.root = root
            self.content = content
        }

        public init(_ root: Root, @ViewBuilder content: () -> Content) where Content: View {
            self.root = root
            self.content = content()
        }
    }
}

public protocol _VariadicView_Root {}

/// A root that makes views of the children.
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
    associatedtype Body: View
    @ViewBuilder func body(children: _VariadicView.Children) -> Body
}

public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

nonisolated extension _VariadicView.Tree: View where Root: _VariadicView_ViewRoot, Content: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        SubviewMarker.expand(view.content, inputs: inputs, list: &list) { view.root.body(children: _VariadicView_Children(subviews: $0.all)) }
    }
}

/// The children of a variadic view, in order; also a view that shows them all in place.
public nonisolated struct _VariadicView_Children: View, RandomAccessCollection {
    let subviews: SubviewsCollection

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> Element { Element(subview: subviews[index]) }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        makeViewList(view.subviews, inputs, &list)
    }

    /// One child: the view it stands for, identified by that view's identity.
    public nonisolated struct Element: View, Identifiable {
        let subview: Subview

        public var id: AnyHashable { AnyHashable(subview.id) }

        /// The id as `ID` (SwiftUI: the child's explicit id); nil when it is not one.
        public func id<ID: Hashable>(as type: ID.Type) -> ID? { id.base as? ID }

        /// A trait set on the child's view with `_trait(_:_:)`.
        public subscript<Trait: _ViewTraitKey>(key: Trait.Type) -> Trait.Value {
            (subview.source.nodes[subview.index].trait(ObjectIdentifier(key)) as? Trait.Value) ?? Trait.defaultValue
        }

        public typealias Body = Never
        public var body: Never { primitiveBody(Self.self) }

        public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
            makeViewList(view.subview, inputs, &list)
        }
    }
}

/// A value a view hands to the variadic view around it (`_trait(_:_:)`, read with
/// `child[Key.self]`).
public protocol _ViewTraitKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

nonisolated extension View {
    public func _trait<K: _ViewTraitKey>(_ key: K.Type, _ value: K.Value) -> some View {
        modifier(TraitModifier(key: ObjectIdentifier(key), value: value))
    }
}
