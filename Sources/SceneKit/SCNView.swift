// The UIKit view that would render a scene (Apple: "SCNView") and the renderer protocols
// (Apple: "SCNSceneRenderer", "SCNSceneRendererDelegate"). Nothing renders here: the view keeps
// its scene and settings, hit tests find nothing, and the delegate is never called. In a
// `UIViewRepresentable` it takes the size offered, as any UIKit view with no intrinsic size.
import Foundation

public enum SCNAntialiasingMode: UInt, Sendable {
    case none, multisampling2X, multisampling4X
}

public struct SCNDebugOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let showPhysicsShapes = SCNDebugOptions(rawValue: 1 << 0)
    public static let showBoundingBoxes = SCNDebugOptions(rawValue: 1 << 1)
    public static let showLightInfluences = SCNDebugOptions(rawValue: 1 << 2)
    public static let showLightExtents = SCNDebugOptions(rawValue: 1 << 3)
    public static let showPhysicsFields = SCNDebugOptions(rawValue: 1 << 4)
    public static let showWireframe = SCNDebugOptions(rawValue: 1 << 5)
    public static let renderAsWireframe = SCNDebugOptions(rawValue: 1 << 6)
    public static let showSkeletons = SCNDebugOptions(rawValue: 1 << 7)
    public static let showCreases = SCNDebugOptions(rawValue: 1 << 8)
    public static let showConstraints = SCNDebugOptions(rawValue: 1 << 9)
    public static let showCameras = SCNDebugOptions(rawValue: 1 << 10)
    public static let showFeaturePoints = SCNDebugOptions(rawValue: 1 << 30)
    public static let showWorldOrigin = SCNDebugOptions(rawValue: 1 << 31)
}

/// A node a hit test found (Apple: "SCNHitTestResult"); none is found here.
open class SCNHitTestResult {
    public let node: SCNNode
    public let worldCoordinates: SCNVector3
    init(node: SCNNode, worldCoordinates: SCNVector3) {
        self.node = node
        self.worldCoordinates = worldCoordinates
    }
}

public struct SCNHitTestOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let firstFoundOnly = SCNHitTestOption(rawValue: "firstFoundOnly")
    public static let searchMode = SCNHitTestOption(rawValue: "searchMode")
    public static let categoryBitMask = SCNHitTestOption(rawValue: "categoryBitMask")
    public static let boundingBoxOnly = SCNHitTestOption(rawValue: "boundingBoxOnly")
    public static let ignoreHiddenNodes = SCNHitTestOption(rawValue: "ignoreHiddenNodes")
    public static let rootNode = SCNHitTestOption(rawValue: "rootNode")
}

/// What renders a scene (Apple: "SCNSceneRenderer").
public protocol SCNSceneRenderer: AnyObject {
    var scene: SCNScene? { get set }
    var pointOfView: SCNNode? { get set }
    var autoenablesDefaultLighting: Bool { get set }
    var isPlaying: Bool { get set }
    var loops: Bool { get set }
    var showsStatistics: Bool { get set }
    var debugOptions: SCNDebugOptions { get set }
    var sceneTime: TimeInterval { get set }
    func hitTest(_ point: CGPoint, options: [SCNHitTestOption: Any]?) -> [SCNHitTestResult]
    func projectPoint(_ point: SCNVector3) -> SCNVector3
    func unprojectPoint(_ point: SCNVector3) -> SCNVector3
    func isNode(_ node: SCNNode, insideFrustumOf pointOfView: SCNNode) -> Bool
}

/// Told about each frame a renderer draws; no frame is drawn here, so never called. Every
/// method optional.
public protocol SCNSceneRendererDelegate: AnyObject {
    func renderer(_ renderer: any SCNSceneRenderer, updateAtTime time: TimeInterval)
    func renderer(_ renderer: any SCNSceneRenderer, didApplyAnimationsAtTime time: TimeInterval)
    func renderer(_ renderer: any SCNSceneRenderer, didSimulatePhysicsAtTime time: TimeInterval)
    func renderer(_ renderer: any SCNSceneRenderer, didApplyConstraintsAtTime time: TimeInterval)
    func renderer(_ renderer: any SCNSceneRenderer, willRenderScene scene: SCNScene, atTime time: TimeInterval)
    func renderer(_ renderer: any SCNSceneRenderer, didRenderScene scene: SCNScene, atTime time: TimeInterval)
}

extension SCNSceneRendererDelegate {
    public func renderer(_ renderer: any SCNSceneRenderer, updateAtTime time: TimeInterval) {}
    public func renderer(_ renderer: any SCNSceneRenderer, didApplyAnimationsAtTime time: TimeInterval) {}
    public func renderer(_ renderer: any SCNSceneRenderer, didSimulatePhysicsAtTime time: TimeInterval) {}
    public func renderer(_ renderer: any SCNSceneRenderer, didApplyConstraintsAtTime time: TimeInterval) {}
    public func renderer(_ renderer: any SCNSceneRenderer, willRenderScene scene: SCNScene, atTime time: TimeInterval) {}
    public func renderer(_ renderer: any SCNSceneRenderer, didRenderScene scene: SCNScene, atTime time: TimeInterval) {}
}

