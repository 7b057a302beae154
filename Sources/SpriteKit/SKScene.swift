// The root of a node tree that a view presents (Apple: "SKScene"). Its life-cycle calls that
// need no clock are made as Apple's makes them (`sceneDidLoad` on creation, `didMove(to:)` and
// `willMove(from:)` when a view presents it or another scene); the per-frame ones (`update(_:)`,
// `didEvaluateActions`, `didSimulatePhysics`…) never are: no frame is ever rendered here.
import Foundation

/// How a scene is fitted into its view (Apple: "SKSceneScaleMode").
public enum SKSceneScaleMode: Int, Sendable {
    case fill, aspectFill, aspectFit, resizeFill
}

/// The scene's per-frame hooks, for an object other than the scene (Apple: "SKSceneDelegate");
/// never called here, every method optional.
public protocol SKSceneDelegate: AnyObject {
    func update(_ currentTime: TimeInterval, for scene: SKScene)
    func didEvaluateActions(for scene: SKScene)
    func didSimulatePhysics(for scene: SKScene)
    func didApplyConstraints(for scene: SKScene)
    func didFinishUpdate(for scene: SKScene)
}

extension SKSceneDelegate {
    public func update(_ currentTime: TimeInterval, for scene: SKScene) {}
    public func didEvaluateActions(for scene: SKScene) {}
    public func didSimulatePhysics(for scene: SKScene) {}
    public func didApplyConstraints(for scene: SKScene) {}
    public func didFinishUpdate(for scene: SKScene) {}
}

open class SKScene: SKEffectNode {
    /// The scene's size in points; `didChangeSize(_:)` is told the old one when it changes.
    open var size: CGSize {
        didSet { if size != oldValue { didChangeSize(oldValue) } }
    }
    open var scaleMode: SKSceneScaleMode = .fill
    /// Apple's default: a dark grey (0.15, 0.15, 0.15).
    open var backgroundColor: SKColor = SKColor(red: 0.15, green: 0.15, blue: 0.15, alpha: 1)
    /// Where the scene's origin sits in its view, as a fraction of the view: bottom left (0, 0).
    open var anchorPoint = CGPoint.zero
    open var camera: SKCameraNode?
    open weak var delegate: (any SKSceneDelegate)?
    open var listener: SKNode?
    public let physicsWorld = SKPhysicsWorld()
    /// The view presenting the scene, set by `SKView.presentScene`.
    open internal(set) weak var view: SKView?
    /// The view a SwiftUI `SpriteView` made to present the scene, kept alive by it, as the
    /// representable's view would be by SwiftUI.
    var spriteViewHost: SKView?

    public init(size: CGSize) {
        self.size = size
        super.init()
        sceneDidLoad()
    }

    public override convenience init() {
        self.init(size: .zero)
    }

    public required init?(coder aDecoder: NSCoder) {
        size = .zero
        super.init(coder: aDecoder)
    }

    /// The scene's own frame: its size, placed by its anchor point.
    open override var frame: CGRect {
        CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
    }

    open func sceneDidLoad() {}
    open func didMove(to view: SKView) {}
    open func willMove(from view: SKView) {}
    open func didChangeSize(_ oldSize: CGSize) {}
    open func update(_ currentTime: TimeInterval) {}
    open func didEvaluateActions() {}
    open func didSimulatePhysics() {}
    open func didApplyConstraints() {}
    open func didFinishUpdate() {}

    /// `point`, in the view's coordinates (y down), in the scene's (y up), for the scale modes
    /// that fill the view (`.fill`, `.resizeFill`; the aspect modes are taken as `.fill`).
    open func convertPoint(fromView point: CGPoint) -> CGPoint {
        guard let view, view.bounds.width > 0, view.bounds.height > 0 else { return point }
        let sx = size.width / view.bounds.width, sy = size.height / view.bounds.height
        return CGPoint(x: point.x * sx - anchorPoint.x * size.width,
                       y: (view.bounds.height - point.y) * sy - anchorPoint.y * size.height)
    }

    open func convertPoint(toView point: CGPoint) -> CGPoint {
        guard let view, size.width > 0, size.height > 0 else { return point }
        let sx = view.bounds.width / size.width, sy = view.bounds.height / size.height
        return CGPoint(x: (point.x + anchorPoint.x * size.width) * sx,
                       y: view.bounds.height - (point.y + anchorPoint.y * size.height) * sy)
    }
}

/// A node that would render its children through a Core Image filter (Apple: "SKEffectNode"):
/// the filter is kept, never applied.
open class SKEffectNode: SKNode {
    open var filter: CIFilter?
    open var shouldEnableEffects = false
    open var shouldRasterize = false
    open var shouldCenterFilter = true
    open var blendMode: SKBlendMode = .alpha
}

/// A node that keeps only its children's pixels under a mask (Apple: "SKCropNode"); kept, never
/// drawn.
open class SKCropNode: SKNode {
    open var maskNode: SKNode?
}

/// The node a scene's view is seen from (Apple: "SKCameraNode").
open class SKCameraNode: SKNode {
    /// Whether `node` is in the camera's view: a node of its scene whose frame meets the
    /// scene's size around the camera's position.
    open func contains(_ node: SKNode) -> Bool {
        guard let scene, node.scene === scene else { return false }
        let visible = CGRect(x: position.x - scene.size.width * xScale / 2, y: position.y - scene.size.height * yScale / 2,
                             width: scene.size.width * xScale, height: scene.size.height * yScale)
        return visible.intersects(scene.convertFrame(of: node))
    }

    open func containedNodeSet() -> Set<SKNode> {
        guard let scene else { return [] }
        return Set(scene[ "//*" ].filter { contains($0) })
    }
}

/// How a node's colours combine with what is behind it (Apple: "SKBlendMode").
public enum SKBlendMode: Int, Sendable {
    case alpha, add, subtract, multiply, multiplyX2, screen, replace, multiplyAlpha
}
