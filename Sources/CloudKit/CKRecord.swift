// A record (Apple: "CKRecord"): its type, identifier and fields, kept in memory. No record here
// comes from a server (none is reachable), so the server's fields (dates, change tag, creator) are
// nil until one would be saved, which never happens.
import Foundation

open class CKRecord: NSObject, NSCopying, KeyValueReadable, @unchecked Sendable {
    public typealias RecordType = String
    public typealias FieldKey = String

    public enum SystemType {
        public static let share: CKRecord.RecordType = "cloudkit.share"
        public static let userRecord: CKRecord.RecordType = "Users"
    }

    public let recordType: RecordType
    public let recordID: ID
    private var fields: [FieldKey: any CKRecordValueProtocol] = [:]
    private var changed: [FieldKey] = []

    open var creationDate: Date? { nil }
    open var modificationDate: Date? { nil }
    open var creatorUserRecordID: ID? { nil }
    open var lastModifiedUserRecordID: ID? { nil }
    open var recordChangeTag: String? { nil }
    open var parent: Reference?
    open var share: Reference? { nil }

    public init(recordType: RecordType, recordID: ID = ID()) {
        self.recordType = recordType
        self.recordID = recordID
        super.init()
    }

    public convenience init(recordType: RecordType, zoneID: CKRecordZone.ID) {
        self.init(recordType: recordType, recordID: ID(zoneID: zoneID))
    }

    open func object(forKey key: FieldKey) -> (any CKRecordValueProtocol)? { fields[key] }

    open func setObject(_ object: (any CKRecordValueProtocol)?, forKey key: FieldKey) {
        fields[key] = object
        if !changed.contains(key) { changed.append(key) }
    }

    public subscript(key: FieldKey) -> (any CKRecordValueProtocol)? {
        get { object(forKey: key) }
        set { setObject(newValue, forKey: key) }
    }

    public subscript<T: CKRecordValueProtocol>(key: FieldKey) -> T? {
        get { object(forKey: key) as? T }
        set { setObject(newValue, forKey: key) }
    }

    /// Key-value coding as Apple's record answers it: a field by its key (and `NSPredicate`'s key
    /// paths read the fields through it).
    open func value(forKey key: String) -> Any? {
        switch key {
        case "recordType": return recordType
        case "recordID": return recordID
        default: return fields[key]
        }
    }

    open func setValue(_ value: Any?, forKey key: String) {
        setObject(value as? any CKRecordValueProtocol, forKey: key)
    }

    open func allKeys() -> [FieldKey] { fields.keys.sorted() }
    open func changedKeys() -> [FieldKey] { changed }

    /// The fields Apple's encrypts; here a view on the same fields.
    open var encryptedValues: any CKRecordKeyValueSetting { RecordFields(record: self) }

    open func setParent(_ parentRecord: CKRecord?) {
        parent = parentRecord.map { Reference(record: $0, action: .none) }
    }

    open func setParent(_ parentRecordID: ID?) {
        parent = parentRecordID.map { Reference(recordID: $0, action: .none) }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CKRecord(recordType: recordType, recordID: recordID)
        copy.fields = fields
        copy.changed = changed
        copy.parent = parent
        return copy
    }

    /// A record's system fields for a local cache (Apple: `encodeSystemFields(with:)`): the type and
    /// the identifier.
    open func encodeSystemFields(with coder: NSCoder) {
        coder.encode(recordType, forKey: "recordType")
        coder.encode(recordID.recordName, forKey: "recordName")
        coder.encode(recordID.zoneID.zoneName, forKey: "zoneName")
        coder.encode(recordID.zoneID.ownerName, forKey: "ownerName")
    }

    open override var description: String {
        "<CKRecord; recordType=\(recordType), recordID=\(recordID.recordName):(\(recordID.zoneID.zoneName):\(recordID.zoneID.ownerName))>"
    }
}

/// Fields read and written by key (Apple: "CKRecordKeyValueSetting").
public protocol CKRecordKeyValueSetting {
    func object(forKey key: CKRecord.FieldKey) -> (any CKRecordValueProtocol)?
    func setObject(_ object: (any CKRecordValueProtocol)?, forKey key: CKRecord.FieldKey)
    subscript(key: CKRecord.FieldKey) -> (any CKRecordValueProtocol)? { get nonmutating set }
    func allKeys() -> [CKRecord.FieldKey]
    func changedKeys() -> [CKRecord.FieldKey]
}

struct RecordFields: CKRecordKeyValueSetting {
    let record: CKRecord
    func object(forKey key: CKRecord.FieldKey) -> (any CKRecordValueProtocol)? { record.object(forKey: key) }
    func setObject(_ object: (any CKRecordValueProtocol)?, forKey key: CKRecord.FieldKey) { record.setObject(object, forKey: key) }
    subscript(key: CKRecord.FieldKey) -> (any CKRecordValueProtocol)? {
        get { record.object(forKey: key) }
        nonmutating set { record.setObject(newValue, forKey: key) }
    }
    func allKeys() -> [CKRecord.FieldKey] { record.allKeys() }
    func changedKeys() -> [CKRecord.FieldKey] { record.changedKeys() }
}

extension CKRecord {
    /// A record's identifier: its name and zone.
    public final class ID: NSObject, NSCopying, @unchecked Sendable {
        public let recordName: String
        public let zoneID: CKRecordZone.ID

        public init(recordName: String = UUID().uuidString, zoneID: CKRecordZone.ID = .default) {
            self.recordName = recordName
            self.zoneID = zoneID
        }

        public func copy(with zone: NSZone? = nil) -> Any { self }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? ID else { return false }
            return other.recordName == recordName && other.zoneID == zoneID
        }

        public override var hash: Int { recordName.hashValue ^ zoneID.hash }
    }

    /// A field pointing at another record, and what deleting that record does to this one.
    public final class Reference: NSObject, NSCopying, CKRecordValueProtocol, @unchecked Sendable {
        public enum Action: UInt, Sendable {
            case none = 0
            case deleteSelf = 1
        }

        public let recordID: ID
        public let action: Action

        public init(recordID: ID, action: Action) {
            self.recordID = recordID
            self.action = action
        }

        public convenience init(record: CKRecord, action: Action) {
            self.init(recordID: record.recordID, action: action)
        }

        public func copy(with zone: NSZone? = nil) -> Any { self }

        public override func isEqual(_ object: Any?) -> Bool {
            (object as? Reference).map { $0.recordID == recordID && $0.action == action } ?? false
        }

        public override var hash: Int { recordID.hash }
    }

    public typealias ReferenceAction = Reference.Action
}
