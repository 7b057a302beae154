import Foundation
import UIKit

// Changes to the library (Apple: "PHAssetChangeRequest"), made inside
// `PHPhotoLibrary.performChanges(_:completionHandler:)`. Access is declined here, so that call
// fails without running its block (PHPhotoLibrary.swift) and no request is ever applied; made
// outside a change block, a request is kept and does nothing, as nothing saves it.

/// A stand-in for an asset a change block creates, by its identifier.
open class PHObjectPlaceholder: PHObject, @unchecked Sendable {}

/// A request to create, delete or edit an asset.
open class PHAssetChangeRequest: NSObject, @unchecked Sendable {
    /// The asset the request creates: none is ever created here.
    open var placeholderForCreatedAsset: PHObjectPlaceholder? { nil }
    open var creationDate: Date?
    open var isFavorite = false
    open var isHidden = false

    public required override init() { super.init() }

    public convenience init(for asset: PHAsset) { self.init() }

    open class func creationRequestForAsset(from image: UIImage) -> Self { Self() }
    open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? { Self() }
    open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? { Self() }
    open class func deleteAssets(_ assets: [PHAsset]) {}
}
