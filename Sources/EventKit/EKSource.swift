import Foundation

/// An account that holds calendars (iCloud, Exchange, the device itself).
open class EKSource: EKObject {
    let record: Database.SourceRecord

    init(record: Database.SourceRecord) {
        self.record = record
    }

    public var sourceIdentifier: String { record.identifier }
    public var sourceType: EKSourceType { record.type }
    public var title: String { record.title }
    public var isDelegate: Bool { false }

    @available(*, deprecated, message: "Use calendars(for:)")
    public var calendars: Set<EKCalendar> { calendars(for: .event).union(calendars(for: .reminder)) }

    public func calendars(for entityType: EKEntityType) -> Set<EKCalendar> {
        Set(Database.shared.allCalendars
            .filter { $0.sourceIdentifier == record.identifier && $0.allowed.contains(EKEntityMask(entityType)) }
            .map { EKCalendar(record: $0) })
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? EKSource)?.sourceIdentifier == sourceIdentifier
    }

    open override var hash: Int { sourceIdentifier.hashValue }
}
