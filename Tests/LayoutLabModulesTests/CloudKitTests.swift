#if os(Linux)
// CloudKit as a notes app's sync layer writes it: check the account, save and query records in the
// private database, read the public one, subscribe to changes; and a Core Data stack on CloudKit.
// The device has no iCloud account and is offline.
import CloudKit
import CoreData
import SwiftData
import Testing

@MainActor final class CloudNotesModel: ObservableObject {
    @Published var status = "Checking iCloud…"
    @Published var notes: [String] = []
    @Published var errorMessage: String?
    private let database = CKContainer.default().privateCloudDatabase

    func checkAccount() async {
        do {
            switch try await CKContainer.default().accountStatus() {
            case .available: status = "Signed in"
            case .noAccount: status = "Sign in to iCloud to sync your notes"
            case .restricted, .couldNotDetermine, .temporarilyUnavailable: status = "iCloud unavailable"
            @unknown default: status = "Unknown"
            }
        } catch {
            status = error.localizedDescription
        }
    }

    func load() async {
        let query = CKQuery(recordType: "Note", predicate: NSPredicate(value: true))
        query.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
        do {
            let (results, _) = try await database.records(matching: query)
            notes = results.compactMap { try? $0.1.get()["title"] as? String }
        } catch let error as CKError where error.code == .notAuthenticated {
            errorMessage = "Not signed in"
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

final class Outcome: @unchecked Sendable {
    var errors: [CKError.Code] = []
}

@Suite struct CloudKitTests {
    @MainActor @Test func noAccountAndEveryPrivateRequestFailsNotAuthenticated() async throws {
        let model = CloudNotesModel()
        await model.checkAccount()
        #expect(model.status == "Sign in to iCloud to sync your notes")
        await model.load()
        #expect(model.errorMessage == "Not signed in" && model.notes.isEmpty)

        let container = CKContainer(identifier: "iCloud.com.example.notes")
        #expect(container.containerIdentifier == "iCloud.com.example.notes")
        let outcome = Outcome()
        container.accountStatus { status, error in
            #expect(status == .noAccount && error == nil)
        }
        let record = CKRecord(recordType: "Note")
        container.privateCloudDatabase.save(record) { saved, error in
            #expect(saved == nil)
            if let error = error as? CKError { outcome.errors.append(error.code) }
        }
        container.sharedCloudDatabase.fetch(withRecordID: record.recordID) { _, error in
            if let error = error as? CKError { outcome.errors.append(error.code) }
        }
        // The public database is readable without an account, but not offline; writing needs one.
        container.publicCloudDatabase.perform(CKQuery(recordType: "Note", predicate: NSPredicate(value: true)), inZoneWith: nil) { _, error in
            if let error = error as? CKError { outcome.errors.append(error.code) }
        }
        container.publicCloudDatabase.delete(withRecordID: record.recordID) { _, error in
            if let error = error as? CKError { outcome.errors.append(error.code) }
        }
        #expect(outcome.errors == [.notAuthenticated, .notAuthenticated, .networkUnavailable, .notAuthenticated])
        await #expect(throws: CKError(.notAuthenticated)) { try await container.userRecordID() }
        do {
            _ = try await container.privateCloudDatabase.save(record)
            Issue.record("saved without an account")
        } catch CKError.notAuthenticated {
            let error = CKError(.notAuthenticated) as NSError
            #expect(error.domain == CKErrorDomain && error.code == 9)
            #expect(error.localizedDescription == "This request requires an authenticated account")
        }
    }

    @Test func operationsEndWithTheDatabasesError() {
        let outcome = Outcome()
        let query = CKQueryOperation(query: CKQuery(recordType: "Note", predicate: NSPredicate(format: "title BEGINSWITH %@", "A")))
        query.resultsLimit = 20
        query.recordMatchedBlock = { _, _ in Issue.record("a record matched") }
        query.queryResultBlock = { result in
            if case .failure(let error as CKError) = result { outcome.errors.append(error.code) }
        }
        CKContainer.default().publicCloudDatabase.add(query)
        let modify = CKModifyRecordsOperation(recordsToSave: [CKRecord(recordType: "Note")], recordIDsToDelete: nil)
        modify.savePolicy = .changedKeys
        modify.modifyRecordsResultBlock = { result in
            if case .failure(let error as CKError) = result { outcome.errors.append(error.code) }
        }
        CKContainer.default().add(modify)
        #expect(outcome.errors == [.networkUnavailable, .notAuthenticated])
        #expect(query.isFinished && modify.isFinished)
    }

    @Test func recordsHoldTheirValues() throws {
        let zone = CKRecordZone(zoneName: "Notes")
        let record = CKRecord(recordType: "Note", recordID: CKRecord.ID(recordName: "n1", zoneID: zone.zoneID))
        let folder = CKRecord(recordType: "Folder")
        record["title"] = "Alpha"
        record["count"] = 3
        record["rating"] = 4.5
        record["tags"] = ["a", "b"]
        record["created"] = Date(timeIntervalSince1970: 0)
        record["body"] = Data("hi".utf8)
        record["folder"] = CKRecord.Reference(record: folder, action: .deleteSelf)
        record["photo"] = CKAsset(fileURL: URL(fileURLWithPath: "/tmp/photo.jpg"))
        record.setValue("Alpha!", forKey: "subtitle")
        record.encryptedValues["secret"] = "s"

        #expect(record["title"] as? String == "Alpha" && record["count"] as? Int == 3)
        let rating: Double? = record["rating"]
        #expect(rating == 4.5)
        #expect(record["tags"] as? [String] == ["a", "b"])
        #expect((record["folder"] as? CKRecord.Reference)?.recordID == folder.recordID)
        #expect((record["photo"] as? CKAsset)?.fileURL?.lastPathComponent == "photo.jpg")
        #expect(record.value(forKey: "subtitle") as? String == "Alpha!")
        #expect(record.allKeys().contains("secret") && record.changedKeys().first == "title")
        #expect(record.recordID.zoneID.zoneName == "Notes" && record.recordID.zoneID.ownerName == CKCurrentUserDefaultName)
        #expect(CKRecord.ID(recordName: "n1", zoneID: zone.zoneID) == record.recordID)
        #expect(record.creationDate == nil && record.recordChangeTag == nil)
        #expect(CKRecordZone.default().zoneID.zoneName == "_defaultZone")

        // A query's predicate evaluates against records in memory.
        #expect(NSPredicate(format: "title BEGINSWITH %@", "Al").evaluate(with: record))
        #expect(!NSPredicate(format: "count > 5").evaluate(with: record))

        let share = CKShare(rootRecord: record)
        share[CKShare.SystemFieldKey.title] = "Shared note"
        share.publicPermission = .readOnly
        #expect(share.recordType == "cloudkit.share" && share.url == nil && share.participants.count == 1)

        let subscription = CKQuerySubscription(recordType: "Note", predicate: NSPredicate(value: true), subscriptionID: "notes",
                                               options: [.firesOnRecordCreation, .firesOnRecordUpdate])
        let info = CKSubscription.NotificationInfo()
        info.shouldSendContentAvailable = true
        subscription.notificationInfo = info
        #expect(subscription.subscriptionType == .query && subscription.querySubscriptionOptions.contains(.firesOnRecordUpdate))
    }

    @Test func aCloudKitBackedStoreLoadsAndNeverSyncs() throws {
        let container = NSPersistentCloudKitContainer(name: "Notes")
        let description = try #require(container.persistentStoreDescriptions.first)
        description.cloudKitContainerOptions = NSPersistentCloudKitContainerOptions(containerIdentifier: "iCloud.com.example.notes")
        description.cloudKitContainerOptions?.databaseScope = .public
        var loadError: (any Error)?
        container.loadPersistentStores { _, error in loadError = error }
        #expect(loadError == nil && description.cloudKitContainerOptions?.databaseScope == .public)
        #expect(throws: CKError(.notAuthenticated)) { try container.initializeCloudKitSchema() }
        try container.initializeCloudKitSchema(options: .dryRun)

        let configuration = ModelConfiguration(isStoredInMemoryOnly: true, cloudKitDatabase: .private("iCloud.com.example.notes"))
        #expect(configuration.cloudKitDatabase == .private("iCloud.com.example.notes"))
        #expect(ModelConfiguration().cloudKitDatabase == .automatic)
        _ = ModelConfiguration(cloudKitDatabase: .none)
    }
}
#endif
