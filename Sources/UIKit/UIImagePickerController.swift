import Foundation

/// The system's photo and camera picker (Apple: "UIImagePickerController"), as apps wrap it in a
/// `UIViewControllerRepresentable` with a coordinator for its delegate. Linux has no camera and
/// no photo library: the picker is a controller like any other (a representable of it lays out
/// as its view), its sources report what is there, and no picking ever happens, so the delegate
/// is called only by code that calls it.
open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable {
        case photoLibrary
        case camera
        case savedPhotosAlbum
    }

    public enum CameraDevice: Int, Sendable {
        case rear
        case front
    }

    public enum CameraCaptureMode: Int, Sendable {
        case photo
        case video
    }

    public enum CameraFlashMode: Int, Sendable {
        case off = -1
        case auto = 0
        case on = 1
    }

    public enum QualityType: Int, Sendable {
        case typeHigh
        case typeMedium
        case typeLow
        case type640x480
        case typeIFrame1280x720
        case typeIFrame960x540
    }

    /// What `imagePickerController(_:didFinishPickingMediaWithInfo:)` is told.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        // The raw values are UIKit's constants' names (Apple: "UIImagePickerController.InfoKey").
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// Whether the device has `sourceType`: no camera and no photo library on Linux.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }

    /// The media types `sourceType` offers: none, since it is not there.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }

    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    // Its `delegate` (called with the pick or the cancellation) is the navigation controller's:
    // UIKit narrows it to `UIImagePickerControllerDelegate & UINavigationControllerDelegate`,
    // which a Swift subclass cannot redeclare. A delegate must still be both to be told a pick.

    open var sourceType: SourceType = .photoLibrary
    /// Uniform type identifiers; images only by default, as UIKit's.
    open var mediaTypes: [String] = ["public.image"]
    open var allowsEditing = false
    open var videoQuality: QualityType = .typeMedium
    open var videoMaximumDuration: TimeInterval = 600
    open var showsCameraControls = true
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var cameraFlashMode: CameraFlashMode = .auto

    open func takePicture() {}
    @discardableResult open func startVideoCapture() -> Bool { false }
    open func stopVideoCapture() {}
}

/// The picker's delegate (Apple: "UIImagePickerControllerDelegate"); both methods optional.
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}

    /// Without one of its own, the picker dismisses itself, as UIKit's does.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

/// A navigation controller's delegate (Apple: "UINavigationControllerDelegate"); every method
/// optional. The picker's delegate must be one too, as in UIKit.
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
