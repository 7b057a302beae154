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

// The keyboard settings of UIKit's text views (Apple: "UITextInputTraits"), as representables
// configure a `UITextField` or `UITextView`: kept on the view; no keyboard shows here.

public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    public static let alert = UIKeyboardAppearance.dark
}

/// What a text view turns into links (Apple: "UIDataDetectorTypes").
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    public static let all = UIDataDetectorTypes(rawValue: .max)
}

/// The area a text view lays its text out in (Apple: "NSTextContainer"): its padding at the
/// start and end of each line, kept as set.
open class NSTextContainer: @unchecked Sendable {
    open var size: CGSize
    open var lineFragmentPadding: CGFloat = 5
    open var maximumNumberOfLines = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var widthTracksTextView = true
    open var heightTracksTextView = false

    public init(size: CGSize = .zero) { self.size = size }
}

/// What a text field tells its delegate (Apple: "UITextFieldDelegate"): every method optional, as
/// Apple's are. Nothing is typed here, so none is called but by the app itself.
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { textFieldDidEndEditing(textField) }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// What a scroll view tells its delegate (Apple: "UIScrollViewDelegate"); every method optional.
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewDidZoom(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}

/// What a text view tells its delegate (Apple: "UITextViewDelegate", a scroll view delegate too);
/// every method optional.
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
