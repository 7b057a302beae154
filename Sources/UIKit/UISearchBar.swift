import Foundation
import LayoutLab

/// A search field with its bar (Apple: "UISearchBar"), as apps before `searchable` wrapped it.
/// No one types here: the text changes only when code sets it, and the delegate is told nothing.
/// Its intrinsic height is 56 points for the default style (UIKit's since iOS 13) and 44 for the
/// minimal one (an estimate: UIKit does not document either).
open class UISearchBar: UIView {
    public enum Style: UInt, Sendable { case `default`, prominent, minimal }

    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    open var prompt: String?
    open weak var delegate: (any UISearchBarDelegate)?
    open var searchBarStyle: Style = .default
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor?
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var isTranslucent = true
    open var backgroundImage: UIImage?
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }

    /// The bar's field (iOS 13).
    public let searchTextField = UISearchTextField(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    open func setImage(_ image: UIImage?, for icon: Icon, state: UIControl.State) {}

    public enum Icon: Int, Sendable { case search, clear, bookmark, resultsList }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.noIntrinsicMetric, height: searchBarStyle == .minimal ? 44 : 56)
    }
}

/// The field of a search bar (Apple: "UISearchTextField").
open class UISearchTextField: UITextField {}

/// Told of the search bar's editing (Apple: "UISearchBarDelegate"); every method optional.
public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// Pull to refresh in a UIKit scroll view (Apple: "UIRefreshControl"): no one pulls here, so it
/// refreshes only when code begins it.
open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    public init() {
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}
