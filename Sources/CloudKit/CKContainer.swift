// An app's iCloud container (Apple: "CKContainer"). The device has no iCloud account: the status
// is `.noAccount`, and asking for the user's record fails `.notAuthenticated`. Completion handlers
// run before the call returns, on the caller's thread, so a case stays deterministic (Apple's
// call them later, on a queue of their own).
import Foundation

open class CKContainer: NSObject, @unchecked Sendable {
    public let containerIdentifier: String?
    public let privateCloudDatabase: CKDatabase
    public let publicCloudDatabase: CKDatabase
    public let sharedCloudDatabase: CKDatabase

    private static let defaultContainer = CKContainer(
        identifier: "iCloud." + (Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName))

    /// The app's container, named "iCloud." and the bundle identifier, as Xcode names it.
    open class func `default`() -> CKContainer { defaultContainer }

    public init(identifier containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
        privateCloudDatabase = CKDatabase(scope: .private)
        publicCloudDatabase = CKDatabase(scope: .public)
        sharedCloudDatabase = CKDatabase(scope: .shared)
        super.init()
    }

    open func database(with databaseScope: CKDatabase.Scope) -> CKDatabase {
        switch databaseScope {
        case .public: return publicCloudDatabase
        case .private: return privateCloudDatabase
        case .shared: return sharedCloudDatabase
        }
    }

    open func accountStatus(completionHandler: @escaping (CKAccountStatus, (any Error)?) -> Void) {
        completionHandler(.noAccount, nil)
    }

    open func accountStatus() async throws -> CKAccountStatus { .noAccount }

    open func fetchUserRecordID(completionHandler: @escaping (CKRecord.ID?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }

    open func userRecordID() async throws -> CKRecord.ID { throw CKError(.notAuthenticated) }

    /// Runs the operation against the private database, as Apple's does for an operation added to
    /// a container without one.
    open func add(_ operation: CKOperation) {
        if let databaseOperation = operation as? CKDatabaseOperation, databaseOperation.database == nil {
            databaseOperation.database = privateCloudDatabase
        }
        operation.start()
    }
}
