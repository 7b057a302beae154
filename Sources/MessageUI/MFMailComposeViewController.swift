import Foundation
import UIKit

/// How the mail composer was dismissed. Raw values are Apple's (MFMailComposeViewController.h).
public enum MFMailComposeResult: Int, Sendable {
    case cancelled = 0, saved, sent, failed
}

public let MFMailComposeErrorDomain = "MFMailComposeErrorDomain"

/// The mail composer's errors, with Apple's codes.
public struct MFMailComposeError: Error, CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case saveFailed = 0
        case sendFailed = 1
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { MFMailComposeErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static var saveFailed: Code { .saveFailed }
    public static var sendFailed: Code { .sendFailed }
}

/// Told how the composer was dismissed (optional, as Apple's).
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {}
}

/// A mail attachment as the app added it.
public struct _MailAttachment: Hashable, Sendable {
    public let data: Data
    public let mimeType: String
    public let fileName: String
}

/// The mail composer: keeps the message the app fills in (read back through the underscored
/// properties, which are not Apple's: Apple's composer shows them to the user instead).
open class MFMailComposeViewController: UINavigationController {
    /// Whether the device can send mail: never on Linux, which has no Mail account.
    open class func canSendMail() -> Bool { false }

    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?

    public private(set) var _subject = ""
    public private(set) var _toRecipients: [String] = []
    public private(set) var _ccRecipients: [String] = []
    public private(set) var _bccRecipients: [String] = []
    public private(set) var _messageBody = ""
    public private(set) var _isHTML = false
    public private(set) var _attachments: [_MailAttachment] = []
    public private(set) var _preferredSendingEmailAddress: String?

    public override init() {
        super.init()
    }

    open func setSubject(_ subject: String) { _subject = subject }
    /// nil clears the list, as Apple's.
    open func setToRecipients(_ toRecipients: [String]?) { _toRecipients = toRecipients ?? [] }
    open func setCcRecipients(_ ccRecipients: [String]?) { _ccRecipients = ccRecipients ?? [] }
    open func setBccRecipients(_ bccRecipients: [String]?) { _bccRecipients = bccRecipients ?? [] }

    open func setMessageBody(_ body: String, isHTML: Bool) {
        _messageBody = body
        _isHTML = isHTML
    }

    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        _attachments.append(_MailAttachment(data: attachment, mimeType: mimeType, fileName: filename))
    }

    open func setPreferredSendingEmailAddress(_ emailAddress: String) {
        _preferredSendingEmailAddress = emailAddress
    }
}
