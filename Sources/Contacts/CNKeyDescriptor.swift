// The keys a fetch asks for (Apple: "CNKeyDescriptor"). Apple's key constants are strings that
// conform through `NSString`; code writes `[CNContactGivenNameKey] as [CNKeyDescriptor]`.
import Foundation

public protocol CNKeyDescriptor {}

extension String: CNKeyDescriptor {}
extension NSString: CNKeyDescriptor {}

/// A set of keys, as a formatter's or a view controller's `descriptorForRequiredKeys` answers.
struct CNKeySet: CNKeyDescriptor {
    let keys: [String]
}

public let CNContactIdentifierKey = "identifier"
public let CNContactTypeKey = "contactType"
public let CNContactNamePrefixKey = "namePrefix"
public let CNContactGivenNameKey = "givenName"
public let CNContactMiddleNameKey = "middleName"
public let CNContactFamilyNameKey = "familyName"
public let CNContactPreviousFamilyNameKey = "previousFamilyName"
public let CNContactNameSuffixKey = "nameSuffix"
public let CNContactNicknameKey = "nickname"
public let CNContactOrganizationNameKey = "organizationName"
public let CNContactDepartmentNameKey = "departmentName"
public let CNContactJobTitleKey = "jobTitle"
public let CNContactNoteKey = "note"
public let CNContactBirthdayKey = "birthday"
public let CNContactDatesKey = "dates"
public let CNContactImageDataKey = "imageData"
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
public let CNContactImageDataAvailableKey = "imageDataAvailable"
public let CNContactPhoneNumbersKey = "phoneNumbers"
public let CNContactEmailAddressesKey = "emailAddresses"
public let CNContactPostalAddressesKey = "postalAddresses"
public let CNContactUrlAddressesKey = "urlAddresses"
