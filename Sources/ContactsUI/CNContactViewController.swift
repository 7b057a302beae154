// The system's contact card (Apple: "CNContactViewController"), kept as the app configured it.
// Saving a new contact would need the address book, which is denied (Contacts' store), so the
// card finishes only when the app tells it to.
import Contacts
import UIKit

public protocol CNContactViewControllerDelegate: NSObjectProtocol {
    func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?)
    func contactViewController(_ viewController: CNContactViewController, shouldPerformDefaultActionFor property: CNContactProperty) -> Bool
}

extension CNContactViewControllerDelegate {
    public func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?) {}
    /// Apple's performs the default action (call, mail) when the delegate does not say.
    public func contactViewController(_ viewController: CNContactViewController,
                                      shouldPerformDefaultActionFor property: CNContactProperty) -> Bool { true }
}

open class CNContactViewController: UIViewController {
    public let contact: CNContact
    open weak var delegate: (any CNContactViewControllerDelegate)?
    open var contactStore: CNContactStore?
    open var parentGroup: CNGroup?
    open var parentContainer: CNContainer?
    open var alternateName: String?
    open var message: String?
    open var allowsEditing = true
    open var allowsActions = true
    open var shouldShowLinkedContacts = false
    open var displayedPropertyKeys: [String]?
    /// Which of the three initializers made the card.
    public let isNewContact: Bool
    public let isUnknownContact: Bool

    public init(for contact: CNContact) {
        self.contact = contact
        isNewContact = false
        isUnknownContact = false
        super.init()
    }

    public init(forNewContact contact: CNContact?) {
        self.contact = contact ?? CNContact()
        isNewContact = true
        isUnknownContact = false
        super.init()
    }

    public init(forUnknownContact contact: CNContact) {
        self.contact = contact
        isNewContact = false
        isUnknownContact = true
        super.init()
    }

    open func highlightProperty(withKey key: String, identifier: String?) {}

    /// Every key the card shows: all of a contact's here.
    open class func descriptorForRequiredKeys() -> any CNKeyDescriptor {
        RequiredKeys(keys: [CNContactIdentifierKey, CNContactGivenNameKey, CNContactFamilyNameKey, CNContactPhoneNumbersKey,
                            CNContactEmailAddressesKey, CNContactPostalAddressesKey, CNContactImageDataKey])
    }
}

/// The keys a card needs, as one descriptor (Apple's is opaque too).
private struct RequiredKeys: CNKeyDescriptor {
    let keys: [String]
}
