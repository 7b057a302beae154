// Push subscriptions (Apple: "CKSubscription" and its kinds), kept as values: saving one needs the
// account, which this device has not (CKDatabase.swift), so no notification ever comes.
import Foundation

open class CKSubscription: NSObject, @unchecked Sendable {
    public typealias ID = String

    public enum SubscriptionType: Int, Sendable {
        case query = 1
        case recordZone = 2
        case database = 3
    }

    /// What the push shows (Apple: "CKSubscription.NotificationInfo"), kept.
    open class NotificationInfo: NSObject, @unchecked Sendable {
        open var alertBody: String?
        open var alertLocalizationKey: String?
        open var alertLocalizationArgs: [CKRecord.FieldKey]?
        open var title: String?
        open var titleLocalizationKey: String?
        open var subtitle: String?
        open var alertActionLocalizationKey: String?
        open var alertLaunchImage: String?
        open var soundName: String?
        open var desiredKeys: [CKRecord.FieldKey]?
        open var shouldBadge = false
        open var shouldSendContentAvailable = false
        open var shouldSendMutableContent = false
        open var category: String?
        open var collapseIDKey: String?

        public override init() { super.init() }

        public convenience init(alertBody: String? = nil, title: String? = nil, soundName: String? = nil,
                                shouldBadge: Bool = false, shouldSendContentAvailable: Bool = false) {
            self.init()
            self.alertBody = alertBody
            self.title = title
            self.soundName = soundName
            self.shouldBadge = shouldBadge
            self.shouldSendContentAvailable = shouldSendContentAvailable
        }
    }

    public let subscriptionID: ID
    public let subscriptionType: SubscriptionType
    open var notificationInfo: NotificationInfo?

    init(subscriptionID: ID, type: SubscriptionType) {
        self.subscriptionID = subscriptionID
        subscriptionType = type
        super.init()
    }
}

open class CKQuerySubscription: CKSubscription, @unchecked Sendable {
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let firesOnRecordCreation = Options(rawValue: 1 << 0)
        public static let firesOnRecordUpdate = Options(rawValue: 1 << 1)
        public static let firesOnRecordDeletion = Options(rawValue: 1 << 2)
        public static let firesOnce = Options(rawValue: 1 << 3)
    }

    public let recordType: CKRecord.RecordType
    public let predicate: NSPredicate
    public let querySubscriptionOptions: Options
    open var zoneID: CKRecordZone.ID?

    public init(recordType: CKRecord.RecordType, predicate: NSPredicate, subscriptionID: CKSubscription.ID = UUID().uuidString,
                options querySubscriptionOptions: Options = []) {
        self.recordType = recordType
        self.predicate = predicate
        self.querySubscriptionOptions = querySubscriptionOptions
        super.init(subscriptionID: subscriptionID, type: .query)
    }
}

open class CKRecordZoneSubscription: CKSubscription, @unchecked Sendable {
    public let zoneID: CKRecordZone.ID
    open var recordType: CKRecord.RecordType?

    public init(zoneID: CKRecordZone.ID, subscriptionID: CKSubscription.ID = UUID().uuidString) {
        self.zoneID = zoneID
        super.init(subscriptionID: subscriptionID, type: .recordZone)
    }
}

open class CKDatabaseSubscription: CKSubscription, @unchecked Sendable {
    open var recordType: CKRecord.RecordType?

    public init(subscriptionID: CKSubscription.ID = UUID().uuidString) {
        super.init(subscriptionID: subscriptionID, type: .database)
    }
}
