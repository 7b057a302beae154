// Capture on a machine with no camera (Apple: AVFoundation, "AVCaptureSession" and its inputs,
// outputs and preview layer). Every type and call compiles as on iOS and behaves as on a device
// that has no camera and whose user has not allowed it: `authorizationStatus(for:)` is `.denied`
// and `requestAccess` answers false; no device is found (`default(for:)` is nil, a discovery
// session's devices are empty), so a device input cannot be made and a session cannot take one.
// Outputs are added and kept, but with no input there is no connection: a session asked to run
// stays stopped, no sample buffer or metadata object is delivered, no photo is taken
// (docs/supported-api.md, "AVKit and AVFoundation").
import Foundation
@_exported import QuartzCore

/// A kind of media (Apple's raw values).
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType(rawValue: "vide")
    public static let audio = AVMediaType(rawValue: "soun")
    public static let metadata = AVMediaType(rawValue: "meta")
    public static let depthData = AVMediaType(rawValue: "dpth")
}

/// Whether the app may capture (Apple's raw values).
public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, authorized = 3
}

/// How a video or camera layer fits its picture in its bounds (Apple's raw values).
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

public enum AVCaptureVideoOrientation: Int, Sendable {
    case portrait = 1, portraitUpsideDown = 2, landscapeRight = 3, landscapeLeft = 4
}

/// A video codec (Apple's raw values) and the settings key that names one.
public struct AVVideoCodecType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let hevc = AVVideoCodecType(rawValue: "hvc1")
    public static let h264 = AVVideoCodecType(rawValue: "avc1")
    public static let jpeg = AVVideoCodecType(rawValue: "jpeg")
    public static let proRes422 = AVVideoCodecType(rawValue: "apcn")
}

public let AVVideoCodecKey = "AVVideoCodecKey"
public let AVVideoWidthKey = "AVVideoWidthKey"
public let AVVideoHeightKey = "AVVideoHeightKey"

/// The error domain of AVFoundation's errors; `deviceNotConnected` is what making an input
/// for a camera that is not there gives.
public let AVFoundationErrorDomain = "AVFoundationErrorDomain"

public struct AVError: Sendable {
    public enum Code: Int, Sendable {
        case unknown = -11800
        case deviceNotConnected = -11814
        case applicationIsNotAuthorizedToUseDevice = -11852
        case sessionNotRunning = -11803
    }
}

// MARK: Devices

/// A camera or microphone. None exists here: the type methods that find one give nil or
/// nothing, so no instance is ever handed to the app.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
    public enum Position: Int, Sendable { case unspecified = 0, back = 1, front = 2 }
    public enum FlashMode: Int, Sendable { case off = 0, on = 1, auto = 2 }
    public enum TorchMode: Int, Sendable { case off = 0, on = 1, auto = 2 }
    public enum FocusMode: Int, Sendable { case locked = 0, autoFocus = 1, continuousAutoFocus = 2 }
    public enum ExposureMode: Int, Sendable { case locked = 0, autoExpose = 1, continuousAutoExposure = 2, custom = 3 }

    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
        public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
        public static let builtInLiDARDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInLiDARDepthCamera")
        public static let microphone = DeviceType(rawValue: "AVCaptureDeviceTypeMicrophone")
    }

    /// Finds the devices of some types: none here.
    open class DiscoverySession: NSObject, @unchecked Sendable {
        public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {}
        open var devices: [AVCaptureDevice] { [] }
    }

    override init() {}

    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .denied }

    @preconcurrency open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) {
        handler(false)
    }

    open class func requestAccess(for mediaType: AVMediaType) async -> Bool { false }

    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }

    open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? { nil }

    open class func devices(for mediaType: AVMediaType) -> [AVCaptureDevice] { [] }

    open var uniqueID: String { "" }
    open var localizedName: String { "" }
    open var deviceType: DeviceType { .builtInWideAngleCamera }
    open var position: Position { .unspecified }
    open var isConnected: Bool { false }
    open var isSuspended: Bool { false }
    open var hasTorch: Bool { false }
    open var isTorchAvailable: Bool { false }
    open var isTorchActive: Bool { false }
    open var torchLevel: Float { 0 }
    open var torchMode = TorchMode.off
    open var hasFlash: Bool { false }
    open var isFlashAvailable: Bool { false }
    open var focusMode = FocusMode.continuousAutoFocus
    open var exposureMode = ExposureMode.continuousAutoExposure
    open var focusPointOfInterest = CGPoint(x: 0.5, y: 0.5)
    open var exposurePointOfInterest = CGPoint(x: 0.5, y: 0.5)
    open var isFocusPointOfInterestSupported: Bool { false }
    open var isExposurePointOfInterestSupported: Bool { false }
    open var videoZoomFactor: CGFloat = 1
    open var minAvailableVideoZoomFactor: CGFloat { 1 }
    open var maxAvailableVideoZoomFactor: CGFloat { 1 }

    open func isTorchModeSupported(_ torchMode: TorchMode) -> Bool { torchMode == .off }
    open func isFocusModeSupported(_ focusMode: FocusMode) -> Bool { false }
    open func isExposureModeSupported(_ exposureMode: ExposureMode) -> Bool { false }

    /// A device that is not connected cannot be locked.
    open func lockForConfiguration() throws {
        throw AVCaptureDevice.notConnectedError()
    }

    open func unlockForConfiguration() {}

    open func setTorchModeOn(level torchLevel: Float) throws {
        throw AVCaptureDevice.notConnectedError()
    }

    static func notConnectedError() -> NSError {
        NSError(domain: AVFoundationErrorDomain, code: AVError.Code.deviceNotConnected.rawValue, userInfo: [
            NSLocalizedDescriptionKey: "Cannot Open Camera",
        ])
    }
}

