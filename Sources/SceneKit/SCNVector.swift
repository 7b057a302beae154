// SceneKit's vectors and matrix (Apple: "SCNVector3", "SCNMatrix4"): Float components, as on
// iOS; the matrix is row-major with row vectors (`m41`…`m43` the translation), as Core
// Animation's `CATransform3D`, and converts to and from simd's column-major `simd_float4x4`.
import Foundation

public struct SCNVector3: Hashable, Sendable {
    public var x: Float
    public var y: Float
    public var z: Float

    public init() { x = 0; y = 0; z = 0 }
    public init(x: Float, y: Float, z: Float) { self.x = x; self.y = y; self.z = z }
    public init(_ x: Float, _ y: Float, _ z: Float) { self.init(x: x, y: y, z: z) }
    public init(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) { self.init(x: Float(x), y: Float(y), z: Float(z)) }
    public init(_ x: Double, _ y: Double, _ z: Double) { self.init(x: Float(x), y: Float(y), z: Float(z)) }
    public init(_ x: Int, _ y: Int, _ z: Int) { self.init(x: Float(x), y: Float(y), z: Float(z)) }
    public init(_ v: simd_float3) { self.init(x: v.x, y: v.y, z: v.z) }
    public init(_ v: simd_double3) { self.init(x: Float(v.x), y: Float(v.y), z: Float(v.z)) }
}

public struct SCNVector4: Hashable, Sendable {
    public var x: Float
    public var y: Float
    public var z: Float
    public var w: Float

    public init() { x = 0; y = 0; z = 0; w = 0 }
    public init(x: Float, y: Float, z: Float, w: Float) { self.x = x; self.y = y; self.z = z; self.w = w }
    public init(_ x: Float, _ y: Float, _ z: Float, _ w: Float) { self.init(x: x, y: y, z: z, w: w) }
    public init(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ w: CGFloat) { self.init(x: Float(x), y: Float(y), z: Float(z), w: Float(w)) }
    public init(_ x: Double, _ y: Double, _ z: Double, _ w: Double) { self.init(x: Float(x), y: Float(y), z: Float(z), w: Float(w)) }
    public init(_ x: Int, _ y: Int, _ z: Int, _ w: Int) { self.init(x: Float(x), y: Float(y), z: Float(z), w: Float(w)) }
    public init(_ v: simd_float4) { self.init(x: v.x, y: v.y, z: v.z, w: v.w) }
}

/// A rotation as a quaternion `(x, y, z, w)`.
public typealias SCNQuaternion = SCNVector4

public struct SCNMatrix4: Hashable, Sendable {
    public var m11: Float, m12: Float, m13: Float, m14: Float
    public var m21: Float, m22: Float, m23: Float, m24: Float
    public var m31: Float, m32: Float, m33: Float, m34: Float
    public var m41: Float, m42: Float, m43: Float, m44: Float

    public init(m11: Float, m12: Float, m13: Float, m14: Float, m21: Float, m22: Float, m23: Float, m24: Float,
                m31: Float, m32: Float, m33: Float, m34: Float, m41: Float, m42: Float, m43: Float, m44: Float) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    public init() { self.init(simd_float4x4()) }

    /// The matrix whose rows are `m`'s columns: the same transform.
    public init(_ m: simd_float4x4) {
        let (c0, c1, c2, c3) = m.columns
        self.init(m11: c0.x, m12: c0.y, m13: c0.z, m14: c0.w, m21: c1.x, m22: c1.y, m23: c1.z, m24: c1.w,
                  m31: c2.x, m32: c2.y, m33: c2.z, m34: c2.w, m41: c3.x, m42: c3.y, m43: c3.z, m44: c3.w)
    }

    public init(_ m: simd_double4x4) {
        self.init(simd_float4x4(m.columns.0.map(Float.init), m.columns.1.map(Float.init), m.columns.2.map(Float.init), m.columns.3.map(Float.init)))
    }
}

private extension SIMD4 where Scalar == Double {
    func map(_ f: (Double) -> Float) -> SIMD4<Float> { SIMD4<Float>(f(x), f(y), f(z), f(w)) }
}

