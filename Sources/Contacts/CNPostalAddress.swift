// A postal address (Apple: "CNPostalAddress") and its formatter, which writes the address as an
// envelope in the United States has it.
import Foundation

open class CNPostalAddress: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    struct Fields: Equatable {
        var street = "", subLocality = "", city = "", subAdministrativeArea = "", state = "",
            postalCode = "", country = "", isoCountryCode = ""
    }

    var fields = Fields()

    public override init() { super.init() }

    open var street: String { fields.street }
    open var subLocality: String { fields.subLocality }
    open var city: String { fields.city }
    open var subAdministrativeArea: String { fields.subAdministrativeArea }
    open var state: String { fields.state }
    open var postalCode: String { fields.postalCode }
    open var country: String { fields.country }
    open var isoCountryCode: String { fields.isoCountryCode }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CNPostalAddress()
        copy.fields = fields
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = CNMutablePostalAddress()
        copy.fields = fields
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? CNPostalAddress)?.fields == fields }

    public class func localizedString(forKey key: String) -> String {
        ["street": "Street", "city": "City", "state": "State", "postalCode": "ZIP", "country": "Country"][key] ?? key
    }
}

open class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    open override var street: String { get { fields.street } set { fields.street = newValue } }
    open override var subLocality: String { get { fields.subLocality } set { fields.subLocality = newValue } }
    open override var city: String { get { fields.city } set { fields.city = newValue } }
    open override var subAdministrativeArea: String {
        get { fields.subAdministrativeArea }
        set { fields.subAdministrativeArea = newValue }
    }
    open override var state: String { get { fields.state } set { fields.state = newValue } }
    open override var postalCode: String { get { fields.postalCode } set { fields.postalCode = newValue } }
    open override var country: String { get { fields.country } set { fields.country = newValue } }
    open override var isoCountryCode: String { get { fields.isoCountryCode } set { fields.isoCountryCode = newValue } }
}

/// Writes an address as lines: the street, then "City State ZIP", then the country (the United
/// States' order, Apple's for en_US).
open class CNPostalAddressFormatter: Formatter, @unchecked Sendable {
    public enum Style: Int, Sendable {
        case mailingAddress = 0
    }

    open var style: Style = .mailingAddress

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func string(from postalAddress: CNPostalAddress) -> String {
        Self.string(from: postalAddress, style: style)
    }

    open class func string(from postalAddress: CNPostalAddress, style: Style) -> String {
        let cityLine = [postalAddress.city, postalAddress.state, postalAddress.postalCode].filter { !$0.isEmpty }
            .joined(separator: " ")
        return [postalAddress.street, cityLine, postalAddress.country].filter { !$0.isEmpty }.joined(separator: "\n")
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? CNPostalAddress).map { string(from: $0) }
    }
}
