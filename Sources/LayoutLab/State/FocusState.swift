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
}