/// The camera a view's user moves when `allowsCameraControl` is on (Apple: "SCNCameraController").
open class SCNCameraController {
    open var pointOfView: SCNNode?
    open var target = SCNVector3Zero
    open var automaticTarget = false
    open var inertiaEnabled = false
    public init() {}
}

open class SCNView: UIView, SCNSceneRenderer {
    public struct Option: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let preferredRenderingAPI = Option(rawValue: "SCNPreferredRenderingAPIKey")
        public static let preferredDevice = Option(rawValue: "SCNPreferredDeviceKey")
        public static let preferLowPowerDevice = Option(rawValue: "SCNPreferLowPowerDeviceKey")
    }

    open var scene: SCNScene?
    open var pointOfView: SCNNode?
    open var allowsCameraControl = false
    open var autoenablesDefaultLighting = false
    open var showsStatistics = false
    open var isPlaying = false
    open var loops = false
    open var rendersContinuously = false
    open var isJitteringEnabled = false
    open var isTemporalAntialiasingEnabled = false
    open var preferredFramesPerSecond = 60
    open var antialiasingMode: SCNAntialiasingMode = .multisampling4X
    open var debugOptions: SCNDebugOptions = []
    open var sceneTime: TimeInterval = 0
    open weak var delegate: (any SCNSceneRendererDelegate)?
    public let defaultCameraController = SCNCameraController()

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// The rendering options choose a GPU: accepted, as there is none.
    public convenience init(frame: CGRect, options: [String: Any]? = nil) {
        self.init(frame: frame)
    }

    /// A hit test needs a rendered frame: nothing is hit.
    open func hitTest(_ point: CGPoint, options: [SCNHitTestOption: Any]? = nil) -> [SCNHitTestResult] { [] }

    /// `point` in the scene's world, projected into the view: x and y in points (y down), z the
    /// depth from 0 (near) to 1 (far), through the point of view's perspective camera (SceneKit's
    /// defaults for a view without one: a camera at the origin looking down -z).
    open func projectPoint(_ point: SCNVector3) -> SCNVector3 {
        let clip = projection * viewMatrix * simd_float4(simd_float3(point), 1)
        let ndc = simd_make_float3(clip) / clip.w
        return SCNVector3(Float(bounds.width) * (ndc.x + 1) / 2, Float(bounds.height) * (1 - ndc.y) / 2, (ndc.z + 1) / 2)
    }

    open func unprojectPoint(_ point: SCNVector3) -> SCNVector3 {
        let ndc = simd_float4(2 * point.x / Float(bounds.width) - 1, 1 - 2 * point.y / Float(bounds.height), 2 * point.z - 1, 1)
        let world = (projection * viewMatrix).inverse * ndc
        return SCNVector3(simd_make_float3(world) / world.w)
    }

    open func isNode(_ node: SCNNode, insideFrustumOf pointOfView: SCNNode) -> Bool {
        let p = projectPoint(node.worldPosition)
        return p.z >= 0 && p.z <= 1 && p.x >= 0 && p.x <= Float(bounds.width) && p.y >= 0 && p.y <= Float(bounds.height)
    }

    /// A picture of the view: blank, its size, since nothing is drawn.
    open func snapshot() -> UIImage {
        UIGraphicsImageRenderer(size: bounds.size).image { _ in }
    }

    open func play(_ sender: Any?) { isPlaying = true }
    open func pause(_ sender: Any?) { isPlaying = false }
    open func stop(_ sender: Any?) { isPlaying = false }

    private var viewMatrix: simd_float4x4 { (pointOfView?.simdWorldTransform ?? matrix_identity_float4x4).inverse }

    private var projection: simd_float4x4 {
        let camera = pointOfView?.camera ?? SCNCamera()
        let near = Float(camera.zNear), far = Float(camera.zFar)
        let aspect = bounds.height == 0 ? 1 : Float(bounds.width / bounds.height)
        let f = 1 / tan(Float(camera.fieldOfView) * .pi / 360)
        return simd_float4x4(simd_float4(f / aspect, 0, 0, 0), simd_float4(0, f, 0, 0),
                             simd_float4(0, 0, (far + near) / (near - far), -1), simd_float4(0, 0, 2 * far * near / (near - far), 0))
    }
}

/// Custom rendering passes (Apple: "SCNTechnique"), kept as their definition.
open class SCNTechnique {
    public let dictionary: [String: Any]
    public init?(dictionary: [String: Any]) { self.dictionary = dictionary }
}
