// An animation of a node over time (Apple: "SKAction"), kept as what it does and for how long.
// Nodes record the actions run on them and never advance them: a layout run has no clock, so
// a node stays where its app put it and a block action's code never runs.
import Foundation
import _NodeActions

public enum SKActionTimingMode: Int, Sendable {
    case linear, easeIn, easeOut, easeInEaseOut
}

public typealias SKActionTimingFunction = (Float) -> Float

open class SKAction {
    /// What the action does, as Apple's factory method names it ("moveBy", "sequence"…).
    public let kind: String
    /// The actions it is made of (a sequence's or a group's, a repeat's one).
    public let actions: [SKAction]
    /// The factory's values, by their labels ("x", "y", "count"…).
    public let values: [String: CGFloat]
    public let _ownDuration: TimeInterval
    open var timingMode: SKActionTimingMode = .linear
    open var timingFunction: SKActionTimingFunction?
    open var speed: CGFloat = 1

    init(kind: String, duration: TimeInterval, values: [String: CGFloat] = [:], actions: [SKAction] = []) {
        self.kind = kind
        _ownDuration = duration
        self.values = values
        self.actions = actions
    }

    /// An action loaded from an `.sks` actions file: none is read here.
    public convenience init?(named name: String) {
        return nil
    }

    /// How long the action takes: a sequence the sum of its actions, a group the longest, a
    /// repeat its action's times the count, a repeat forever infinitely long.
    open var duration: TimeInterval { _composedDuration }

    /// The action undone: moves, scales, rotations and fades by an amount negated, sequences
    /// reversed; the others, Apple's documentation says, reverse to themselves.
    open func reversed() -> SKAction { _reversedAction() ?? self }

    // MARK: Moving

    open class func move(by delta: CGVector, duration: TimeInterval) -> SKAction { moveBy(x: delta.dx, y: delta.dy, duration: duration) }
    open class func moveBy(x deltaX: CGFloat, y deltaY: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(kind: "moveBy", duration: duration, values: ["x": deltaX, "y": deltaY])
    }
    open class func move(to location: CGPoint, duration: TimeInterval) -> SKAction {
        SKAction(kind: "moveTo", duration: duration, values: ["x": location.x, "y": location.y])
    }
    open class func moveTo(x: CGFloat, duration: TimeInterval) -> SKAction { SKAction(kind: "moveTo", duration: duration, values: ["x": x]) }
    open class func moveTo(y: CGFloat, duration: TimeInterval) -> SKAction { SKAction(kind: "moveTo", duration: duration, values: ["y": y]) }
    open class func follow(_ path: CGPath, duration: TimeInterval) -> SKAction { SKAction(kind: "follow", duration: duration) }
    open class func follow(_ path: CGPath, asOffset offset: Bool, orientToPath orient: Bool, duration: TimeInterval) -> SKAction {
        SKAction(kind: "follow", duration: duration)
    }
    open class func follow(_ path: CGPath, speed: CGFloat) -> SKAction { SKAction(kind: "follow", duration: 0) }

    // MARK: Rotating and scaling

    open class func rotate(byAngle radians: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(kind: "rotateBy", duration: duration, values: ["angle": radians])
    }
    open class func rotate(toAngle radians: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(kind: "rotateTo", duration: duration, values: ["angle": radians])
    }
    open class func rotate(toAngle radians: CGFloat, duration: TimeInterval, shortestUnitArc: Bool) -> SKAction {
        SKAction(kind: "rotateTo", duration: duration, values: ["angle": radians])
    }
    open class func scale(by scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(kind: "scaleBy", duration: duration, values: ["x": scale, "y": scale]) }
    open class func scale(to scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(kind: "scaleTo", duration: duration, values: ["x": scale, "y": scale]) }
    open class func scaleX(by xScale: CGFloat, y yScale: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(kind: "scaleBy", duration: duration, values: ["x": xScale, "y": yScale])
    }
    open class func scaleX(to xScale: CGFloat, y yScale: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(kind: "scaleTo", duration: duration, values: ["x": xScale, "y": yScale])
    }
    open class func scaleX(to scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(kind: "scaleTo", duration: duration, values: ["x": scale]) }
    open class func scaleY(to scale: CGFloat, duration: TimeInterval) -> SKAction { SKAction(kind: "scaleTo", duration: duration, values: ["y": scale]) }
    open class func scale(to size: CGSize, duration: TimeInterval) -> SKAction {
        SKAction(kind: "scaleToSize", duration: duration, values: ["width": size.width, "height": size.height])
    }
    open class func resize(toWidth width: CGFloat, height: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(kind: "resizeTo", duration: duration, values: ["width": width, "height": height])
    }
    open class func resize(byWidth width: CGFloat, height: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(kind: "resizeBy", duration: duration, values: ["width": width, "height": height])
    }

    // MARK: Fading and showing

