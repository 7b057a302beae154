// The `QuickLook` module for Linux, where Apple's framework does not exist: the document
// previewer as a UIKit controller, and SwiftUI's `quickLookPreview` (docs/supported-api.md,
// "QuickLook"). Brings UIKit, as Apple's does.
@_exported import UIKit
import Foundation
@_spi(Modules) import LayoutLab

/// An item a preview controller shows: a file's URL, and a title.
public protocol QLPreviewItem {
    var previewItemURL: URL? { get }
    var previewItemTitle: String? { get }
}

extension QLPreviewItem {
    public var previewItemTitle: String? { previewItemURL?.lastPathComponent }
}

/// A URL is a preview item, as Apple's `NSURL` is (`url as QLPreviewItem`).
extension URL: QLPreviewItem {
    public var previewItemURL: URL? { self }
}

extension NSURL: QLPreviewItem {
    public var previewItemURL: URL? { self as URL }
}

/// Shows documents, one at a time, from its data source. Laid out in SwiftUI as the controller a
/// representable makes (a placeholder); nothing is rendered. It asks its data source for items
/// as Apple's does when its view loads and when told to reload, so `currentPreviewItem` is the
/// item at `currentPreviewItemIndex`.
open class QLPreviewController: UIViewController {
    open weak var dataSource: (any QLPreviewControllerDataSource)?
    open weak var delegate: (any QLPreviewControllerDelegate)?
    open var currentPreviewItemIndex = 0

    /// Whether the controller can show `item`: a file URL of a file that exists (*a choice*:
    /// Apple's also checks the type; any file is "shown" here, as nothing is drawn).
    open class func canPreview(_ item: any QLPreviewItem) -> Bool {
        guard let url = item.previewItemURL, url.isFileURL else { return false }
        return FileManager.default.fileExists(atPath: url.path)
    }

    open var currentPreviewItem: (any QLPreviewItem)? {
        guard let dataSource, currentPreviewItemIndex >= 0, currentPreviewItemIndex < dataSource.numberOfPreviewItems(in: self) else {
            return nil
        }
        return dataSource.previewController(self, previewItemAt: currentPreviewItemIndex)
    }

    open func reloadData() {
        let count = dataSource?.numberOfPreviewItems(in: self) ?? 0
        currentPreviewItemIndex = count == 0 ? 0 : min(currentPreviewItemIndex, count - 1)
    }

    open func refreshCurrentPreviewItem() {}
}

public protocol QLPreviewControllerDataSource: AnyObject {
    func numberOfPreviewItems(in controller: QLPreviewController) -> Int
    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem
}

/// What a preview controller tells its app; every requirement optional.
public protocol QLPreviewControllerDelegate: AnyObject {
    func previewControllerWillDismiss(_ controller: QLPreviewController)
    func previewControllerDidDismiss(_ controller: QLPreviewController)
}

extension QLPreviewControllerDelegate {
    public func previewControllerWillDismiss(_ controller: QLPreviewController) {}
    public func previewControllerDidDismiss(_ controller: QLPreviewController) {}
}

nonisolated extension View {
    /// A full-screen preview of the file at `item` while it is not nil: presented by the system,
    /// so accepted, like the other system presentations (no case presents one).
    public func quickLookPreview(_ item: Binding<URL?>) -> some View { self }

    public func quickLookPreview<Items: RandomAccessCollection>(_ selection: Binding<Items.Element?>, in items: Items) -> some View
    where Items.Element == URL {
        self
    }
}
