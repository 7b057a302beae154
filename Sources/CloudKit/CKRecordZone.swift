// A zone of a database (Apple: "CKRecordZone"): the default zone, or one the app names.
import Foundation

open class CKRecordZone: NSObject, @unchecked Sendable {
    public struct Capabilities: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let fetchChanges = Capabilities(rawValue: 1 << 0)
        public static let atomic = Capabilities(rawValue: 1 << 1)
        public static let sharing = Capabilities(rawValue: 1 << 2)
        public static let zoneWideSharing = Capabilities(rawValue: 1 << 3)
    }

    public let zoneID: ID
    /// What a custom zone of a private database offers on Apple's; the default zone offers none.
    open var capabilities: Capabilities

    public init(zoneID: ID) {
        self.zoneID = zoneID
        capabilities = zoneID.zoneName == ID.defaultZoneName ? [] : [.fetchChanges, .atomic, .sharing, .zoneWideSharing]
        super.init()
    }

    public convenience init(zoneName: String) {
        self.init(zoneID: ID(zoneName: zoneName))
    }

    open class func `default`() -> CKRecordZone { CKRecordZone(zoneID: .default) }

    /// A zone's name and owner.
    public final class ID: NSObject, NSCopying, @unchecked Sendable {
        public static let defaultZoneName = "_defaultZone"
        public static let `default` = ID()

        public let zoneName: String
        public let ownerName: String

        public init(zoneName: String = ID.defaultZoneName, ownerName: String = CKCurrentUserDefaultName) {
            self.zoneName = zoneName
            self.ownerName = ownerName
        }

        public func copy(with zone: NSZone? = nil) -> Any { self }

        public override func isEqual(_ object: Any?) -> Bool {
            (object as? ID).map { $0.zoneName == zoneName && $0.ownerName == ownerName } ?? false
        }

        public override var hash: Int { zoneName.hashValue ^ ownerName.hashValue }
    }
}
