@_spi(Platform) import LayoutLab
import Foundation

/// What a text field holds, for the keyboard's suggestions and AutoFill (Apple:
/// "UITextContentType"). Kept on the field: it changes no layout.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let givenName = UITextContentType("given-name")
    public static let familyName = UITextContentType("family-name")
    public static let nickname = UITextContentType("nickname")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let emailAddress = UITextContentType("email")
    public static let telephoneNumber = UITextContentType("tel")
    public static let URL = UITextContentType("url")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let postalCode = UITextContentType("postal-code")
    public static let addressCity = UITextContentType("address-level2")
    public static let countryName = UITextContentType("country-name")
    public static let organizationName = UITextContentType("organization")
    public static let jobTitle = UITextContentType("organization-title")
    public static let creditCardNumber = UITextContentType("cc-number")
}

nonisolated extension View {
    /// The kind of text a field inside holds, for AutoFill: accepted, no layout.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}
