// A contact (Apple: "CNContact") and its mutable form. Here every contact is one the app made
// itself: the address book is not readable (Contacts.swift), so all its keys are available.
import Foundation

open class CNContact: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    struct Fields {
        var identifier = UUID().uuidString
        var contactType = CNContactType.person
        var namePrefix = "", givenName = "", middleName = "", familyName = "", previousFamilyName = "",
            nameSuffix = "", nickname = "", organizationName = "", departmentName = "", jobTitle = "", note = ""
        var birthday: DateComponents?
        var dates: [CNLabeledValue<NSDateComponents>] = []
        var imageData: Data?
        var thumbnailImageData: Data?
        var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
        var emailAddresses: [CNLabeledValue<NSString>] = []
        var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
        var urlAddresses: [CNLabeledValue<NSString>] = []
    }

    var fields = Fields()

    public override init() { super.init() }

    open var identifier: String { fields.identifier }
    open var contactType: CNContactType { fields.contactType }
    open var namePrefix: String { fields.namePrefix }
    open var givenName: String { fields.givenName }
    open var middleName: String { fields.middleName }
    open var familyName: String { fields.familyName }
    open var previousFamilyName: String { fields.previousFamilyName }
    open var nameSuffix: String { fields.nameSuffix }
    open var nickname: String { fields.nickname }
    open var organizationName: String { fields.organizationName }
    open var departmentName: String { fields.departmentName }
    open var jobTitle: String { fields.jobTitle }
    open var note: String { fields.note }
    open var birthday: DateComponents? { fields.birthday }
    open var dates: [CNLabeledValue<NSDateComponents>] { fields.dates }
    open var imageData: Data? { fields.imageData }
    open var thumbnailImageData: Data? { fields.thumbnailImageData }
    /// Whether the contact has an image, which Apple's answers without fetching it.
    open var imageDataAvailable: Bool { fields.imageData != nil }
    open var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { fields.phoneNumbers }
    open var emailAddresses: [CNLabeledValue<NSString>] { fields.emailAddresses }
    open var postalAddresses: [CNLabeledValue<CNPostalAddress>] { fields.postalAddresses }
    open var urlAddresses: [CNLabeledValue<NSString>] { fields.urlAddresses }

    /// Every key: the contact was made here, not fetched with some keys.
    open func isKeyAvailable(_ key: String) -> Bool { true }
    open func areKeysAvailable(_ keyDescriptors: [any CNKeyDescriptor]) -> Bool { true }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CNContact()
        copy.fields = fields
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = CNMutableContact()
        copy.fields = fields
        return copy
    }

    /// The en_US words Apple's Contacts shows for a key.
    public class func localizedString(forKey key: String) -> String {
        let words = [CNContactGivenNameKey: "First", CNContactFamilyNameKey: "Last", CNContactMiddleNameKey: "Middle",
                     CNContactNamePrefixKey: "Prefix", CNContactNameSuffixKey: "Suffix", CNContactNicknameKey: "Nickname",
                     CNContactOrganizationNameKey: "Company", CNContactDepartmentNameKey: "Department",
                     CNContactJobTitleKey: "Job Title", CNContactPhoneNumbersKey: "Phone", CNContactEmailAddressesKey: "Email",
                     CNContactPostalAddressesKey: "Address", CNContactBirthdayKey: "Birthday", CNContactNoteKey: "Notes",
                     CNContactUrlAddressesKey: "URL"]
        return words[key] ?? key
    }

    /// Whether two contacts were unified from the same card: only a contact with itself here.
    open func isUnifiedWithContact(withIdentifier contactIdentifier: String) -> Bool { contactIdentifier == identifier }

    // Predicates for the store's fetches, which are denied here; each matches the contacts Apple's
    // would, for code that also filters its own arrays with them.
    public class func predicateForContacts(matchingName name: String) -> NSPredicate {
        NSPredicate { object, _ in
            guard let contact = object as? CNContact else { return false }
            let full = [contact.givenName, contact.middleName, contact.familyName, contact.nickname].joined(separator: " ")
            return full.localizedCaseInsensitiveContains(name)
        }
    }

    public class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
        NSPredicate { object, _ in (object as? CNContact).map { identifiers.contains($0.identifier) } ?? false }
    }

    public class func predicateForContacts(matching phoneNumber: CNPhoneNumber) -> NSPredicate {
        let digits = phoneNumber.stringValue.filter(\.isNumber)
        return NSPredicate { object, _ in
            (object as? CNContact)?.phoneNumbers.contains { $0.value.stringValue.filter(\.isNumber) == digits } ?? false
        }
    }

    public class func predicateForContacts(matchingEmailAddress emailAddress: String) -> NSPredicate {
        NSPredicate { object, _ in
            (object as? CNContact)?.emailAddresses.contains { ($0.value as String).caseInsensitiveCompare(emailAddress) == .orderedSame } ?? false
        }
    }

    public class func predicateForContactsInContainer(withIdentifier containerIdentifier: String) -> NSPredicate {
        NSPredicate(value: false)
    }

    public class func predicateForContactsInGroup(withIdentifier groupIdentifier: String) -> NSPredicate {
        NSPredicate(value: false)
    }
}

open class CNMutableContact: CNContact, @unchecked Sendable {
    open override var contactType: CNContactType { get { fields.contactType } set { fields.contactType = newValue } }
    open override var namePrefix: String { get { fields.namePrefix } set { fields.namePrefix = newValue } }
    open override var givenName: String { get { fields.givenName } set { fields.givenName = newValue } }
    open override var middleName: String { get { fields.middleName } set { fields.middleName = newValue } }
    open override var familyName: String { get { fields.familyName } set { fields.familyName = newValue } }
    open override var previousFamilyName: String {
        get { fields.previousFamilyName }
        set { fields.previousFamilyName = newValue }
    }
    open override var nameSuffix: String { get { fields.nameSuffix } set { fields.nameSuffix = newValue } }
    open override var nickname: String { get { fields.nickname } set { fields.nickname = newValue } }
    open override var organizationName: String { get { fields.organizationName } set { fields.organizationName = newValue } }
    open override var departmentName: String { get { fields.departmentName } set { fields.departmentName = newValue } }
    open override var jobTitle: String { get { fields.jobTitle } set { fields.jobTitle = newValue } }
    open override var note: String { get { fields.note } set { fields.note = newValue } }
    open override var birthday: DateComponents? { get { fields.birthday } set { fields.birthday = newValue } }
    open override var dates: [CNLabeledValue<NSDateComponents>] { get { fields.dates } set { fields.dates = newValue } }
    open override var imageData: Data? { get { fields.imageData } set { fields.imageData = newValue } }
    /// Apple's is read-only even here: the thumbnail is made from `imageData` when saved.
    open override var thumbnailImageData: Data? { fields.imageData }
    open override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
        get { fields.phoneNumbers }
        set { fields.phoneNumbers = newValue }
    }
    open override var emailAddresses: [CNLabeledValue<NSString>] {
        get { fields.emailAddresses }
        set { fields.emailAddresses = newValue }
    }
    open override var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
        get { fields.postalAddresses }
        set { fields.postalAddresses = newValue }
    }
    open override var urlAddresses: [CNLabeledValue<NSString>] {
        get { fields.urlAddresses }
        set { fields.urlAddresses = newValue }
    }
}
