// A node of a scene's tree (Apple: "SCNNode"): its geometry, camera or light, its transform
// (position, orientation, scale) and its children. World transforms, conversions and bounding
// boxes are computed; actions are recorded and never advance; nothing is rendered.
import Foundation

open class SCNNode: Hashable, SCNActionable, SCNBoundingVolume {
    open var name: String?
    open var geometry: SCNGeometry?
    open var camera: SCNCamera?
    open var light: SCNLight?
    open var physicsBody: SCNPhysicsBody?
    open var constraints: [SCNConstraint]?
    open var opacity: CGFloat = 1
    open var isHidden = false
    open var castsShadow = true
    open var renderingOrder = 0
    open var categoryBitMask = 1
    open var isPaused = false
    /// The point the node rotates and scales about: kept, not applied to `transform` (Apple
    /// applies it when rendering).
    open var pivot = SCNMatrix4Identity
    open private(set) var childNodes: [SCNNode] = []
    open private(set) weak var parent: SCNNode?

    open var simdPosition = simd_float3()
    open var simdOrientation = simd_quatf(angle: 0, axis: simd_float3(1, 0, 0))
    open var simdScale = simd_float3(1, 1, 1)

    /// The actions running on the node, with their keys: recorded, never advanced.
    public private(set) var _runningActions: [(key: String?, action: SCNAction)] = []

    public init() {}

    public convenience init(geometry: SCNGeometry?) {
        self.init()
        self.geometry = geometry
    }

    public required init?(coder: NSCoder) {}

    // MARK: Transform

    open var position: SCNVector3 {
        get { SCNVector3(simdPosition) }
        set { simdPosition = simd_float3(newValue) }
    }

    open var scale: SCNVector3 {
        get { SCNVector3(simdScale) }
        set { simdScale = simd_float3(newValue) }
    }

    open var orientation: SCNQuaternion {
        get { SCNQuaternion(simdOrientation.vector) }
        set { simdOrientation = simd_quatf(vector: simd_float4(newValue)) }
    }

    /// The rotation as an axis and an angle in radians (`w`).
    open var rotation: SCNVector4 {
        get { SCNVector4(simd_float4(simdOrientation.axis, simdOrientation.angle)) }
        set { simdOrientation = simd_quatf(angle: newValue.w, axis: simd_float3(newValue.x, newValue.y, newValue.z)) }
    }

    /// Pitch (about x), yaw (about y) and roll (about z), in radians. Apple's documentation: the
    /// rotations are applied roll first, then yaw, then pitch.
    open var simdEulerAngles: simd_float3 {
        get {
            let r = simd_float3x3(simdOrientation)
            let yaw = asin(max(-1, min(1, r.columns.2.x)))
            return simd_float3(atan2(-r.columns.2.y, r.columns.2.z), yaw, atan2(-r.columns.1.x, r.columns.0.x))
        }
        set {
            simdOrientation = simd_quatf(angle: newValue.x, axis: simd_float3(1, 0, 0))
                * simd_quatf(angle: newValue.y, axis: simd_float3(0, 1, 0))
                * simd_quatf(angle: newValue.z, axis: simd_float3(0, 0, 1))
        }
    }

    open var eulerAngles: SCNVector3 {
        get { SCNVector3(simdEulerAngles) }
        set { simdEulerAngles = simd_float3(newValue) }
    }

    /// Translation, then rotation, then scale, applied to a point from the right.
    open var simdTransform: simd_float4x4 {
        get {
            var m = simd_float4x4(simdOrientation) * simd_float4x4(diagonal: simd_float4(simdScale, 1))
            m.columns.3 = simd_float4(simdPosition, 1)
            return m
        }
        set {
            let (c0, c1, c2, c3) = newValue.columns
            simdPosition = simd_make_float3(c3)
            let s = simd_float3(simd_length(simd_make_float3(c0)), simd_length(simd_make_float3(c1)), simd_length(simd_make_float3(c2)))
            simdScale = s
            let r = simd_float3x3(simd_make_float3(c0) / s.x, simd_make_float3(c1) / s.y, simd_make_float3(c2) / s.z)
            simdOrientation = simd_quatf(r).normalized
        }
    }

    open var transform: SCNMatrix4 {
        get { SCNMatrix4(simdTransform) }
        set { simdTransform = simd_float4x4(newValue) }
    }

    open var simdWorldTransform: simd_float4x4 {
        get { parent.map { $0.simdWorldTransform * simdTransform } ?? simdTransform }
        set { simdTransform = parent.map { $0.simdWorldTransform.inverse * newValue } ?? newValue }
    }

    open var worldTransform: SCNMatrix4 { SCNMatrix4(simdWorldTransform) }

    open var simdWorldPosition: simd_float3 {
        get { simd_make_float3(simdWorldTransform.columns.3) }
        set { simdPosition = parent.map { simd_make_float3($0.simdWorldTransform.inverse * simd_float4(newValue, 1)) } ?? newValue }
    }

    open var worldPosition: SCNVector3 {
        get { SCNVector3(simdWorldPosition) }
        set { simdWorldPosition = simd_float3(newValue) }
    }

