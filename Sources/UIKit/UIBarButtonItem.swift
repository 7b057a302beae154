import Foundation

// The items of a navigation bar, as a hosting controller in a UIKit navigation stack sets them up
// (`navigationItem.rightBarButtonItems`). Behaviour only: UIKit's bar is not laid out here (a
// representable lays out as its controller's view), and no one taps an item.

/// A button of a navigation bar or toolbar (Apple: "UIBarButtonItem").
open class UIBarButtonItem: UIBarItem, @unchecked Sendable {
    public enum Style: Int, Sendable { case plain, bordered, done, prominent }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    open var style: Style = .plain
    open private(set) var systemItem: SystemItem?
    open var primaryAction: UIAction?
    open var menu: UIMenu?
    open var customView: UIView?
    open var width: CGFloat = 0
    open var tintColor: UIColor?
    open var isSelected = false
    open var isHidden = false
    open weak var target: AnyObject?
    open var action: Selector?

    public override init() {
        super.init()
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
    }

    /// iOS 14's forms: an action run when the item is tapped, or a menu shown.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction.map(\.title).flatMap { $0.isEmpty ? nil : $0 }
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A space between items (iOS 14).
    open class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }

    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }
}

/// What a controller shows in a navigation bar while it is on top (Apple: "UINavigationItem").
open class UINavigationItem: @unchecked Sendable {
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }

    open var title: String?
    open var prompt: String?
    open var titleView: UIView?
    open var backButtonTitle: String?
    open var backBarButtonItem: UIBarButtonItem?
    open var hidesBackButton = false
    open var leftItemsSupplementBackButton = false
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var standardAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var hidesSearchBarWhenScrolling = true

    /// The first of the left items (UIKit keeps one list: setting this replaces it).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public init(title: String) {
        self.title = title
    }

    init() {}

    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}
