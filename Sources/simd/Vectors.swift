// The `simd` module for Linux, where Apple's does not exist: Apple's names for the standard
// library's SIMD vectors, which are the same types (Apple: "simd_float3" is `SIMD3<Float>`), and
// the C library's vector functions over them, computed (docs/supported-api.md, "simd").

public typealias simd_float2 = SIMD2<Float>
public typealias simd_float3 = SIMD3<Float>
public typealias simd_float4 = SIMD4<Float>
public typealias simd_double2 = SIMD2<Double>
public typealias simd_double3 = SIMD3<Double>
public typealias simd_double4 = SIMD4<Double>
public typealias simd_int2 = SIMD2<Int32>
public typealias simd_int3 = SIMD3<Int32>
public typealias simd_int4 = SIMD4<Int32>
public typealias simd_uint2 = SIMD2<UInt32>
public typealias simd_uint3 = SIMD3<UInt32>
public typealias simd_uint4 = SIMD4<UInt32>

// The older `vector_` names, and the Swift overlay's short ones (`float3`), still in apps' code.
public typealias vector_float2 = SIMD2<Float>
public typealias vector_float3 = SIMD3<Float>
public typealias vector_float4 = SIMD4<Float>
public typealias vector_double2 = SIMD2<Double>
public typealias vector_double3 = SIMD3<Double>
public typealias vector_double4 = SIMD4<Double>
public typealias vector_int2 = SIMD2<Int32>
public typealias vector_int3 = SIMD3<Int32>
public typealias vector_int4 = SIMD4<Int32>
public typealias float2 = SIMD2<Float>
public typealias float3 = SIMD3<Float>
public typealias float4 = SIMD4<Float>
public typealias double2 = SIMD2<Double>
public typealias double3 = SIMD3<Double>
public typealias double4 = SIMD4<Double>
public typealias int2 = SIMD2<Int32>
public typealias int3 = SIMD3<Int32>
public typealias int4 = SIMD4<Int32>

public func simd_make_float2(_ x: Float, _ y: Float) -> simd_float2 { simd_float2(x, y) }
public func simd_make_float3(_ x: Float, _ y: Float, _ z: Float) -> simd_float3 { simd_float3(x, y, z) }
public func simd_make_float3(_ xy: simd_float2, _ z: Float) -> simd_float3 { simd_float3(xy, z) }
/// The first three lanes of a 4-lane vector (Apple's truncating overload).
public func simd_make_float3(_ xyzw: simd_float4) -> simd_float3 { simd_float3(xyzw.x, xyzw.y, xyzw.z) }
public func simd_make_float4(_ x: Float, _ y: Float, _ z: Float, _ w: Float) -> simd_float4 { simd_float4(x, y, z, w) }
public func simd_make_float4(_ xyz: simd_float3, _ w: Float) -> simd_float4 { simd_float4(xyz, w) }
/// A 3-lane vector widened, its last lane 0 (Apple: "undefined"; zero here).
public func simd_make_float4(_ xyz: simd_float3) -> simd_float4 { simd_float4(xyz, 0) }
public func simd_make_double3(_ x: Double, _ y: Double, _ z: Double) -> simd_double3 { simd_double3(x, y, z) }
public func simd_make_double4(_ x: Double, _ y: Double, _ z: Double, _ w: Double) -> simd_double4 { simd_double4(x, y, z, w) }
public func simd_make_double4(_ xyz: simd_double3, _ w: Double) -> simd_double4 { simd_double4(xyz, w) }

// MARK: Geometry

public func simd_dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { (x * y).sum() }
public func simd_length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(x, x) }
public func simd_length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(x, x).squareRoot() }
public func simd_distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length(x - y) }
public func simd_distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length_squared(x - y) }
/// `x` scaled to length 1; a zero vector gives NaNs, as Apple's does.
public func simd_normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x / simd_length(x) }
public func simd_cross<S: SIMDScalar & FloatingPoint>(_ x: SIMD3<S>, _ y: SIMD3<S>) -> SIMD3<S> {
    SIMD3(x.y * y.z - x.z * y.y, x.z * y.x - x.x * y.z, x.x * y.y - x.y * y.x)
}
/// `x` reflected in the plane whose unit normal is `n`: `x - 2 dot(x, n) n`.
public func simd_reflect<V: SIMD>(_ x: V, _ n: V) -> V where V.Scalar: FloatingPoint { x - 2 * simd_dot(x, n) * n }
/// `x` projected onto `y`.
public func simd_project<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { simd_dot(x, y) / simd_dot(y, y) * y }

