// A phone number as the person typed it (Apple: "CNPhoneNumber"): kept as given, not normalised.
import Foundation

public final class CNPhoneNumber: NSObject, NSCopying, @unchecked Sendable {
    public let stringValue: String

    public init(stringValue: String) { self.stringValue = stringValue }

    public class func phoneNumber(withStringValue stringValue: String) -> CNPhoneNumber {
        CNPhoneNumber(stringValue: stringValue)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? CNPhoneNumber)?.stringValue == stringValue
    }

    public override var hash: Int { stringValue.hashValue }
}
