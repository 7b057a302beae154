// The UIKit view that presents a scene (Apple: "SKView"). Presenting runs the scene's
// life-cycle calls; no frame is rendered, so the scene is never updated or drawn. In a
// `UIViewRepresentable` it takes the size offered, as any UIKit view with no intrinsic size.
import Foundation

open class SKView: UIView {
    open private(set) var scene: SKScene?
    open var isPaused = false
    open var showsFPS = false
    open var showsNodeCount = false
    open var showsDrawCount = false
    open var showsQuadCount = false
    open var showsPhysics = false
    open var showsFields = false
    open var ignoresSiblingOrder = false
    open var allowsTransparency = false
    open var shouldCullNonVisibleNodes = true
    open var isAsynchronous = true
    open var preferredFramesPerSecond = 60
    open weak var delegate: (any SKViewDelegate)?

    /// The view's frame; a scene in `.resizeFill` mode takes its size, as Apple's does.
    open override var frame: CGRect {
        didSet { resizeScene() }
    }

    /// Presents `scene`: the scene shown before is told `willMove(from:)`, the new one takes the
    /// view's size if it resizes to fill, and is told `didMove(to:)`.
    open func presentScene(_ scene: SKScene?) {
        if let old = self.scene, old !== scene {
            old.willMove(from: self)
            old.view = nil
        }
        self.scene = scene
        guard let scene else { return }
        scene.view = self
        resizeScene()
        scene.didMove(to: self)
    }

    /// Presents `scene` at once: a transition animates over time, and no time passes here.
    open func presentScene(_ scene: SKScene, transition: SKTransition) { presentScene(scene) }

    /// A texture of a node's rendering: nil, since nothing renders here.
    open func texture(from node: SKNode) -> SKTexture? { nil }
    open func texture(from node: SKNode, crop: CGRect) -> SKTexture? { nil }

    open func convert(_ point: CGPoint, to scene: SKScene) -> CGPoint { scene.convertPoint(fromView: point) }
    open func convert(_ point: CGPoint, from scene: SKScene) -> CGPoint { scene.convertPoint(toView: point) }

    private func resizeScene() {
        if let scene, scene.scaleMode == .resizeFill, bounds.size != .zero { scene.size = bounds.size }
    }
}

/// Whether a view renders a frame (Apple: "SKViewDelegate"); never asked, since none is rendered.
public protocol SKViewDelegate: AnyObject {
    func view(_ view: SKView, shouldRenderAtTime time: TimeInterval) -> Bool
}

extension SKViewDelegate {
    public func view(_ view: SKView, shouldRenderAtTime time: TimeInterval) -> Bool { true }
}

/// An animated change from one scene to the next (Apple: "SKTransition"): kept with its
/// duration; presenting with one changes scenes at once.
open class SKTransition {
    /// What the transition is, as its factory's name ("fade", "push"…).
    public let kind: String
    public let duration: TimeInterval
    open var pausesIncomingScene = true
    open var pausesOutgoingScene = true

    init(kind: String, duration: TimeInterval) {
        self.kind = kind
        self.duration = duration
    }

    open class func crossFade(withDuration sec: TimeInterval) -> SKTransition { SKTransition(kind: "crossFade", duration: sec) }
    open class func fade(withDuration sec: TimeInterval) -> SKTransition { SKTransition(kind: "fade", duration: sec) }
    open class func fade(with color: UIColor, duration sec: TimeInterval) -> SKTransition { SKTransition(kind: "fade", duration: sec) }
    open class func flipHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition(kind: "flipHorizontal", duration: sec) }
    open class func flipVertical(withDuration sec: TimeInterval) -> SKTransition { SKTransition(kind: "flipVertical", duration: sec) }
    open class func doorsOpenHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition(kind: "doorsOpenHorizontal", duration: sec) }
    open class func doorsOpenVertical(withDuration sec: TimeInterval) -> SKTransition { SKTransition(kind: "doorsOpenVertical", duration: sec) }
    open class func doorsCloseHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition(kind: "doorsCloseHorizontal", duration: sec) }
    open class func doorsCloseVertical(withDuration sec: TimeInterval) -> SKTransition { SKTransition(kind: "doorsCloseVertical", duration: sec) }
    open class func doorway(withDuration sec: TimeInterval) -> SKTransition { SKTransition(kind: "doorway", duration: sec) }
    open class func moveIn(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition { SKTransition(kind: "moveIn", duration: sec) }
    open class func push(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition { SKTransition(kind: "push", duration: sec) }
    open class func reveal(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition { SKTransition(kind: "reveal", duration: sec) }
}

public enum SKTransitionDirection: Int, Sendable {
    case up, down, right, left
}
