// CloudKit's operations (Apple: "CKOperation"), run when added to a database or a container, or
// started. Each ends at once with the error its database gives (CKDatabase.swift): the per-item
// blocks are not called, there is no item; the result and completion blocks get the error.
import Foundation

open class CKOperation: Operation, @unchecked Sendable {
    public typealias ID = String

    /// An operation's settings (Apple: "CKOperation.Configuration"), kept.
    open class Configuration: NSObject, @unchecked Sendable {
        open var container: CKContainer?
        open var qualityOfService: QualityOfService = .default
        open var allowsCellularAccess = true
        open var isLongLived = false
        open var timeoutIntervalForRequest: TimeInterval = 60
        open var timeoutIntervalForResource: TimeInterval = 7 * 24 * 60 * 60

        public override init() { super.init() }
    }

    public let operationID: ID = UUID().uuidString
    open var configuration: Configuration! = Configuration()
    open var group: CKOperationGroup?

    public override init() { super.init() }

    open override func main() {
        finish(with: CKError(.notAuthenticated))
    }

    /// Reports the error to the operation's blocks.
    func finish(with error: CKError) {}
}

/// Operations grouped for the logs (Apple: "CKOperationGroup"); kept.
open class CKOperationGroup: NSObject, @unchecked Sendable {
    public let operationGroupID = UUID().uuidString
    open var name: String?
    open var quantity = 0

    public override init() { super.init() }
}

/// An operation on one database.
open class CKDatabaseOperation: CKOperation, @unchecked Sendable {
    open var database: CKDatabase?
    /// Whether the operation needs the account; a read of the public database does not.
    var needsAccount: Bool { true }

    open override func main() {
        finish(with: (database ?? CKContainer.default().privateCloudDatabase).failure(needingAccount: needsAccount))
    }
}

open class CKQueryOperation: CKDatabaseOperation, @unchecked Sendable {
    /// Where a query stopped, to go on from (Apple: "CKQueryOperation.Cursor").
    public final class Cursor: NSObject, @unchecked Sendable {
        let query: CKQuery?
        init(query: CKQuery?) { self.query = query }
    }

    /// As many results as the server returns at once (Apple's value, 0).
    public static let maximumResults = 0

    open var query: CKQuery?
    open var cursor: Cursor?
    open var zoneID: CKRecordZone.ID?
    open var desiredKeys: [CKRecord.FieldKey]?
    open var resultsLimit = CKQueryOperation.maximumResults
    open var recordMatchedBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    open var queryResultBlock: ((Result<Cursor?, any Error>) -> Void)?
    private var legacyRecordFetched: ((CKRecord) -> Void)?
    @available(*, deprecated, renamed: "recordMatchedBlock")
    open var recordFetchedBlock: ((CKRecord) -> Void)? {
        get { legacyRecordFetched }
        set { legacyRecordFetched = newValue }
    }
    private var legacyQueryCompletion: ((Cursor?, (any Error)?) -> Void)?
    @available(*, deprecated, renamed: "queryResultBlock")
    open var queryCompletionBlock: ((Cursor?, (any Error)?) -> Void)? {
        get { legacyQueryCompletion }
        set { legacyQueryCompletion = newValue }
    }

    public override init() { super.init() }

    public convenience init(query: CKQuery) {
        self.init()
        self.query = query
    }

    public convenience init(cursor: Cursor) {
        self.init()
        self.cursor = cursor
    }

    override var needsAccount: Bool { false }

    override func finish(with error: CKError) {
        queryResultBlock?(.failure(error))
        legacyQueryCompletion?(nil, error)
    }

}

open class CKFetchRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    open var recordIDs: [CKRecord.ID]?
    open var desiredKeys: [CKRecord.FieldKey]?
    open var perRecordResultBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    open var fetchRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
    private var legacyFetchCompletion: (([CKRecord.ID: CKRecord]?, (any Error)?) -> Void)?
    @available(*, deprecated, renamed: "fetchRecordsResultBlock")
    open var fetchRecordsCompletionBlock: (([CKRecord.ID: CKRecord]?, (any Error)?) -> Void)? {
        get { legacyFetchCompletion }
        set { legacyFetchCompletion = newValue }
    }

    public required override init() { super.init() }

    public convenience init(recordIDs: [CKRecord.ID]) {
        self.init()
        self.recordIDs = recordIDs
    }

    open class func fetchCurrentUserRecordOperation() -> Self {
        let operation = Self()
        operation.fetchesUserRecord = true
        return operation
    }

    private var fetchesUserRecord = false
    override var needsAccount: Bool { fetchesUserRecord }

    override func finish(with error: CKError) {
        fetchRecordsResultBlock?(.failure(error))
        legacyFetchCompletion?(nil, error)
    }

}

open class CKModifyRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    public enum RecordSavePolicy: Int, Sendable {
        case ifServerRecordUnchanged = 0
        case changedKeys = 1
        case allKeys = 2
    }

    open var recordsToSave: [CKRecord]?
    open var recordIDsToDelete: [CKRecord.ID]?
    open var savePolicy: RecordSavePolicy = .ifServerRecordUnchanged
    open var isAtomic = true
    open var clientChangeTokenData: Data?
    open var perRecordSaveBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    open var perRecordDeleteBlock: ((CKRecord.ID, Result<Void, any Error>) -> Void)?
    open var modifyRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
    private var legacyModifyCompletion: (([CKRecord]?, [CKRecord.ID]?, (any Error)?) -> Void)?
    @available(*, deprecated, renamed: "modifyRecordsResultBlock")
    open var modifyRecordsCompletionBlock: (([CKRecord]?, [CKRecord.ID]?, (any Error)?) -> Void)? {
        get { legacyModifyCompletion }
        set { legacyModifyCompletion = newValue }
    }

    public override init() { super.init() }

    public convenience init(recordsToSave: [CKRecord]?, recordIDsToDelete: [CKRecord.ID]?) {
        self.init()
        self.recordsToSave = recordsToSave
        self.recordIDsToDelete = recordIDsToDelete
    }

    override func finish(with error: CKError) {
        modifyRecordsResultBlock?(.failure(error))
        legacyModifyCompletion?(nil, nil, error)
    }

}

open class CKModifySubscriptionsOperation: CKDatabaseOperation, @unchecked Sendable {
    open var subscriptionsToSave: [CKSubscription]?
    open var subscriptionIDsToDelete: [CKSubscription.ID]?
    open var modifySubscriptionsResultBlock: ((Result<Void, any Error>) -> Void)?
    private var legacySubscriptionsCompletion: (([CKSubscription]?, [CKSubscription.ID]?, (any Error)?) -> Void)?
    @available(*, deprecated, renamed: "modifySubscriptionsResultBlock")
    open var modifySubscriptionsCompletionBlock: (([CKSubscription]?, [CKSubscription.ID]?, (any Error)?) -> Void)? {
        get { legacySubscriptionsCompletion }
        set { legacySubscriptionsCompletion = newValue }
    }

    public override init() { super.init() }

    public convenience init(subscriptionsToSave: [CKSubscription]?, subscriptionIDsToDelete: [CKSubscription.ID]?) {
        self.init()
        self.subscriptionsToSave = subscriptionsToSave
        self.subscriptionIDsToDelete = subscriptionIDsToDelete
    }

    override func finish(with error: CKError) {
        modifySubscriptionsResultBlock?(.failure(error))
        legacySubscriptionsCompletion?(nil, nil, error)
    }

}
