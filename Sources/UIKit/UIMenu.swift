import Foundation

// UIKit's menus and actions (iOS 13–14): what a bar button item, a button or a control holds.
// Behaviour only: a menu shows on a tap or a long press, which no case makes, so an action's
// handler runs only when code calls `_perform(sender:)` (tests do, as UIAlertAction's `_tap()`).

/// An element of a menu: an action or a submenu (Apple: "UIMenuElement").
open class UIMenuElement: @unchecked Sendable {
    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }

    /// How an element is drawn and whether it can be chosen (Apple: "UIMenuElement.Attributes").
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// A checkmark beside the element (Apple: "UIMenuElement.State").
    public enum State: Int, Sendable { case off, on, mixed }

    /// How large an element of a menu's top row is (Apple: "UIMenuElement.Size", iOS 16).
    public enum Size: Int, Sendable { case small, medium, large, automatic = -1 }
}

/// The closure an action runs (Apple: "UIActionHandler").
public typealias UIActionHandler = (UIAction) -> Void

/// A menu element that runs a closure (Apple: "UIAction").
open class UIAction: UIMenuElement, @unchecked Sendable {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: Attributes
    open var state: State
    /// What performed the action: the control or item it was sent from, while it runs.
    open private(set) var sender: Any?
    let handler: UIActionHandler

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler as UIKit does when the action is chosen (no one chooses here); a disabled
    /// action does not run.
    public func _perform(sender: Any? = nil) {
        guard !attributes.contains(.disabled) else { return }
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

/// A menu: a title and its children, actions and submenus (Apple: "UIMenu").
open class UIMenu: UIMenuElement, @unchecked Sendable {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How the menu shows its children (Apple: "UIMenu.Options").
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    open private(set) var identifier: Identifier
    open private(set) var options: Options
    open private(set) var children: [UIMenuElement]
    open var preferredElementSize: Size

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: Size = .automatic, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// The same menu with other children (Apple: "replacingChildren(_:)").
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }
}
