import Foundation
import UIKit

/// How the message composer was dismissed. Raw values are Apple's (MFMessageComposeViewController.h).
public enum MessageComposeResult: Int, Sendable {
    case cancelled = 0, sent, failed
}

/// Told how the composer was dismissed (required, as Apple's).
public protocol MFMessageComposeViewControllerDelegate: NSObjectProtocol {
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// Apple's attachment dictionary keys.
public let MFMessageComposeViewControllerAttachmentURL = "MFMessageComposeViewControllerAttachmentURL"
public let MFMessageComposeViewControllerAttachmentAlternateFilename = "MFMessageComposeViewControllerAttachmentAlternateFilename"

/// The message composer: keeps the recipients, body, subject and attachments the app sets.
open class MFMessageComposeViewController: UINavigationController {
    /// Whether the device can send text messages: never on Linux, which has no Messages service.
    open class func canSendText() -> Bool { false }
    open class func canSendSubject() -> Bool { false }
    open class func canSendAttachments() -> Bool { false }
    open class func isSupportedAttachmentUTI(_ uti: String) -> Bool { false }

    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?

    open var recipients: [String]?
    open var body: String?
    open var subject: String?
    /// The attachments added, each a dictionary with the file's URL and its alternate name
    /// (Apple's keys), as Apple's reports them.
    open private(set) var attachments: [[AnyHashable: Any]]?

    public private(set) var _userAttachmentsDisabled = false

    public override init() {
        super.init()
    }

    /// Adds a file: it must exist (Apple's returns false for a file it cannot attach).
    @discardableResult
    open func addAttachmentURL(_ attachmentURL: URL, withAlternateFilename alternateFilename: String?) -> Bool {
        guard attachmentURL.isFileURL, FileManager.default.fileExists(atPath: attachmentURL.path) else { return false }
        var attachment: [AnyHashable: Any] = [MFMessageComposeViewControllerAttachmentURL: attachmentURL]
        if let alternateFilename { attachment[MFMessageComposeViewControllerAttachmentAlternateFilename] = alternateFilename }
        attachments = (attachments ?? []) + [attachment]
        return true
    }

    /// Adds data: refused, as Apple's refuses data of a type that `isSupportedAttachmentUTI(_:)`
    /// does not accept, and this device accepts none.
    @discardableResult
    open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool {
        guard Self.isSupportedAttachmentUTI(uti) else { return false }
        return true
    }

    open func disableUserAttachments() {
        _userAttachmentsDisabled = true
    }
}

extension Notification.Name {
    /// Posted when `canSendText()` changes; it never does here.
    public static let MFMessageComposeViewControllerTextMessageAvailabilityDidChange = Notification.Name("MFMessageComposeViewControllerTextMessageAvailabilityDidChangeNotification")
}
