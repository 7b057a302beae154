// A point of view and a light source (Apple: "SCNCamera", "SCNLight"), attached to nodes; kept
// with Apple's defaults, never rendered.
import Foundation

open class SCNCamera {
    open var name: String?
    /// Apple's defaults: a 60° vertical field of view, depth from 1 to 100.
    open var fieldOfView: CGFloat = 60
    open var focalLength: CGFloat = 50
    open var sensorHeight: CGFloat = 24
    open var zNear: Double = 1
    open var zFar: Double = 100
    open var automaticallyAdjustsZRange = false
    open var usesOrthographicProjection = false
    open var orthographicScale: Double = 1
    open var projectionDirection: SCNCameraProjectionDirection = .vertical
    open var wantsHDR = false
    open var wantsDepthOfField = false
    open var focusDistance: CGFloat = 2.5
    open var fStop: CGFloat = 5.6
    open var motionBlurIntensity: CGFloat = 0
    open var bloomIntensity: CGFloat = 0
    open var exposureOffset: CGFloat = 0
    open var categoryBitMask = -1

    public init() {}
}

public enum SCNCameraProjectionDirection: Int, Sendable {
    case vertical, horizontal
}

open class SCNLight {
    /// The kind of light (Apple: "SCNLight.LightType").
    public struct LightType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = LightType(rawValue: "ambient")
        public static let omni = LightType(rawValue: "omni")
        public static let directional = LightType(rawValue: "directional")
        public static let spot = LightType(rawValue: "spot")
        public static let IES = LightType(rawValue: "ies")
        public static let probe = LightType(rawValue: "probe")
        public static let area = LightType(rawValue: "area")
    }

    open var name: String?
    /// Apple's defaults: an omni light, white, 1000 lumens, 6500 K.
    open var type: LightType = .omni
    open var color: Any = UIColor.white
    open var intensity: CGFloat = 1000
    open var temperature: CGFloat = 6500
    open var castsShadow = false
    open var shadowColor: Any = UIColor(white: 0, alpha: 0.5)
    open var shadowRadius: CGFloat = 3
    open var shadowMode: SCNShadowMode = .forward
    open var shadowMapSize = CGSize.zero
    open var shadowSampleCount = 0
    open var orthographicScale: CGFloat = 1
    open var spotInnerAngle: CGFloat = 0
    open var spotOuterAngle: CGFloat = 45
    open var attenuationStartDistance: CGFloat = 0
    open var attenuationEndDistance: CGFloat = 0
    open var attenuationFalloffExponent: CGFloat = 2
    open var categoryBitMask = -1

    public init() {}
}

public enum SCNShadowMode: Int, Sendable {
    case forward, deferred, modulated
}
