import Foundation

/// UIKit's alert and action sheet (Apple: "UIAlertController"), as apps build one and present it
/// from a view controller. It is a controller like any other; presenting UIKit controllers is
/// accepted and not laid out (UIViewController.swift), and no one taps an action here, so an
/// action's handler runs only when a test taps it (`UIAlertAction._tap()`).
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    open override var title: String? {
        get { alertTitle }
        set { alertTitle = newValue }
    }

    private var alertTitle: String?
    open var message: String?
    public let preferredStyle: Style
    open private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?
    open private(set) var textFields: [UITextField]?

    public init(title: String?, message: String?, preferredStyle: Style) {
        alertTitle = title
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
    }

    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// A text field in an alert, configured by the app at once (Apple allows them only in alerts
    /// and raises an exception for an action sheet; here a precondition).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert, "UIAlertController: text fields can only be added to an alert")
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

/// A button of an alert or action sheet.
open class UIAlertAction: @unchecked Sendable {
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// Taps the action as a user would (not Apple API: a test's way in, since no one taps here):
    /// runs its handler, unless the action is disabled; returns whether it ran.
    @discardableResult
    public func _tap() -> Bool {
        guard isEnabled else { return false }
        handler?(self)
        return true
    }
}
