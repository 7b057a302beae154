// An animation of a node over time (Apple: "SCNAction"), kept as what it does and for how long.
// Nodes record the actions run on them and never advance them (no clock in a layout run).
import Foundation
import _NodeActions

public enum SCNActionTimingMode: Int, Sendable {
    case linear, easeIn, easeOut, easeInEaseOut
}

open class SCNAction {
    /// What the action does, as Apple's factory method names it ("moveBy", "sequence"…).
    public let kind: String
    /// The actions it is made of (a sequence's or a group's, a repeat's one).
    public let actions: [SCNAction]
    /// The factory's values, by their labels ("x", "y", "z", "count"…).
    public let values: [String: CGFloat]
    public let _ownDuration: TimeInterval
    open var timingMode: SCNActionTimingMode = .linear
    open var timingFunction: ((Float) -> Float)?
    open var speed: CGFloat = 1

    init(kind: String, duration: TimeInterval, values: [String: CGFloat] = [:], actions: [SCNAction] = []) {
        self.kind = kind
        _ownDuration = duration
        self.values = values
        self.actions = actions
    }

    /// A sequence lasts its actions' sum, a group its longest, a repeat its action's times the
    /// count, a repeat forever infinitely long.
    open var duration: TimeInterval { _composedDuration }

    /// The action undone: relative moves, rotations, scales and fades negated, sequences reversed;
    /// the others, as Apple's documentation says, reverse to themselves.
    open func reversed() -> SCNAction { _reversedAction() ?? self }

    open class func moveBy(x deltaX: CGFloat, y deltaY: CGFloat, z deltaZ: CGFloat, duration: TimeInterval) -> SCNAction {
        SCNAction(kind: "moveBy", duration: duration, values: ["x": deltaX, "y": deltaY, "z": deltaZ])
    }
    open class func move(by delta: SCNVector3, duration: TimeInterval) -> SCNAction {
        moveBy(x: CGFloat(delta.x), y: CGFloat(delta.y), z: CGFloat(delta.z), duration: duration)
    }
    open class func move(to location: SCNVector3, duration: TimeInterval) -> SCNAction {
        SCNAction(kind: "moveTo", duration: duration, values: ["x": CGFloat(location.x), "y": CGFloat(location.y), "z": CGFloat(location.z)])
    }
    open class func rotateBy(x xAngle: CGFloat, y yAngle: CGFloat, z zAngle: CGFloat, duration: TimeInterval) -> SCNAction {
        SCNAction(kind: "rotateBy", duration: duration, values: ["x": xAngle, "y": yAngle, "z": zAngle])
    }
    open class func rotateTo(x xAngle: CGFloat, y yAngle: CGFloat, z zAngle: CGFloat, duration: TimeInterval) -> SCNAction {
        SCNAction(kind: "rotateTo", duration: duration, values: ["x": xAngle, "y": yAngle, "z": zAngle])
    }
    open class func rotateTo(x xAngle: CGFloat, y yAngle: CGFloat, z zAngle: CGFloat, duration: TimeInterval, usesShortestUnitArc: Bool) -> SCNAction {
        rotateTo(x: xAngle, y: yAngle, z: zAngle, duration: duration)
    }
    open class func rotate(by angle: CGFloat, around axis: SCNVector3, duration: TimeInterval) -> SCNAction {
        SCNAction(kind: "rotateByAxis", duration: duration, values: ["angle": angle, "x": CGFloat(axis.x), "y": CGFloat(axis.y), "z": CGFloat(axis.z)])
    }
    open class func rotate(toAxisAngle axisAngle: SCNVector4, duration: TimeInterval) -> SCNAction {
        SCNAction(kind: "rotateToAxisAngle", duration: duration,
                  values: ["x": CGFloat(axisAngle.x), "y": CGFloat(axisAngle.y), "z": CGFloat(axisAngle.z), "angle": CGFloat(axisAngle.w)])
    }
    open class func scale(by scale: CGFloat, duration sec: TimeInterval) -> SCNAction { SCNAction(kind: "scaleBy", duration: sec, values: ["scale": scale]) }
    open class func scale(to scale: CGFloat, duration sec: TimeInterval) -> SCNAction { SCNAction(kind: "scaleTo", duration: sec, values: ["scale": scale]) }
    open class func fadeIn(duration sec: TimeInterval) -> SCNAction { SCNAction(kind: "fadeIn", duration: sec) }
    open class func fadeOut(duration sec: TimeInterval) -> SCNAction { SCNAction(kind: "fadeOut", duration: sec) }
    open class func fadeOpacity(by factor: CGFloat, duration sec: TimeInterval) -> SCNAction {
        SCNAction(kind: "fadeOpacityBy", duration: sec, values: ["opacity": factor])
    }
    open class func fadeOpacity(to opacity: CGFloat, duration sec: TimeInterval) -> SCNAction {
        SCNAction(kind: "fadeOpacityTo", duration: sec, values: ["opacity": opacity])
    }
    open class func hide() -> SCNAction { SCNAction(kind: "hide", duration: 0) }
    open class func unhide() -> SCNAction { SCNAction(kind: "unhide", duration: 0) }
    open class func wait(duration sec: TimeInterval) -> SCNAction { SCNAction(kind: "wait", duration: sec) }
    open class func wait(duration sec: TimeInterval, withRange durationRange: TimeInterval) -> SCNAction {
        SCNAction(kind: "wait", duration: sec, values: ["range": durationRange])
    }
    open class func removeFromParentNode() -> SCNAction { SCNAction(kind: "removeFromParentNode", duration: 0) }
    open class func run(_ block: @escaping (SCNNode) -> Void) -> SCNAction { SCNAction(kind: "run", duration: 0) }
    open class func run(_ block: @escaping (SCNNode) -> Void, queue: DispatchQueue) -> SCNAction { SCNAction(kind: "run", duration: 0) }
    open class func customAction(duration seconds: TimeInterval, action block: @escaping (SCNNode, CGFloat) -> Void) -> SCNAction {
        SCNAction(kind: "customAction", duration: seconds)
    }
    open class func sequence(_ actions: [SCNAction]) -> SCNAction { SCNAction(kind: "sequence", duration: 0, actions: actions) }
    open class func group(_ actions: [SCNAction]) -> SCNAction { SCNAction(kind: "group", duration: 0, actions: actions) }
    open class func `repeat`(_ action: SCNAction, count: Int) -> SCNAction {
        SCNAction(kind: "repeat", duration: 0, values: ["count": CGFloat(count)], actions: [action])
    }
    open class func repeatForever(_ action: SCNAction) -> SCNAction { SCNAction(kind: "repeatForever", duration: 0, actions: [action]) }
}

extension SCNAction: _RecordedAction {
    public static func _recorded(kind: String, duration: TimeInterval, values: [String: CGFloat], actions: [SCNAction]) -> SCNAction {
        SCNAction(kind: kind, duration: duration, values: values, actions: actions)
    }

    public static var _negatedKinds: Set<String> { ["moveBy", "rotateBy", "fadeOpacityBy"] }
    public static var _reciprocalKinds: Set<String> { ["scaleBy"] }
    public static var _oppositeKinds: [String: String] { ["fadeIn": "fadeOut", "fadeOut": "fadeIn"] }
}
