// A particle emitter (Apple: "SKEmitterNode"): its settings kept; no particle is emitted, as no
// time passes. Usually loaded from an `.sks` file, which gives nil here (`SKNode(fileNamed:)`).
import Foundation

open class SKEmitterNode: SKNode {
    open var particleTexture: SKTexture?
    open var particleBirthRate: CGFloat = 0
    open var numParticlesToEmit = 0
    open var particleLifetime: CGFloat = 0
    open var particleLifetimeRange: CGFloat = 0
    open var particlePositionRange = CGVector.zero
    open var particleSpeed: CGFloat = 0
    open var particleSpeedRange: CGFloat = 0
    open var emissionAngle: CGFloat = 0
    open var emissionAngleRange: CGFloat = 0
    open var particleAlpha: CGFloat = 1
    open var particleAlphaSpeed: CGFloat = 0
    open var particleScale: CGFloat = 1
    open var particleScaleSpeed: CGFloat = 0
    open var particleColor: SKColor = .white
    open var particleColorBlendFactor: CGFloat = 0
    open var particleBlendMode: SKBlendMode = .alpha
    open var particleSize = CGSize.zero
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open weak var targetNode: SKNode?

    open func resetSimulation() {}
    open func advanceSimulationTime(_ sec: TimeInterval) {}
}
