// UIKit's photo picker (Apple: "PHPickerViewController"), as apps of iOS 14 and 15 wrap it in a
// `UIViewControllerRepresentable`. There is no photo library on Linux, and no user: the picker
// never finishes by itself. `_finishPicking(_:)` stands for a user's choice in a test or a
// scenario; it applies the configuration (the filter, the selection limit) and tells the delegate,
// as the picker does when the user taps Add.
import UniformTypeIdentifiers

/// What a picker shows and how many assets it lets the user choose.
public struct PHPickerConfiguration: Sendable {
    /// How a picked asset is transcoded before it is handed over. Nothing is transcoded here.
    public enum AssetRepresentationMode: Int, Sendable {
        case automatic = 0, current = 1, compatible = 2
    }

    /// How several selections are kept.
    public enum Selection: Int, Sendable {
        case `default` = 0, ordered = 1, continuous = 2, continuousAndOrdered = 3
    }

    /// Where the picker shows itself (iOS 17).
    public enum Mode: Int, Sendable {
        case `default` = 0, compact = 1
    }

    public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
    public var selection = Selection.default
    /// The most assets the user may choose: 1 by default, 0 for no limit (Apple's).
    public var selectionLimit = 1
    /// The kinds of asset shown; every kind when nil.
    public var filter: PHPickerFilter?
    public var preselectedAssetIdentifiers: [String] = []
    public var mode = Mode.default

    public init() {}
}

/// One asset the user chose: its data, loaded through the item provider.
public struct PHPickerResult: Hashable, @unchecked Sendable {
    public let itemProvider: NSItemProvider
    /// The asset's local identifier, when the picker was given a photo library.
    public let assetIdentifier: String?

    /// A result as a user's choice would give it (for tests and scenarios).
    public init(_itemProvider itemProvider: NSItemProvider, assetIdentifier: String? = nil) {
        self.itemProvider = itemProvider
        self.assetIdentifier = assetIdentifier
    }

    public static func == (a: PHPickerResult, b: PHPickerResult) -> Bool {
        a.itemProvider === b.itemProvider && a.assetIdentifier == b.assetIdentifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(itemProvider))
        hasher.combine(assetIdentifier)
    }
}

/// Told when the user has finished choosing (an empty list when they cancelled).
public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

open class PHPickerViewController: UIViewController {
    public let configuration: PHPickerConfiguration
    open weak var delegate: (any PHPickerViewControllerDelegate)?

    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init()
    }

    /// Hands `results` to the delegate as the picker does when a user taps Add: those the filter
    /// shows (by their item providers' content types), at most `selectionLimit` of them.
    public func _finishPicking(_ results: [PHPickerResult]) {
        var shown = results
        if let filter = configuration.filter {
            shown = shown.filter { result in result.itemProvider.registeredContentTypes.contains(where: filter._matches) }
        }
        if configuration.selectionLimit > 0 { shown = Array(shown.prefix(configuration.selectionLimit)) }
        delegate?.picker(self, didFinishPicking: shown)
    }

    // The picker's own controls (iOS 17): nothing is shown, so there is nothing to move.
    open func deselectAssets(withIdentifiers identifiers: [String]) {}
    open func moveAsset(withIdentifier identifier: String, afterAssetWithIdentifier afterIdentifier: String?) {}
    open func scrollToInitialPosition() {}
    open func zoomIn() {}
    open func zoomOut() {}
}
