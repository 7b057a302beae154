import Observation

nonisolated extension View {
    /// Sets an environment value for this view and everything inside it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier { $0[keyPath: keyPath] = value })
    }

    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the environment's size inside `range`: a larger size becomes the range's largest,
    /// a smaller its smallest (Apple: "dynamicTypeSize(_:)", "limits the Dynamic Type size …
    /// to the specified range"). Text inside is laid out at the clamped size.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(EnvironmentWritingModifier { $0.dynamicTypeSize = $0.dynamicTypeSize.clamped(to: range) })
    }

    public func bold(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { if isActive { $0.textStyleOverrides.weight = .bold } })
    }

    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(EnvironmentWritingModifier { $0.textStyleOverrides.weight = weight })
    }

    public func italic(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { if isActive { $0.textStyleOverrides.italic = true } })
    }

    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { if isActive { $0.textStyleOverrides.design = .monospaced } })
    }

    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(EnvironmentWritingModifier { $0.textStyleOverrides.design = design })
    }

    /// The width of the font's cut for text inside (iOS 16): `Font.width(_:)` for every text,
    /// whatever font it has; nil leaves each font's own width.
    public func fontWidth(_ width: Font.Width?) -> some View {
        modifier(EnvironmentWritingModifier { $0.textStyleOverrides.width = width })
    }

    public func monospacedDigit() -> some View {
        modifier(EnvironmentWritingModifier { $0.textStyleOverrides.monospacedDigit = true })
    }

    /// How far text inside may shrink to fit its proposal (see `TextRule`); SwiftUI accepts
    /// 0 < factor ≤ 1, and other values are clamped to that range.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    /// Puts an `@Observable` object in the environment for `@Environment(T.self)` properties;
    /// nil removes one an ancestor provided.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentWritingModifier { $0[ObservableEnvironmentKey<T>.self] = object })
    }

    /// Puts `object` in the environment for `@EnvironmentObject` properties of its type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentWritingModifier { $0[EnvironmentObjectKey<T>.self] = object })
    }
}

/// Changes the environment the content is expanded in; no node of its own.
nonisolated struct EnvironmentWritingModifier: PrimitiveModifier {
    let write: (inout EnvironmentValues) -> Void

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        var contentInputs = inputs.content()
        modifier.write(&contentInputs.environment)
        let start = list.count
        content(contentInputs, &list)
        // A new reading direction lays the subtree out that way (docs/layout-rules.md, "Right-to-left").
        let direction = contentInputs.environment.layoutDirection
        if direction != inputs.environment.layoutDirection {
            for node in list.nodes[start...] { node.layoutDirection = direction }
        }
    }
}

nonisolated extension View {
    // Drawing-only modifiers: accepted so SwiftUI code compiles, no effect on layout.
    /// The colour buttons and other controls below are drawn in: drawing only.
    public func tint(_ tint: Color?) -> some View {
        modifier(EnvironmentWritingModifier { environment in
            environment.tintPaint = tint.map { PaintColor($0) }
        })
    }
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    public func id<ID: Hashable>(_ id: ID) -> some View { IDView(content: self, id: id) }
}

public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// `.id(_:)`: the id becomes part of the content's identity, so a new id resets its state.
nonisolated struct IDView<Content: View, ID: Hashable>: View {
    let content: Content
    let id: ID

    typealias Body = Never
    var body: Never { primitiveBody(Self.self) }

    @inline(__always)
    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        var contentInputs = inputs
        contentInputs.identity = inputs.identity.appending(hashable: view.id)
        let start = list.count
        makeViewList(view.content, contentInputs, &list)
        if inputs.graph.scrollRequest != nil { inputs.graph.markScrollTargets(id: view.id, nodes: list.nodes[start...]) }
    }
}
