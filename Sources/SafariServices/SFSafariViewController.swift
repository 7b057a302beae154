@_exported import UIKit
import Foundation

// The in-app browser (Apple: "SFSafariViewController", iOS 9), as apps wrap it in a
// `UIViewControllerRepresentable` to open a link without leaving the app. It is a controller like
// any other: a representable of it lays out as its view, taking what it is offered. No page loads
// here (there is no network and no browser engine), so the delegate hears neither the initial
// load's completion nor a redirect; the Done button is never tapped.

/// A controller that shows a web page with Safari's interface.
open class SFSafariViewController: UIViewController {
    /// How the browser opens (Apple: "SFSafariViewController.Configuration").
    open class Configuration: @unchecked Sendable {
        open var entersReaderIfAvailable = false
        open var barCollapsingEnabled = true
        open var activityButton: ActivityButton?
        open var eventAttribution: Any?

        public init() {}
    }

    /// The extension button a configuration may add.
    public struct ActivityButton: Sendable {
        public let templateImage: UIImage
        public let extensionIdentifier: String

        public init(templateImage: UIImage, extensionIdentifier: String) {
            self.templateImage = templateImage
            self.extensionIdentifier = extensionIdentifier
        }
    }

    /// The label of the button that closes the browser.
    public enum DismissButtonStyle: Int, Sendable {
        case done, close, cancel
    }

    /// The page the browser was opened on.
    public let url: URL
    public let configuration: Configuration
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle: DismissButtonStyle = .done

    /// Apple accepts only http and https URLs and raises an exception for any other scheme.
    public init(url URL: URL, configuration: Configuration) {
        precondition(["http", "https"].contains(URL.scheme?.lowercased() ?? ""),
                     "SFSafariViewController: the URL must have an http or https scheme (\(URL))")
        url = URL
        self.configuration = configuration
        super.init()
    }

    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }

    @available(*, deprecated, message: "Use init(url:configuration:)")
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }
}

/// What the browser tells the app: every method optional, as Apple's protocol marks them.
public protocol SFSafariViewControllerDelegate: AnyObject {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
    func safariViewController(_ controller: SFSafariViewController, activityItemsFor URL: URL, title: String?) -> [UIActivity]
    func safariViewController(_ controller: SFSafariViewController, excludedActivityTypesFor URL: URL, title: String?) -> [UIActivity.ActivityType]
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
    public func safariViewController(_ controller: SFSafariViewController, activityItemsFor URL: URL, title: String?) -> [UIActivity] { [] }
    public func safariViewController(_ controller: SFSafariViewController, excludedActivityTypesFor URL: URL, title: String?) -> [UIActivity.ActivityType] { [] }
}
