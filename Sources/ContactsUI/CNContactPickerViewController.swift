// The `ContactsUI` module for Linux: the controllers contact apps present (wrapped in a
// `UIViewControllerRepresentable`), as UIKit controllers that keep their settings. Apple's picker
// runs out of the app's process and needs no access; here there is no address book to list and no
// one taps, so a picker finishes only when the app cancels it (docs/supported-api.md, "Contacts").
@_exported import Contacts
@_exported import UIKit

/// A property of a contact the person picked (a phone number, an address).
open class CNContactProperty: NSObject, @unchecked Sendable {
    public let contact: CNContact
    public let key: String
    public let value: Any?
    public let identifier: String?
    public let label: String?

    init(contact: CNContact, key: String, value: Any?, identifier: String?, label: String?) {
        self.contact = contact
        self.key = key
        self.value = value
        self.identifier = identifier
        self.label = label
    }
}

/// Apple's methods are all optional; each has a default that does nothing here. Implementing the
/// single- and multiple-contact methods both makes Apple's picker choose several; here no choice
/// is ever made.
public protocol CNContactPickerDelegate: NSObjectProtocol {
    func contactPickerDidCancel(_ picker: CNContactPickerViewController)
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact)
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contactProperty: CNContactProperty)
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact])
    func contactPicker(_ picker: CNContactPickerViewController, didSelectContactProperties contactProperties: [CNContactProperty])
}

extension CNContactPickerDelegate {
    public func contactPickerDidCancel(_ picker: CNContactPickerViewController) {}
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {}
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contactProperty: CNContactProperty) {}
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact]) {}
    public func contactPicker(_ picker: CNContactPickerViewController,
                              didSelectContactProperties contactProperties: [CNContactProperty]) {}
}

/// The system's contact picker; empty, there is no address book. A `UIViewController`, as
/// Apple declares it (it presents its own navigation inside).
open class CNContactPickerViewController: UIViewController {
    open weak var delegate: (any CNContactPickerDelegate)?
    open var displayedPropertyKeys: [String]?
    open var predicateForEnablingContact: NSPredicate?
    open var predicateForSelectionOfContact: NSPredicate?
    open var predicateForSelectionOfProperty: NSPredicate?

    public override init() {
        super.init()
    }

    /// Closes the picker as its Cancel button does, telling the delegate.
    open func cancel() {
        delegate?.contactPickerDidCancel(self)
    }
}
