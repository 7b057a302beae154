// A surface's look (Apple: "SCNMaterial", "SCNMaterialProperty"): kept as set; nothing is shaded.
import Foundation

/// One of a material's channels: what it holds (a colour, an image, an image's name…).
open class SCNMaterialProperty {
    /// Apple's default for most channels is nil; `diffuse` starts white.
    open var contents: Any?
    open var intensity: CGFloat = 1
    open var wrapS: SCNWrapMode = .clamp
    open var wrapT: SCNWrapMode = .clamp
    open var minificationFilter: SCNFilterMode = .linear
    open var magnificationFilter: SCNFilterMode = .linear
    open var mipFilter: SCNFilterMode = .none
    open var contentsTransform = SCNMatrix4Identity
    open var mappingChannel = 0

    public init(contents: Any? = nil) {
        self.contents = contents
    }
}

public enum SCNWrapMode: Int, Sendable {
    case clamp = 1, `repeat`, clampToBorder, mirror
}

public enum SCNFilterMode: Int, Sendable {
    case none, nearest, linear
}

public enum SCNCullMode: Int, Sendable {
    case back, front
}

public enum SCNTransparencyMode: Int, Sendable {
    case aOne, rgbZero, singleLayer, dualLayer
    public static let `default` = SCNTransparencyMode.aOne
}

public enum SCNBlendMode: Int, Sendable {
    case alpha, add, subtract, multiply, screen, replace, max
}

public enum SCNFillMode: UInt, Sendable {
    case fill, lines
}

open class SCNMaterial {
    /// How the material is lit (Apple: "SCNMaterial.LightingModel").
    public struct LightingModel: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let blinn = LightingModel(rawValue: "blinn")
        public static let phong = LightingModel(rawValue: "phong")
        public static let lambert = LightingModel(rawValue: "lambert")
        public static let constant = LightingModel(rawValue: "constant")
        public static let physicallyBased = LightingModel(rawValue: "physicallyBased")
        public static let shadowOnly = LightingModel(rawValue: "shadowOnly")
    }

    open var name: String?
    public let diffuse = SCNMaterialProperty(contents: UIColor.white)
    public let ambient = SCNMaterialProperty()
    public let specular = SCNMaterialProperty()
    public let emission = SCNMaterialProperty()
    public let transparent = SCNMaterialProperty()
    public let reflective = SCNMaterialProperty()
    public let multiply = SCNMaterialProperty()
    public let normal = SCNMaterialProperty()
    public let displacement = SCNMaterialProperty()
    public let ambientOcclusion = SCNMaterialProperty()
    public let selfIllumination = SCNMaterialProperty()
    public let metalness = SCNMaterialProperty()
    public let roughness = SCNMaterialProperty()
    public let clearCoat = SCNMaterialProperty()
    open var lightingModel: LightingModel = .blinn
    open var shininess: CGFloat = 1
    open var transparency: CGFloat = 1
    open var transparencyMode: SCNTransparencyMode = .aOne
    open var isDoubleSided = false
    open var cullMode: SCNCullMode = .back
    open var fillMode: SCNFillMode = .fill
    open var blendMode: SCNBlendMode = .alpha
    open var isLitPerPixel = true
    open var locksAmbientWithDiffuse = true
    open var writesToDepthBuffer = true
    open var readsFromDepthBuffer = true
    open var colorBufferWriteMask = 15

    public init() {}
}
