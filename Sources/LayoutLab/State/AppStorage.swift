/// A value SwiftUI keeps in `UserDefaults` (`@AppStorage`) or with the scene (`@SceneStorage`).
/// Here both live in memory, one store per recorded case, so a case never sees another's values
/// or the machine's. Every view that names a key shares its value, and the value outlives the
/// views, as stored defaults do. Writes are state writes in the recording, under the property's
/// name. The default value is the one the first view to use the key declares.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let storage: StoredValue<Value>

    /// `store` is accepted for compatibility; values stay in the case's in-memory store.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        storage = StoredValue(scope: "AppStorage", key: key, initial: wrappedValue)
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value: ExpressibleByNilLiteral {
        self.init(wrappedValue: nil, key, store: store)
    }

    public var wrappedValue: Value {
        get { storage.box.value }
        nonmutating set { storage.box.value = newValue }
    }

    public var projectedValue: Binding<Value> { storage.binding }
}

/// A value SwiftUI restores with its scene; in memory here, one scene per recorded case (see
/// `AppStorage`).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let storage: StoredValue<Value>

    public init(wrappedValue: Value, _ key: String) {
        storage = StoredValue(scope: "SceneStorage", key: key, initial: wrappedValue)
    }

    public init(_ key: String) where Value: ExpressibleByNilLiteral {
        self.init(wrappedValue: nil, key)
    }

    public var wrappedValue: Value {
        get { storage.box.value }
        nonmutating set { storage.box.value = newValue }
    }

    public var projectedValue: Binding<Value> { storage.binding }
}

/// The part `AppStorage` and `SceneStorage` share: a key in a scope, linked to the graph's
/// stored value for it.
struct StoredValue<Value> {
    let scope: String
    let key: String
    let box: StateBox<Value>

    init(scope: String, key: String, initial: Value) {
        self.scope = scope
        self.key = key
        box = StateBox(initial: initial)
    }

    var binding: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    /// The trace shows a stored value once a pass, at the first view that uses it.
    func link(_ context: PropertyLinkContext) -> StateCell? {
        let (cell, firstLink) = context.graph.storageCell(scope: scope, key: key, name: context.label, initial: box.initial)
        box.cell = cell
        return firstLink ? cell : nil
    }
}

extension AppStorage: GraphLinkable {
    func link(_ context: PropertyLinkContext) -> StateCell? { storage.link(context) }
}

extension SceneStorage: GraphLinkable {
    func link(_ context: PropertyLinkContext) -> StateCell? { storage.link(context) }
}

extension AppStorage: @unchecked Sendable where Value: Sendable {}
extension SceneStorage: @unchecked Sendable where Value: Sendable {}

nonisolated extension View {
    /// The defaults `@AppStorage` reads inside this view when it names no `store`. Accepted: every
    /// value lives in the case's in-memory store, whichever defaults the app names.
    public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}
