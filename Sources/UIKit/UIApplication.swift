@_spi(Platform) import LayoutLab
import Foundation

/// The window the running case is shown in: the screen (or the size a `resize` step set), with
/// the profile's safe-area insets in the current orientation.
open class UIWindow: UIView {
    /// The running case's window.
    init() {
        let window = RunningDevice.current.window
        super.init(frame: CGRect(origin: .zero, size: window.size))
    }

    public init(windowScene: UIWindowScene) {
        let window = RunningDevice.current.window
        super.init(frame: CGRect(origin: .zero, size: window.size))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    open override var window: UIWindow? { self }

    /// The profile's insets (top, leading as left, bottom, trailing as right).
    open override var safeAreaInsets: UIEdgeInsets {
        let insets = RunningDevice.current.window.safeAreaInsets
        return UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    open var rootViewController: UIViewController?
    open var isKeyWindow: Bool { true }
    open var windowScene: UIWindowScene? { UIApplication.shared.connectedScenes.first as? UIWindowScene }
    open var screen: UIScreen { .main }

    open func makeKeyAndVisible() {}
    open func makeKey() {}
}

/// A scene's state.
public extension UIScene {
    enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }
}

/// One instance of the app's interface. The running case has one, foreground and active.
open class UIScene: UIResponder {
    open var activationState: ActivationState { .foregroundActive }
    open var title: String = ""
}

/// The scene of the running case: one window, on the running device's screen.
open class UIWindowScene: UIScene {
    private lazy var window = UIWindow()

    open var windows: [UIWindow] { [window] }
    open var keyWindow: UIWindow? { window }
    open var screen: UIScreen { .main }
    open var traitCollection: UITraitCollection { .current }

    open var interfaceOrientation: UIInterfaceOrientation {
        RunningDevice.current.orientation == .landscape ? .landscapeRight : .portrait
    }

    /// The status bar's frame: the top safe-area inset (approximation: on devices with a notch
    /// or Dynamic Island the bar is the inset's height).
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
}

public final class UIStatusBarManager: @unchecked Sendable {
    public var statusBarFrame: CGRect {
        let window = RunningDevice.current.window
        return CGRect(x: 0, y: 0, width: window.size.width, height: window.safeAreaInsets.top)
    }
    public var isStatusBarHidden: Bool { false }
}

/// The running app: one scene with one key window on the running device. Opening URLs, sending
/// actions and the like are accepted and do nothing: a recorded case has no other app.
open class UIApplication: UIResponder {
    nonisolated(unsafe) private static let instance = UIApplication()

    public class var shared: UIApplication { instance }

    public override init() {
        super.init()
    }

    private let scene = UIWindowScene()

    open var connectedScenes: Set<UIScene> { [scene] }

    /// The scene's windows (deprecated in iOS 15 in favour of the scenes', which say the same).
    open var windows: [UIWindow] { scene.windows }
    open var keyWindow: UIWindow? { scene.keyWindow }
    open var applicationState: State { .active }
    open var applicationIconBadgeNumber = 0
    open var isIdleTimerDisabled = false
    open var supportsAlternateIcons: Bool { false }
    open var alternateIconName: String? { nil }
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { UITraitCollection.current.layoutDirection }

    public enum State: Int, Sendable { case active, inactive, background }

    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    public static let openSettingsURLString = "app-settings:"
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")

    /// Accepted: nothing is opened, and `completion` is told so.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }

    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Accepted (`sendAction(#selector(UIResponder.resignFirstResponder), to: nil, …)` hides the
    /// keyboard, which is never shown here).
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { true }

    open func setAlternateIconName(_ name: String?, completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    open func registerForRemoteNotifications() {}
    open func beginIgnoringInteractionEvents() {}
    open func endIgnoringInteractionEvents() {}
}

/// An input event: never delivered here.
open class UIEvent: @unchecked Sendable {}

// Scenes are `Hashable` by identity as every responder is (UIResponderIdentity.swift).

/// A method's name, for `sendAction(_:to:from:for:)`. Linux has no Objective-C runtime, so
/// `#selector(…)` does not compile there; `Selector("resignFirstResponder")` does.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
}
