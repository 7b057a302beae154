// A node of a scene's tree (Apple: "SKNode"): its children, its place in its parent (position,
// rotation, scale) and the actions run on it, kept; nothing is drawn.
import Foundation

open class SKNode: UIResponder {
    open var position = CGPoint.zero
    open var zPosition: CGFloat = 0
    /// The rotation about the node's position, in radians, counter-clockwise.
    open var zRotation: CGFloat = 0
    open var xScale: CGFloat = 1
    open var yScale: CGFloat = 1
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isPaused = false
    open var speed: CGFloat = 1
    open var name: String?
    open var isUserInteractionEnabled = false
    open var userData: NSMutableDictionary?
    open var physicsBody: SKPhysicsBody? {
        didSet {
            oldValue?.node = nil
            physicsBody?.node = self
        }
    }
    open var constraints: [SKConstraint]?
    open private(set) var children: [SKNode] = []
    open private(set) weak var parent: SKNode?

    /// The actions running on the node, in the order they were run, with their keys: recorded,
    /// never advanced (no time passes here; Apple's would run them frame by frame).
    public private(set) var _runningActions: [(key: String?, action: SKAction)] = []

    public override init() {
        super.init()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init()
    }

    /// A node from an archived `.sks` file: none is read here (the archive format is Apple's
    /// keyed archiver's), so this is always nil, as Apple's is for a file it cannot find.
    public convenience init?(fileNamed filename: String) {
        return nil
    }

    /// The scene the node is in, found through its parents.
    open var scene: SKScene? {
        var node: SKNode? = self
        while let current = node {
            if let scene = current as? SKScene { return scene }
            node = current.parent
        }
        return nil
    }

    open func setScale(_ scale: CGFloat) {
        xScale = scale
        yScale = scale
    }

    // MARK: The tree

    /// Adds `node` as the last child. Apple's raises an exception when `node` already has a
    /// parent; here it is a precondition failure.
    open func addChild(_ node: SKNode) {
        precondition(node.parent == nil, "Attemped to add a SKNode which already has a parent: \(node)")
        node.parent = self
        children.append(node)
    }

