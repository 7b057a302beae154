/// `Group(subviews:transform:)` and `Group(sections:transform:)` (iOS 18): build a view, then hand
/// its subviews, or its sections, to a builder that arranges them (see `Subview.swift`).
extension Group where Content: View {
    public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        content = GroupElementsOfContent(base: view, transform: transform)
    }

    public init<Base: View, Result: View>(
        sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
    ) where Content == GroupSectionsOfContent<Base, Result> {
        content = GroupSectionsOfContent(base: view, transform: transform)
    }
}

/// The content of `Group(subviews:)`: what the transform made of the base view's subviews. It
/// adds no node: the transform's views join the parent's children.
public nonisolated struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    let base: Subviews
    let transform: (SubviewsCollection) -> Content

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        SubviewMarker.expand(view.base, inputs: inputs, list: &list) { view.transform($0.all) }
    }
}

/// The content of `Group(sections:)`: what the transform made of the base view's sections.
public nonisolated struct GroupSectionsOfContent<Sections: View, Content: View>: View {
    let base: Sections
    let transform: (SectionCollection) -> Content

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        SubviewMarker.expand(view.base, inputs: inputs, list: &list) { view.transform(SectionCollection($0)) }
    }
}

/// Identity steps that keep a base view apart from what is built out of it.
enum SubviewMarker {
    static let base: UInt64 = 0x5B0
    static let transform: UInt64 = 0x5B7

    /// Builds `base`, then expands what `transform` makes of it in its place.
    static func expand<Base: View, Result: View>(
        _ base: Base, inputs: _ViewInputs, list: inout _ViewList, transform: (ResolvedSubviews) -> Result
    ) {
        let resolved = ResolvedSubviews(base, inputs: inputs.child(identity: Self.base))
        makeViewList(transform(resolved), inputs.child(identity: Self.transform), &list)
    }
}
