// A query for records of a type (Apple: "CKQuery"). Its predicate is Foundation's, parsed from a
// format as Apple's documents (`NSPredicate(format:)`, AppleFoundation); no server runs it here,
// but it evaluates against records in memory.
import Foundation

open class CKQuery: NSObject, @unchecked Sendable {
    public let recordType: CKRecord.RecordType
    public let predicate: NSPredicate
    open var sortDescriptors: [NSSortDescriptor]?

    public init(recordType: CKRecord.RecordType, predicate: NSPredicate) {
        self.recordType = recordType
        self.predicate = predicate
        super.init()
    }
}
