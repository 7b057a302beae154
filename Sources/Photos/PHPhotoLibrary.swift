// The `Photos` module for Linux, where Apple's framework does not exist: the photo library as apps
// touch it around a picker (its shared instance, its authorization, fetching assets), over an empty
// library. There are no photos on Linux and no user to grant access: asking for authorization is
// answered `.denied` at once, as if the user had declined, and every fetch finds nothing
// (docs/supported-api.md, "PhotosUI and Photos"). Depend on it for Linux only (docs/scenarios.md).
@_exported import Foundation
// Apple's Photos headers import UniformTypeIdentifiers (`PHContentEditingInput.contentType` is a
// `UTType`) and Clang modules re-export what their headers import: `UTType.image` comes with
// `import Photos`, and with `import PhotosUI`.
@_exported import UniformTypeIdentifiers
// Apple's Photos imports AVFoundation (its image manager hands out `AVAsset`s and player items),
// so a file that imports PhotosUI names `AVCapturePhoto` without importing AVFoundation.
@_exported import AVFoundation

/// Whether the app may read or add to the library.
public enum PHAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, authorized = 3, limited = 4
}

/// Which access an app asks for.
public enum PHAccessLevel: Int, Sendable {
    case addOnly = 1, readWrite = 2
}

/// The user's photo library: empty here.
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    nonisolated(unsafe) static var sharedLibrary = PHPhotoLibrary()
    /// What each access level was answered; nothing until asked.
    nonisolated(unsafe) static var answered: [PHAccessLevel: PHAuthorizationStatus] = [:]
    static let lock = NSLock()

    public override init() {}

    open class func shared() -> PHPhotoLibrary { sharedLibrary }

    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
        lock.withLock { answered[accessLevel] ?? .notDetermined }
    }

    @available(*, deprecated, message: "Use authorizationStatus(for:)")
    open class func authorizationStatus() -> PHAuthorizationStatus { authorizationStatus(for: .readWrite) }

    /// Answered `.denied` at once: there is no user to ask.
    @preconcurrency open class func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        handler(answer(accessLevel))
    }

    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
        answer(accessLevel)
    }

    @available(*, deprecated, message: "Use requestAuthorization(for:handler:)")
    @preconcurrency open class func requestAuthorization(_ handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        handler(answer(.readWrite))
    }

    static func answer(_ accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
        lock.withLock {
            answered[accessLevel] = .denied
            return .denied
        }
    }

    /// Fails with an access error without running the block, as on a device where access was
    /// declined: nothing is ever written to the library.
    @preconcurrency open func performChanges(_ changeBlock: @escaping () -> Void, completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil) {
        completionHandler?(false, PHPhotoLibrary.accessDenied)
    }

    open func performChanges(_ changeBlock: @escaping () -> Void) async throws {
        throw PHPhotoLibrary.accessDenied
    }

    static var accessDenied: NSError { NSError(domain: "PHPhotosErrorDomain", code: 3311) }
}

/// The kind of an asset.
public enum PHAssetMediaType: Int, Sendable {
    case unknown = 0, image = 1, video = 2, audio = 3
}

/// One photo or video in the library. None exist here.
open class PHObject: NSObject, @unchecked Sendable {
    open var localIdentifier: String { "" }
}

open class PHAsset: PHObject, @unchecked Sendable {
    open var mediaType: PHAssetMediaType { .unknown }
    open var pixelWidth: Int { 0 }
    open var pixelHeight: Int { 0 }
    open var creationDate: Date? { nil }
    open var duration: TimeInterval { 0 }

    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult()
    }
}

open class PHFetchOptions: NSObject, @unchecked Sendable {
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    public override init() {}
}

/// The objects a fetch found: none, on an empty library.
open class PHFetchResult<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    let objects: [ObjectType]

    public override init() {
        objects = []
    }

    open var count: Int { objects.count }
    open var firstObject: ObjectType? { objects.first }
    open var lastObject: ObjectType? { objects.last }
    open func object(at index: Int) -> ObjectType { objects[index] }
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for (index, object) in objects.enumerated() {
            block(object, index, &stop)
            if stop.boolValue { return }
        }
    }
}
