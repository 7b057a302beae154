// A share of a record or a zone (Apple: "CKShare"), a record of type "cloudkit.share". Unsaved, it
// has no URL and only its owner, the current user, whose identity no account gives here.
import Foundation

open class CKShare: CKRecord, @unchecked Sendable {
    public enum ParticipantPermission: Int, Sendable {
        case unknown = 0
        case none = 1
        case readOnly = 2
        case readWrite = 3
    }

    public enum ParticipantRole: Int, Sendable {
        case unknown = 0
        case owner = 1
        case privateUser = 3
        case publicUser = 4
    }

    public enum ParticipantAcceptanceStatus: Int, Sendable {
        case unknown = 0
        case pending = 1
        case accepted = 2
        case removed = 3
    }

    /// The fields Apple's share shows in its invitation.
    public enum SystemFieldKey {
        public static let title: CKRecord.FieldKey = "cloudkit.title"
        public static let thumbnailImageData: CKRecord.FieldKey = "cloudkit.thumbnailImageData"
        public static let shareType: CKRecord.FieldKey = "cloudkit.type"
    }

    /// Someone the record is shared with.
    public final class Participant: NSObject, @unchecked Sendable {
        public let role: ParticipantRole
        public let permission: ParticipantPermission
        public let acceptanceStatus: ParticipantAcceptanceStatus

        init(role: ParticipantRole, permission: ParticipantPermission, acceptanceStatus: ParticipantAcceptanceStatus) {
            self.role = role
            self.permission = permission
            self.acceptanceStatus = acceptanceStatus
        }
    }

    open var publicPermission: ParticipantPermission = .none
    /// Nil: a share has a URL once saved, and none is saved here.
    open var url: URL? { nil }
    public let owner = Participant(role: .owner, permission: .readWrite, acceptanceStatus: .accepted)
    open var participants: [Participant] { [owner] }
    open var currentUserParticipant: Participant? { owner }

    public init(rootRecord: CKRecord) {
        super.init(recordType: CKRecord.SystemType.share, recordID: CKRecord.ID(zoneID: rootRecord.recordID.zoneID))
    }

    public init(rootRecord: CKRecord, shareID: CKRecord.ID) {
        super.init(recordType: CKRecord.SystemType.share, recordID: shareID)
    }

    public init(recordZoneID: CKRecordZone.ID) {
        super.init(recordType: CKRecord.SystemType.share, recordID: CKRecord.ID(recordName: "cloudkit.zoneshare", zoneID: recordZoneID))
    }
}
