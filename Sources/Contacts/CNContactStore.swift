// The app's way into the address book (Apple: "CNContactStore"). A Linux machine has no address
// book, and this one answers as a device whose person did not allow the app: the status is
// `.denied` from the start (never `.notDetermined`, so no run depends on an earlier request), a
// request is refused with Apple's "Access Denied" error, and every fetch and save throws it.
// Completion handlers run before the call returns, on the caller's thread, as EventKit's here.
import Foundation

open class CNContactStore: NSObject, @unchecked Sendable {
    public override init() { super.init() }

    public class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { .denied }

    /// Refused: `false` with `CNError.authorizationDenied`, what Apple's hands a denied app.
    open func requestAccess(for entityType: CNEntityType, completionHandler: @escaping (Bool, (any Error)?) -> Void) {
        completionHandler(false, CNError(.authorizationDenied))
    }

    /// Throws `CNError.authorizationDenied`: Apple's async form throws the error its completion
    /// handler is given.
    open func requestAccess(for entityType: CNEntityType) async throws -> Bool {
        throw CNError(.authorizationDenied)
    }

    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]) throws -> [CNContact] {
        throw CNError(.authorizationDenied)
    }

    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]) throws -> CNContact {
        throw CNError(.authorizationDenied)
    }

    open func unifiedMeContactWithKeys(toFetch keys: [any CNKeyDescriptor]) throws -> CNContact {
        throw CNError(.authorizationDenied)
    }

    open func enumerateContacts(with fetchRequest: CNContactFetchRequest,
                                usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void) throws {
        throw CNError(.authorizationDenied)
    }

    open func groups(matching predicate: NSPredicate?) throws -> [CNGroup] {
        throw CNError(.authorizationDenied)
    }

    open func containers(matching predicate: NSPredicate?) throws -> [CNContainer] {
        throw CNError(.authorizationDenied)
    }

    open func execute(_ saveRequest: CNSaveRequest) throws {
        throw CNError(.authorizationDenied)
    }

    /// Apple's answers an identifier even to a denied app; this one names the absent local book.
    open func defaultContainerIdentifier() -> String { "local" }

    open var currentHistoryToken: Data? { nil }
}

/// Which contacts to fetch and with which keys.
open class CNContactFetchRequest: NSObject, @unchecked Sendable {
    open var predicate: NSPredicate?
    open var keysToFetch: [any CNKeyDescriptor]
    open var mutableObjects = false
    open var unifyResults = true
    open var sortOrder: CNContactSortOrder = .none

    public init(keysToFetch: [any CNKeyDescriptor]) {
        self.keysToFetch = keysToFetch
        super.init()
    }
}

/// Changes to save; `CNContactStore.execute` refuses them here.
open class CNSaveRequest: NSObject, @unchecked Sendable {
    enum Change {
        case add(CNMutableContact, container: String?)
        case update(CNMutableContact)
        case delete(CNMutableContact)
        case addGroup(CNMutableGroup, container: String?)
        case updateGroup(CNMutableGroup)
        case deleteGroup(CNMutableGroup)
    }

    private(set) var changes: [Change] = []
    open var transactionAuthor: String?
    open var shouldRefetchContacts = true

    public override init() { super.init() }

    open func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) {
        changes.append(.add(contact, container: identifier))
    }

    open func update(_ contact: CNMutableContact) { changes.append(.update(contact)) }
    open func delete(_ contact: CNMutableContact) { changes.append(.delete(contact)) }
    open func add(_ group: CNMutableGroup, toContainerWithIdentifier identifier: String?) {
        changes.append(.addGroup(group, container: identifier))
    }
    open func update(_ group: CNMutableGroup) { changes.append(.updateGroup(group)) }
    open func delete(_ group: CNMutableGroup) { changes.append(.deleteGroup(group)) }
}

public enum CNContainerType: Int, Sendable {
    case unassigned = 0
    case local = 1
    case exchange = 2
    case cardDAV = 3
}

/// An account's contacts (Apple: "CNContainer"); none is readable here.
open class CNContainer: NSObject, @unchecked Sendable {
    public let identifier: String
    public let name: String
    public let type: CNContainerType

    init(identifier: String, name: String, type: CNContainerType) {
        self.identifier = identifier
        self.name = name
        self.type = type
    }
}

/// A group of contacts.
open class CNGroup: NSObject, @unchecked Sendable {
    public let identifier = UUID().uuidString
    var storedName = ""
    open var name: String { storedName }

    public override init() { super.init() }
}

open class CNMutableGroup: CNGroup, @unchecked Sendable {
    open override var name: String { get { storedName } set { storedName = newValue } }
}
