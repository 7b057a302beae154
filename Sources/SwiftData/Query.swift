import LayoutLab

/// `@Query`: the objects of the environment's `modelContext` its descriptor matches, fetched
/// when the view reads them (`ModelContext.fetch(_:)`; an empty array when the fetch fails).
///
/// Apple's is `Query<Element, Result> where Element: PersistentModel`. Written that way, the
/// commonest spelling of all, `@Query private var items: [Item]` (Xcode's SwiftData template),
/// does not compile: a wrapper attribute with no arguments infers its type from the property's
/// alone, `[Item]` gives `Result`, and nothing gives `Element`, which only the initialisers'
/// `where Result == [Element]` ties to it. So `Result` names its model here
/// (`_QueryResults.Model`, an array's element) and the type requires it to be `Element`: the
/// same two parameters, spelled `Query<Item, [Item]>` as on Apple's platforms, and inferable.
@propertyWrapper
public struct Query<Element: PersistentModel, Result: _QueryResults>: DynamicProperty where Result.Model == Element {
    @Environment(\.modelContext) private var modelContext
    let descriptor: FetchDescriptor<Element>
    let wrap: ([Element]) -> Result

    public var wrappedValue: Result {
        wrap((try? modelContext.fetch(descriptor)) ?? [])
    }

    /// Every object of the model's type, as `@Query var items: [Item]` asks. Declared here, not
    /// with the other initialisers: the compiler looks for a wrapper's default `init()` among the
    /// type's own members, and a view's memberwise initialiser then leaves the property out.
    public init() where Result == [Element] {
        self.init(FetchDescriptor<Element>())
    }
}

/// What a query's result is made of: an array of models (the only results Apple's
/// initialisers give). Not Apple's: see `Query`.
public protocol _QueryResults {
    associatedtype Model: PersistentModel
}

extension Array: _QueryResults where Element: PersistentModel {
    public typealias Model = Element
}

extension Query where Result == [Element] {
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.descriptor = descriptor
        self.wrap = { $0 }
    }

    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: sort), animation: animation)
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), animation: animation)
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), animation: animation)
    }
}

private struct ModelContextKey: EnvironmentKey {
    /// No container set: an empty one (what a view sees before `.modelContainer(for:)`).
    static var defaultValue: ModelContext {
        ModelContainer(schema: Schema([]), configurations: []).mainContext
    }
}

extension EnvironmentValues {
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The container's main context for this view and everything inside it.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// A new, empty container for `modelType`: made once per call, so data inserted into it
    /// lasts as long as the view value that made it.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        let container = ModelContainer(schema: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
        onSetup(.success(container))
        return environment(\.modelContext, container.mainContext)
    }

    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}