// MARK: Inputs

open class AVCaptureInput: NSObject, @unchecked Sendable {
    override init() {}
}

/// An input from a device: making one throws `deviceNotConnected`, as for a camera that is not
/// there (no device exists to make one from).
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
    public let device: AVCaptureDevice

    public init(device: AVCaptureDevice) throws {
        self.device = device
        super.init()
        throw AVCaptureDevice.notConnectedError()
    }
}

// MARK: Connections and outputs

open class AVCaptureConnection: NSObject, @unchecked Sendable {
    override init() {}
    open var isEnabled = true
    open var isActive: Bool { false }
    open var isVideoOrientationSupported: Bool { true }
    open var videoOrientation = AVCaptureVideoOrientation.portrait
    open var videoRotationAngle: CGFloat = 0
    open func isVideoRotationAngleSupported(_ videoRotationAngle: CGFloat) -> Bool { true }
    open var isVideoMirroringSupported: Bool { true }
    open var isVideoMirrored = false
    open var automaticallyAdjustsVideoMirroring = true
}

/// What a session sends media to. Without an input there is no connection.
open class AVCaptureOutput: NSObject, @unchecked Sendable {
    override init() {}
    open var connections: [AVCaptureConnection] { [] }
    open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { nil }
}

/// A detected object (Apple: "AVMetadataObject"); none is detected here.
open class AVMetadataObject: NSObject, @unchecked Sendable {
    public struct ObjectType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
        public static let code39 = ObjectType(rawValue: "org.iso.Code39")
        public static let code39Mod43 = ObjectType(rawValue: "org.iso.Code39Mod43")
        public static let code93 = ObjectType(rawValue: "com.intermec.Code93")
        public static let code128 = ObjectType(rawValue: "org.iso.Code128")
        public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
        public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
        public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
        public static let interleaved2of5 = ObjectType(rawValue: "org.ansi.Interleaved2of5")
        public static let itf14 = ObjectType(rawValue: "org.gs1.ITF14")
        public static let face = ObjectType(rawValue: "face")
    }

    public let type: ObjectType
    public let bounds: CGRect
    public let time: CMTime

    init(type: ObjectType, bounds: CGRect, time: CMTime) {
        self.type = type
        self.bounds = bounds
        self.time = time
    }
}

open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
    public let stringValue: String?
    public let corners: [CGPoint]

    init(type: ObjectType, stringValue: String?, bounds: CGRect = .zero, corners: [CGPoint] = []) {
        self.stringValue = stringValue
        self.corners = corners
        super.init(type: type, bounds: bounds, time: .zero)
    }
}

// The delegates are class-bound (Apple's refine NSObjectProtocol): UIKit's controllers here are
// not NSObjects, and view controllers adopt these protocols in real code.
public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
    public func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) {}
}

/// Detects codes and faces in the video: nothing is detected. With no video connection no type
/// is available (Apple: the available types depend on the session's inputs).
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
    public override init() {}
    open private(set) weak var metadataObjectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?
    open private(set) var metadataObjectsCallbackQueue: DispatchQueue?
    open var metadataObjectTypes: [AVMetadataObject.ObjectType]! = []
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [] }
    open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)

    open func setMetadataObjectsDelegate(_ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?, queue objectsCallbackQueue: DispatchQueue?) {
        metadataObjectsDelegate = objectsDelegate
        metadataObjectsCallbackQueue = objectsCallbackQueue
    }
}

public protocol AVCaptureVideoDataOutputSampleBufferDelegate: AnyObject {
    func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
    func captureOutput(_ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
}

extension AVCaptureVideoDataOutputSampleBufferDelegate {
    public func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {}
    public func captureOutput(_ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {}
}

/// Video frames for the app: none is delivered here.
open class AVCaptureVideoDataOutput: AVCaptureOutput, @unchecked Sendable {
    public override init() {}
    open private(set) weak var sampleBufferDelegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)?
    open private(set) var sampleBufferCallbackQueue: DispatchQueue?
    open var videoSettings: [String: Any]! = [:]
    open var alwaysDiscardsLateVideoFrames = true
    open var availableVideoPixelFormatTypes: [OSType] { [kCVPixelFormatType_420YpCbCr8BiPlanarFullRange, kCVPixelFormatType_32BGRA] }

    open func setSampleBufferDelegate(_ sampleBufferDelegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)?, queue sampleBufferCallbackQueue: DispatchQueue?) {
        self.sampleBufferDelegate = sampleBufferDelegate
        self.sampleBufferCallbackQueue = sampleBufferCallbackQueue
    }
}