    open var simdWorldOrientation: simd_quatf { simd_quatf(simdWorldTransform).normalized }
    open var worldOrientation: SCNQuaternion { SCNQuaternion(simdWorldOrientation.vector) }

    /// The node's forward direction in the world: its -z axis (Apple: "simdWorldFront").
    open var simdWorldFront: simd_float3 { simd_normalize(simd_make_float3(simdWorldTransform * simd_float4(0, 0, -1, 0))) }
    open var simdWorldUp: simd_float3 { simd_normalize(simd_make_float3(simdWorldTransform * simd_float4(0, 1, 0, 0))) }
    open var simdWorldRight: simd_float3 { simd_normalize(simd_make_float3(simdWorldTransform * simd_float4(1, 0, 0, 0))) }
    open var worldFront: SCNVector3 { SCNVector3(simdWorldFront) }
    open var worldUp: SCNVector3 { SCNVector3(simdWorldUp) }
    open var worldRight: SCNVector3 { SCNVector3(simdWorldRight) }
    public static var simdLocalFront: simd_float3 { simd_float3(0, 0, -1) }
    public static var simdLocalUp: simd_float3 { simd_float3(0, 1, 0) }
    public static var simdLocalRight: simd_float3 { simd_float3(1, 0, 0) }

    /// Turns the node so its -z axis points at `worldTarget`, its up as near the world's y as can be.
    open func simdLook(at worldTarget: simd_float3) {
        simdLook(at: worldTarget, up: simd_float3(0, 1, 0), localFront: SCNNode.simdLocalFront)
    }

    open func simdLook(at worldTarget: simd_float3, up worldUp: simd_float3, localFront: simd_float3) {
        let back = simd_normalize(simdWorldPosition - worldTarget)
        var right = simd_cross(worldUp, back)
        if simd_length(right) < 1e-6 { right = simd_float3(1, 0, 0) }
        right = simd_normalize(right)
        let up = simd_cross(back, right)
        var world = simd_float4x4(simd_float4(right, 0), simd_float4(up, 0), simd_float4(back, 0), simd_float4(simdWorldPosition, 1))
        world = world * simd_float4x4(diagonal: simd_float4(simdScale, 1))
        simdWorldTransform = world
    }

    open func look(at worldTarget: SCNVector3) { simdLook(at: simd_float3(worldTarget)) }
    open func look(at worldTarget: SCNVector3, up worldUp: SCNVector3, localFront: SCNVector3) {
        simdLook(at: simd_float3(worldTarget), up: simd_float3(worldUp), localFront: simd_float3(localFront))
    }

    open func simdConvertPosition(_ position: simd_float3, to node: SCNNode?) -> simd_float3 {
        let world = simdWorldTransform * simd_float4(position, 1)
        return simd_make_float3(node.map { $0.simdWorldTransform.inverse * world } ?? world)
    }

    open func simdConvertPosition(_ position: simd_float3, from node: SCNNode?) -> simd_float3 {
        let world = node.map { $0.simdWorldTransform * simd_float4(position, 1) } ?? simd_float4(position, 1)
        return simd_make_float3(simdWorldTransform.inverse * world)
    }

    open func convertPosition(_ position: SCNVector3, to node: SCNNode?) -> SCNVector3 {
        SCNVector3(simdConvertPosition(simd_float3(position), to: node))
    }

    open func convertPosition(_ position: SCNVector3, from node: SCNNode?) -> SCNVector3 {
        SCNVector3(simdConvertPosition(simd_float3(position), from: node))
    }

    // MARK: The tree

    open func addChildNode(_ child: SCNNode) {
        child.removeFromParentNode()
        child.parent = self
        childNodes.append(child)
    }

    open func insertChildNode(_ child: SCNNode, at index: Int) {
        child.removeFromParentNode()
        child.parent = self
        childNodes.insert(child, at: index)
    }

    open func replaceChildNode(_ oldChild: SCNNode, with newChild: SCNNode) {
        guard let index = childNodes.firstIndex(where: { $0 === oldChild }) else { return }
        oldChild.removeFromParentNode()
        insertChildNode(newChild, at: index)
    }

    open func removeFromParentNode() {
        guard let parent else { return }
        parent.childNodes.removeAll { $0 === self }
        self.parent = nil
    }

    /// The first node named `name` among the children, or, when `recursively`, the whole tree below
    /// (depth first, as Apple's).
    open func childNode(withName name: String, recursively: Bool) -> SCNNode? {
        for child in childNodes {
            if child.name == name { return child }
            if recursively, let found = child.childNode(withName: name, recursively: true) { return found }
        }
        return nil
    }

    open func childNodes(passingTest predicate: (SCNNode, UnsafeMutablePointer<ObjCBool>) -> Bool) -> [SCNNode] {
        var found: [SCNNode] = []
        var stop = ObjCBool(false)
        func visit(_ node: SCNNode) {
            for child in node.childNodes {
                if stop.boolValue { return }
                if predicate(child, &stop) { found.append(child) }
                visit(child)
            }
        }
        visit(self)
        return found
    }

