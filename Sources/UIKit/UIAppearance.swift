import Foundation

// UIKit's appearance proxies (Apple, "UIAppearance"): `UITableView.appearance().backgroundColor =
// .clear`, as SwiftUI apps of iOS 13–15 write in an `init()` to restyle the UIKit views SwiftUI
// drew with. Each class has one proxy, made once; it keeps what is set on it. No UIKit view is
// drawn or laid out here, so nothing reads it back but the code that set it.

/// The proxies made so far, one per class.
enum AppearanceProxies {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var proxies: [ObjectIdentifier: UIView] = [:]

    static func proxy<View: UIView>(for type: View.Type, make: () -> View) -> View {
        lock.lock()
        defer { lock.unlock() }
        if let proxy = proxies[ObjectIdentifier(type)] as? View { return proxy }
        let made = make()
        proxies[ObjectIdentifier(type)] = made
        return made
    }
}

// `UIScrollView`, `UITextView`, `UILabel` and `UIPageControl` declare theirs where they are
// declared (UIKitViews.swift), so that `UITableView` can override the scroll view's.

/// A table view: the UIKit view SwiftUI's `List` was drawn with before iOS 16, restyled
/// through its proxy (Apple: "UITableView").
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    public let style: Style
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var backgroundView: UIView?

    public static let automaticDimension: CGFloat = -1

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    open override class func appearance() -> UITableView { AppearanceProxies.proxy(for: UITableView.self) { UITableView(frame: .zero) } }
}

/// A table's row (Apple: "UITableViewCell").
open class UITableViewCell: UIView {
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    open var selectionStyle: SelectionStyle = .default
    open var selectedBackgroundView: UIView?

    public class func appearance() -> UITableViewCell { AppearanceProxies.proxy(for: UITableViewCell.self) { UITableViewCell(frame: .zero) } }
}

extension UIControl {
    /// A control's states, as its title attributes and images are set per state (Apple's raw values).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }
}

/// The UIKit control SwiftUI's segmented `Picker` is drawn with, restyled through its proxy
/// (Apple: "UISegmentedControl").
open class UISegmentedControl: UIControl {
    open var selectedSegmentIndex = -1
    open var selectedSegmentTintColor: UIColor?
    open private(set) var numberOfSegments = 0
    private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public init(items: [Any]?) {
        super.init(frame: .zero)
        numberOfSegments = items?.count ?? 0
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        self.attributes[state.rawValue] = attributes
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        attributes[state.rawValue]
    }

    public class func appearance() -> UISegmentedControl { AppearanceProxies.proxy(for: UISegmentedControl.self) { UISegmentedControl(frame: .zero) } }
}
