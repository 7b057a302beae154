// What a session tracks (Apple: "ARConfiguration" and its subclasses). No configuration is
// supported here: ARKit needs a camera and motion sensors, which this machine lacks.
import Foundation

open class ARConfiguration {
    /// The world's axes (Apple: "ARConfiguration.WorldAlignment").
    public enum WorldAlignment: Int, Sendable {
        case gravity, gravityAndHeading, camera
    }

    /// A camera's video format; none is available here.
    open class VideoFormat: Hashable, @unchecked Sendable {
        public let imageResolution: CGSize
        public let framesPerSecond: Int
        init(imageResolution: CGSize, framesPerSecond: Int) {
            self.imageResolution = imageResolution
            self.framesPerSecond = framesPerSecond
        }
        public static func == (a: VideoFormat, b: VideoFormat) -> Bool { a === b }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    public struct FrameSemantics: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let personSegmentation = FrameSemantics(rawValue: 1 << 0)
        public static let personSegmentationWithDepth = FrameSemantics(rawValue: 1 << 1)
        public static let bodyDetection = FrameSemantics(rawValue: 1 << 2)
        public static let sceneDepth = FrameSemantics(rawValue: 1 << 3)
        public static let smoothedSceneDepth = FrameSemantics(rawValue: 1 << 4)
    }

    /// False: this machine has no camera or motion sensors (Apple: check before running).
    open class var isSupported: Bool { false }
    open class var supportedVideoFormats: [VideoFormat] { [] }
    open class func supportsFrameSemantics(_ frameSemantics: FrameSemantics) -> Bool { false }

    open var worldAlignment: WorldAlignment = .gravity
    open var isLightEstimationEnabled = true
    open var providesAudioData = false
    open var frameSemantics: FrameSemantics = []
    open var videoFormat = VideoFormat(imageResolution: CGSize(width: 1920, height: 1440), framesPerSecond: 60)
    open var videoHDRAllowed = false

    public init() {}
}

/// Six-degree tracking of the device in the world (Apple: "ARWorldTrackingConfiguration").
open class ARWorldTrackingConfiguration: ARConfiguration {
    public struct PlaneDetection: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let horizontal = PlaneDetection(rawValue: 1 << 0)
        public static let vertical = PlaneDetection(rawValue: 1 << 1)
    }

    public enum EnvironmentTexturing: Int, Sendable {
        case none, manual, automatic
    }

    public enum SceneReconstruction: Int, Sendable {
        case mesh = 1, meshWithClassification = 3
    }

    open var planeDetection: PlaneDetection = []
    open var environmentTexturing: EnvironmentTexturing = .none
    open var wantsHDREnvironmentTextures = true
    open var isAutoFocusEnabled = true
    open var isCollaborationEnabled = false
    open var userFaceTrackingEnabled = false
    open var appClipCodeTrackingEnabled = false
    open var maximumNumberOfTrackedImages = 0
    open var detectionImages: Set<ARReferenceImage>! = []
    open var automaticImageScaleEstimationEnabled = false
    open var initialWorldMap: ARWorldMap?
    open var sceneReconstruction: SceneReconstruction?

    open class func supportsSceneReconstruction(_ sceneReconstruction: SceneReconstruction) -> Bool { false }
    open class var supportsUserFaceTracking: Bool { false }
    open class var supportsAppClipCodeTracking: Bool { false }
}

/// Tracking of the user's face by the front camera (Apple: "ARFaceTrackingConfiguration").
open class ARFaceTrackingConfiguration: ARConfiguration {
    open var maximumNumberOfTrackedFaces = 1
    open var isWorldTrackingEnabled = false
    open class var supportedNumberOfTrackedFaces: Int { 0 }
    open class var supportsWorldTracking: Bool { false }
}

open class ARImageTrackingConfiguration: ARConfiguration {
    open var trackingImages: Set<ARReferenceImage> = []
    open var maximumNumberOfTrackedImages = 0
    open var isAutoFocusEnabled = true
}

open class AROrientationTrackingConfiguration: ARConfiguration {
    open var isAutoFocusEnabled = true
}

open class ARPositionalTrackingConfiguration: ARConfiguration {
    open var planeDetection: ARWorldTrackingConfiguration.PlaneDetection = []
}

open class ARBodyTrackingConfiguration: ARConfiguration {
    open var planeDetection: ARWorldTrackingConfiguration.PlaneDetection = []
    open var automaticSkeletonScaleEstimationEnabled = false
}

/// An image to find in the camera feed (Apple: "ARReferenceImage"); none can be found here.
open class ARReferenceImage: Hashable, @unchecked Sendable {
    open var name: String?
    public let physicalSize: CGSize

    public init(_ image: CGImage, orientation: CGImagePropertyOrientation, physicalWidth: CGFloat) {
        physicalSize = CGSize(width: physicalWidth, height: physicalWidth * CGFloat(image.height) / CGFloat(max(image.width, 1)))
    }

    /// The images of an AR resource group in the asset catalog: none is compiled here, so nil.
    open class func referenceImages(inGroupNamed name: String, bundle: Bundle?) -> Set<ARReferenceImage>? { nil }

    public static func == (a: ARReferenceImage, b: ARReferenceImage) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A saved map of a tracked space (Apple: "ARWorldMap"); no session makes one here.
open class ARWorldMap: @unchecked Sendable {
    public let anchors: [ARAnchor]
    public let center: simd_float3
    public let extent: simd_float3
    init(anchors: [ARAnchor]) {
        self.anchors = anchors
        center = .zero
        extent = .zero
    }
}
