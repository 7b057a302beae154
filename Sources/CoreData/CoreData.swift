// The `CoreData` module for Linux, where Apple's framework does not exist: what views and their
// persistence controllers touch of it (Apple, "Core Data"). The model is an empty store that
// nothing is ever saved into: a persistent container loads at once and without error, objects
// made in a context are the plain objects code holds, `save()` has nowhere to write, and every
// fetch, `@FetchRequest` included, returns nothing — what a fresh install of the app shows.
// Entity classes that Xcode generates from a `.xcdatamodeld` come from `layoutlab-datamodels`
// (docs/supported-api.md, "Core Data"); `@objc(Name)` and `@NSManaged` cannot compile on Linux
// (Objective-C interoperability is disabled), so hand-written entity classes that say them need
// rewriting. `@FetchRequest` and `\.managedObjectContext` are SwiftUI's, as on Apple's platforms
// (Sources/SwiftUI). Depend on it for Linux only (docs/scenarios.md).
@_exported import Foundation
// `NSPredicate(format:)`, evaluated (Sources/AppleFoundation/NSPredicateFormat.swift): what
// Apple's Foundation has and Linux's lacks, re-exported as Core Data re-exports Foundation.
@_exported import AppleFoundation
import LayoutLab

/// What a fetch request can return: managed objects (and on Apple platforms dictionaries,
/// object identifiers and counts).
public protocol NSFetchRequestResult: AnyObject {}

/// An entity of the data model, by name.
open class NSEntityDescription: Hashable, @unchecked Sendable {
    open var name: String?
    open var managedObjectClassName: String!

    public init() {}

    init(name: String) {
        self.name = name
        self.managedObjectClassName = name
    }

    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        NSEntityDescription(name: entityName)
    }

    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        NSManagedObject(entity: NSEntityDescription(name: entityName), insertInto: context)
    }

    public static func == (lhs: NSEntityDescription, rhs: NSEntityDescription) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// An object of the data model. Identity is the object's; it publishes its changes like any
/// `ObservableObject` (`@ObservedObject var item: Item`), as Core Data's objects do. It is not
/// `Identifiable` itself, as Apple's is not: Xcode's generated classes state the conformance
/// (`extension Item: Identifiable {}`), and so do projects for their own classes.
open class NSManagedObject: NSFetchRequestResult, ObservableObject, Hashable {
    public let entity: NSEntityDescription
    open private(set) weak var managedObjectContext: NSManagedObjectContext?
    open var isDeleted = false
    open var isInserted: Bool { managedObjectContext != nil && !isDeleted }
    open var isFault: Bool { false }
    open var hasChanges: Bool { isInserted }
    /// The values of the object's attributes and relationships, by name: what Core Data keeps
    /// behind an entity's properties, and what the generated properties read and write.
    private var values: [String: Any] = [:]

    /// The object's identity across contexts (ObjectIDsAndStoreRequests.swift).
    public let objectID: NSManagedObjectID

    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        objectID = NSManagedObjectID(entity: entity, number: ObjectIDNumbers.next())
        ObjectRegistry.register(self, as: objectID)
        context?.insert(self)
    }

    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: context)
    }

    /// `Note()`, as previews write it: NSObject's initialiser, which Apple's class inherits (its
    /// documentation names `init(entity:insertInto:)` the designated one, and Core Data reports
    /// the plain one at run time). Here the object is made as `init(entity:insertInto: nil)`
    /// makes it: of the class's entity, in no context, so a preview of it still runs.
    public convenience init() {
        self.init(entity: Self.entity(), insertInto: nil)
    }

    /// The entity of this class: the class's own name, as Xcode's generated classes have it.
    open class func entity() -> NSEntityDescription {
        NSEntityDescription(name: String(describing: self))
    }

    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        NSFetchRequest(entityName: String(describing: self))
    }

    /// Key-value coding over the object's values; a key never set reads nil.
    open func value(forKey key: String) -> Any? { values[key] }

    open func setValue(_ value: Any?, forKey key: String) {
        willChangeValue(forKey: key)
        values[key] = value
        didChangeValue(forKey: key)
    }

    open func primitiveValue(forKey key: String) -> Any? { values[key] }
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { values[key] = value }

    /// Change notifications, for subclasses that override them; nothing observes keys here.
    open func willChangeValue(forKey key: String) {}
    open func didChangeValue(forKey key: String) {}

    public static func == (lhs: NSManagedObject, rhs: NSManagedObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    func attach(to context: NSManagedObjectContext?) {
        managedObjectContext = context
    }
}

/// A fetch: its entity, predicate, sort order and limits. Whatever it asks, the store is empty.
/// Apple constrains `ResultType` to `NSFetchRequestResult`, an `@objc` protocol, so that
/// `NSFetchRequest<NSFetchRequestResult>` (what `fetchRequest()` returns) is valid; without
/// Objective-C a protocol type does not conform to itself, so the constraint is left out.
open class NSFetchRequest<ResultType>: @unchecked Sendable {
    open var entityName: String?
    open var entity: NSEntityDescription?
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    open var fetchOffset = 0
    open var fetchBatchSize = 0
    open var returnsObjectsAsFaults = true
    open var relationshipKeyPathsForPrefetching: [String]?

