// Physics bodies, the world they would live in, and contacts (Apple: "SKPhysicsBody",
// "SKPhysicsWorld", "SKPhysicsContact"). Kept as the app sets them; the world never steps, so no
// body moves, no contact begins and the contact delegate is never called.
import Foundation

open class SKPhysicsBody {
    /// The shape the body was made with ("circle", "rectangle", "edgeLoop"…).
    public let shape: String
    /// The area the shape covers, in square points (zero for edges), for its mass.
    public let area: CGFloat
    open var isDynamic: Bool
    open var affectedByGravity = true
    open var allowsRotation = true
    open var pinned = false
    open var isResting = false
    open var friction: CGFloat = 0.2
    open var restitution: CGFloat = 0.2
    open var linearDamping: CGFloat = 0.1
    open var angularDamping: CGFloat = 0.1
    open var density: CGFloat = 1
    open var charge: CGFloat = 0
    /// Mass is density times area, as Apple's; setting it sets the density.
    open var mass: CGFloat {
        get { density * area }
        set { density = area == 0 ? 0 : newValue / area }
    }
    open var categoryBitMask: UInt32 = 0xFFFF_FFFF
    open var collisionBitMask: UInt32 = 0xFFFF_FFFF
    open var contactTestBitMask: UInt32 = 0
    open var fieldBitMask: UInt32 = 0xFFFF_FFFF
    open var usesPreciseCollisionDetection = false
    open var velocity = CGVector.zero
    open var angularVelocity: CGFloat = 0
    open internal(set) weak var node: SKNode?
    open var joints: [SKPhysicsJoint] { [] }

    init(shape: String, area: CGFloat, isDynamic: Bool = true) {
        self.shape = shape
        self.area = area
        self.isDynamic = isDynamic
    }

    public convenience init(circleOfRadius r: CGFloat) { self.init(shape: "circle", area: .pi * r * r) }
    public convenience init(circleOfRadius r: CGFloat, center: CGPoint) { self.init(circleOfRadius: r) }
    public convenience init(rectangleOf s: CGSize) { self.init(shape: "rectangle", area: s.width * s.height) }
    public convenience init(rectangleOf s: CGSize, center: CGPoint) { self.init(rectangleOf: s) }
    public convenience init(polygonFrom path: CGPath) {
        let box = path.boundingBox
        self.init(shape: "polygon", area: box.isNull ? 0 : box.width * box.height)
    }
    /// A body the shape of a texture's opaque pixels: its whole rectangle here (no pixels are read).
    public convenience init(texture: SKTexture, size: CGSize) { self.init(shape: "texture", area: size.width * size.height) }
    public convenience init(texture: SKTexture, alphaThreshold: Float, size: CGSize) { self.init(texture: texture, size: size) }
    public convenience init(bodies: [SKPhysicsBody]) { self.init(shape: "compound", area: bodies.reduce(0) { $0 + $1.area }) }
    // Edges have no volume: static, with no area or mass (Apple's documentation).
    public convenience init(edgeLoopFrom rect: CGRect) { self.init(shape: "edgeLoop", area: 0, isDynamic: false) }
    public convenience init(edgeLoopFrom path: CGPath) { self.init(shape: "edgeLoop", area: 0, isDynamic: false) }
    public convenience init(edgeChainFrom path: CGPath) { self.init(shape: "edgeChain", area: 0, isDynamic: false) }
    public convenience init(edgeFrom p1: CGPoint, to p2: CGPoint) { self.init(shape: "edge", area: 0, isDynamic: false) }

    // Forces and impulses act over the simulation's steps, which never come: accepted, not applied.
    open func applyForce(_ force: CGVector) {}
    open func applyForce(_ force: CGVector, at point: CGPoint) {}
    open func applyTorque(_ torque: CGFloat) {}
    open func applyImpulse(_ impulse: CGVector) {}
    open func applyImpulse(_ impulse: CGVector, at point: CGPoint) {}
    open func applyAngularImpulse(_ impulse: CGFloat) {}
    /// The bodies touching this one: none, since nothing is simulated.
    open func allContactedBodies() -> [SKPhysicsBody] { [] }
}