    open class func fadeIn(withDuration duration: TimeInterval) -> SKAction { SKAction(kind: "fadeIn", duration: duration) }
    open class func fadeOut(withDuration duration: TimeInterval) -> SKAction { SKAction(kind: "fadeOut", duration: duration) }
    open class func fadeAlpha(by factor: CGFloat, duration: TimeInterval) -> SKAction { SKAction(kind: "fadeAlphaBy", duration: duration, values: ["alpha": factor]) }
    open class func fadeAlpha(to alpha: CGFloat, duration: TimeInterval) -> SKAction { SKAction(kind: "fadeAlphaTo", duration: duration, values: ["alpha": alpha]) }
    open class func hide() -> SKAction { SKAction(kind: "hide", duration: 0) }
    open class func unhide() -> SKAction { SKAction(kind: "unhide", duration: 0) }
    open class func colorize(with color: SKColor, colorBlendFactor: CGFloat, duration: TimeInterval) -> SKAction {
        SKAction(kind: "colorize", duration: duration, values: ["colorBlendFactor": colorBlendFactor])
    }
    open class func setTexture(_ texture: SKTexture) -> SKAction { SKAction(kind: "setTexture", duration: 0) }
    open class func setTexture(_ texture: SKTexture, resize: Bool) -> SKAction { SKAction(kind: "setTexture", duration: 0) }
    open class func animate(with textures: [SKTexture], timePerFrame sec: TimeInterval) -> SKAction {
        SKAction(kind: "animate", duration: sec * Double(textures.count), values: ["frames": CGFloat(textures.count)])
    }
    open class func animate(with textures: [SKTexture], timePerFrame sec: TimeInterval, resize: Bool, restore: Bool) -> SKAction {
        animate(with: textures, timePerFrame: sec)
    }

    // MARK: Combining

    open class func sequence(_ actions: [SKAction]) -> SKAction { SKAction(kind: "sequence", duration: 0, actions: actions) }
    open class func group(_ actions: [SKAction]) -> SKAction { SKAction(kind: "group", duration: 0, actions: actions) }
    open class func `repeat`(_ action: SKAction, count: Int) -> SKAction {
        SKAction(kind: "repeat", duration: 0, values: ["count": CGFloat(count)], actions: [action])
    }
    open class func repeatForever(_ action: SKAction) -> SKAction { SKAction(kind: "repeatForever", duration: 0, actions: [action]) }

    // MARK: Waiting, code, sound and removal

    open class func wait(forDuration duration: TimeInterval) -> SKAction { SKAction(kind: "wait", duration: duration) }
    open class func wait(forDuration duration: TimeInterval, withRange durationRange: TimeInterval) -> SKAction {
        SKAction(kind: "wait", duration: duration, values: ["range": durationRange])
    }
    open class func run(_ block: @escaping () -> Void) -> SKAction { SKAction(kind: "run", duration: 0) }
    open class func run(_ block: @escaping () -> Void, queue: DispatchQueue) -> SKAction { SKAction(kind: "run", duration: 0) }
    open class func run(_ action: SKAction, onChildWithName name: String) -> SKAction { SKAction(kind: "runOnChild", duration: 0, actions: [action]) }
    open class func customAction(withDuration duration: TimeInterval, actionBlock block: @escaping (SKNode, CGFloat) -> Void) -> SKAction {
        SKAction(kind: "customAction", duration: duration)
    }
    open class func removeFromParent() -> SKAction { SKAction(kind: "removeFromParent", duration: 0) }
    open class func playSoundFileNamed(_ soundFile: String, waitForCompletion wait: Bool) -> SKAction { SKAction(kind: "playSound", duration: 0) }
    open class func speed(by speed: CGFloat, duration: TimeInterval) -> SKAction { SKAction(kind: "speedBy", duration: duration, values: ["speed": speed]) }
    open class func speed(to speed: CGFloat, duration: TimeInterval) -> SKAction { SKAction(kind: "speedTo", duration: duration, values: ["speed": speed]) }
    open class func applyImpulse(_ impulse: CGVector, duration: TimeInterval) -> SKAction {
        SKAction(kind: "applyImpulse", duration: duration, values: ["dx": impulse.dx, "dy": impulse.dy])
    }
    open class func applyForce(_ force: CGVector, duration: TimeInterval) -> SKAction {
        SKAction(kind: "applyForce", duration: duration, values: ["dx": force.dx, "dy": force.dy])
    }
}

extension SKAction: _RecordedAction {
    public static func _recorded(kind: String, duration: TimeInterval, values: [String: CGFloat], actions: [SKAction]) -> SKAction {
        SKAction(kind: kind, duration: duration, values: values, actions: actions)
    }

    public static var _negatedKinds: Set<String> { ["moveBy", "rotateBy", "fadeAlphaBy", "resizeBy"] }
    public static var _reciprocalKinds: Set<String> { ["scaleBy"] }
    public static var _oppositeKinds: [String: String] { ["fadeIn": "fadeOut", "fadeOut": "fadeIn", "hide": "unhide", "unhide": "hide"] }
}
