/// Where keyboard focus is: `@FocusState var isFocused: Bool`, or `@FocusState var field: Field?`
/// for one of several fields. It is state like `@State`: writes are state writes in the
/// recording. Nothing here takes focus by itself (there is no keyboard or tap), and focus moves
/// change no layout; the value is what the code set.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// `$field`, passed to `.focused(_:)` or to a child's `@FocusState.Binding`.
    @propertyWrapper
    public struct Binding {
        private let box: StateBox<Value>

        init(box: StateBox<Value>) {
            self.box = box
        }

        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }

    let box: StateBox<Value>

    public init() where Value == Bool {
        box = StateBox(initial: false)
    }

    public init<T: Hashable>() where Value == T? {
        box = StateBox(initial: nil)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding { Binding(box: box) }
}

extension FocusState: GraphLinkable {
    func link(_ context: PropertyLinkContext) -> StateCell? {
        box.link(context)
    }
}

extension FocusState: @unchecked Sendable where Value: Sendable {}
extension FocusState.Binding: @unchecked Sendable where Value: Sendable {}

nonisolated extension View {
    /// Ties focus to `condition`. Focus changes no layout: accepted so SwiftUI code compiles.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Ties focus to `binding` being `value`. Focus changes no layout.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }

    /// Whether the view can take focus (tvOS, macOS, iPadOS with a keyboard): behaviour only, a
    /// case never moves focus.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }

    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }

    @available(*, deprecated, message: "Use focused(_:) with a FocusState")
    public func focusable(_ isFocusable: Bool = true, onFocusChange: @escaping (Bool) -> Void) -> some View { self }

    /// Where focus goes first in a scope (`prefersDefaultFocus(_:in:)`, `focusScope(_:)`).
    public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View { self }
    public func focusScope(_ namespace: Namespace.ID) -> some View { self }
    public func focusSection() -> some View { self }
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic) -> some View { self }
}

/// The ways a focusable view may be used (iOS 17): activated, edited, or both.
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1)
    public static let edit = FocusInteractions(rawValue: 2)
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// When a default focus applies: when the scope appears, or whenever it is re-evaluated.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    let name: String
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}
