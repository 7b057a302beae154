// Physics bodies and the world they would live in (Apple: "SCNPhysicsBody", "SCNPhysicsWorld"):
// kept as set; the world never steps, so no body moves and no contact is reported.
import Foundation

public enum SCNPhysicsBodyType: Int, Sendable {
    case `static`, dynamic, kinematic
}

/// A body's collision shape (Apple: "SCNPhysicsShape"), kept with what it was made from.
open class SCNPhysicsShape {
    public struct Option: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let type = Option(rawValue: "SCNPhysicsShapeTypeKey")
        public static let keepAsCompound = Option(rawValue: "SCNPhysicsShapeKeepAsCompoundKey")
        public static let scale = Option(rawValue: "SCNPhysicsShapeScaleKey")
        public static let collisionMargin = Option(rawValue: "SCNPhysicsShapeCollisionMarginKey")
    }

    public struct ShapeType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let boundingBox = ShapeType(rawValue: "boundingBox")
        public static let convexHull = ShapeType(rawValue: "convexHull")
        public static let concavePolyhedron = ShapeType(rawValue: "concavePolyhedron")
    }

    public let sourceObject: Any?
    public init(geometry: SCNGeometry, options: [Option: Any]? = nil) { sourceObject = geometry }
    public init(node: SCNNode, options: [Option: Any]? = nil) { sourceObject = node }
    public init(shapes: [SCNPhysicsShape], transforms: [NSValue]?) { sourceObject = shapes }
}

open class SCNPhysicsBody {
    open var type: SCNPhysicsBodyType
    public let physicsShape: SCNPhysicsShape?
    open var mass: CGFloat
    open var friction: CGFloat = 0.5
    open var restitution: CGFloat = 0.5
    open var rollingFriction: CGFloat = 0
    open var damping: CGFloat = 0.1
    open var angularDamping: CGFloat = 0.1
    open var charge: CGFloat = 0
    open var isAffectedByGravity = true
    open var allowsResting = true
    open var categoryBitMask: Int
    open var collisionBitMask = -1
    open var contactTestBitMask = 0
    open var velocity = SCNVector3Zero
    open var angularVelocity = SCNVector4Zero
    open var velocityFactor = SCNVector3(1, 1, 1)
    open var angularVelocityFactor = SCNVector3(1, 1, 1)
    open var usesDefaultMomentOfInertia = true
    open var continuousCollisionDetectionThreshold: CGFloat = 0

    /// Apple's defaults: a dynamic body weighs 1, the others 0; static bodies are in the static
    /// category (2), the others in the default one (1).
    public required init(type: SCNPhysicsBodyType, shape: SCNPhysicsShape?) {
        self.type = type
        physicsShape = shape
        mass = type == .dynamic ? 1 : 0
        categoryBitMask = type == .static ? 2 : 1
    }

    open class func `static`() -> Self { Self(type: .static, shape: nil) }
    open class func dynamic() -> Self { Self(type: .dynamic, shape: nil) }
    open class func kinematic() -> Self { Self(type: .kinematic, shape: nil) }

    // Forces act over the simulation's steps, which never come: accepted, not applied.
    open func applyForce(_ direction: SCNVector3, asImpulse impulse: Bool) {}
    open func applyForce(_ direction: SCNVector3, at position: SCNVector3, asImpulse impulse: Bool) {}
    open func applyTorque(_ torque: SCNVector4, asImpulse impulse: Bool) {}
    open func clearAllForces() {}
    open func resetTransform() {}
}

/// Two bodies touching (Apple: "SCNPhysicsContact"); made by the simulation, so never here.
open class SCNPhysicsContact {
    open private(set) var nodeA: SCNNode
    open private(set) var nodeB: SCNNode
    open private(set) var contactPoint = SCNVector3Zero
    open private(set) var contactNormal = SCNVector3Zero
    open private(set) var collisionImpulse: CGFloat = 0
    open private(set) var penetrationDistance: CGFloat = 0

    init(nodeA: SCNNode, nodeB: SCNNode) {
        self.nodeA = nodeA
        self.nodeB = nodeB
    }
}

/// Told when contacts begin, update and end; never called here. Every method optional.
public protocol SCNPhysicsContactDelegate: AnyObject {
    func physicsWorld(_ world: SCNPhysicsWorld, didBegin contact: SCNPhysicsContact)
    func physicsWorld(_ world: SCNPhysicsWorld, didUpdate contact: SCNPhysicsContact)
    func physicsWorld(_ world: SCNPhysicsWorld, didEnd contact: SCNPhysicsContact)
}

extension SCNPhysicsContactDelegate {
    public func physicsWorld(_ world: SCNPhysicsWorld, didBegin contact: SCNPhysicsContact) {}
    public func physicsWorld(_ world: SCNPhysicsWorld, didUpdate contact: SCNPhysicsContact) {}
    public func physicsWorld(_ world: SCNPhysicsWorld, didEnd contact: SCNPhysicsContact) {}
}

open class SCNPhysicsWorld {
    /// Apple's default: (0, -9.8, 0) metres per second squared.
    open var gravity = SCNVector3(0, -9.8, 0)
    open var speed: CGFloat = 1
    open var timeStep: TimeInterval = 1.0 / 60
    open weak var contactDelegate: (any SCNPhysicsContactDelegate)?

    init() {}

    /// Ray and contact tests need a simulated world: none is hit.
    open func rayTestWithSegment(from origin: SCNVector3, to dest: SCNVector3, options: [String: Any]? = nil) -> [Any] { [] }
    open func contactTest(with body: SCNPhysicsBody, options: [String: Any]? = nil) -> [SCNPhysicsContact] { [] }
    open func contactTestBetween(_ bodyA: SCNPhysicsBody, _ bodyB: SCNPhysicsBody, options: [String: Any]? = nil) -> [SCNPhysicsContact] { [] }
    open func updateCollisionPairs() {}
}
