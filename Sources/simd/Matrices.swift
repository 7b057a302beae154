// Apple's square matrices (Apple: "simd_float4x4"): a struct whose `columns` is a tuple of
// column vectors; the arithmetic is `_SIMDSquareMatrix`'s (docs/supported-api.md, "simd").

public struct simd_float2x2: _SIMDSquareMatrix, CustomStringConvertible {
    public typealias Column = SIMD2<Float>
    public static var _order: Int { 2 }
    public var columns: (SIMD2<Float>, SIMD2<Float>)

    public init(_columnArray a: [SIMD2<Float>]) { columns = (a[0], a[1]) }
    public var _columnArray: [SIMD2<Float>] { [columns.0, columns.1] }
    public init(_ c0: SIMD2<Float>, _ c1: SIMD2<Float>) { columns = (c0, c1) }
    public init(columns: (SIMD2<Float>, SIMD2<Float>)) { self.columns = columns }
    public init(_ columns: [SIMD2<Float>]) { self.init(_columnArray: columns) }
    /// The matrix with `scalar` on its diagonal.
    public init(_ scalar: Float) { self.init(diagonal: SIMD2<Float>(repeating: scalar)) }

    public var description: String { "simd_float2x2(\(_columnArray))" }
}

public struct simd_float3x3: _SIMDSquareMatrix, CustomStringConvertible {
    public typealias Column = SIMD3<Float>
    public static var _order: Int { 3 }
    public var columns: (SIMD3<Float>, SIMD3<Float>, SIMD3<Float>)

    public init(_columnArray a: [SIMD3<Float>]) { columns = (a[0], a[1], a[2]) }
    public var _columnArray: [SIMD3<Float>] { [columns.0, columns.1, columns.2] }
    public init(_ c0: SIMD3<Float>, _ c1: SIMD3<Float>, _ c2: SIMD3<Float>) { columns = (c0, c1, c2) }
    public init(columns: (SIMD3<Float>, SIMD3<Float>, SIMD3<Float>)) { self.columns = columns }
    public init(_ columns: [SIMD3<Float>]) { self.init(_columnArray: columns) }
    /// The matrix with `scalar` on its diagonal.
    public init(_ scalar: Float) { self.init(diagonal: SIMD3<Float>(repeating: scalar)) }

    public var description: String { "simd_float3x3(\(_columnArray))" }
}

public struct simd_float4x4: _SIMDSquareMatrix, CustomStringConvertible {
    public typealias Column = SIMD4<Float>
    public static var _order: Int { 4 }
    public var columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)

    public init(_columnArray a: [SIMD4<Float>]) { columns = (a[0], a[1], a[2], a[3]) }
    public var _columnArray: [SIMD4<Float>] { [columns.0, columns.1, columns.2, columns.3] }
    public init(_ c0: SIMD4<Float>, _ c1: SIMD4<Float>, _ c2: SIMD4<Float>, _ c3: SIMD4<Float>) { columns = (c0, c1, c2, c3) }
    public init(columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)) { self.columns = columns }
    public init(_ columns: [SIMD4<Float>]) { self.init(_columnArray: columns) }
    /// The matrix with `scalar` on its diagonal.
    public init(_ scalar: Float) { self.init(diagonal: SIMD4<Float>(repeating: scalar)) }

    public var description: String { "simd_float4x4(\(_columnArray))" }
}

public struct simd_double2x2: _SIMDSquareMatrix, CustomStringConvertible {
    public typealias Column = SIMD2<Double>
    public static var _order: Int { 2 }
    public var columns: (SIMD2<Double>, SIMD2<Double>)

    public init(_columnArray a: [SIMD2<Double>]) { columns = (a[0], a[1]) }
    public var _columnArray: [SIMD2<Double>] { [columns.0, columns.1] }
    public init(_ c0: SIMD2<Double>, _ c1: SIMD2<Double>) { columns = (c0, c1) }
    public init(columns: (SIMD2<Double>, SIMD2<Double>)) { self.columns = columns }
    public init(_ columns: [SIMD2<Double>]) { self.init(_columnArray: columns) }
    /// The matrix with `scalar` on its diagonal.
    public init(_ scalar: Double) { self.init(diagonal: SIMD2<Double>(repeating: scalar)) }

