// Shapes a node shows (Apple: "SCNGeometry" and its built-in subclasses), kept as their
// dimensions, with the bounding boxes Apple's give; no mesh is built.
import Foundation

open class SCNGeometry: SCNBoundingVolume {
    open var name: String?
    /// The materials; the first one stands for all when there is one.
    open var materials: [SCNMaterial] = [SCNMaterial()]
    open var firstMaterial: SCNMaterial? {
        get { materials.first }
        set {
            if let newValue {
                if materials.isEmpty { materials = [newValue] } else { materials[0] = newValue }
            } else if !materials.isEmpty {
                materials.removeFirst()
            }
        }
    }
    open var subdivisionLevel = 0

    public init() {}

    /// The geometry's extent in its own coordinates; a custom geometry has none here (its sources
    /// are not read).
    open var boundingBox: (min: SCNVector3, max: SCNVector3) {
        get { (SCNVector3Zero, SCNVector3Zero) }
        set {}
    }

    open var boundingSphere: (center: SCNVector3, radius: Float) {
        let (lo, hi) = (simd_float3(boundingBox.min), simd_float3(boundingBox.max))
        return (SCNVector3((lo + hi) / 2), simd_length(hi - lo) / 2)
    }

    open func material(named name: String) -> SCNMaterial? { materials.first { $0.name == name } }

    /// A box centred on the origin, `size` across.
    static func centred(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> (min: SCNVector3, max: SCNVector3) {
        (SCNVector3(-x / 2, -y / 2, -z / 2), SCNVector3(x / 2, y / 2, z / 2))
    }
}

/// Apple's default: a box 1 unit on each side.
open class SCNBox: SCNGeometry {
    open var width: CGFloat = 1
    open var height: CGFloat = 1
    open var length: CGFloat = 1
    open var chamferRadius: CGFloat = 0

    public override init() {}

    public init(width: CGFloat, height: CGFloat, length: CGFloat, chamferRadius: CGFloat) {
        (self.width, self.height, self.length, self.chamferRadius) = (width, height, length, chamferRadius)
    }

    open override var boundingBox: (min: SCNVector3, max: SCNVector3) {
        get { SCNGeometry.centred(width, height, length) }
        set {}
    }
}

/// Apple's default: radius 0.5.
open class SCNSphere: SCNGeometry {
    open var radius: CGFloat = 0.5
    open var segmentCount = 48
    open var isGeodesic = false

    public override init() {}
    public init(radius: CGFloat) { self.radius = radius }

    open override var boundingBox: (min: SCNVector3, max: SCNVector3) {
        get { SCNGeometry.centred(radius * 2, radius * 2, radius * 2) }
        set {}
    }

    /// The sphere itself, not the sphere around its box.
    open override var boundingSphere: (center: SCNVector3, radius: Float) { (SCNVector3Zero, Float(radius)) }
}

/// A rectangle in the x-y plane, facing +z; Apple's default 1 × 1.
open class SCNPlane: SCNGeometry {
    open var width: CGFloat = 1
    open var height: CGFloat = 1
    open var cornerRadius: CGFloat = 0
    open var widthSegmentCount = 1
    open var heightSegmentCount = 1

    public override init() {}
    public init(width: CGFloat, height: CGFloat) { (self.width, self.height) = (width, height) }

    open override var boundingBox: (min: SCNVector3, max: SCNVector3) {
        get { SCNGeometry.centred(width, height, 0) }
        set {}
    }
}

/// Apple's default: radius 0.5, height 1, along y.
open class SCNCylinder: SCNGeometry {
    open var radius: CGFloat = 0.5
    open var height: CGFloat = 1

    public override init() {}
    public init(radius: CGFloat, height: CGFloat) { (self.radius, self.height) = (radius, height) }

    open override var boundingBox: (min: SCNVector3, max: SCNVector3) {
        get { SCNGeometry.centred(radius * 2, height, radius * 2) }
        set {}
    }
}

open class SCNCone: SCNGeometry {
    open var topRadius: CGFloat = 0
    open var bottomRadius: CGFloat = 0.5
    open var height: CGFloat = 1

    public override init() {}
    public init(topRadius: CGFloat, bottomRadius: CGFloat, height: CGFloat) {
        (self.topRadius, self.bottomRadius, self.height) = (topRadius, bottomRadius, height)
    }

