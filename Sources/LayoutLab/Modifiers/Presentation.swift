// Presentations (docs/layout-rules.md, "Presentations"): a sheet, cover or popover whose binding
// is true (or whose item is set) is built and laid out above the screen, as a screen of its own;
// alerts and confirmation dialogs are system chrome, accepted and not laid out.

nonisolated extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(style: .sheet, presented: isPresented.wrappedValue ? content : nil))
    }

    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(PresentationModifier(style: .sheet, presented: item.wrappedValue.map { item in { content(item) } }))
    }

    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(style: .fullScreenCover, presented: isPresented.wrappedValue ? content : nil))
    }

    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(PresentationModifier(style: .fullScreenCover, presented: item.wrappedValue.map { item in { content(item) } }))
    }

    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(style: .popover, presented: isPresented.wrappedValue ? content : nil))
    }

    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(PresentationModifier(style: .popover, presented: item.wrappedValue.map { item in { content(item) } }))
    }

    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }

    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { self }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View { self }

    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View { self }

    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View { self }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }

    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }

    /// An alert titled by a localized error's description: system chrome, accepted.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                   @ViewBuilder actions: () -> A) -> some View { self }

    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?,
                                                           @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View { self }

    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }

    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { self }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View { self }

    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View { self }

    // Inside a presentation: accepted.
    /// The heights a sheet may rest at; it rests at the shortest (`PresentationRule.swift`).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(TraitModifier(key: PresentationDetent.traitKey, value: detents))
    }
    /// The sheet rests at the selected detent when it is one of `detents` (Apple: "a binding to
    /// the currently selected detent"), else as without a selection.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let selected = selection.wrappedValue
        let resting: Set<PresentationDetent> = detents.contains(selected) ? [selected] : detents
        return modifier(TraitModifier(key: PresentationDetent.traitKey, value: resting))
    }
    /// Whether the views behind a sheet take input: behaviour only.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }
    /// Whether swiping a sheet's scroll view scrolls or resizes it: behaviour only.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// Where a popover points.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A height a sheet can rest at (`PresentationRule.swift`).
public struct PresentationDetent: Hashable, Sendable {
    enum Height: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
    }

    let height: Height
    public static let medium = PresentationDetent(height: .medium)
    public static let large = PresentationDetent(height: .large)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(height: .fraction(fraction)) }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(height: .height(height)) }

    static let traitKey = ObjectIdentifier(PresentationDetent.self)
}

/// Whether the views behind a sheet take input, up to which detent (iOS 16.4).
public struct PresentationBackgroundInteraction: Sendable {
    let name: String
    public static let automatic = PresentationBackgroundInteraction(name: "automatic")
    public static let enabled = PresentationBackgroundInteraction(name: "enabled")
    public static let disabled = PresentationBackgroundInteraction(name: "disabled")
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled")
    }
}

/// What a swipe on a sheet's scroll view does first (iOS 16.4).
public struct PresentationContentInteraction: Equatable, Sendable {
    let name: String
    public static let automatic = PresentationContentInteraction(name: "automatic")
    public static let resizes = PresentationContentInteraction(name: "resizes")
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// The iOS 13 alert: accepted with `.alert(isPresented:content:)`.
public struct Alert {
    public struct Button {
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    }

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}
}

struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// True inside presented content.
    public var isPresented: Bool { self[IsPresentedKey.self] }
}

/// A sheet, cover or popover on the view it modifies: the content is built where the modifier
/// is, when presented, and laid out after the screen (`Runtime/RootPass.swift`).
nonisolated struct PresentationModifier<Presented: View>: PrimitiveModifier {
    let style: PresentationStyle
    let presented: (() -> Presented)?

    static func _makeModifiedList(modifier: Self, inputs: _ViewInputs, content: @escaping _ContentExpander, list: inout _ViewList) {
        let start = list.count
        content(inputs, &list)
        guard let presented = modifier.presented, let pass = inputs.graph.currentPass else { return }
        var presentedInputs = inputs.child(identity: 0x5EE7 &+ UInt64(modifier.style.rawValue))
        presentedInputs.environment[IsPresentedKey.self] = true
        let node = LayoutNode(
            kind: modifier.style.kind, slot: "", identity: presentedInputs.identity, layout: PresentationRule()
        )
        var children = _ViewList()
        makeViewList(presented(), presentedInputs.containerContent(orientation: nil), &children)
        node.setChildren(children)
        pass.presentations.append(PendingPresentation(style: modifier.style, node: node, presenter: list.nodes[start...].first))
    }
}
