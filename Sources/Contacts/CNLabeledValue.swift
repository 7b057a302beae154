// A value with its label, as a contact's phone numbers and addresses are (Apple:
// "CNLabeledValue"). The label constants are Apple's strings; `localizedString(forLabel:)` gives
// the en_US words Apple's Contacts shows.
import Foundation

/// A contact property value and its label ("home", "mobile"); immutable, as Apple's.
public final class CNLabeledValue<ValueType>: NSObject, @unchecked Sendable {
    public let identifier: String
    public let label: String?
    public let value: ValueType

    public init(label: String?, value: ValueType) {
        self.identifier = UUID().uuidString
        self.label = label
        self.value = value
    }

    init(identifier: String, label: String?, value: ValueType) {
        self.identifier = identifier
        self.label = label
        self.value = value
    }

    public class func labeledValue(label: String?, value: ValueType) -> Self {
        Self(identifier: UUID().uuidString, label: label, value: value)
    }

    /// The same value under another label; the identifier is kept, as Apple's keeps it.
    public func settingLabel(_ label: String?) -> CNLabeledValue<ValueType> {
        CNLabeledValue(identifier: identifier, label: label, value: value)
    }

    public func settingValue(_ value: ValueType) -> CNLabeledValue<ValueType> {
        CNLabeledValue(identifier: identifier, label: label, value: value)
    }

    public func settingLabel(_ label: String?, value: ValueType) -> CNLabeledValue<ValueType> {
        CNLabeledValue(identifier: identifier, label: label, value: value)
    }

    public class func localizedString(forLabel label: String) -> String {
        labelWords[label] ?? label
    }
}

public let CNLabelHome = "_$!<Home>!$_"
public let CNLabelWork = "_$!<Work>!$_"
public let CNLabelSchool = "_$!<School>!$_"
public let CNLabelOther = "_$!<Other>!$_"
public let CNLabelEmailiCloud = "iCloud"
public let CNLabelURLAddressHomePage = "_$!<HomePage>!$_"
public let CNLabelDateAnniversary = "_$!<Anniversary>!$_"
public let CNLabelPhoneNumberiPhone = "iPhone"
public let CNLabelPhoneNumberAppleWatch = "AppleWatch"
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"
public let CNLabelPhoneNumberHomeFax = "_$!<HomeFAX>!$_"
public let CNLabelPhoneNumberWorkFax = "_$!<WorkFAX>!$_"
public let CNLabelPhoneNumberOtherFax = "_$!<OtherFAX>!$_"
public let CNLabelPhoneNumberPager = "_$!<Pager>!$_"

/// What Apple's Contacts shows for each label, in en_US.
private let labelWords: [String: String] = [
    CNLabelHome: "home", CNLabelWork: "work", CNLabelSchool: "school", CNLabelOther: "other",
    CNLabelEmailiCloud: "iCloud", CNLabelURLAddressHomePage: "homepage", CNLabelDateAnniversary: "anniversary",
    CNLabelPhoneNumberiPhone: "iPhone", CNLabelPhoneNumberAppleWatch: "Apple Watch", CNLabelPhoneNumberMobile: "mobile",
    CNLabelPhoneNumberMain: "main", CNLabelPhoneNumberHomeFax: "home fax", CNLabelPhoneNumberWorkFax: "work fax",
    CNLabelPhoneNumberOtherFax: "other fax", CNLabelPhoneNumberPager: "pager",
]
