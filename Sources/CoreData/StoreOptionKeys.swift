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