/// A joint between two bodies (Apple: "SKPhysicsJoint"), kept.
open class SKPhysicsJoint {
    open var bodyA: SKPhysicsBody
    open var bodyB: SKPhysicsBody
    init(bodyA: SKPhysicsBody, bodyB: SKPhysicsBody) {
        self.bodyA = bodyA
        self.bodyB = bodyB
    }
}

open class SKPhysicsJointPin: SKPhysicsJoint {
    open class func joint(withBodyA bodyA: SKPhysicsBody, bodyB: SKPhysicsBody, anchor: CGPoint) -> SKPhysicsJointPin {
        SKPhysicsJointPin(bodyA: bodyA, bodyB: bodyB)
    }
}

open class SKPhysicsJointFixed: SKPhysicsJoint {
    open class func joint(withBodyA bodyA: SKPhysicsBody, bodyB: SKPhysicsBody, anchor: CGPoint) -> SKPhysicsJointFixed {
        SKPhysicsJointFixed(bodyA: bodyA, bodyB: bodyB)
    }
}

/// The scene's physics simulation, which never steps here.
open class SKPhysicsWorld {
    /// Apple's default: (0, -9.8) metres per second squared.
    open var gravity = CGVector(dx: 0, dy: -9.8)
    open var speed: CGFloat = 1
    open weak var contactDelegate: (any SKPhysicsContactDelegate)?
    open private(set) var joints: [SKPhysicsJoint] = []

    init() {}

    open func add(_ joint: SKPhysicsJoint) { joints.append(joint) }
    open func remove(_ joint: SKPhysicsJoint) { joints.removeAll { $0 === joint } }
    open func removeAllJoints() { joints = [] }
    /// The body at a point or in a rectangle, or along a ray: none is looked for, as no body has
    /// been placed by a simulation step.
    open func body(at point: CGPoint) -> SKPhysicsBody? { nil }
    open func body(in rect: CGRect) -> SKPhysicsBody? { nil }
    open func body(alongRayStart start: CGPoint, end: CGPoint) -> SKPhysicsBody? { nil }
    open func enumerateBodies(at point: CGPoint, using block: (SKPhysicsBody, UnsafeMutablePointer<ObjCBool>) -> Void) {}
    open func enumerateBodies(in rect: CGRect, using block: (SKPhysicsBody, UnsafeMutablePointer<ObjCBool>) -> Void) {}
    open func enumerateBodies(alongRayStart start: CGPoint, end: CGPoint,
                              using block: (SKPhysicsBody, CGPoint, CGVector, UnsafeMutablePointer<ObjCBool>) -> Void) {}
}

/// Two bodies touching (Apple: "SKPhysicsContact"); made by the simulation, so never here.
open class SKPhysicsContact {
    open private(set) var bodyA: SKPhysicsBody
    open private(set) var bodyB: SKPhysicsBody
    open private(set) var contactPoint: CGPoint
    open private(set) var contactNormal: CGVector
    open private(set) var collisionImpulse: CGFloat

    init(bodyA: SKPhysicsBody, bodyB: SKPhysicsBody, contactPoint: CGPoint, contactNormal: CGVector, collisionImpulse: CGFloat) {
        self.bodyA = bodyA
        self.bodyB = bodyB
        self.contactPoint = contactPoint
        self.contactNormal = contactNormal
        self.collisionImpulse = collisionImpulse
    }
}

/// Told when contacts begin and end (Apple: "SKPhysicsContactDelegate"); both optional. Never
/// called here. Apple's refines `NSObjectProtocol`; here any class conforms, as scenes are not
/// `NSObject`s.
public protocol SKPhysicsContactDelegate: AnyObject {
    func didBegin(_ contact: SKPhysicsContact)
    func didEnd(_ contact: SKPhysicsContact)
}

extension SKPhysicsContactDelegate {
    public func didBegin(_ contact: SKPhysicsContact) {}
    public func didEnd(_ contact: SKPhysicsContact) {}
}
