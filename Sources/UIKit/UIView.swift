import Foundation
import Synchronization
import LayoutLab

/// The root of UIKit's responder chain; here it holds the keyboard notifications SwiftUI code
/// listens for.
open class UIResponder {
    public init() {}

    open var next: UIResponder? { nil }
    open var isFirstResponder: Bool { false }
    open var canBecomeFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }

    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"

    // The touch handlers a game's scene or a custom view overrides (Apple: "UIResponder"). No
    // finger touches a layout run's screen, so the system never calls them; an app may.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// A finger on the screen (Apple: "UITouch"): made by the system, never here, since no one
/// touches a layout run's screen; a touch made by a test stays where it is put.
open class UITouch: Hashable, @unchecked Sendable {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    open var phase: Phase = .began
    open var tapCount = 1
    open var timestamp: TimeInterval = 0
    open weak var view: UIView?
    /// Where the touch is, in its view's coordinates.
    open var _location = CGPoint.zero
    open var _previousLocation = CGPoint.zero

    public init() {}

    /// The touch's point in `view`'s coordinates: its own view's point moved by the offset between
    /// the two views' frames (both in their superview's space, which is all that is kept here).
    open func location(in view: UIView?) -> CGPoint {
        guard let view, let own = self.view, view !== own else { return _location }
        return CGPoint(x: _location.x + own.frame.minX - view.frame.minX, y: _location.y + own.frame.minY - view.frame.minY)
    }

    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view, let own = self.view, view !== own else { return _previousLocation }
        return CGPoint(x: _previousLocation.x + own.frame.minX - view.frame.minX, y: _previousLocation.y + own.frame.minY - view.frame.minY)
    }

    public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

/// An Auto Layout constraint. The engine never lays UIKit views out (a representable's size comes
/// from `sizeThatFits(_:)` and the intrinsic size), so a constraint is a record: what the app set
/// is kept and read back, activating one marks it active, and nothing is solved.
open class NSLayoutConstraint: @unchecked Sendable {
    /// Auto Layout's axes, for hugging and compression resistance.
    public enum Axis: Int, Sendable { case horizontal, vertical }

    /// What a constraint relates (Apple's raw values).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    open var constant: CGFloat = 0
    open var isActive = false
    open var priority = UILayoutPriority.required
    open var identifier: String?
    open var shouldBeArchived = false
    public let multiplier: CGFloat
    public let relation: Relation
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    open private(set) weak var firstItem: AnyObject?
    open private(set) weak var secondItem: AnyObject?

    /// An empty constraint, as `NSLayoutConstraint()` makes one: nothing related, multiplier 1.
    public init() {
        multiplier = 1
        relation = .equal
        firstAttribute = .notAnAttribute
        secondAttribute = .notAnAttribute
    }

    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

/// A rectangle on screen. The engine never draws or lays out UIKit views: a view is a plain
/// object whose `intrinsicContentSize` and `sizeThatFits(_:)` a representable's layout asks
/// (`UIViewRepresentable`). Subclasses override them as in UIKit.
open class UIView: UIResponder {
    /// A view with no intrinsic size on an axis reports this for it.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The size `systemLayoutSizeFitting(_:)` is asked for to get the smallest fitting size.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    open var frame: CGRect {
        didSet {
            bounds.size = frame.size
            if let backing { backing.frame = frame }
        }
    }
    open var bounds: CGRect
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor! = UIColor.tintColor
    /// The appearance the view and its subviews take whatever the system's (iOS 13). Kept: no
    /// UIKit view is drawn here.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isOpaque = true
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var contentMode: ContentMode = .scaleToFill
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How the view resizes with its superview (Apple: "UIView.AutoresizingMask"): kept as set;
    /// a representable's view is sized by SwiftUI, not by its mask.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
    open var autoresizingMask: AutoresizingMask = []
    /// The view's own layout guides by identifier (NSLayoutAnchor.swift), kept by the view as
    /// UIKit's are: a constraint holds its items weakly.
    var ownedLayoutGuides: [String: UILayoutGuide] = [:]
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var isAccessibilityElement = false
    open var tag = 0
    open var transform = CGAffineTransform.identity
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    open var insetsLayoutMarginsFromSafeArea = true
    /// The view's backing layer, of the view's `layerClass` (Apple's), which follows the view's
    /// frame as a backing layer does.
    open var layer: CALayer {
        if let backing { return backing }
        let made = (type(of: self).layerClass as? CALayer.Type ?? CALayer.self).init()
        made.frame = frame
        backing = made
        return made
    }
    private var backing: CALayer?

    /// The class of the view's backing layer: `CALayer`, which subclasses override (a camera
    /// preview's `AVCaptureVideoPreviewLayer`).
    open class var layerClass: AnyClass { CALayer.self }

    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    open var window: UIWindow? { superview?.window }
    open var safeAreaInsets: UIEdgeInsets { window?.safeAreaInsets ?? .zero }
    open var traitCollection: UITraitCollection { UITraitCollection.current }

    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    // MARK: Sizing

    /// No intrinsic size on either axis, as a plain UIView: a representable of it takes what it
    /// is offered.
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    /// UIKit's default answers with the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(
            width: intrinsic.width >= 0 ? intrinsic.width : targetSize.width,
            height: intrinsic.height >= 0 ? intrinsic.height : targetSize.height
        )
    }

    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
        verticalFittingPriority vertical: UILayoutPriority
    ) -> CGSize {
        systemLayoutSizeFitting(targetSize)
    }

    open func invalidateIntrinsicContentSize() {}
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultLow }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultHigh }

    // MARK: Hierarchy and layout passes (accepted: UIKit's layout is not modelled)

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func bringSubviewToFront(_ view: UIView) {}
    open func sendSubviewToBack(_ view: UIView) {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
    /// Called by UIKit when the traits change; a case's traits do not change under a view here.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func setNeedsDisplay() {}
    open func draw(_ rect: CGRect) {}
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}
    open func addGestureRecognizer(_ recognizer: AnyObject) {}
    open func endEditing(_ force: Bool) -> Bool { true }

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    open class func performWithoutAnimation(_ actions: () -> Void) {
        actions()
    }

    /// Whether animations run (Apple, `UIView.setAnimationsEnabled(_:)`). Kept and reported by
    /// `areAnimationsEnabled`; here every change takes effect at once either way.
    open class func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled.withLock { $0 = enabled }
    }

    open class var areAnimationsEnabled: Bool {
        animationsEnabled.withLock { $0 }
    }

    private static let animationsEnabled = Mutex(true)

    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    }
}