    open func insertChild(_ node: SKNode, at index: Int) {
        precondition(node.parent == nil, "Attemped to add a SKNode which already has a parent: \(node)")
        node.parent = self
        children.insert(node, at: index)
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    open func removeAllChildren() {
        for child in children { child.parent = nil }
        children = []
    }

    open func removeChildren(in nodes: [SKNode]) {
        for node in nodes where node.parent === self { node.removeFromParent() }
    }

    /// Moves the node to `parent`, keeping its place in the scene.
    open func move(toParent parent: SKNode) {
        let inScene = self.parent.map { $0.convert(position, to: parent) } ?? position
        removeFromParent()
        position = inScene
        parent.addChild(self)
    }

    open func inParentHierarchy(_ parent: SKNode) -> Bool {
        var node: SKNode? = self
        while let current = node {
            if current === parent { return true }
            node = current.parent
        }
        return false
    }

    open func isEqual(to node: SKNode) -> Bool { self === node }

    /// The first child named `name`; a name starting `//` searches the whole tree below, as
    /// Apple's search syntax does (its other patterns are matched as plain names here).
    open func childNode(withName name: String) -> SKNode? {
        var found: SKNode?
        enumerateChildNodes(withName: name) { node, stop in
            found = node
            stop.pointee = true
        }
        return found
    }

    open func enumerateChildNodes(withName name: String, using block: (SKNode, UnsafeMutablePointer<ObjCBool>) -> Void) {
        let recursive = name.hasPrefix("//")
        let wanted = recursive ? String(name.dropFirst(2)) : name
        var stop = ObjCBool(false)
        func visit(_ nodes: [SKNode]) {
            for node in nodes {
                if stop.boolValue { return }
                if wanted == "*" || node.name == wanted { block(node, &stop) }
                if recursive { visit(node.children) }
            }
        }
        visit(children)
    }

    open subscript(name: String) -> [SKNode] {
        var found: [SKNode] = []
        enumerateChildNodes(withName: name) { node, _ in found.append(node) }
        return found
    }

    // MARK: Geometry

    /// The node's own content rectangle in its parent's coordinates; a plain node has none.
    open var frame: CGRect { _frame(ofContent: .zero) }

    /// The box, in the parent's coordinates, of `content` (a rectangle in the node's own
    /// coordinates) once scaled, rotated and moved to `position`.
    public func _frame(ofContent content: CGRect) -> CGRect {
        let corners = [CGPoint(x: content.minX, y: content.minY), CGPoint(x: content.maxX, y: content.minY),
                       CGPoint(x: content.minX, y: content.maxY), CGPoint(x: content.maxX, y: content.maxY)]
        let moved = corners.map(toParent)
        let xs = moved.map(\.x), ys = moved.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The frame of the node and all its descendants, in the parent's coordinates.
    open func calculateAccumulatedFrame() -> CGRect {
        var box = frame
        for child in children {
            let childBox = child.calculateAccumulatedFrame()
            guard !childBox.isNull else { continue }
            let inParent = _frame(ofContent: childBox)
            box = box.isEmpty && box.size == .zero ? inParent : box.union(inParent)
        }
        return box
    }

    func toParent(_ p: CGPoint) -> CGPoint {
        let x = p.x * xScale, y = p.y * yScale
        let c = cos(zRotation), s = sin(zRotation)
        return CGPoint(x: position.x + x * c - y * s, y: position.y + x * s + y * c)
    }

    func fromParent(_ p: CGPoint) -> CGPoint {
        let x = p.x - position.x, y = p.y - position.y
        let c = cos(zRotation), s = sin(zRotation)
        return CGPoint(x: (x * c + y * s) / xScale, y: (-x * s + y * c) / yScale)
    }

    private var ancestry: [SKNode] {
        var nodes: [SKNode] = []
        var node: SKNode? = self
        while let current = node {
            nodes.append(current)
            node = current.parent
        }
        return nodes
    }

    /// `point` in the top of the tree's coordinates.
    func toRoot(_ point: CGPoint) -> CGPoint {
        ancestry.dropLast().reduce(point) { $1.toParent($0) }
    }

    func fromRoot(_ point: CGPoint) -> CGPoint {
        ancestry.dropLast().reversed().reduce(point) { $1.fromParent($0) }
    }

    /// `point`, in `node`'s coordinates, in this node's. Both must be in the same tree.
    open func convert(_ point: CGPoint, from node: SKNode) -> CGPoint { fromRoot(node.toRoot(point)) }
    open func convert(_ point: CGPoint, to node: SKNode) -> CGPoint { node.fromRoot(toRoot(point)) }

    /// Whether `point`, in the parent's coordinates, is inside the node's accumulated frame.
    open func contains(_ point: CGPoint) -> Bool { calculateAccumulatedFrame().contains(point) }

    /// The descendants whose frame holds `point` (in this node's coordinates), deepest first.
    open func nodes(at point: CGPoint) -> [SKNode] {
        var found: [SKNode] = []
        for child in children {
            found.append(contentsOf: child.nodes(at: child.fromParent(point)))
            if child.frame.contains(point) { found.append(child) }
        }
        return found.reversed().sorted { $0.zPosition > $1.zPosition }
    }

    /// The deepest, frontmost descendant at `point`, or the node itself.
    open func atPoint(_ point: CGPoint) -> SKNode { nodes(at: point).first ?? self }

    open func intersects(_ node: SKNode) -> Bool {
        guard let scene else { return false }
        let a = scene.convertFrame(of: self), b = scene.convertFrame(of: node)
        return a.intersects(b)
    }

    // MARK: Copying

    /// A copy of the node and its subtree (Apple's `SKNode` is `NSCopying`: `node.copy() as! SKShapeNode`),
    /// sharing textures, paths and physics bodies. Only SpriteKit's own node classes are copied
    /// here: Apple copies a subclass through Objective-C, which Swift classes here cannot do, so
    /// copying one stops the program.
    open func copy() -> Any {
        let blank = makeBlank()
        precondition(type(of: blank) == type(of: self), "copy() of \(type(of: self)) is not supported on Linux")
        copyState(to: blank)
        for child in children { blank.addChild(child.copy() as! SKNode) }
        return blank
    }

    /// An empty node of the same SpriteKit class.
    func makeBlank() -> SKNode { SKNode() }

    /// Sets `node`'s properties to this node's (each class adds its own).
    func copyState(to node: SKNode) {
        node.position = position
        node.zPosition = zPosition
        node.zRotation = zRotation
        node.xScale = xScale
        node.yScale = yScale
        node.alpha = alpha
        node.isHidden = isHidden
        node.isPaused = isPaused
        node.speed = speed
        node.name = name
        node.isUserInteractionEnabled = isUserInteractionEnabled
        node.userData = userData
        node.physicsBody = physicsBody
        node.constraints = constraints
        node._runningActions = _runningActions
    }

    // MARK: Actions

    /// Runs `action` on the node: recorded, never advanced (see `_runningActions`).
    open func run(_ action: SKAction) { _runningActions.append((nil, action)) }

    /// Runs `action`; `completion` is never called, since the action never ends here.
    open func run(_ action: SKAction, completion block: @escaping () -> Void) { _runningActions.append((nil, action)) }

    /// Runs `action` under `key`, replacing the action already running under it.
    open func run(_ action: SKAction, withKey key: String) {
        removeAction(forKey: key)
        _runningActions.append((key, action))
    }

    /// Runs `action` and never returns: the action never ends here (Apple's returns when it does).
    open func run(_ action: SKAction) async {
        _runningActions.append((nil, action))
        await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
    }

    open func action(forKey key: String) -> SKAction? { _runningActions.last { $0.key == key }?.action }
    open func hasActions() -> Bool { !_runningActions.isEmpty }
    open func removeAction(forKey key: String) { _runningActions.removeAll { $0.key == key } }
    open func removeAllActions() { _runningActions = [] }
}

extension SKScene {
    func convertFrame(of node: SKNode) -> CGRect {
        guard let parent = node.parent else { return node.frame }
        let f = node.frame
        let a = convert(CGPoint(x: f.minX, y: f.minY), from: parent), b = convert(CGPoint(x: f.maxX, y: f.maxY), from: parent)
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: Swift.abs(b.x - a.x), height: Swift.abs(b.y - a.y))
    }
}

extension UITouch {
    /// The touch's point in `node`'s coordinates: its point in its view converted to the node's
    /// scene, then to the node.
    public func location(in node: SKNode) -> CGPoint {
        guard let scene = node.scene, let view = scene.view else { return location(in: nil as UIView?) }
        return node.convert(scene.convertPoint(fromView: location(in: view)), from: scene)
    }

