// Apple's single-precision quaternion (Apple: "simd_quatf"): a rotation kept as its vector
// `(ix, iy, iz, r)`, with the rotation maths computed (docs/supported-api.md, "simd").
import Foundation

public struct simd_quatf: Hashable, Sendable, CustomStringConvertible {
    /// The imaginary parts in the first three lanes, the real part last.
    public var vector: simd_float4

    public init() { vector = simd_float4() }
    public init(vector: simd_float4) { self.vector = vector }
    public init(ix: Float, iy: Float, iz: Float, r: Float) { vector = simd_float4(ix, iy, iz, r) }
    public init(real: Float, imag: simd_float3) { vector = simd_float4(imag, real) }

    /// A rotation of `angle` radians about `axis` (normalized first, as Apple's does).
    public init(angle: Float, axis: simd_float3) {
        let unit = simd_normalize(axis)
        vector = simd_float4(unit * sinf(angle / 2), cosf(angle / 2))
    }

    /// The shortest rotation that takes the direction `from` to the direction `to`.
    public init(from: simd_float3, to: simd_float3) {
        let a = simd_normalize(from), b = simd_normalize(to)
        let d = simd_dot(a, b)
        if d < -0.999_999 {
            // Opposite directions: half a turn about any axis perpendicular to `a`.
            var axis = simd_cross(simd_float3(1, 0, 0), a)
            if simd_length(axis) < 1e-6 { axis = simd_cross(simd_float3(0, 1, 0), a) }
            self.init(angle: .pi, axis: axis)
        } else {
            self.init(vector: simd_normalize(simd_float4(simd_cross(a, b), 1 + d)))
        }
    }

    /// The rotation a rotation matrix performs.
    public init(_ m: simd_float3x3) {
        let (c0, c1, c2) = m.columns
        let trace = c0.x + c1.y + c2.z
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            self.init(ix: (c1.z - c2.y) / s, iy: (c2.x - c0.z) / s, iz: (c0.y - c1.x) / s, r: s / 4)
        } else if c0.x > c1.y && c0.x > c2.z {
            let s = (1 + c0.x - c1.y - c2.z).squareRoot() * 2
            self.init(ix: s / 4, iy: (c1.x + c0.y) / s, iz: (c2.x + c0.z) / s, r: (c1.z - c2.y) / s)
        } else if c1.y > c2.z {
            let s = (1 + c1.y - c0.x - c2.z).squareRoot() * 2
            self.init(ix: (c1.x + c0.y) / s, iy: s / 4, iz: (c2.y + c1.z) / s, r: (c2.x - c0.z) / s)
        } else {
            let s = (1 + c2.z - c0.x - c1.y).squareRoot() * 2
            self.init(ix: (c2.x + c0.z) / s, iy: (c2.y + c1.z) / s, iz: s / 4, r: (c0.y - c1.x) / s)
        }
    }

    public init(_ m: simd_float4x4) {
        let (c0, c1, c2, _) = m.columns
        self.init(simd_float3x3(simd_make_float3(c0), simd_make_float3(c1), simd_make_float3(c2)))
    }

    public var real: Float {
        get { vector.w }
        set { vector.w = newValue }
    }
    public var imag: simd_float3 {
        get { simd_make_float3(vector) }
        set { vector = simd_float4(newValue, vector.w) }
    }
    public var length: Float { simd_length(vector) }
    public var normalized: simd_quatf { simd_quatf(vector: simd_normalize(vector)) }
    public var conjugate: simd_quatf { simd_quatf(real: real, imag: -imag) }
    public var inverse: simd_quatf { simd_quatf(vector: conjugate.vector / simd_length_squared(vector)) }

    /// The rotation's angle in radians, in 0...2π.
    public var angle: Float { 2 * atan2f(simd_length(imag), real) }

    /// The rotation's axis, a unit vector; (1, 0, 0) for no rotation, as Apple's gives.
    public var axis: simd_float3 {
        let l = simd_length(imag)
        return l == 0 ? simd_float3(1, 0, 0) : imag / l
    }

    /// `v` rotated by this (unit) quaternion.
    public func act(_ v: simd_float3) -> simd_float3 {
        let u = imag, s = real
        return 2 * simd_dot(u, v) * u + (s * s - simd_dot(u, u)) * v + 2 * s * simd_cross(u, v)
    }

    public static func * (a: simd_quatf, b: simd_quatf) -> simd_quatf {
        simd_quatf(real: a.real * b.real - simd_dot(a.imag, b.imag),
                   imag: a.real * b.imag + b.real * a.imag + simd_cross(a.imag, b.imag))
    }
    public static func * (q: simd_quatf, s: Float) -> simd_quatf { simd_quatf(vector: q.vector * s) }
    public static func * (s: Float, q: simd_quatf) -> simd_quatf { q * s }
    public static func + (a: simd_quatf, b: simd_quatf) -> simd_quatf { simd_quatf(vector: a.vector + b.vector) }
    public static func - (a: simd_quatf, b: simd_quatf) -> simd_quatf { simd_quatf(vector: a.vector - b.vector) }
    public static prefix func - (q: simd_quatf) -> simd_quatf { simd_quatf(vector: -q.vector) }
    public static func *= (a: inout simd_quatf, b: simd_quatf) { a = a * b }

    public var description: String { "simd_quatf(real: \(real), imag: \(imag))" }
}

