@_spi(Platform) import LayoutLab
import Foundation

/// A view controller: a plain object that owns a view (`loadView()` makes a plain `UIView`
/// unless overridden), for `UIViewControllerRepresentable`, which lays out as its view's
/// intrinsic size or its `preferredContentSize`.
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// The orientations the controller allows (Apple: all but upside down on iPhone); the case's
    /// timeline decides the orientation shown (UIInterfaceOrientations.swift).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    open var shouldAutorotate: Bool { true }

    /// Asks UIKit to read `supportedInterfaceOrientations` again: nothing reads it here.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    /// The iOS 5–15 way to ask for the same: the device turns only in a case's timeline here.
    @available(*, deprecated, message: "Use setNeedsUpdateOfSupportedInterfaceOrientations()")
    open class func attemptRotationToDeviceOrientation() {}

    public override init() {
        super.init()
    }

    public init(nibName: String?, bundle: Bundle?) {
        super.init()
    }

    /// The controller's view, loaded (`loadView()`, then `viewDidLoad()`) when first asked for.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            if loadedView == nil { loadedView = UIView() }
            viewDidLoad()
            return loadedView
        }
        set { loadedView = newValue }
    }

    open var isViewLoaded: Bool { loadedView != nil }
    open var viewIfLoaded: UIView? { loadedView }

    open func loadView() {
        loadedView = UIView()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Called by UIKit when the traits change; a case's traits do not change under a controller here.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func viewWillTransition(to size: CGSize, with coordinator: Any) {}

    /// The size it would like to be shown at; zero (none) by default.
    open var preferredContentSize: CGSize = .zero
    open var title: String? { didSet { madeNavigationItem?.title = title } }
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var traitCollection: UITraitCollection { .current }
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    open var presentedViewController: UIViewController? { nil }
    /// The nearest ancestor that is a navigation controller, as UIKit finds it.
    open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }
    /// The nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    private var madeNavigationItem: UINavigationItem?
    /// What the navigation bar shows while this controller is on top: made on first use, its
    /// title the controller's (UIKit keeps the two in step; setting `title` here sets it too).
    open var navigationItem: UINavigationItem {
        if let madeNavigationItem { return madeNavigationItem }
        let item = UINavigationItem()
        item.title = title
        madeNavigationItem = item
        return item
    }

    private func nearestAncestor<Ancestor: UIViewController>(_ type: Ancestor.Type) -> Ancestor? {
        var ancestor = parent
        while let candidate = ancestor {
            if let found = candidate as? Ancestor { return found }
            ancestor = candidate.parent
        }
        return nil
    }

    private var madeTabBarItem: UITabBarItem?
    /// The item a tab bar controller shows for this controller: made on first use from its
    /// title, as UIKit's is.
    open var tabBarItem: UITabBarItem! {
        get {
            if let madeTabBarItem { return madeTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            madeTabBarItem = item
            return item
        }
        set { madeTabBarItem = newValue }
    }

    open func addChild(_ child: UIViewController) {
        children.append(child)
        child.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func didMove(toParent parent: UIViewController?) {}
    open func willMove(toParent parent: UIViewController?) {}

    /// Accepted: presentations of UIKit controllers are not laid out.
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }

    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }
}

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1, automatic = -2
}

/// A SwiftUI view in a UIKit controller. Its view's size is the SwiftUI view's ideal size, laid
/// out by the engine (`sizeThatFits(in:)`, as UIKit's hosting controller answers).
open class UIHostingController<Content: View>: UIViewController {
    open var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    open var sizingOptions: UIHostingControllerSizingOptions = []
    open var safeAreaRegions: SafeAreaRegions = .all

    /// The view's size for `size` offered (infinite axes are unspecified), laid out once.
    open func sizeThatFits(in size: CGSize) -> CGSize {
        let proposal = ProposedViewSize(
            width: size.width.isFinite ? size.width : nil, height: size.height.isFinite ? size.height : nil
        )
        return LayoutEngine.layout(rootView, proposal: proposal).root.frame.size
    }
}

public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// Haptics: accepted, a recording has nothing to feel.
open class UIFeedbackGenerator {
    public init() {}
    open func prepare() {}
}

open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }

    public init(style: FeedbackStyle) { super.init() }
    public override init() { super.init() }
    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }

    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}

/// Accessibility settings: the defaults (nothing turned on), so a recording shows the standard
/// appearance.
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
    public static var isVoiceOverRunning: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }

    public enum Notification: Sendable { case announcement, screenChanged, layoutChanged }
    public static func post(notification: Notification, argument: Any?) {}
}

/// The pasteboard: in memory, per process.
open class UIPasteboard: @unchecked Sendable {
    public static let general = UIPasteboard()
    open var string: String?
    open var url: URL?
    open var image: UIImage?
    open var hasStrings: Bool { string != nil }
}

/// What runs a controller's transition (a presentation, a rotation), for code to animate beside
/// it. No transition animates here: a coordinator, when one is handed over, runs the animations
/// at once.
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    var isAnimated: Bool { get }
    @discardableResult
    func animate(alongsideTransition animation: ((Any) -> Void)?, completion: ((Any) -> Void)?) -> Bool
}
