import Foundation

// UIKit's navigation bar as SwiftUI apps restyle it: through its appearance proxy in an `init()`
// (`UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.red]`) or
// a `UINavigationBarAppearance` set as its standard and scroll-edge appearances (Apple,
// "UINavigationBar", "UINavigationBarAppearance"). Kept, never drawn: SwiftUI's navigation bar
// here is the engine's own (docs/layout-rules.md), whose height these do not change.

/// How a bar's buttons look in one state (Apple: "UIBarButtonItemStateAppearance").
open class UIBarButtonItemStateAppearance: @unchecked Sendable {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var backgroundImage: UIImage?

    public init() {}
}

/// How a bar's buttons look (Apple: "UIBarButtonItemAppearance").
open class UIBarButtonItemAppearance: @unchecked Sendable {
    public enum Style: Int, Sendable { case plain, done }

    open var normal = UIBarButtonItemStateAppearance()
    open var highlighted = UIBarButtonItemStateAppearance()
    open var disabled = UIBarButtonItemStateAppearance()
    open var focused = UIBarButtonItemStateAppearance()

    public init(style: Style = .plain) {}

    open func configureWithDefault(for style: Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }
}

/// A navigation bar's look: its background, titles and buttons.
open class UINavigationBarAppearance: UIBarAppearance, @unchecked Sendable {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var backButtonAppearance = UIBarButtonItemAppearance()
    open private(set) var backIndicatorImage: UIImage?
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    public required init() {
        super.init()
    }

    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = transitionMaskImage
    }

    /// A copy whose changes leave this one as it was, as `copy()` on Apple's appearance does.
    open func copy() -> UINavigationBarAppearance {
        let copy = UINavigationBarAppearance()
        copyBackground(to: copy)
        copy.titleTextAttributes = titleTextAttributes
        copy.largeTitleTextAttributes = largeTitleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.buttonAppearance = buttonAppearance
        copy.doneButtonAppearance = doneButtonAppearance
        copy.backButtonAppearance = backButtonAppearance
        copy.setBackIndicatorImage(backIndicatorImage, transitionMaskImage: backIndicatorTransitionMaskImage)
        return copy
    }
}

/// A navigation bar: its appearances, colours and title attributes.
open class UINavigationBar: UIView {
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var barStyle: UIBarStyle = .default
    open var shadowImage: UIImage?
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    /// The appearance proxy: bars made afterwards start from what is set on it.
    public class func appearance() -> UINavigationBar {
        AppearanceProxies.proxy(for: UINavigationBar.self) { UINavigationBar(asProxy: ()) }
    }

    private init(asProxy: Void) {
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        let proxy = UINavigationBar.appearance()
        standardAppearance = proxy.standardAppearance.copy()
        compactAppearance = proxy.compactAppearance?.copy()
        scrollEdgeAppearance = proxy.scrollEdgeAppearance?.copy()
        compactScrollEdgeAppearance = proxy.compactScrollEdgeAppearance?.copy()
        titleTextAttributes = proxy.titleTextAttributes
        largeTitleTextAttributes = proxy.largeTitleTextAttributes
        isTranslucent = proxy.isTranslucent
        barTintColor = proxy.barTintColor
        if let tint = proxy.tintColor, tint != UIColor.tintColor { tintColor = tint }
        backgroundImages = proxy.backgroundImages
    }

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }

    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics]
    }
}

public enum UIBarMetrics: Int, Hashable, Sendable {
    case `default`, compact, defaultPrompt = 101, compactPrompt
}

public enum UIBarStyle: Int, Hashable, Sendable {
    case `default`, black
}