    public init() {}

    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
        self.entity = NSEntityDescription(name: entityName)
    }
}

/// Where objects are made and changed. It keeps the objects inserted into it until they are
/// deleted; it has no store behind it, so `save()` writes nothing and fetches find nothing.
open class NSManagedObjectContext: @unchecked Sendable {
    public enum ConcurrencyType: Int, Sendable {
        case privateQueueConcurrencyType = 1, mainQueueConcurrencyType = 2
    }

    public let concurrencyType: ConcurrencyType
    open var name: String?
    open var automaticallyMergesChangesFromParent = false
    open var mergePolicy: Any = NSErrorMergePolicy
    open var parent: NSManagedObjectContext?
    open private(set) var insertedObjects: Set<NSManagedObject> = []
    open private(set) var deletedObjects: Set<NSManagedObject> = []

    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
    }

    open var hasChanges: Bool { !insertedObjects.isEmpty || !deletedObjects.isEmpty }

    open func insert(_ object: NSManagedObject) {
        insertedObjects.insert(object)
        object.attach(to: self)
    }

    open func delete(_ object: NSManagedObject) {
        if insertedObjects.remove(object) == nil { deletedObjects.insert(object) }
        object.isDeleted = true
    }

    /// There is no store to write to: the changes are done with, nothing else happens. Apple's
    /// posts `NSManagedObjectContextWillSave` and `…DidSave` around a save; this one does not: the
    /// default notification centre is the process's, shared by cases laid out at once, and an
    /// observer of every context's saves in one case would hear another's.
    open func save() throws {
        insertedObjects.removeAll()
        deletedObjects.removeAll()
    }

    open func rollback() {
        for object in insertedObjects { object.attach(to: nil) }
        insertedObjects.removeAll()
        deletedObjects.removeAll()
    }

    open func reset() { rollback() }

    /// Nothing: the store is empty and nothing is saved into it (module comment).
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] { [] }

    open func count<T>(for request: NSFetchRequest<T>) throws -> Int { 0 }

    /// The context's undo manager: nil, as Apple's default on iOS (set one to keep undo).
    open var undoManager: UndoManager?

    open func perform(_ block: @escaping () -> Void) { block() }
    open func performAndWait(_ block: () -> Void) { block() }
    open func refreshAllObjects() {}
}

/// How conflicting changes merge: nothing conflicts without a store; kept as set.
open class NSMergePolicy: @unchecked Sendable {
    public let name: String
    init(name: String) { self.name = name }
    public static let error = NSMergePolicy(name: "error")
    public static let mergeByPropertyStoreTrump = NSMergePolicy(name: "mergeByPropertyStoreTrump")
    public static let mergeByPropertyObjectTrump = NSMergePolicy(name: "mergeByPropertyObjectTrump")
    public static let overwrite = NSMergePolicy(name: "overwrite")
    public static let rollback = NSMergePolicy(name: "rollback")
}

public let NSErrorMergePolicy: NSMergePolicy = NSMergePolicy.error
public let NSMergeByPropertyStoreTrumpMergePolicy: NSMergePolicy = NSMergePolicy.mergeByPropertyStoreTrump
public let NSMergeByPropertyObjectTrumpMergePolicy: NSMergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
public let NSOverwriteMergePolicy: NSMergePolicy = NSMergePolicy.overwrite
public let NSRollbackMergePolicy: NSMergePolicy = NSMergePolicy.rollback

/// A data model, by name.
open class NSManagedObjectModel: @unchecked Sendable {
    open var entities: [NSEntityDescription] = []
    public init() {}
    public convenience init?(contentsOf url: URL) { self.init() }
}

/// Where a store would be: its URL and type are kept; nothing is opened.
open class NSPersistentStoreDescription: @unchecked Sendable {
    open var url: URL?
    open var type = "SQLite"
    open var configuration: String?
    open var shouldAddStoreAsynchronously = false
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true
    /// Set for a CloudKit-backed store (NSPersistentCloudKitContainer.swift); kept, nothing syncs.
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?
    private var options: [String: NSObject] = [:]

    public init() {}
    public convenience init(url: URL) {
        self.init()
        self.url = url
    }

    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

/// A data model with its store: the store is empty and loads at once, without error.
open class NSPersistentContainer {
    public let name: String
    public let managedObjectModel: NSManagedObjectModel
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    public let viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)

    public convenience init(name: String) {
        self.init(name: name, managedObjectModel: NSManagedObjectModel())
    }

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        self.managedObjectModel = model
        let description = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))
        self.persistentStoreDescriptions = [description]
    }

    open class func defaultDirectoryURL() -> URL { URL(fileURLWithPath: NSTemporaryDirectory()) }

    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions {
            block(description, nil)
        }
    }

    open func newBackgroundContext() -> NSManagedObjectContext {
        NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    }

    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        block(newBackgroundContext())
    }
}
