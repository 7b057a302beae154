/// A view that arranges its children in a horizontal line (see `StackArrangement.swift`).
public nonisolated struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    @inline(__always)
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        LayoutContainerExpansion.expand(kind: "HStack", layout: view.layout, content: view.content, inputs: inputs, list: &list)
    }
}

/// A view that arranges its children in a vertical line (see `StackArrangement.swift`).
public nonisolated struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    @inline(__always)
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        LayoutContainerExpansion.expand(kind: "VStack", layout: view.layout, content: view.content, inputs: inputs, list: &list)
    }
}

/// A view that overlays its children (see `ZStackLayout.swift`).
public nonisolated struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    @inline(__always)
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        LayoutContainerExpansion.expand(kind: "ZStack", layout: view.layout, content: view.content, inputs: inputs, list: &list)
    }
}