    open override var boundingBox: (min: SCNVector3, max: SCNVector3) {
        get {
            let r = Swift.max(topRadius, bottomRadius)
            return SCNGeometry.centred(r * 2, height, r * 2)
        }
        set {}
    }
}

open class SCNCapsule: SCNGeometry {
    open var capRadius: CGFloat = 0.5
    open var height: CGFloat = 2

    public override init() {}
    public init(capRadius: CGFloat, height: CGFloat) { (self.capRadius, self.height) = (capRadius, height) }

    open override var boundingBox: (min: SCNVector3, max: SCNVector3) {
        get { SCNGeometry.centred(capRadius * 2, height, capRadius * 2) }
        set {}
    }
}

open class SCNTorus: SCNGeometry {
    open var ringRadius: CGFloat = 0.5
    open var pipeRadius: CGFloat = 0.25

    public override init() {}
    public init(ringRadius: CGFloat, pipeRadius: CGFloat) { (self.ringRadius, self.pipeRadius) = (ringRadius, pipeRadius) }

    open override var boundingBox: (min: SCNVector3, max: SCNVector3) {
        get {
            let r = (ringRadius + pipeRadius) * 2
            return SCNGeometry.centred(r, pipeRadius * 2, r)
        }
        set {}
    }
}

open class SCNTube: SCNGeometry {
    open var innerRadius: CGFloat = 0.25
    open var outerRadius: CGFloat = 0.5
    open var height: CGFloat = 1

    public override init() {}
    public init(innerRadius: CGFloat, outerRadius: CGFloat, height: CGFloat) {
        (self.innerRadius, self.outerRadius, self.height) = (innerRadius, outerRadius, height)
    }

    open override var boundingBox: (min: SCNVector3, max: SCNVector3) {
        get { SCNGeometry.centred(outerRadius * 2, height, outerRadius * 2) }
        set {}
    }
}

/// A pyramid whose base is centred on the origin, its apex up +y (Apple's documentation).
open class SCNPyramid: SCNGeometry {
    open var width: CGFloat = 1
    open var height: CGFloat = 1
    open var length: CGFloat = 1

    public override init() {}
    public init(width: CGFloat, height: CGFloat, length: CGFloat) { (self.width, self.height, self.length) = (width, height, length) }

    open override var boundingBox: (min: SCNVector3, max: SCNVector3) {
        get { (SCNVector3(-width / 2, 0, -length / 2), SCNVector3(width / 2, height, length / 2)) }
        set {}
    }
}

/// An infinite plane at y = 0: it has no extent to bound (zero box, as Apple's gives).
open class SCNFloor: SCNGeometry {
    open var reflectivity: CGFloat = 0.25
    open var reflectionFalloffEnd: CGFloat = 0
    open var width: CGFloat = 0
    open var length: CGFloat = 0
}

/// Extruded text in the x-y plane, from its baseline's start (Apple: "SCNText"). Measured with the
/// engine's text metrics in its font, Apple's default Helvetica 36 points.
open class SCNText: SCNGeometry {
    open var string: Any?
    open var extrusionDepth: CGFloat
    open var font: UIFont! = UIFont(name: "Helvetica", size: 36) ?? .systemFont(ofSize: 36)
    open var flatness: CGFloat = 0.6
    open var chamferRadius: CGFloat = 0
    open var isWrapped = false
    open var containerFrame = CGRect.zero
    open var alignmentMode = "natural"
    open var truncationMode = "none"

    public init(string: Any?, extrusionDepth: CGFloat) {
        self.string = string
        self.extrusionDepth = extrusionDepth
    }

    open override var boundingBox: (min: SCNVector3, max: SCNVector3) {
        get {
            let text = (string as? String) ?? (string as? NSAttributedString)?.string ?? ""
            let size = text.size(withAttributes: [.font: font as Any])
            return (SCNVector3(0, font.descender, 0), SCNVector3(size.width, size.height + font.descender, extrusionDepth))
        }
        set {}
    }
}

/// A 2D path extruded along z (Apple: "SCNShape").
open class SCNShape: SCNGeometry {
    open var path: UIBezierPath?
    open var extrusionDepth: CGFloat

    public init(path: UIBezierPath?, extrusionDepth: CGFloat) {
        self.path = path
        self.extrusionDepth = extrusionDepth
    }

    open override var boundingBox: (min: SCNVector3, max: SCNVector3) {
        get {
            guard let box = path?.bounds, !box.isNull else { return (SCNVector3Zero, SCNVector3Zero) }
            return (SCNVector3(box.minX, box.minY, -extrusionDepth / 2), SCNVector3(box.maxX, box.maxY, extrusionDepth / 2))
        }
        set {}
    }
}
