import Foundation

// The store options apps set on a store description (Apple, Core Data, "Store Options" and
// "NSPersistentStoreCoordinator" constants): kept with the description like any option; the
// empty store has no history to track, no migration to run and no remote changes to post. Each
// value is the constant's own name: code compares them only with themselves.

public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationPostOptionKey"
public let NSPersistentStoreFileProtectionKey = "NSPersistentStoreFileProtectionKey"
public let NSReadOnlyPersistentStoreOption = "NSReadOnlyPersistentStoreOption"
public let NSSQLitePragmasOption = "NSSQLitePragmasOption"

extension Notification.Name {
    /// Posted when another process changes the store (Apple: "NSPersistentStoreRemoteChange"):
    /// never here, no other process shares the store.
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}

extension Notification.Name {
    /// Posted after a context saves changes (Apple: "NSManagedObjectContextDidSave"); never here
    /// (`NSManagedObjectContext.save()` says why).
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagedObjectContextWillSaveNotification")
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
}

extension NSManagedObjectContext {
    /// The iOS 14 names of the same notifications.
    public static let didSaveObjectsNotification = Notification.Name.NSManagedObjectContextDidSave
    public static let willSaveObjectsNotification = Notification.Name.NSManagedObjectContextWillSave
    public static let didChangeObjectsNotification = Notification.Name.NSManagedObjectContextObjectsDidChange
}

/// The keys of a save notification's `userInfo` (Apple's values).
public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"
