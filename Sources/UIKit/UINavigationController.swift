import Foundation

/// A stack of controllers, the last on top (Apple: "UINavigationController"). Behaviour only:
/// pushing and popping change the stack; nothing is animated or laid out.
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = [] {
        didSet {
            for old in oldValue where old.parent === self { old.removeFromParent() }
            for controller in viewControllers { addChild(controller) }
        }
    }

    public override init() {
        super.init()
    }

    public convenience init(rootViewController: UIViewController) {
        self.init()
        viewControllers = [rootViewController]
    }

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
}
