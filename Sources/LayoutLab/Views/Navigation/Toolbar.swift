/// Content for a toolbar: items with placements, built by `@ToolbarContentBuilder`. An item's
/// views are laid out in the bar of the enclosing navigation container (`Layouts/ToolbarRule.swift`).
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }

    /// Expands the content into bar items. Not for scenario code.
    static func _makeToolbarItems(content: Self, inputs: _ViewInputs, items: inout [ToolbarEntry])
}

extension ToolbarContent {
    public static func _makeToolbarItems(content: Self, inputs: _ViewInputs, items: inout [ToolbarEntry]) {
        Body._makeToolbarItems(content: content.body, inputs: inputs.child(type: Self.self), items: &items)
    }
}

/// Toolbar content that customisation can identify: the same items here.
public protocol CustomizableToolbarContent: ToolbarContent {}

nonisolated extension Never: ToolbarContent {
    public static func _makeToolbarItems(content: Never, inputs: _ViewInputs, items: inout [ToolbarEntry]) {}
}

/// Views placed in a bar: the nodes one toolbar item made, and where they go.
public struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let nodes: [LayoutNode]
}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, principal, trailing, bottom, hidden }
    let name: String
    let slot: Slot

    public static let automatic = ToolbarItemPlacement(name: "automatic", slot: .trailing)
    public static let principal = ToolbarItemPlacement(name: "principal", slot: .principal)
    public static let navigation = ToolbarItemPlacement(name: "navigation", slot: .leading)
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", slot: .trailing)
    /// In the overflow menu: not in the bar.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", slot: .hidden)
    public static let status = ToolbarItemPlacement(name: "status", slot: .bottom)
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", slot: .leading)
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", slot: .trailing)
    /// Above the keyboard, which never shows here.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard", slot: .hidden)
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", slot: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", slot: .trailing)
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", slot: .bottom)
}

public struct ToolbarItem<ID, Content: View>: ToolbarContent, CustomizableToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeToolbarItems(content: Self, inputs: _ViewInputs, items: inout [ToolbarEntry]) {
        var list = _ViewList()
        makeViewList(content.content, inputs, &list)
        items.append(ToolbarEntry(placement: content.placement, nodes: list.nodes.array))
    }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeToolbarItems(content: Self, inputs: _ViewInputs, items: inout [ToolbarEntry]) {
        var list = _ViewList()
        makeViewList(content.content, inputs, &list)
        items.append(ToolbarEntry(placement: content.placement, nodes: list.nodes.array))
    }
}

/// Space between toolbar items (iOS 26): accepted, items keep their own spacing.
public struct ToolbarSpacer: ToolbarContent {
    public enum Sizing: Hashable, Sendable { case fixed, flexible }
    public init(_ sizing: Sizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    public static func _makeToolbarItems(content: Self, inputs: _ViewInputs, items: inout [ToolbarEntry]) {}
}

/// Several pieces of toolbar content, in order.
public struct TupleToolbarContent<each Item: ToolbarContent>: ToolbarContent {
    let items: (repeat each Item)

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeToolbarItems(content: Self, inputs: _ViewInputs, items: inout [ToolbarEntry]) {
        var index = 0
        func add<T: ToolbarContent>(_ item: T) {
            T._makeToolbarItems(content: item, inputs: inputs.child(slot: index), items: &items)
            index += 1
        }
        repeat add(each content.items)
    }
}

/// Toolbar content under `if`/`else`.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent {
    let first: TrueContent?
    let second: FalseContent?

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeToolbarItems(content: Self, inputs: _ViewInputs, items: inout [ToolbarEntry]) {
        if let first = content.first { TrueContent._makeToolbarItems(content: first, inputs: inputs.child(identity: 1), items: &items) }
        if let second = content.second { FalseContent._makeToolbarItems(content: second, inputs: inputs.child(identity: 2), items: &items) }
    }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeToolbarItems(content: Self, inputs: _ViewInputs, items: inout [ToolbarEntry]) {
        if let content { Wrapped._makeToolbarItems(content: content, inputs: inputs.child(identity: 1), items: &items) }
    }
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Two items or more. No block of none: Apple's builder has none either, so an empty
    /// `.toolbar { }` is the `ViewBuilder` overload's (an empty view), not ambiguous.
    public static func buildBlock<First: ToolbarContent, Second: ToolbarContent, each Rest: ToolbarContent>(
        _ first: First, _ second: Second, _ rest: repeat each Rest
    ) -> TupleToolbarContent<First, Second, repeat each Rest> {
        TupleToolbarContent(items: (first, second, repeat each rest))
    }

    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent(first: first, second: nil)
    }

    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent(first: nil, second: second)
    }

    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

nonisolated extension View {
    /// Items for the enclosing navigation container's bars.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let content = content()
        return modifier(NavigationChromeModifier { chrome, inputs in
            var items: [ToolbarEntry] = []
            Content._makeToolbarItems(content: content, inputs: ToolbarExpansion.inputs(inputs), items: &items)
            chrome.items += items
        })
    }

    public func toolbar<Content: ToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        toolbar(content: content)
    }

    /// Views for the bar, at its automatic (trailing) place.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let content = content()
        return modifier(NavigationChromeModifier { chrome, inputs in
            var list = _ViewList()
            makeViewList(content, ToolbarExpansion.inputs(inputs), &list)
            chrome.items.append(ToolbarEntry(placement: .automatic, nodes: list.nodes.array))
        })
    }

    /// The iOS 13 spelling: views at the bar's leading and trailing ends.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(NavigationChromeModifier { chrome, inputs in
            var lead = _ViewList(), trail = _ViewList()
            makeViewList(leading, ToolbarExpansion.inputs(inputs).child(slot: 0), &lead)
            makeViewList(trailing, ToolbarExpansion.inputs(inputs).child(slot: 1), &trail)
            chrome.items.append(ToolbarEntry(placement: .navigationBarLeading, nodes: lead.nodes.array))
            chrome.items.append(ToolbarEntry(placement: .navigationBarTrailing, nodes: trail.nodes.array))
        })
    }

    public func navigationBarItems<T: View>(trailing: T) -> some View {
        navigationBarItems(leading: EmptyView(), trailing: trailing)
    }

    public func navigationBarItems<L: View>(leading: L) -> some View {
        navigationBarItems(leading: leading, trailing: EmptyView())
    }
}

enum ToolbarExpansion {
    /// The inputs toolbar views are expanded with: a scope of their own, controls as bar items.
    static func inputs(_ inputs: _ViewInputs) -> _ViewInputs {
        var itemInputs = inputs.containerContent(orientation: .horizontal)
        itemInputs.identity = inputs.identity.appending(0x7001_BA4)
        itemInputs.environment.controlContext.inToolbar = true
        itemInputs.environment.controlContext.inListRow = false
        return itemInputs
    }
}