/// A photo taken (Apple: "AVCapturePhoto"); none is taken here.
open class AVCapturePhoto: NSObject, @unchecked Sendable {
    override init() {}
    open func fileDataRepresentation() -> Data? { nil }
    open func cgImageRepresentation() -> CGImage? { nil }
    open var metadata: [String: Any] { [:] }
}

/// How to take one photo.
open class AVCapturePhotoSettings: NSObject, @unchecked Sendable {
    public let format: [String: Any]?
    public override init() { format = nil }
    public init(format: [String: Any]?) { self.format = format }
    open var flashMode = AVCaptureDevice.FlashMode.off
    open var photoQualityPrioritization = AVCapturePhotoOutput.QualityPrioritization.balanced
    open var isHighResolutionPhotoEnabled = false
    open var previewPhotoFormat: [String: Any]?
}

public protocol AVCapturePhotoCaptureDelegate: AnyObject {
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?)
}

extension AVCapturePhotoCaptureDelegate {
    public func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?) {}
}

/// Takes photos: with no video connection there are no codecs and no photo is taken (Apple's
/// raises an exception for a capture without an active connection; this one ignores it).
open class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {
    public enum QualityPrioritization: Int, Sendable { case speed = 1, balanced = 2, quality = 3 }

    public override init() {}
    open var isLivePhotoCaptureEnabled = false
    open var isLivePhotoCaptureSupported: Bool { false }
    open var isHighResolutionCaptureEnabled = false
    open var maxPhotoQualityPrioritization = QualityPrioritization.balanced
    open var availablePhotoCodecTypes: [AVVideoCodecType] { [] }
    open var supportedFlashModes: [AVCaptureDevice.FlashMode] { [] }

    open func capturePhoto(with settings: AVCapturePhotoSettings, delegate: any AVCapturePhotoCaptureDelegate) {}
}

// MARK: The session

/// Connects inputs to outputs. It keeps what it is given; with no camera no input can be
/// added, so it never runs.
open class AVCaptureSession: NSObject, @unchecked Sendable {
    public struct Preset: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
        public static let vga640x480 = Preset(rawValue: "AVCaptureSessionPreset640x480")
        public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
        public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
        public static let hd4K3840x2160 = Preset(rawValue: "AVCaptureSessionPreset3840x2160")
        public static let inputPriority = Preset(rawValue: "AVCaptureSessionPresetInputPriority")
    }

    public override init() {}

    open var sessionPreset = Preset.high
    open private(set) var inputs: [AVCaptureInput] = []
    open private(set) var outputs: [AVCaptureOutput] = []
    open var connections: [AVCaptureConnection] { [] }
    /// False: with no input the session does not run.
    open private(set) var isRunning = false
    open var isInterrupted: Bool { false }
    /// How many `beginConfiguration()` calls are not yet committed.
    open private(set) var configurationDepth = 0

    open func canSetSessionPreset(_ preset: Preset) -> Bool { true }

    /// False: no input can be made here (a device input throws), so none can be taken.
    open func canAddInput(_ input: AVCaptureInput) -> Bool { false }
    open func addInput(_ input: AVCaptureInput) {}
    open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }

    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { !outputs.contains { $0 === output } }
    open func addOutput(_ output: AVCaptureOutput) {
        guard canAddOutput(output) else { return }
        outputs.append(output)
    }
    open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }

    open func beginConfiguration() { configurationDepth += 1 }
    open func commitConfiguration() { configurationDepth = max(0, configurationDepth - 1) }

    /// Nothing to run without an input: the session stays stopped.
    open func startRunning() {}
    open func stopRunning() { isRunning = false }
}

/// The camera's picture in a layer: no picture here. It keeps its session and gravity; its
/// frame is its view's when it is the view's layer, or what the app sets.
open class AVCaptureVideoPreviewLayer: CALayer, @unchecked Sendable {
    open var session: AVCaptureSession?
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    open var connection: AVCaptureConnection? { nil }

    public required init() { super.init() }

    public init(session: AVCaptureSession) {
        self.session = session
        super.init()
    }

    public init(sessionWithNoConnection session: AVCaptureSession) {
        self.session = session
        super.init()
    }

    /// Converting between the layer's and the capture's normalized coordinates; with no
    /// picture the layer's bounds stand for it.
    open func captureDevicePointConverted(fromLayerPoint pointInLayer: CGPoint) -> CGPoint {
        guard bounds.width > 0, bounds.height > 0 else { return .zero }
        return CGPoint(x: pointInLayer.x / bounds.width, y: pointInLayer.y / bounds.height)
    }

    open func layerPointConverted(fromCaptureDevicePoint captureDevicePointOfInterest: CGPoint) -> CGPoint {
        CGPoint(x: captureDevicePointOfInterest.x * bounds.width, y: captureDevicePointOfInterest.y * bounds.height)
    }

    open func transformedMetadataObject(for metadataObject: AVMetadataObject) -> AVMetadataObject? { metadataObject }
}