    open func enumerateChildNodes(_ block: (SCNNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
        _ = childNodes(passingTest: { node, stop in
            block(node, stop)
            return false
        })
    }

    open func enumerateHierarchy(_ block: (SCNNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        block(self, &stop)
        if !stop.boolValue { enumerateChildNodes(block) }
    }

    /// A copy of the node and its subtree, sharing geometries, cameras and lights, as Apple's.
    /// Only plain `SCNNode`s are copied here: Apple's copies a subclass through its archiving,
    /// which a subclass here need not support, so cloning one stops the program.
    open func clone() -> Self {
        precondition(type(of: self) == SCNNode.self, "clone() of an SCNNode subclass (\(type(of: self))) is not supported on Linux")
        let copy = SCNNode()
        copy.name = name
        copy.geometry = geometry
        copy.camera = camera
        copy.light = light
        copy.physicsBody = physicsBody
        copy.opacity = opacity
        copy.isHidden = isHidden
        copy.castsShadow = castsShadow
        copy.renderingOrder = renderingOrder
        copy.categoryBitMask = categoryBitMask
        copy.pivot = pivot
        copy.simdPosition = simdPosition
        copy.simdOrientation = simdOrientation
        copy.simdScale = simdScale
        for child in childNodes { copy.addChildNode(child.clone()) }
        return copy as! Self
    }

    open func flattenedClone() -> Self { clone() }

    // MARK: Bounds

    /// The box of the node's geometry and its children's, in the node's coordinates.
    open var boundingBox: (min: SCNVector3, max: SCNVector3) {
        get {
            var box = geometry.map { (simd_float3($0.boundingBox.min), simd_float3($0.boundingBox.max)) }
            for child in childNodes {
                let (lo, hi) = (simd_float3(child.boundingBox.min), simd_float3(child.boundingBox.max))
                guard lo != hi || child.geometry != nil else { continue }
                for i in 0..<8 {
                    let corner = simd_float3(i & 1 == 0 ? lo.x : hi.x, i & 2 == 0 ? lo.y : hi.y, i & 4 == 0 ? lo.z : hi.z)
                    let p = simd_make_float3(child.simdTransform * simd_float4(corner, 1))
                    box = box.map { (simd_min($0.0, p), simd_max($0.1, p)) } ?? (p, p)
                }
            }
            guard let box else { return (SCNVector3Zero, SCNVector3Zero) }
            return (SCNVector3(box.0), SCNVector3(box.1))
        }
        set {}
    }

    open var boundingSphere: (center: SCNVector3, radius: Float) {
        let (lo, hi) = (simd_float3(boundingBox.min), simd_float3(boundingBox.max))
        return (SCNVector3((lo + hi) / 2), simd_length(hi - lo) / 2)
    }

    // MARK: Actions

    open func runAction(_ action: SCNAction) { _runningActions.append((nil, action)) }
    /// `block` is never called: the action never ends here.
    open func runAction(_ action: SCNAction, completionHandler block: (() -> Void)? = nil) { _runningActions.append((nil, action)) }
    open func runAction(_ action: SCNAction, forKey key: String?) {
        if let key { removeAction(forKey: key) }
        _runningActions.append((key, action))
    }
    open func runAction(_ action: SCNAction, forKey key: String?, completionHandler block: (() -> Void)? = nil) {
        runAction(action, forKey: key)
    }
    open var hasActions: Bool { !_runningActions.isEmpty }
    open var actionKeys: [String] { _runningActions.compactMap(\.key) }
    open func action(forKey key: String) -> SCNAction? { _runningActions.last { $0.key == key }?.action }
    open func removeAction(forKey key: String) { _runningActions.removeAll { $0.key == key } }
    open func removeAllActions() { _runningActions = [] }

    public static func == (a: SCNNode, b: SCNNode) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What runs actions (Apple: "SCNActionable").
public protocol SCNActionable: AnyObject {
    func runAction(_ action: SCNAction)
    func removeAllActions()
}

/// What has a bounding box and sphere (Apple: "SCNBoundingVolume").
public protocol SCNBoundingVolume: AnyObject {
    var boundingBox: (min: SCNVector3, max: SCNVector3) { get set }
    var boundingSphere: (center: SCNVector3, radius: Float) { get }
}

/// A constraint on a node (Apple: "SCNConstraint"): kept, never applied, as nothing renders.
open class SCNConstraint {
    open var isEnabled = true
    open var influenceFactor: CGFloat = 1
    public init() {}
}

open class SCNLookAtConstraint: SCNConstraint {
    open var target: SCNNode?
    open var isGimbalLockEnabled = false
    public init(target: SCNNode?) {
        self.target = target
    }
}

open class SCNBillboardConstraint: SCNConstraint {
    public struct Axis: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let X = Axis(rawValue: 1)
        public static let Y = Axis(rawValue: 2)
        public static let Z = Axis(rawValue: 4)
        public static let all: Axis = [.X, .Y, .Z]
    }
    open var freeAxes: Axis = .all
}
