import Foundation

// UIKit's tab bar, as a `UIViewControllerRepresentable` that wraps a `UITabBarController` sets it
// up: items, appearance, the selected index, the delegate. Behaviour only: the controller's bar is
// not laid out here (a representable lays out as its controller's view: UIViewRepresentable.swift),
// and nothing is ever tapped, so the delegate is never called.

/// An item of a bar: a title and an image (Apple: "UIBarItem").
open class UIBarItem: Equatable, @unchecked Sendable {
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    open var tag = 0

    public init() {}

    /// Identity, as `NSObject`'s `isEqual(_:)`, which UIKit's items do not override.
    public static func == (a: UIBarItem, b: UIBarItem) -> Bool { a === b }
}

/// A tab's item: title, image, selected image and badge (Apple: "UITabBarItem").
open class UITabBarItem: UIBarItem, @unchecked Sendable {
    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?
    open var standardAppearance: UITabBarAppearance?
    open var scrollEdgeAppearance: UITabBarAppearance?

    public override init() {}

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}

/// How a bar's background looks (Apple: "UIBarAppearance").
open class UIBarAppearance: @unchecked Sendable {
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundEffect: UIBlurEffect?
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    public required init() {
        configureWithDefaultBackground()
    }

    /// The system's translucent material with a hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// An opaque system background with a hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundEffect = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundEffect = nil
        shadowColor = .clear
    }

    func copyBackground(to copy: UIBarAppearance) {
        copy.backgroundColor = backgroundColor
        copy.backgroundImage = backgroundImage
        copy.backgroundEffect = backgroundEffect
        copy.shadowColor = shadowColor
        copy.shadowImage = shadowImage
    }
}

/// An item's look in one state (Apple: "UITabBarItemStateAppearance").
open class UITabBarItemStateAppearance: @unchecked Sendable {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var iconColor: UIColor?
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero

    init() {}

    func copy() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.iconColor = iconColor
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        return copy
    }
}

/// An item's look in each state (Apple: "UITabBarItemAppearance").
open class UITabBarItemAppearance: @unchecked Sendable {
    open var normal = UITabBarItemStateAppearance()
    open var selected = UITabBarItemStateAppearance()
    open var disabled = UITabBarItemStateAppearance()
    open var focused = UITabBarItemStateAppearance()

    public init() {}

    open func copy() -> UITabBarItemAppearance {
        let copy = UITabBarItemAppearance()
        copy.normal = normal.copy()
        copy.selected = selected.copy()
        copy.disabled = disabled.copy()
        copy.focused = focused.copy()
        return copy
    }
}

/// A tab bar's look: its background and its items' in each layout (Apple: "UITabBarAppearance").
open class UITabBarAppearance: UIBarAppearance, @unchecked Sendable {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    open var selectionIndicatorTintColor: UIColor?

    public required init() {
        super.init()
    }

    /// A copy whose changes leave this one as it was, as `copy()` on Apple's `NSCopying`
    /// appearance does.
    open func copy() -> UITabBarAppearance {
        let copy = UITabBarAppearance()
        copyBackground(to: copy)
        copy.stackedLayoutAppearance = stackedLayoutAppearance.copy()
        copy.inlineLayoutAppearance = inlineLayoutAppearance.copy()
        copy.compactInlineLayoutAppearance = compactInlineLayoutAppearance.copy()
        copy.selectionIndicatorTintColor = selectionIndicatorTintColor
        return copy
    }
}

/// A tab bar: its items, the selected one and its appearance (Apple: "UITabBar").
open class UITabBar: UIView {
    open var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem?
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
    open var unselectedItemTintColor: UIColor?
    open var barTintColor: UIColor?
    open var isTranslucent = true

    private static let proxyLock = NSLock()
    nonisolated(unsafe) private static var proxy: UITabBar?

    /// The appearance proxy: what is set on it is what every tab bar starts from
    /// (`UITabBar.appearance().unselectedItemTintColor = .gray`). Bars made afterwards take its
    /// appearance, tint and colours.
    open class func appearance() -> UITabBar {
        proxyLock.lock()
        defer { proxyLock.unlock() }
        if let proxy { return proxy }
        let made = UITabBar(asProxy: ())
        proxy = made
        return made
    }

    private init(asProxy: Void) {
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        let proxy = UITabBar.appearance()
        standardAppearance = proxy.standardAppearance.copy()
        scrollEdgeAppearance = proxy.scrollEdgeAppearance?.copy()
        unselectedItemTintColor = proxy.unselectedItemTintColor
        barTintColor = proxy.barTintColor
        if let tint = proxy.tintColor, tint != UIColor.tintColor { tintColor = tint }
        if let background = proxy.backgroundColor { backgroundColor = background }
        isTranslucent = proxy.isTranslucent
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }
}

/// Hears a tab bar controller's selection changes; each method is optional, as Apple's are.
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }

    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// A controller of tabs: a controller per tab, a bar of their items, the selected tab.
open class UITabBarController: UIViewController {
    public let tabBar = UITabBar()
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The tabs; the bar shows each one's `tabBarItem`. Setting them keeps the selected index
    /// when it is still a tab, and selects the first otherwise.
    open var viewControllers: [UIViewController]? {
        didSet {
            for old in oldValue ?? [] where old.parent === self { old.removeFromParent() }
            for controller in viewControllers ?? [] { addChild(controller) }
            tabBar.items = viewControllers?.map(\.tabBarItem)
            if !(viewControllers?.indices.contains(selectedIndex) ?? false) { selectedIndex = 0 }
            tabBar.selectedItem = selectedViewController?.tabBarItem
        }
    }

    /// The selected tab's index; one out of range is ignored, as UIKit ignores it.
    open var selectedIndex = 0 {
        didSet {
            guard let controllers = viewControllers, controllers.indices.contains(selectedIndex) else {
                if selectedIndex != 0 || !(viewControllers ?? []).isEmpty { selectedIndex = oldValue }
                return
            }
            tabBar.selectedItem = controllers[selectedIndex].tabBarItem
        }
    }

    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set {
            if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }
}
