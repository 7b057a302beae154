import Foundation

// Object identifiers, store requests (batch deletes and updates) and change merging, as apps'
// persistence controllers use them (Apple: "NSManagedObjectID", "NSBatchDeleteRequest",
// "mergeChanges(fromRemoteContextSave:into:)"). The store is empty (CoreData.swift), so a batch
// request finds nothing to change and a merge has nothing to merge.

/// An object's identity across contexts. Every object has one from the moment it is made: a
/// temporary one, since nothing is ever saved to a store here.
open class NSManagedObjectID: Hashable, CustomStringConvertible, @unchecked Sendable {
    public let entity: NSEntityDescription
    private let number: Int

    init(entity: NSEntityDescription, number: Int) {
        self.entity = entity
        self.number = number
    }

    /// Never saved, so never permanent.
    open var isTemporaryID: Bool { true }

    /// `x-coredata:///Entity/t<number>`, the form Apple gives a temporary identifier.
    open func uriRepresentation() -> URL {
        URL(string: "x-coredata:///\(entity.name ?? "Entity")/t\(number)")!
    }

    open var description: String { uriRepresentation().absoluteString }

    public static func == (lhs: NSManagedObjectID, rhs: NSManagedObjectID) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Numbers for object identifiers, unique in the process.
enum ObjectIDNumbers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last = 0

    static func next() -> Int {
        lock.withLock {
            last += 1
            return last
        }
    }
}

/// Core Data's objects answer key paths (`NSPredicate(format: "name == %@")`) with their values.
extension NSManagedObject: KeyValueReadable {}

extension NSManagedObjectContext {
    /// The object with this identifier: the one made with it, wherever it was inserted (one
    /// process, no store: every context sees the same objects).
    public func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        guard let object = ObjectRegistry.object(for: objectID) else {
            fatalError("An NSManagedObjectID for an object that no longer exists: \(objectID)")
        }
        return object
    }

    public func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let object = ObjectRegistry.object(for: objectID), !object.isDeleted else {
            throw NSError(domain: NSCocoaErrorDomain, code: 133_000, userInfo: [NSLocalizedDescriptionKey: "The object \(objectID) does not exist."])
        }
        return object
    }

    /// Runs a store request: a batch delete or update finds nothing in the empty store.
    public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        switch request {
        case let delete as NSBatchDeleteRequest:
            return NSBatchDeleteResult(resultType: delete.resultType)
        case let update as NSBatchUpdateRequest:
            return NSBatchUpdateResult(resultType: update.resultType)
        default:
            return NSPersistentStoreResult()
        }
    }

    /// Merges another context's saved changes into these: there are none without a store.
    public static func mergeChanges(fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext]) {}

    public func mergeChanges(fromContextDidSave notification: Notification) {}
}

/// The live objects by identifier, weakly held.
enum ObjectRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var objects: [ObjectIdentifier: WeakObject] = [:]

    struct WeakObject { weak var object: NSManagedObject? }

    static func register(_ object: NSManagedObject, as id: NSManagedObjectID) {
        lock.withLock { objects[ObjectIdentifier(id)] = WeakObject(object: object) }
    }

    static func object(for id: NSManagedObjectID) -> NSManagedObject? {
        lock.withLock { objects[ObjectIdentifier(id)]?.object }
    }
}

/// A request a context passes to its store.
open class NSPersistentStoreRequest: @unchecked Sendable {
    public init() {}
}

/// What a store request returns.
open class NSPersistentStoreResult: @unchecked Sendable {
    public init() {}
}

public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    case resultTypeStatusOnly = 0, resultTypeObjectIDs = 1, resultTypeCount = 2
}

/// Deletes, in the store, the objects a fetch finds (or those identified).
open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
    public let fetchRequest: NSFetchRequest<any NSFetchRequestResult>
    open var resultType = NSBatchDeleteRequestResultType.resultTypeStatusOnly

    public init(fetchRequest: NSFetchRequest<any NSFetchRequestResult>) {
        self.fetchRequest = fetchRequest
    }

    public convenience init(objectIDs: [NSManagedObjectID]) {
        self.init(fetchRequest: NSFetchRequest(entityName: objectIDs.first?.entity.name ?? ""))
    }
}

/// A batch delete's answer: nothing was deleted (true, 0, no identifiers, per result type).
open class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
    public let result: Any?

    init(resultType: NSBatchDeleteRequestResultType) {
        switch resultType {
        case .resultTypeStatusOnly: result = true
        case .resultTypeCount: result = 0
        case .resultTypeObjectIDs: result = [NSManagedObjectID]()
        }
    }
}

public enum NSBatchUpdateRequestResultType: UInt, Sendable {
    case statusOnlyResultType = 0, updatedObjectIDsResultType = 1, updatedObjectsCountResultType = 2
}

/// Sets properties, in the store, on the objects a predicate finds.
open class NSBatchUpdateRequest: NSPersistentStoreRequest, @unchecked Sendable {
    public let entityName: String
    open var predicate: NSPredicate?
    open var propertiesToUpdate: [AnyHashable: Any]?
    open var resultType = NSBatchUpdateRequestResultType.statusOnlyResultType

    public init(entityName: String) {
        self.entityName = entityName
    }
}

open class NSBatchUpdateResult: NSPersistentStoreResult, @unchecked Sendable {
    public let result: Any?

    init(resultType: NSBatchUpdateRequestResultType) {
        switch resultType {
        case .statusOnlyResultType: result = true
        case .updatedObjectsCountResultType: result = 0
        case .updatedObjectIDsResultType: result = [NSManagedObjectID]()
        }
    }
}

/// The keys of a save notification's changes, which `mergeChanges(fromRemoteContextSave:into:)` reads.
public let NSInsertedObjectIDsKey = "inserted_objectIDs"
public let NSUpdatedObjectIDsKey = "updated_objectIDs"
public let NSDeletedObjectIDsKey = "deleted_objectIDs"
