import Foundation

/// A stack of controllers, the last on top (Apple: "UINavigationController"). Behaviour only:
/// pushing and popping change the stack; nothing is animated or laid out.
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = [] {
        didSet {
            for old in oldValue where old.parent === self { old.removeFromParent() }
            for controller in viewControllers { addChild(controller) }
            if let top = viewControllers.last, top !== oldValue.last { tellDelegateShowing(top) }
        }
    }

    /// Told when another controller comes on top, as it is shown (UIKit does not retain it).
    /// Declared here, as UIKit declares it: `UIImagePickerController` inherits it, so its delegate
    /// is typed as a navigation controller's (UIKit narrows it to the picker's delegate too, which
    /// Swift cannot redeclare; assigning a coordinator that is both works as on iOS).
    open weak var delegate: (any UINavigationControllerDelegate)?

    public override init() {
        super.init()
    }

    public convenience init(rootViewController: UIViewController) {
        self.init()
        // Through the method: an initializer's own assignment would skip the observer that
        // makes the root a child.
        setViewControllers([rootViewController], animated: false)
    }

    /// Whether the bar is hidden: kept (the bar is not laid out here).
    open var isNavigationBarHidden = false
    open var isToolbarHidden = true
    open var hidesBarsOnSwipe = false

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// The controller's bar, made from the appearance proxy when first asked for.
    open private(set) lazy var navigationBar = UINavigationBar(frame: .zero)

    open var topViewController: UIViewController? { viewControllers.last }
    /// The top controller, or what it presents: nothing is ever presented here.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.removeLast()
    }

    /// Pops down to `viewController` when it is on the stack; nil when it is not or is on top.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }), index < viewControllers.count - 1 else {
            return nil
        }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers = Array(viewControllers[...index])
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = [viewControllers[0]]
        return popped
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// Nothing animates here, so the controller is shown as soon as it is on top.
    private func tellDelegateShowing(_ controller: UIViewController) {
        guard let delegate else { return }
        delegate.navigationController(self, willShow: controller, animated: false)
        delegate.navigationController(self, didShow: controller, animated: false)
    }
}
