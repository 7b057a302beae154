import Foundation

// Notification categories and their actions (Apple: "UNNotificationCategory",
// "UNNotificationAction", iOS 10): the buttons a delivered notification offers. The centre keeps
// the categories the app sets; no notification is shown here, so no action is ever chosen.

/// How an action behaves (Apple's raw values).
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// A button of a delivered notification.
open class UNNotificationAction: NSObject, @unchecked Sendable {
    public let identifier: String
    public let title: String
    public let options: UNNotificationActionOptions

    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
    }

    /// An action is its identifier, as Apple's compare.
    open override func isEqual(_ object: Any?) -> Bool { (object as? UNNotificationAction)?.identifier == identifier }
    open override var hash: Int { identifier.hashValue }
}

/// An action that asks for text.
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    public let textInputButtonTitle: String
    public let textInputPlaceholder: String

    public init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                textInputButtonTitle: String, textInputPlaceholder: String) {
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options)
    }
}

/// How a category's notifications behave (Apple's raw values).
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
}

/// A kind of notification the app declares, with the actions it offers.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    public let identifier: String
    public let actions: [UNNotificationAction]
    public let intentIdentifiers: [String]
    public let options: UNNotificationCategoryOptions

    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
    }

    /// A category is its identifier, as Apple's compare (a set holds one per identifier).
    open override func isEqual(_ object: Any?) -> Bool { (object as? UNNotificationCategory)?.identifier == identifier }
    open override var hash: Int { identifier.hashValue }
}
