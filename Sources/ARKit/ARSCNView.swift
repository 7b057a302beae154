// The SceneKit view that shows a session's camera feed with a scene over it (Apple:
// "ARSCNView"). An `SCNView` here: it keeps its scene, and its session fails to run (no camera).
// Its `delegate` is `SCNView`'s, typed as a renderer delegate (Swift cannot narrow a stored
// property's type in a subclass as Objective-C does); an `ARSCNViewDelegate` set there is told
// the session's failure.
import Foundation

open class ARSCNView: SCNView {
    open var session = ARSession() {
        didSet { session.view = self }
    }
    open var automaticallyUpdatesLighting = true
    open var rendersCameraGrain = true
    open var rendersMotionBlur = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        session.view = self
    }

    /// The anchor a node stands for: none, since no anchor is ever detected and given a node.
    open func anchor(for node: SCNNode) -> ARAnchor? { nil }
    open func node(for anchor: ARAnchor) -> SCNNode? { nil }

    /// A query through a point of the view: nil, since there is no camera frame to cast from.
    open func raycastQuery(from point: CGPoint, allowing target: ARRaycastQuery.Target,
                           alignment: ARRaycastQuery.TargetAlignment) -> ARRaycastQuery? {
        session.currentFrame?.raycastQuery(from: point, allowing: target, alignment: alignment)
    }

    open func unprojectPoint(_ point: CGPoint, ontoPlane planeTransform: simd_float4x4) -> simd_float3? { nil }
}

/// An AR SceneKit view's delegate (Apple: "ARSCNViewDelegate"): the renderer's calls, the
/// session's, and the anchors' nodes; every method optional. Only the session's failure is ever
/// told here.
public protocol ARSCNViewDelegate: SCNSceneRendererDelegate, ARSessionObserver {
    func renderer(_ renderer: any SCNSceneRenderer, nodeFor anchor: ARAnchor) -> SCNNode?
    func renderer(_ renderer: any SCNSceneRenderer, didAdd node: SCNNode, for anchor: ARAnchor)
    func renderer(_ renderer: any SCNSceneRenderer, willUpdate node: SCNNode, for anchor: ARAnchor)
    func renderer(_ renderer: any SCNSceneRenderer, didUpdate node: SCNNode, for anchor: ARAnchor)
    func renderer(_ renderer: any SCNSceneRenderer, didRemove node: SCNNode, for anchor: ARAnchor)
}

extension ARSCNViewDelegate {
    public func renderer(_ renderer: any SCNSceneRenderer, nodeFor anchor: ARAnchor) -> SCNNode? { SCNNode() }
    public func renderer(_ renderer: any SCNSceneRenderer, didAdd node: SCNNode, for anchor: ARAnchor) {}
    public func renderer(_ renderer: any SCNSceneRenderer, willUpdate node: SCNNode, for anchor: ARAnchor) {}
    public func renderer(_ renderer: any SCNSceneRenderer, didUpdate node: SCNNode, for anchor: ARAnchor) {}
    public func renderer(_ renderer: any SCNSceneRenderer, didRemove node: SCNNode, for anchor: ARAnchor) {}
}

/// The SpriteKit view of a session (Apple: "ARSKView"), an `SKView` whose session fails as
/// `ARSCNView`'s does.
open class ARSKView: SKView {
    open var session = ARSession()
    open func anchor(for node: SKNode) -> ARAnchor? { nil }
    open func node(for anchor: ARAnchor) -> SKNode? { nil }
}

/// The overlay that coaches the user to find a surface (Apple: "ARCoachingOverlayView"): a UIKit
/// view, kept; with no session running it never activates.
open class ARCoachingOverlayView: UIView {
    public enum Goal: Int, Sendable {
        case tracking, horizontalPlane, verticalPlane, anyPlane, geoTracking
    }

    open var session: ARSession?
    open var goal: Goal = .tracking
    open var activatesAutomatically = true
    open private(set) var isActive = false
    open func setActive(_ active: Bool, animated: Bool) { isActive = active }
}
