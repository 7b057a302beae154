@_spi(Platform) import LayoutLab
import Foundation

/// A button (Apple: "UIButton"), as `UIViewRepresentable` wrappers make one. No one taps it, so
/// its actions run only when code sends them (`sendActions(for:)`). Its intrinsic size is its
/// title's, measured by the engine in the title's font, with the insets below: an estimate
/// (UIKit's own insets are not documented; see docs/supported-api.md).
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let plain = ButtonType.system
        public static let roundedRect = ButtonType.system
    }

    open private(set) var buttonType: ButtonType = .custom
    /// The iOS 15 configuration: when set, it decides the title, image and insets.
    open var configuration: Configuration? { didSet { invalidateIntrinsicContentSize() } }
    open var menu: UIMenu?
    open var showsMenuAsPrimaryAction = false
    open var changesSelectionAsPrimaryAction = false
    /// The iOS 7–14 insets around the title (zero by default, as UIKit's).
    open var contentEdgeInsets = UIEdgeInsets.zero
    open var titleEdgeInsets = UIEdgeInsets.zero
    open var imageEdgeInsets = UIEdgeInsets.zero
    open var adjustsImageWhenHighlighted = true

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]

    /// The label that shows the current title (UIKit's is made on first use too).
    open private(set) lazy var titleLabel: UILabel? = {
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 15)
        return label
    }()

    open private(set) lazy var imageView: UIImageView? = UIImageView(image: nil)

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// iOS 14: a system button that runs `primaryAction` when tapped, titled by it.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    public convenience init(frame: CGRect = .zero, primaryAction: UIAction?) {
        self.init(type: .system, primaryAction: primaryAction)
        self.frame = frame
    }

    /// iOS 15: a button made from a configuration.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal { titleLabel?.text = title }
        invalidateIntrinsicContentSize()
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if state == .normal { imageView?.image = image }
    }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        setTitle(title?.string, for: state)
    }
    open func attributedTitle(for state: State) -> NSAttributedString? { attributedTitles[state.rawValue] }

    open var currentTitle: String? { title(for: .normal) }
    open var currentImage: UIImage? { image(for: .normal) }

    open override var intrinsicContentSize: CGSize {
        if let configuration { return configuration.size(font: titleLabel?.font ?? .systemFont(ofSize: 15)) }
        let title = titleLabel?.intrinsicContentSize ?? .zero
        let image = currentImage?.size ?? .zero
        let insets = contentEdgeInsets
        let content = CGSize(width: title.width + image.width, height: max(title.height, image.height))
        // UIKit gives a titled system button at least 30 points of height (Interface Builder's
        // default for a 15-point title): an estimate, kept as the documented minimum.
        return CGSize(width: content.width + insets.left + insets.right,
                      height: max(content.height + insets.top + insets.bottom, title.height > 0 ? 30 : 0))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

extension UIButton {
    /// The iOS 15 way to describe a button: its look and content (Apple: "UIButton.Configuration").
    public struct Configuration: Sendable {
        public enum CornerStyle: Int, Sendable { case fixed, dynamic, small, medium, large, capsule }
        public enum Size: Int, Sendable { case mini, small, medium, large }
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }

        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var image: UIImage?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var showsActivityIndicator = false
        /// The content's insets: iOS 15's medium size, 7 above and below and 12 at the sides
        /// (an estimate from UIKit's rendering, not documented).
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

        public init() {}

        public static func plain() -> Configuration { Configuration() }
        public static func tinted() -> Configuration { Configuration() }
        public static func gray() -> Configuration { Configuration() }
        public static func filled() -> Configuration { Configuration() }
        public static func borderless() -> Configuration { Configuration() }
        public static func bordered() -> Configuration { Configuration() }
        public static func borderedTinted() -> Configuration { Configuration() }
        public static func borderedProminent() -> Configuration { Configuration() }

        /// The title (and subtitle) measured by the engine, the image beside them, inside the insets.
        func size(font: UIFont) -> CGSize {
            let label = UILabel(frame: .zero)
            label.font = font
            label.text = attributedTitle.map { String($0.characters) } ?? title
            var text = label.intrinsicContentSize
            if let subtitle, !subtitle.isEmpty {
                let second = UILabel(frame: .zero)
                second.font = .systemFont(ofSize: 12)
                second.text = subtitle
                let size = second.intrinsicContentSize
                text = CGSize(width: max(text.width, size.width), height: text.height + titlePadding + size.height)
            }
            let image = self.image?.size ?? .zero
            let gap = image.width > 0 && text.width > 0 ? imagePadding : 0
            let vertical = imagePlacement == .top || imagePlacement == .bottom
            let content = vertical
                ? CGSize(width: max(text.width, image.width), height: text.height + gap + image.height)
                : CGSize(width: text.width + gap + image.width, height: max(text.height, image.height))
            return CGSize(width: content.width + contentInsets.leading + contentInsets.trailing,
                          height: content.height + contentInsets.top + contentInsets.bottom)
        }
    }
}

/// An edge of a rectangle in reading order (Apple: "NSDirectionalRectEdge").
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// A switch: 51 × 31 points, the size UIKit gives every `UISwitch` (Apple: "UISwitch", whose
/// documentation says the size is fixed).
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var preferredStyle: Style = .automatic

    public enum Style: Int, Sendable { case automatic, checkbox, sliding }

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

/// A slider: as wide as it is offered, 31 points tall (an estimate: UIKit's track and thumb are
/// not documented; SwiftUI's `Slider`, which is this control, is modelled the same).
open class UISlider: UIControl {
    open var value: Float = 0 { didSet { value = min(max(value, minimumValue), maximumValue) } }
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?

    open func setValue(_ value: Float, animated: Bool) { self.value = value }
    open func setThumbImage(_ image: UIImage?, for state: State) {}

    open override var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: 31) }
}

/// A stepper: 94 × 32 points, UIKit's fixed size for it (Apple: "UIStepper").
open class UIStepper: UIControl {
    open var value: Double = 0 { didSet { value = min(max(value, minimumValue), maximumValue) } }
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
    open var wraps = false
    open var autorepeat = true
    open var isContinuous = true

    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }
}
