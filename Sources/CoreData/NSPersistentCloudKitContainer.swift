// The CloudKit-backed container (Apple: "NSPersistentCloudKitContainer"): the same empty local
// store as any container's, mirrored to no iCloud database, since this device has no account
// (docs/supported-api.md, "CloudKit"). Apple's mirrors in the background and reports failures as
// events, not to the app's calls, so loading succeeds here as there; only the schema upload, which
// the app calls itself, fails.
import CloudKit
import Foundation

/// Which iCloud container and database a store mirrors to.
open class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
    public let containerIdentifier: String
    /// `.private` unless set, as Apple's.
    open var databaseScope: CKDatabase.Scope = .private

    public init(containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
        super.init()
    }
}

open class NSPersistentCloudKitContainer: NSPersistentContainer {
    public struct SchemaInitializationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let dryRun = SchemaInitializationOptions(rawValue: 1 << 1)
        public static let printSchema = SchemaInitializationOptions(rawValue: 1 << 2)
    }

    /// Posted when mirroring starts or ends an import, an export or a setup: never here, nothing
    /// mirrors.
    public static let eventChangedNotification = Notification.Name("NSPersistentCloudKitContainerEventChangedNotification")

    /// Uploading the schema needs the iCloud account: `CKError.notAuthenticated`, unless it is a
    /// dry run, which only checks the model.
    open func initializeCloudKitSchema(options: SchemaInitializationOptions = []) throws {
        if !options.contains(.dryRun) { throw CKError(.notAuthenticated) }
    }

    /// The record mirroring an object: none, nothing is mirrored.
    open func record(for managedObjectID: NSManagedObjectID) -> CKRecord? { nil }
    open func recordID(for managedObjectID: NSManagedObjectID) -> CKRecord.ID? { nil }

    /// Whether the object may be changed: yes, every object is the app's own here.
    open func canUpdateRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { true }
    open func canDeleteRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { true }
}
