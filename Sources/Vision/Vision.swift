// The `Vision` module for Linux, where Apple's framework does not exist: the requests SwiftUI apps
// make most (recognizing text, detecting faces, classifying an image, running a Core ML model) and
// the handler that performs them. Vision's requests run Apple's on-device models, which a Linux
// machine does not have, and a `CGImage` here holds no pixels (Sources/CoreGraphics): so
// performing a request fails as on a device that cannot run it. `perform(_:)` calls each request's
// completion handler with the error, leaves its results nil, and throws `VNError.Code.unsupportedRequest`
// (docs/supported-api.md, "Vision, CoreML and PDFKit"). Depend on it for Linux only.
@_exported import CoreGraphics
@_exported import CoreML
@_exported import Foundation
@_exported import ImageIO

public let VNErrorDomain = "com.apple.Vision"

/// Vision's error codes (Apple's raw values, "VNErrorCode"); errors are thrown as `NSError`s of
/// `VNErrorDomain` with these codes.
public struct VNError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case ok = 0, requestCancelled = 1, invalidFormat = 2, operationFailed = 3, outOfBoundsError = 4, invalidOption = 5
        case ioError = 6, missingOption = 7, notImplemented = 8, internalError = 9, outOfMemory = 10, unknownError = 11
        case invalidOperation = 12, invalidImage = 13, invalidArgument = 14, invalidModel = 15, unsupportedRevision = 16
        case dataUnavailable = 17, timeStampNotFound = 18, unsupportedRequest = 19, timeout = 20
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    static func nsError(_ code: Code, _ description: String) -> NSError {
        NSError(domain: VNErrorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: description])
    }
}

public typealias VNRequestCompletionHandler = (VNRequest, (any Error)?) -> Void
public typealias VNConfidence = Float

/// What a request found.
open class VNObservation: NSObject, @unchecked Sendable {
    open var uuid = UUID()
    open var confidence: VNConfidence = 0
}

/// A region of the image, in normalized coordinates (0 to 1, origin at the bottom left).
open class VNDetectedObjectObservation: VNObservation, @unchecked Sendable {
    open var boundingBox: CGRect = .zero
}

open class VNRectangleObservation: VNDetectedObjectObservation, @unchecked Sendable {
    open var topLeft: CGPoint = .zero
    open var topRight: CGPoint = .zero
    open var bottomLeft: CGPoint = .zero
    open var bottomRight: CGPoint = .zero
}

/// One candidate string of a text observation.
open class VNRecognizedText: NSObject, @unchecked Sendable {
    open private(set) var string: String
    open private(set) var confidence: VNConfidence

    public init(string: String, confidence: VNConfidence) {
        self.string = string
        self.confidence = confidence
    }
}

open class VNRecognizedTextObservation: VNRectangleObservation, @unchecked Sendable {
    var candidates: [VNRecognizedText] = []
    /// The best `maxCandidateCount` strings, best first (Apple allows at most 10).
    open func topCandidates(_ maxCandidateCount: Int) -> [VNRecognizedText] {
        Array(candidates.prefix(min(max(maxCandidateCount, 0), 10)))
    }
}

open class VNFaceObservation: VNDetectedObjectObservation, @unchecked Sendable {
    open var roll: NSNumber?
    open var yaw: NSNumber?
    open var pitch: NSNumber?
}

open class VNClassificationObservation: VNObservation, @unchecked Sendable {
    open var identifier = ""
}

open class VNCoreMLFeatureValueObservation: VNObservation, @unchecked Sendable {
    open var featureName = ""
}

/// An image-analysis request. Its results are nil until it is performed successfully, which it
/// never is here.
open class VNRequest: NSObject, @unchecked Sendable {
    open private(set) var completionHandler: VNRequestCompletionHandler?
    /// Every request's results. Apple's subclasses narrow the type (a text request's are
    /// `[VNRecognizedTextObservation]`), which Swift cannot do by overriding a property; those
    /// requests answer through `VNTypedResultsRequest` instead, and this one gives way to it.
    @_disfavoredOverload
    open internal(set) var results: [VNObservation]?
    open var revision = 1
    open var usesCPUOnly = false
    open var preferBackgroundProcessing = false

    public override init() {}

    public init(completionHandler: VNRequestCompletionHandler?) {
        self.completionHandler = completionHandler
    }

    open func cancel() {}

    /// What a device that cannot run the request answers.
    var failure: NSError {
        VNError.nsError(.unsupportedRequest, "\(type(of: self)) cannot be performed: Vision's models are not available on this device")
    }
}

open class VNImageBasedRequest: VNRequest, @unchecked Sendable {
    /// The region analyzed, normalized (the whole image by default).
    open var regionOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
}

/// Apple's recognition levels (raw values: accurate 0, fast 1).
public enum VNRequestTextRecognitionLevel: Int, Sendable {
    case accurate = 0, fast = 1
}