// MARK: Common

/// `x + t (y - x)`, lane by lane.
public func simd_mix<V: SIMD>(_ x: V, _ y: V, _ t: V) -> V where V.Scalar: FloatingPoint { x + t * (y - x) }
public func simd_mix<S: FloatingPoint>(_ x: S, _ y: S, _ t: S) -> S { x + t * (y - x) }
public func simd_clamp<V: SIMD>(_ x: V, _ min: V, _ max: V) -> V where V.Scalar: Comparable {
    x.clamped(lowerBound: min, upperBound: max)
}
public func simd_clamp<S: Comparable>(_ x: S, _ min: S, _ max: S) -> S { Swift.min(Swift.max(x, min), max) }
public func simd_min<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { pointwiseMin(x, y) }
public func simd_max<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { pointwiseMax(x, y) }
public func simd_abs<V: SIMD>(_ x: V) -> V where V.Scalar: Comparable & SignedNumeric {
    V(x.indices.map { Swift.abs(x[$0]) })
}
/// The smallest and largest lanes (Apple's `simd_reduce_min`/`simd_reduce_max`).
public func simd_reduce_min<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable { x.min() }
public func simd_reduce_max<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable { x.max() }
public func simd_reduce_add<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.sum() }
/// 0 where `x < edge`, else 1, lane by lane.
public func simd_step<V: SIMD>(_ edge: V, _ x: V) -> V where V.Scalar: FloatingPoint {
    V(x.indices.map { x[$0] < edge[$0] ? 0 : 1 })
}
/// Hermite interpolation between 0 and 1 as `x` goes from `edge0` to `edge1`.
public func simd_smoothstep<V: SIMD>(_ edge0: V, _ edge1: V, _ x: V) -> V where V.Scalar: FloatingPoint {
    let t = simd_clamp((x - edge0) / (edge1 - edge0), V(repeating: 0), V(repeating: 1))
    return t * t * (3 - 2 * t)
}

// MARK: The Swift overlay's unprefixed names

public func dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(x, y) }
public func length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length(x) }
public func length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length_squared(x) }
public func distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_distance(x, y) }
public func distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_distance_squared(x, y) }
public func normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { simd_normalize(x) }
public func cross<S: SIMDScalar & FloatingPoint>(_ x: SIMD3<S>, _ y: SIMD3<S>) -> SIMD3<S> { simd_cross(x, y) }
public func reflect<V: SIMD>(_ x: V, n: V) -> V where V.Scalar: FloatingPoint { simd_reflect(x, n) }
public func project<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { simd_project(x, y) }
public func mix<V: SIMD>(_ x: V, _ y: V, t: V) -> V where V.Scalar: FloatingPoint { simd_mix(x, y, t) }
public func mix<V: SIMD>(_ x: V, _ y: V, t: V.Scalar) -> V where V.Scalar: FloatingPoint { simd_mix(x, y, V(repeating: t)) }
public func clamp<V: SIMD>(_ x: V, min: V, max: V) -> V where V.Scalar: Comparable { simd_clamp(x, min, max) }
public func clamp<V: SIMD>(_ x: V, min: V.Scalar, max: V.Scalar) -> V where V.Scalar: Comparable {
    simd_clamp(x, V(repeating: min), V(repeating: max))
}
public func clamp<S: FloatingPoint>(_ x: S, min: S, max: S) -> S { simd_clamp(x, min, max) }
public func abs<V: SIMD>(_ x: V) -> V where V.Scalar: Comparable & SignedNumeric { simd_abs(x) }
public func min<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { simd_min(x, y) }
public func max<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { simd_max(x, y) }
public func step<V: SIMD>(_ x: V, edge: V) -> V where V.Scalar: FloatingPoint { simd_step(edge, x) }
public func smoothstep<V: SIMD>(_ x: V, edge0: V, edge1: V) -> V where V.Scalar: FloatingPoint { simd_smoothstep(edge0, edge1, x) }
