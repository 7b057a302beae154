// A container's database (Apple: "CKDatabase"). With no account and no network nothing is read or
// written: what needs the account (every private and shared operation, writes to the public
// database, and the user's subscriptions) fails `.notAuthenticated`; reading the public database's
// records and zones, which Apple's allows without an account, fails `.networkUnavailable`.
// Completion handlers run before the call returns.
import Foundation

open class CKDatabase: NSObject, @unchecked Sendable {
    public enum Scope: Int, Sendable {
        case `public` = 1
        case `private` = 2
        case shared = 3
    }

    public let databaseScope: Scope

    init(scope: Scope) {
        databaseScope = scope
        super.init()
    }

    /// The error a request meets here: see above.
    func failure(needingAccount: Bool) -> CKError {
        databaseScope == .public && !needingAccount ? CKError(.networkUnavailable) : CKError(.notAuthenticated)
    }

    open func add(_ operation: CKDatabaseOperation) {
        operation.database = self
        operation.start()
    }

    // MARK: Records

    open func fetch(withRecordID recordID: CKRecord.ID, completionHandler: @escaping (CKRecord?, (any Error)?) -> Void) {
        completionHandler(nil, failure(needingAccount: false))
    }

    open func save(_ record: CKRecord, completionHandler: @escaping (CKRecord?, (any Error)?) -> Void) {
        completionHandler(nil, failure(needingAccount: true))
    }

    open func delete(withRecordID recordID: CKRecord.ID, completionHandler: @escaping (CKRecord.ID?, (any Error)?) -> Void) {
        completionHandler(nil, failure(needingAccount: true))
    }

    @available(*, deprecated, message: "Use fetch(withQuery:inZoneWith:desiredKeys:resultsLimit:completionHandler:)")
    open func perform(_ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?,
                      completionHandler: @escaping ([CKRecord]?, (any Error)?) -> Void) {
        completionHandler(nil, failure(needingAccount: false))
    }

    open func fetch(withQuery query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
                    resultsLimit: Int = CKQueryOperation.maximumResults,
                    completionHandler: @escaping (Result<(matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)],
                                                          queryCursor: CKQueryOperation.Cursor?), any Error>) -> Void) {
        completionHandler(.failure(failure(needingAccount: false)))
    }

    open func record(for recordID: CKRecord.ID) async throws -> CKRecord { throw failure(needingAccount: false) }

    open func records(for ids: [CKRecord.ID], desiredKeys: [CKRecord.FieldKey]? = nil) async throws
        -> [CKRecord.ID: Result<CKRecord, any Error>] {
        throw failure(needingAccount: false)
    }

    open func save(_ record: CKRecord) async throws -> CKRecord { throw failure(needingAccount: true) }

    open func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID { throw failure(needingAccount: true) }

    open func records(matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil,
                      desiredKeys: [CKRecord.FieldKey]? = nil, resultsLimit: Int = CKQueryOperation.maximumResults) async throws
        -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        throw failure(needingAccount: false)
    }

    open func records(continuingMatchFrom queryCursor: CKQueryOperation.Cursor, desiredKeys: [CKRecord.FieldKey]? = nil,
                      resultsLimit: Int = CKQueryOperation.maximumResults) async throws
        -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        throw failure(needingAccount: false)
    }

    open func modifyRecords(saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID],
                            savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged,
                            atomically: Bool = true) async throws
        -> (saveResults: [CKRecord.ID: Result<CKRecord, any Error>], deleteResults: [CKRecord.ID: Result<Void, any Error>]) {
        throw failure(needingAccount: true)
    }

    // MARK: Zones

    open func fetch(withRecordZoneID zoneID: CKRecordZone.ID, completionHandler: @escaping (CKRecordZone?, (any Error)?) -> Void) {
        completionHandler(nil, failure(needingAccount: false))
    }

    open func fetchAllRecordZones(completionHandler: @escaping ([CKRecordZone]?, (any Error)?) -> Void) {
        completionHandler(nil, failure(needingAccount: false))
    }

    open func save(_ zone: CKRecordZone, completionHandler: @escaping (CKRecordZone?, (any Error)?) -> Void) {
        completionHandler(nil, failure(needingAccount: true))
    }

    open func delete(withRecordZoneID zoneID: CKRecordZone.ID, completionHandler: @escaping (CKRecordZone.ID?, (any Error)?) -> Void) {
        completionHandler(nil, failure(needingAccount: true))
    }

    open func recordZone(for zoneID: CKRecordZone.ID) async throws -> CKRecordZone { throw failure(needingAccount: false) }
    open func allRecordZones() async throws -> [CKRecordZone] { throw failure(needingAccount: false) }
    open func save(_ zone: CKRecordZone) async throws -> CKRecordZone { throw failure(needingAccount: true) }
    open func deleteRecordZone(withID zoneID: CKRecordZone.ID) async throws -> CKRecordZone.ID { throw failure(needingAccount: true) }

    // MARK: Subscriptions

    open func fetch(withSubscriptionID subscriptionID: CKSubscription.ID,
                    completionHandler: @escaping (CKSubscription?, (any Error)?) -> Void) {
        completionHandler(nil, failure(needingAccount: true))
    }

    open func fetchAllSubscriptions(completionHandler: @escaping ([CKSubscription]?, (any Error)?) -> Void) {
        completionHandler(nil, failure(needingAccount: true))
    }

    open func save(_ subscription: CKSubscription, completionHandler: @escaping (CKSubscription?, (any Error)?) -> Void) {
        completionHandler(nil, failure(needingAccount: true))
    }

    open func delete(withSubscriptionID subscriptionID: CKSubscription.ID,
                     completionHandler: @escaping (CKSubscription.ID?, (any Error)?) -> Void) {
        completionHandler(nil, failure(needingAccount: true))
    }

    open func subscription(for id: CKSubscription.ID) async throws -> CKSubscription { throw failure(needingAccount: true) }
    open func allSubscriptions() async throws -> [CKSubscription] { throw failure(needingAccount: true) }
    open func save(_ subscription: CKSubscription) async throws -> CKSubscription { throw failure(needingAccount: true) }
    open func deleteSubscription(withID id: CKSubscription.ID) async throws -> CKSubscription.ID { throw failure(needingAccount: true) }
}