open class VNRecognizeTextRequest: VNImageBasedRequest, @unchecked Sendable {
    open var recognitionLevel = VNRequestTextRecognitionLevel.accurate
    open var recognitionLanguages = ["en-US"]
    open var usesLanguageCorrection = true
    open var automaticallyDetectsLanguage = false
    open var customWords: [String] = []
    /// The smallest text height, as a fraction of the image height (0: no minimum).
    open var minimumTextHeight: Float = 0

    /// The languages Apple's model reads; none can be read here.
    open func supportedRecognitionLanguages() throws -> [String] { [] }
    open class var supportedRevisions: IndexSet { IndexSet() }
}

open class VNDetectFaceRectanglesRequest: VNImageBasedRequest, @unchecked Sendable {}

open class VNDetectFaceLandmarksRequest: VNImageBasedRequest, @unchecked Sendable {}

open class VNClassifyImageRequest: VNImageBasedRequest, @unchecked Sendable {
    /// The labels Apple's classifier knows; none here, as there is no classifier.
    open func supportedIdentifiers() throws -> [String] { [] }
}

open class VNDetectRectanglesRequest: VNImageBasedRequest, @unchecked Sendable {
    open var maximumObservations = 1
    open var minimumConfidence: VNConfidence = 0
}

open class VNDetectBarcodesRequest: VNImageBasedRequest, @unchecked Sendable {}

/// A request whose results have a narrower type than `VNObservation`, as Apple's SDK declares
/// them (`VNRecognizeTextRequest.results: [VNRecognizedTextObservation]?`, Vision's headers):
/// `request.results` on such a request is typed, so `results.first?.topCandidates(1)` compiles.
public protocol VNTypedResultsRequest: VNRequest {
    associatedtype Observation: VNObservation
}

extension VNTypedResultsRequest {
    public var results: [Observation]? { (self as VNRequest).results?.compactMap { $0 as? Observation } }
}

extension VNRecognizeTextRequest: VNTypedResultsRequest { public typealias Observation = VNRecognizedTextObservation }
extension VNDetectFaceRectanglesRequest: VNTypedResultsRequest { public typealias Observation = VNFaceObservation }
extension VNDetectFaceLandmarksRequest: VNTypedResultsRequest { public typealias Observation = VNFaceObservation }
extension VNClassifyImageRequest: VNTypedResultsRequest { public typealias Observation = VNClassificationObservation }
extension VNDetectRectanglesRequest: VNTypedResultsRequest { public typealias Observation = VNRectangleObservation }

/// A Core ML model for Vision's requests. Apple's fails for a model whose inputs are not an image;
/// no model loads here (Sources/CoreML), so there is never one to wrap.
open class VNCoreMLModel: NSObject, @unchecked Sendable {
    public let model: MLModel

    public init(for model: MLModel) throws {
        self.model = model
    }
}

public enum VNImageCropAndScaleOption: UInt, Sendable {
    case centerCrop = 0, scaleFit = 1, scaleFill = 2
}

open class VNCoreMLRequest: VNImageBasedRequest, @unchecked Sendable {
    public let model: VNCoreMLModel
    open var imageCropAndScaleOption = VNImageCropAndScaleOption.centerCrop

    public init(model: VNCoreMLModel) {
        self.model = model
        super.init()
    }

    public init(model: VNCoreMLModel, completionHandler: VNRequestCompletionHandler?) {
        self.model = model
        super.init(completionHandler: completionHandler)
    }
}

/// The options keys of a handler (none is read).
public struct VNImageOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let properties = VNImageOption(rawValue: "VNImageOptionProperties")
    public static let cameraIntrinsics = VNImageOption(rawValue: "VNImageOptionCameraIntrinsics")
    public static let ciContext = VNImageOption(rawValue: "VNImageOptionCIContext")
}

/// Performs requests on one image.
open class VNImageRequestHandler: NSObject, @unchecked Sendable {
    enum Source {
        case image(CGImage)
        case url(URL)
        case data(Data)
    }

    let source: Source

    public init(cgImage image: CGImage, options: [VNImageOption: Any] = [:]) {
        source = .image(image)
    }

    public init(cgImage image: CGImage, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {
        source = .image(image)
    }

    public init(url imageURL: URL, options: [VNImageOption: Any] = [:]) {
        source = .url(imageURL)
    }

    public init(url imageURL: URL, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {
        source = .url(imageURL)
    }

    public init(data imageData: Data, options: [VNImageOption: Any] = [:]) {
        source = .data(imageData)
    }

    public init(data imageData: Data, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {
        source = .data(imageData)
    }

    /// Performs the requests in order. An image file that cannot be read fails with an I/O error;
    /// otherwise each request fails as unsupported:
    /// its completion handler is called with the error, its results stay nil, and the first
    /// failure is thrown.
    open func perform(_ requests: [VNRequest]) throws {
        var firstError: NSError?
        let unreadable: NSError? = switch source {
        case .url(let url) where !FileManager.default.isReadableFile(atPath: url.path):
            VNError.nsError(.ioError, "Could not read the image at \(url.path)")
        default:
            nil
        }
        for request in requests {
            let error = unreadable ?? request.failure
            request.results = nil
            request.completionHandler?(request, error)
            if firstError == nil { firstError = error }
        }
        if let firstError { throw firstError }
    }
}
