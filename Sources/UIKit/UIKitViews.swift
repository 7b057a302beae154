@_spi(Platform) import LayoutLab
import Foundation

public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A label. Its intrinsic size is its text's, laid out by the engine in its font as a SwiftUI
/// `Text` with the same line limit (`numberOfLines`, 0 for none) at its ideal size.
open class UILabel: UIView {
    /// The appearance proxy (UIAppearance.swift).
    open class func appearance() -> UILabel { AppearanceProxies.proxy(for: UILabel.self) { UILabel(frame: .zero) } }

    open var text: String? { didSet { invalidateIntrinsicContentSize() } }
    /// Styled text: its characters become `text` and are measured in the label's font (the
    /// attributes' fonts and paragraph styles are kept, not measured).
    open var attributedText: NSAttributedString? { didSet { text = attributedText?.string } }
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor! = UIColor.label
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false
    open var preferredMaxLayoutWidth: CGFloat = 0

    open override var intrinsicContentSize: CGSize { measured(width: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measured(width: size.width > 0 && size.width.isFinite ? size.width : nil)
    }

    private func measured(width: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let label = Text(verbatim: text).font(font.font).lineLimit(numberOfLines == 0 ? nil : numberOfLines)
        return LayoutEngine.layout(label, proposal: ProposedViewSize(width: width, height: nil)).root.frame.size
    }
}

/// An image view: its intrinsic size is its image's.
open class UIImageView: UIView {
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted = false

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }
}

/// A spinner: 20 × 20 medium (the size measured for SwiftUI's `ProgressView` on iOS 26, which
/// is this view), 37 × 37 large (UIKit's large indicator, `whiteLarge`'s documented size).
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case medium = 100, large = 101 }

    open var style: Style
    open var color: UIColor! = UIColor.secondaryLabel
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }

    open override var intrinsicContentSize: CGSize {
        style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}

/// A visual effect (blur, vibrancy): accepted; the view has no intrinsic size, so it fills
/// what it is offered, as a blur background does.
open class UIVisualEffect {
    public init() {}
}

open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight, systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
        case systemThickMaterialDark, systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }
}

open class UIVibrancyEffect: UIVisualEffect {
    public init(blurEffect: UIBlurEffect) { super.init() }
}

open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }
}

/// A text view: scrolls its text, so it has no intrinsic size and fills what it is offered.
open class UITextView: UIScrollView {
    /// The appearance proxy (UIAppearance.swift).
    override open class func appearance() -> UITextView { AppearanceProxies.proxy(for: UITextView.self) { UITextView(frame: .zero) } }

    open var text: String! = ""
    open var font: UIFont? = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor?
    open var isEditable = true
    open var isSelectable = true
    open var textAlignment: NSTextAlignment = .natural
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The text with its attributes; setting it sets `text`, as UIKit's does.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: text ?? "") }
        set {
            storedAttributedText = newValue
            text = newValue?.string ?? ""
        }
    }
    private var storedAttributedText: NSAttributedString?
    public let textContainer = NSTextContainer()
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var adjustsFontForContentSizeCategory = false
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var textContentType: UITextContentType!
    open var isSecureTextEntry = false
    open var inputAccessoryView: UIView?
    open var selectedRange = NSRange(location: 0, length: 0)
}

/// A text field: one line of its font, padded as the rounded style is (34 tall, as the
/// engine's rounded `TextField`, measured on iOS 26); it takes the width offered.
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }

    open var text: String? = ""
    open var placeholder: String?
    open var font: UIFont? = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor?
    open var borderStyle: BorderStyle = .none
    open var textAlignment: NSTextAlignment = .natural
    open var isSecureTextEntry = false
    /// When a view shows beside the text (Apple: "UITextField.ViewMode").
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    /// Why editing ended (Apple: "UITextField.DidEndEditingReason").
    public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }
    open var clearButtonMode: ViewMode = .never
    open var leftView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightView: UIView?
    open var rightViewMode: ViewMode = .never
    open var attributedPlaceholder: NSAttributedString?
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var textContentType: UITextContentType!
    open var enablesReturnKeyAutomatically = false
    open var inputAccessoryView: UIView?
    open weak var delegate: AnyObject?

    open override var intrinsicContentSize: CGSize {
        let line = (font ?? .systemFont(ofSize: 17)).lineHeight
        return CGSize(width: Self.noIntrinsicMetric, height: borderStyle == .roundedRect ? 34 : line.rounded(.up))
    }
}

/// A scroll view: no intrinsic size; it fills what it is offered.
open class UIScrollView: UIView {
    /// The appearance proxy (UIAppearance.swift).
    open class func appearance() -> UIScrollView { AppearanceProxies.proxy(for: UIScrollView.self) { UIScrollView(frame: .zero) } }

    open var contentSize: CGSize = .zero
    /// Pull to refresh (iOS 10): kept; no one pulls here.
    open var refreshControl: UIRefreshControl?
    open var contentOffset: CGPoint = .zero
    /// Zooming, kept as set: nothing pinches here.
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var bouncesZoom = true
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale) }
    open var contentInset: UIEdgeInsets = .zero
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open weak var delegate: AnyObject?

    /// Scrolls the least that shows `rect`, clamped to the content (no animation here).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        offset.x = max(-contentInset.left, min(offset.x, contentSize.width + contentInset.right - bounds.width))
        offset.y = max(-contentInset.top, min(offset.y, contentSize.height + contentInset.bottom - bounds.height))
        contentOffset = offset
    }

    /// Scrolls to `contentOffset` at once (no animation here), unclamped, as UIKit's does.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}

/// A control: targets and actions are accepted and never fired.
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}

    private var actions: [(action: UIAction, events: Event)] = []

    /// iOS 14: an action run for the events (no one touches a control here: `sendActions(for:)`
    /// runs them, as UIKit does when the events happen).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == identifier && $0.events == controlEvents }
    }

    /// Runs the actions added for any of the events, in the order they were added; target–action
    /// pairs are not called (a selector names an Objective-C method, which Linux cannot send).
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action._perform(sender: self)
        }
    }

    open func sendAction(_ action: UIAction) {
        action._perform(sender: self)
    }
}

/// A page control: accepted; no intrinsic size is modelled, so it fills what it is offered.
open class UIPageControl: UIControl {
    /// The appearance proxy (UIAppearance.swift).
    open class func appearance() -> UIPageControl { AppearanceProxies.proxy(for: UIPageControl.self) { UIPageControl(frame: .zero) } }

    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
}