extension simd_float3x3 {
    /// The rotation matrix of a unit quaternion.
    public init(_ q: simd_quatf) {
        let x = q.vector.x, y = q.vector.y, z = q.vector.z, w = q.vector.w
        self.init(simd_float3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
                  simd_float3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
                  simd_float3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)))
    }
}

extension simd_float4x4 {
    /// The rotation matrix of a unit quaternion, with no translation.
    public init(_ q: simd_quatf) {
        let r = simd_float3x3(q)
        self.init(simd_float4(r.columns.0, 0), simd_float4(r.columns.1, 0), simd_float4(r.columns.2, 0), simd_float4(0, 0, 0, 1))
    }
}

public func simd_quaternion(_ angle: Float, _ axis: simd_float3) -> simd_quatf { simd_quatf(angle: angle, axis: axis) }
public func simd_quaternion(_ ix: Float, _ iy: Float, _ iz: Float, _ r: Float) -> simd_quatf { simd_quatf(ix: ix, iy: iy, iz: iz, r: r) }
public func simd_quaternion(_ from: simd_float3, _ to: simd_float3) -> simd_quatf { simd_quatf(from: from, to: to) }
public func simd_quaternion(_ m: simd_float3x3) -> simd_quatf { simd_quatf(m) }
public func simd_quaternion(_ m: simd_float4x4) -> simd_quatf { simd_quatf(m) }
public func simd_matrix3x3(_ q: simd_quatf) -> simd_float3x3 { simd_float3x3(q) }
public func simd_matrix4x4(_ q: simd_quatf) -> simd_float4x4 { simd_float4x4(q) }
public func simd_act(_ q: simd_quatf, _ v: simd_float3) -> simd_float3 { q.act(v) }
public func simd_mul(_ a: simd_quatf, _ b: simd_quatf) -> simd_quatf { a * b }
public func simd_inverse(_ q: simd_quatf) -> simd_quatf { q.inverse }
public func simd_conjugate(_ q: simd_quatf) -> simd_quatf { q.conjugate }
public func simd_normalize(_ q: simd_quatf) -> simd_quatf { q.normalized }
public func simd_length(_ q: simd_quatf) -> Float { q.length }
public func simd_angle(_ q: simd_quatf) -> Float { q.angle }
public func simd_axis(_ q: simd_quatf) -> simd_float3 { q.axis }
public func simd_imag(_ q: simd_quatf) -> simd_float3 { q.imag }
public func simd_real(_ q: simd_quatf) -> Float { q.real }

/// Spherical interpolation along the shorter arc from `q0` (t = 0) to `q1` (t = 1).
public func simd_slerp(_ q0: simd_quatf, _ q1: simd_quatf, _ t: Float) -> simd_quatf {
    var end = q1
    var d = simd_dot(q0.vector, q1.vector)
    if d < 0 {
        end = -q1
        d = -d
    }
    if d > 0.9995 { return simd_quatf(vector: simd_mix(q0.vector, end.vector, simd_float4(repeating: t))).normalized }
    let theta = acosf(d)
    let a = sinf((1 - t) * theta) / sinf(theta), b = sinf(t * theta) / sinf(theta)
    return simd_quatf(vector: a * q0.vector + b * end.vector)
}