    public var description: String { "simd_double2x2(\(_columnArray))" }
}

public struct simd_double3x3: _SIMDSquareMatrix, CustomStringConvertible {
    public typealias Column = SIMD3<Double>
    public static var _order: Int { 3 }
    public var columns: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    public init(_columnArray a: [SIMD3<Double>]) { columns = (a[0], a[1], a[2]) }
    public var _columnArray: [SIMD3<Double>] { [columns.0, columns.1, columns.2] }
    public init(_ c0: SIMD3<Double>, _ c1: SIMD3<Double>, _ c2: SIMD3<Double>) { columns = (c0, c1, c2) }
    public init(columns: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)) { self.columns = columns }
    public init(_ columns: [SIMD3<Double>]) { self.init(_columnArray: columns) }
    /// The matrix with `scalar` on its diagonal.
    public init(_ scalar: Double) { self.init(diagonal: SIMD3<Double>(repeating: scalar)) }

    public var description: String { "simd_double3x3(\(_columnArray))" }
}

public struct simd_double4x4: _SIMDSquareMatrix, CustomStringConvertible {
    public typealias Column = SIMD4<Double>
    public static var _order: Int { 4 }
    public var columns: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)

    public init(_columnArray a: [SIMD4<Double>]) { columns = (a[0], a[1], a[2], a[3]) }
    public var _columnArray: [SIMD4<Double>] { [columns.0, columns.1, columns.2, columns.3] }
    public init(_ c0: SIMD4<Double>, _ c1: SIMD4<Double>, _ c2: SIMD4<Double>, _ c3: SIMD4<Double>) { columns = (c0, c1, c2, c3) }
    public init(columns: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)) { self.columns = columns }
    public init(_ columns: [SIMD4<Double>]) { self.init(_columnArray: columns) }
    /// The matrix with `scalar` on its diagonal.
    public init(_ scalar: Double) { self.init(diagonal: SIMD4<Double>(repeating: scalar)) }

    public var description: String { "simd_double4x4(\(_columnArray))" }
}

public typealias matrix_float2x2 = simd_float2x2
public typealias matrix_float3x3 = simd_float3x3
public typealias matrix_float4x4 = simd_float4x4
public typealias matrix_double2x2 = simd_double2x2
public typealias matrix_double3x3 = simd_double3x3
public typealias matrix_double4x4 = simd_double4x4
public typealias float2x2 = simd_float2x2
public typealias float3x3 = simd_float3x3
public typealias float4x4 = simd_float4x4
public typealias double2x2 = simd_double2x2
public typealias double3x3 = simd_double3x3
public typealias double4x4 = simd_double4x4

public let matrix_identity_float2x2 = simd_float2x2(diagonal: SIMD2(repeating: 1))
public let matrix_identity_float3x3 = simd_float3x3(diagonal: SIMD3(repeating: 1))
public let matrix_identity_float4x4 = simd_float4x4(diagonal: SIMD4(repeating: 1))
public let matrix_identity_double2x2 = simd_double2x2(diagonal: SIMD2(repeating: 1))
public let matrix_identity_double3x3 = simd_double3x3(diagonal: SIMD3(repeating: 1))
public let matrix_identity_double4x4 = simd_double4x4(diagonal: SIMD4(repeating: 1))

public func simd_diagonal_matrix(_ d: simd_float3) -> simd_float3x3 { simd_float3x3(diagonal: d) }
public func simd_diagonal_matrix(_ d: simd_float4) -> simd_float4x4 { simd_float4x4(diagonal: d) }
public func simd_matrix(_ c0: simd_float3, _ c1: simd_float3, _ c2: simd_float3) -> simd_float3x3 { simd_float3x3(c0, c1, c2) }
public func simd_matrix(_ c0: simd_float4, _ c1: simd_float4, _ c2: simd_float4, _ c3: simd_float4) -> simd_float4x4 {
    simd_float4x4(c0, c1, c2, c3)
}
public func simd_matrix_from_rows(_ r0: simd_float4, _ r1: simd_float4, _ r2: simd_float4, _ r3: simd_float4) -> simd_float4x4 {
    simd_float4x4(rows: [r0, r1, r2, r3])
}
