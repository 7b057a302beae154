import Foundation

/// The models of an app and their store. Here the store is its `mainContext`, in memory: a
/// container starts empty (module comment, `SwiftData.swift`).
public final class ModelContainer: @unchecked Sendable {
    public let schema: Schema
    public let configurations: [ModelConfiguration]
    /// One context, made on first use (Apple: the main actor's context of the container).
    public private(set) lazy var mainContext = ModelContext(self)

    public convenience init(for schema: Schema, configurations: [ModelConfiguration]) throws {
        self.init(schema: schema, configurations: configurations)
    }

    /// Never fails: there is no store to open.
    init(schema: Schema, configurations: [ModelConfiguration]) {
        self.schema = schema
        self.configurations = configurations
    }

    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    public convenience init(for forTypes: [any PersistentModel.Type], configurations: [ModelConfiguration] = []) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }
}

/// What a fetch asks for: the objects of one type its predicate matches, in its sort order,
/// from `fetchOffset`, at most `fetchLimit` of them.
public struct FetchDescriptor<T: PersistentModel> {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    public var includePendingChanges = true

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// A container's objects, as code inserts, deletes and fetches them. Kept in memory in the order
/// they were inserted; `save()` has nowhere to write and leaves them as they are.
public final class ModelContext: @unchecked Sendable {
    public let container: ModelContainer
    public var autosaveEnabled = true
    public private(set) var hasChanges = false
    private var objects: [any PersistentModel] = []

    public init(_ container: ModelContainer) {
        self.container = container
    }

    public func insert<T: PersistentModel>(_ model: T) {
        guard !objects.contains(where: { $0 === model }) else { return }
        objects.append(model)
        hasChanges = true
    }

    public func delete<T: PersistentModel>(_ model: T) {
        objects.removeAll { $0 === model }
        hasChanges = true
    }

    /// Deletes every object of `model` the predicate matches (all of them without one).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for object in try fetch(FetchDescriptor(predicate: predicate)) {
            delete(object)
        }
    }

    public func save() throws {
        hasChanges = false
    }

    public func rollback() {}

    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var found = objects.compactMap { $0 as? T }
        if let predicate = descriptor.predicate {
            found = try found.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            found.sort(using: descriptor.sortBy)
        }
        let start = min(found.count, max(0, descriptor.fetchOffset ?? 0))
        let end = descriptor.fetchLimit.map { min(found.count, start + max(0, $0)) } ?? found.count
        return Array(found[start..<end])
    }

    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }
}
