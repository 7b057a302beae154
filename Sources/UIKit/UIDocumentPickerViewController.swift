import Foundation
import UniformTypeIdentifiers

// UIKit's document picker (Apple: "UIDocumentPickerViewController"), as a SwiftUI app wraps it in
// a `UIViewControllerRepresentable` to open or export files. It is a controller like any other,
// presented as UIKit presentations are (accepted, UIViewController.swift); no one picks a file
// here, so its delegate hears nothing unless a test picks for the user (`_pick`, `_cancel`).

/// What a document picker tells its delegate; every method optional, as Apple's are.
public protocol UIDocumentPickerDelegate: AnyObject {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        // Apple calls the single-URL method when the plural one is not implemented.
        if let first = urls.first { documentPicker(controller, didPickDocumentAt: first) }
    }
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}

/// The picker's purpose in the iOS 13 API (Apple: "UIDocumentPickerMode").
public enum UIDocumentPickerMode: UInt, Sendable {
    case `import`, open, exportToService, moveToService
}

open class UIDocumentPickerViewController: UIViewController {
    /// The types a picker for opening offers (empty for one that exports).
    public let contentTypes: [UTType]
    /// The files a picker for exporting offers to save.
    public let exportedURLs: [URL]
    /// Whether picked files are copies in the app's container rather than the originals.
    public let asCopy: Bool
    open weak var delegate: (any UIDocumentPickerDelegate)?
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    open var directoryURL: URL?

    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.contentTypes = contentTypes
        exportedURLs = []
        self.asCopy = asCopy
        super.init()
    }

    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    public init(forExporting urls: [URL], asCopy: Bool) {
        contentTypes = []
        exportedURLs = urls
        self.asCopy = asCopy
        super.init()
    }

    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    @available(*, deprecated, message: "use init(forOpeningContentTypes:asCopy:)")
    public convenience init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        self.init(forOpeningContentTypes: allowedUTIs.compactMap { UTType($0) }, asCopy: mode == .import)
    }

    /// Picks `urls` as a user would (not Apple API: a test's way in, since no one picks here).
    public func _pick(_ urls: [URL]) { delegate?.documentPicker(self, didPickDocumentsAt: urls) }
    /// Cancels as a user would (not Apple API).
    public func _cancel() { delegate?.documentPickerWasCancelled(self) }
}