    public func previousLocation(in node: SKNode) -> CGPoint {
        guard let scene = node.scene, let view = scene.view else { return previousLocation(in: nil as UIView?) }
        return node.convert(scene.convertPoint(fromView: previousLocation(in: view)), from: scene)
    }
}

/// A constraint on a node's position or rotation (Apple: "SKConstraint"): kept, never applied
/// (no frame is simulated).
open class SKConstraint {
    open var enabled = true
    public init() {}
    open class func distance(_ range: SKRange, to node: SKNode) -> SKConstraint { SKConstraint() }
    open class func distance(_ range: SKRange, to point: CGPoint) -> SKConstraint { SKConstraint() }
    open class func orient(to node: SKNode, offset radians: SKRange) -> SKConstraint { SKConstraint() }
    open class func orient(to point: CGPoint, offset radians: SKRange) -> SKConstraint { SKConstraint() }
    open class func positionX(_ range: SKRange) -> SKConstraint { SKConstraint() }
    open class func positionY(_ range: SKRange) -> SKConstraint { SKConstraint() }
    open class func positionX(_ xRange: SKRange, y yRange: SKRange) -> SKConstraint { SKConstraint() }
    open class func zRotation(_ range: SKRange) -> SKConstraint { SKConstraint() }
}

/// A range of values (Apple: "SKRange").
open class SKRange {
    open var lowerLimit: CGFloat
    open var upperLimit: CGFloat
    public init(lowerLimit: CGFloat, upperLimit: CGFloat) {
        self.lowerLimit = lowerLimit
        self.upperLimit = upperLimit
    }
    public convenience init(lowerLimit: CGFloat) { self.init(lowerLimit: lowerLimit, upperLimit: .infinity) }
    public convenience init(upperLimit: CGFloat) { self.init(lowerLimit: -.infinity, upperLimit: upperLimit) }
    public convenience init(constantValue value: CGFloat) { self.init(lowerLimit: value, upperLimit: value) }
    public convenience init(value: CGFloat, variance: CGFloat) { self.init(lowerLimit: value - variance, upperLimit: value + variance) }
}
