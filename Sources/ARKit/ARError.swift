// ARKit's errors (Apple: "ARError"), in Apple's domain with Apple's codes.
import Foundation

public struct ARError: Error, CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unsupportedConfiguration = 100
        case sensorUnavailable = 101
        case sensorFailed = 102
        case cameraUnauthorized = 103
        case microphoneUnauthorized = 104
        case locationUnauthorized = 105
        case highResolutionFrameCaptureInProgress = 106
        case highResolutionFrameCaptureFailed = 107
        case worldTrackingFailed = 200
        case geoTrackingNotAvailableAtLocation = 201
        case geoTrackingFailed = 202
        case invalidReferenceImage = 300
        case invalidReferenceObject = 301
        case invalidWorldMap = 302
        case invalidConfiguration = 303
        case invalidCollaborationData = 304
        case insufficientFeatures = 400
        case objectMergeFailed = 401
        case fileIOFailed = 500
        case requestFailed = 501
    }

    public let code: Code
    public var userInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }

    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { "com.apple.arkit.error" }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { userInfo }
    public var localizedDescription: String { description }

    var description: String {
        switch code {
        case .unsupportedConfiguration: "Unsupported configuration."
        case .sensorUnavailable: "Required sensor unavailable."
        case .cameraUnauthorized: "Camera access not authorized."
        default: "The operation couldn’t be completed. (com.apple.arkit.error error \(code.rawValue).)"
        }
    }

    public static var unsupportedConfiguration: Code { .unsupportedConfiguration }
    public static var sensorUnavailable: Code { .sensorUnavailable }
    public static var cameraUnauthorized: Code { .cameraUnauthorized }
    public static var worldTrackingFailed: Code { .worldTrackingFailed }
    public static var invalidWorldMap: Code { .invalidWorldMap }
}

/// `catch ARError.unsupportedConfiguration`, as Apple's bridged errors match.
public func ~= (code: ARError.Code, error: any Error) -> Bool { (error as? ARError)?.code == code }
