import CoreGraphics
import CoreMedia
import Foundation

/// Frames of a video as images (Apple: "AVAssetImageGenerator"), as apps make thumbnails. No
/// video decoder exists here, so every request fails: `copyCGImage(at:actualTime:)` and
/// `image(at:)` throw, and asynchronous generation reports `.failed` for each time, with
/// AVFoundation's "unknown error" (-11800, a choice: the device's own reason would depend on
/// the file), so an app shows its placeholder.
open class AVAssetImageGenerator: @unchecked Sendable {
    public enum Result: Int, Sendable {
        case succeeded = 0, failed = 1, cancelled = 2
    }

    /// How the picture's aperture is applied (Apple's raw values are the mode names).
    public struct ApertureMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let cleanAperture = ApertureMode(rawValue: "CleanAperture")
        public static let productionAperture = ApertureMode(rawValue: "ProductionAperture")
        public static let encodedPixels = ApertureMode(rawValue: "EncodedPixels")
    }

    public typealias CompletionHandler = (CMTime, CGImage?, CMTime, Result, (any Error)?) -> Void

    public let asset: AVAsset
    open var appliesPreferredTrackTransform = false
    open var maximumSize = CGSize.zero
    open var apertureMode: ApertureMode? = .cleanAperture
    open var requestedTimeToleranceBefore = CMTime.positiveInfinity
    open var requestedTimeToleranceAfter = CMTime.positiveInfinity

    public init(asset: AVAsset) {
        self.asset = asset
    }

    static var cannotDecode: NSError { NSError(domain: "AVFoundationErrorDomain", code: -11800) }

    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage {
        throw Self.cannotDecode
    }

    open func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) {
        throw Self.cannotDecode
    }

    /// Reports each requested time as failed, in order, on the calling thread.
    open func generateCGImagesAsynchronously(forTimes requestedTimes: [NSValue], completionHandler handler: @escaping CompletionHandler) {
        for value in requestedTimes {
            let time = value.timeValue
            handler(time, nil, .zero, .failed, Self.cannotDecode)
        }
    }

    open func cancelAllCGImageGeneration() {}
}
