import Foundation

/// Pages of controllers, one shown at a time (Apple: "UIPageViewController"), as SwiftUI apps
/// wrap it for a paging view (Apple's "Interfacing with UIKit" tutorial does). No one swipes here:
/// the shown pages change only through `setViewControllers(_:direction:animated:completion:)`,
/// and the data source is asked for neighbours only by code that asks. Its view lays out as any
/// controller's (a representable takes what it is offered).
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    public enum SpineLocation: Int, Sendable { case none, min, mid, max }

    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    open private(set) var spineLocation: SpineLocation
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    open weak var delegate: (any UIPageViewControllerDelegate)?
    open var isDoubleSided = false
    /// The shown pages: one, or two for a double-sided curl.
    open private(set) var viewControllers: [UIViewController]?
    open var gestureRecognizers: [AnyObject] { [] }

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = style == .pageCurl ? .min : .none
        super.init()
    }

    /// Shows the pages at once (nothing animates here); the completion is told it finished, and
    /// the delegate is not told, as UIKit tells it only of gesture-driven transitions.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        for old in self.viewControllers ?? [] where old.parent === self { old.removeFromParent() }
        self.viewControllers = viewControllers
        for controller in viewControllers ?? [] { addChild(controller) }
        completion?(true)
    }
}

/// Gives the pages before and after a page (Apple: "UIPageViewControllerDataSource"); the page
/// count and index, which show UIKit's own page dots, are optional.
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told of swipes between pages (Apple: "UIPageViewControllerDelegate"); every method optional.
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
