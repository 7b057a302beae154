// A contact's name as one string (Apple: "CNContactFormatter"), in en_US order: prefix, given,
// middle, family, suffix; an organization's name for an organization.
import Foundation

public enum CNContactFormatterStyle: Int, Sendable {
    case fullName = 0
    case phoneticFullName = 1
}

public enum CNContactDisplayNameOrder: Int, Sendable {
    case userDefault = 0
    case givenNameFirst = 1
    case familyNameFirst = 2
}

open class CNContactFormatter: Formatter, @unchecked Sendable {
    open var style: CNContactFormatterStyle = .fullName

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The name, or nil when the contact has none (Apple's answers nil, not an empty string).
    open func string(from contact: CNContact) -> String? {
        Self.string(from: contact, style: style)
    }

    open class func string(from contact: CNContact, style: CNContactFormatterStyle) -> String? {
        if contact.contactType == .organization {
            return contact.organizationName.isEmpty ? nil : contact.organizationName
        }
        // No phonetic names are kept here, so the phonetic style has nothing to show.
        guard style == .fullName else { return nil }
        let parts = [contact.namePrefix, contact.givenName, contact.middleName, contact.familyName, contact.nameSuffix]
        let name = parts.filter { !$0.isEmpty }.joined(separator: " ")
        return name.isEmpty ? nil : name
    }

    open func attributedString(from contact: CNContact, defaultAttributes attributes: [AnyHashable: Any]? = nil) -> NSAttributedString? {
        string(from: contact).map { NSAttributedString(string: $0) }
    }

    /// Given name first, the order of the United States.
    open class func nameOrder(for contact: CNContact) -> CNContactDisplayNameOrder { .givenNameFirst }

    /// Between given and family names: a space, in en_US.
    open class func delimiter(for contact: CNContact) -> String { " " }

    open class func descriptorForRequiredKeys(for style: CNContactFormatterStyle) -> any CNKeyDescriptor {
        CNKeySet(keys: [CNContactTypeKey, CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey,
                        CNContactFamilyNameKey, CNContactNameSuffixKey, CNContactOrganizationNameKey])
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? CNContact).flatMap { string(from: $0) }
    }
}
