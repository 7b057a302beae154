// The image manager apps ask for an asset's thumbnail or full image (Apple: Photos,
// "PHImageManager", "PHCachingImageManager", "PHImageRequestOptions"). The library is empty and
// access is declined (Sources/Photos/PHPhotoLibrary.swift), so every request ends with no image and
// the access error in its info, as a request does on a device where the user declined access:
// the handler is called once (never with a degraded image first), before the call returns when
// the request is synchronous, else on the main queue (docs/supported-api.md, "PhotosUI and Photos").
import Dispatch
import Foundation
import UIKit

public typealias PHImageRequestID = Int32
public let PHInvalidImageRequestID: PHImageRequestID = 0
/// The size that asks for the largest image available (Apple's is -1 × -1).
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

// The keys of a result's info (Apple's values are the constants' own names).
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"
public let PHImageCancelledKey = "PHImageCancelledKey"
public let PHImageErrorKey = "PHImageErrorKey"

/// How an image fits the target size (Apple's raw values; `.default` is `.aspectFit`).
public enum PHImageContentMode: Int, Sendable {
    case aspectFit = 0, aspectFill = 1
    public static let `default` = PHImageContentMode.aspectFit
}

public enum PHImageRequestOptionsDeliveryMode: Int, Sendable {
    case opportunistic = 0, highQualityFormat = 1, fastFormat = 2
}

public enum PHImageRequestOptionsResizeMode: Int, Sendable {
    case none = 0, fast = 1, exact = 2
}

public enum PHImageRequestOptionsVersion: Int, Sendable {
    case current = 0, unadjusted = 1, original = 2
}

public typealias PHAssetImageProgressHandler = (Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void

/// What a request asks for, kept as set (Apple's defaults: the current version, opportunistic
/// delivery, fast resizing, no network, asynchronous).
open class PHImageRequestOptions: NSObject, @unchecked Sendable {
    open var version = PHImageRequestOptionsVersion.current
    open var deliveryMode = PHImageRequestOptionsDeliveryMode.opportunistic
    open var resizeMode = PHImageRequestOptionsResizeMode.fast
    open var normalizedCropRect = CGRect.zero
    open var isNetworkAccessAllowed = false
    open var isSynchronous = false
    /// Never called: nothing is downloaded.
    open var progressHandler: PHAssetImageProgressHandler?
    public override init() {}
}

open class PHVideoRequestOptions: NSObject, @unchecked Sendable {
    open var isNetworkAccessAllowed = false
    public override init() {}
}

/// Asks the library for assets' images: none can be given here.
open class PHImageManager: NSObject, @unchecked Sendable {
    private static let shared = PHImageManager()
    private static let lock = NSLock()
    nonisolated(unsafe) private static var lastRequestID: PHImageRequestID = PHInvalidImageRequestID

    public override init() {}

    open class func `default`() -> PHImageManager { shared }

    /// Request IDs count from 1, one sequence for the process, as Apple's are unique.
    static func nextRequestID() -> PHImageRequestID {
        lock.withLock {
            lastRequestID += 1
            return lastRequestID
        }
    }

    /// The info of a failed request: the access error, not degraded, not in the cloud.
    static func failureInfo(_ id: PHImageRequestID) -> [AnyHashable: Any] {
        [PHImageErrorKey: PHPhotoLibrary.accessDenied, PHImageResultRequestIDKey: NSNumber(value: id),
         PHImageResultIsDegradedKey: NSNumber(value: false), PHImageResultIsInCloudKey: NSNumber(value: false)]
    }

    /// Calls `deliver` at once when the request is synchronous, else on the main queue.
    static func answer(_ options: PHImageRequestOptions?, _ deliver: @escaping () -> Void) {
        if options?.isSynchronous == true {
            deliver()
        } else {
            nonisolated(unsafe) let deliver = deliver
            DispatchQueue.main.async { deliver() }
        }
    }

    /// Answers nil with the access error in the info: the asset cannot be read.
    @discardableResult
    open func requestImage(
        for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
        resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        let id = Self.nextRequestID()
        Self.answer(options) { resultHandler(nil, Self.failureInfo(id)) }
        return id
    }

    @discardableResult
    open func requestImageDataAndOrientation(
        for asset: PHAsset, options: PHImageRequestOptions?,
        resultHandler: @escaping (Data?, String?, CGImagePropertyOrientation, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        let id = Self.nextRequestID()
        Self.answer(options) { resultHandler(nil, nil, .up, Self.failureInfo(id)) }
        return id
    }

    /// Nothing is pending for long here: a request has been answered, or is about to be on the
    /// main queue, and cancelling it changes nothing.
    open func cancelImageRequest(_ requestID: PHImageRequestID) {}
}

/// The manager that prepares images ahead of scrolling: it keeps what it was asked to cache, which
/// changes nothing as no image is ever produced.
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
    open var allowsCachingHighQualityImages = true
    private let cacheLock = NSLock()
    private var cached: Set<ObjectIdentifier> = []

    public override init() {}

    open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {
        cacheLock.withLock { cached.formUnion(assets.map(ObjectIdentifier.init)) }
    }

    open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {
        cacheLock.withLock { cached.subtract(assets.map(ObjectIdentifier.init)) }
    }

    open func stopCachingImagesForAllAssets() {
        cacheLock.withLock { cached.removeAll() }
    }

    /// How many assets are being cached (not Apple's API: for tests).
    public var _cachedAssetCount: Int { cacheLock.withLock { cached.count } }
}