extension simd_float4x4 {
    public init(_ m: SCNMatrix4) {
        self.init(simd_float4(m.m11, m.m12, m.m13, m.m14), simd_float4(m.m21, m.m22, m.m23, m.m24),
                  simd_float4(m.m31, m.m32, m.m33, m.m34), simd_float4(m.m41, m.m42, m.m43, m.m44))
    }
}

extension SIMD3 where Scalar == Float {
    public init(_ v: SCNVector3) { self.init(v.x, v.y, v.z) }
}

extension SIMD4 where Scalar == Float {
    public init(_ v: SCNVector4) { self.init(v.x, v.y, v.z, v.w) }
}

public let SCNVector3Zero = SCNVector3()
public let SCNVector4Zero = SCNVector4()
public let SCNMatrix4Identity = SCNMatrix4(matrix_identity_float4x4)

public func SCNVector3Make(_ x: Float, _ y: Float, _ z: Float) -> SCNVector3 { SCNVector3(x: x, y: y, z: z) }
public func SCNVector4Make(_ x: Float, _ y: Float, _ z: Float, _ w: Float) -> SCNVector4 { SCNVector4(x: x, y: y, z: z, w: w) }
public func SCNVector3EqualToVector3(_ a: SCNVector3, _ b: SCNVector3) -> Bool { a == b }
public func SCNVector4EqualToVector4(_ a: SCNVector4, _ b: SCNVector4) -> Bool { a == b }
public func SCNMatrix4EqualToMatrix4(_ a: SCNMatrix4, _ b: SCNMatrix4) -> Bool { a == b }
public func SCNMatrix4IsIdentity(_ m: SCNMatrix4) -> Bool { m == SCNMatrix4Identity }
public func SCNMatrix4ToMat4(_ m: SCNMatrix4) -> simd_float4x4 { simd_float4x4(m) }
public func SCNMatrix4FromMat4(_ m: simd_float4x4) -> SCNMatrix4 { SCNMatrix4(m) }

public func SCNMatrix4MakeTranslation(_ tx: Float, _ ty: Float, _ tz: Float) -> SCNMatrix4 {
    var m = matrix_identity_float4x4
    m.columns.3 = simd_float4(tx, ty, tz, 1)
    return SCNMatrix4(m)
}
public func SCNMatrix4MakeScale(_ sx: Float, _ sy: Float, _ sz: Float) -> SCNMatrix4 { SCNMatrix4(simd_float4x4(diagonal: simd_float4(sx, sy, sz, 1))) }
/// A rotation of `angle` radians about the axis `(x, y, z)`.
public func SCNMatrix4MakeRotation(_ angle: Float, _ x: Float, _ y: Float, _ z: Float) -> SCNMatrix4 {
    SCNMatrix4(simd_float4x4(simd_quatf(angle: angle, axis: simd_float3(x, y, z))))
}
/// `a` then `b`: with row vectors, `a × b` (Apple: "SCNMatrix4Mult").
public func SCNMatrix4Mult(_ a: SCNMatrix4, _ b: SCNMatrix4) -> SCNMatrix4 { SCNMatrix4(simd_float4x4(b) * simd_float4x4(a)) }
public func SCNMatrix4Invert(_ m: SCNMatrix4) -> SCNMatrix4 { SCNMatrix4(simd_float4x4(m).inverse) }
/// `m` then a translation.
public func SCNMatrix4Translate(_ m: SCNMatrix4, _ tx: Float, _ ty: Float, _ tz: Float) -> SCNMatrix4 {
    SCNMatrix4Mult(m, SCNMatrix4MakeTranslation(tx, ty, tz))
}
/// A scale, then `m`.
public func SCNMatrix4Scale(_ m: SCNMatrix4, _ sx: Float, _ sy: Float, _ sz: Float) -> SCNMatrix4 {
    SCNMatrix4Mult(SCNMatrix4MakeScale(sx, sy, sz), m)
}
/// A rotation, then `m`.
public func SCNMatrix4Rotate(_ m: SCNMatrix4, _ angle: Float, _ x: Float, _ y: Float, _ z: Float) -> SCNMatrix4 {
    SCNMatrix4Mult(SCNMatrix4MakeRotation(angle, x, y, z), m)
}
