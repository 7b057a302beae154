#if os(Linux)
// simd as games and AR apps write it: Apple's type names, the `simd_` functions and the Swift
// overlay's unprefixed ones, over real values.
import Foundation
import simd
import Testing

@Suite struct SimdTests {
    private func close(_ a: Float, _ b: Float, _ tol: Float = 1e-5) -> Bool { Swift.abs(a - b) <= tol }
    private func close(_ a: simd_float3, _ b: simd_float3, _ tol: Float = 1e-5) -> Bool { simd_length(a - b) <= tol }

    @Test func vectorFunctionsComputeWhatApplesDo() {
        let a = simd_float3(3, 4, 0), b = vector_float3(1, 0, 0)
        #expect(simd_length(a) == 5 && length(a) == 5 && simd_length_squared(a) == 25)
        #expect(simd_distance(a, b) == simd_length(simd_float3(2, 4, 0)) && distance(a, b) == simd_distance(a, b))
        #expect(simd_normalize(a) == simd_float3(0.6, 0.8, 0) && normalize(a) == simd_normalize(a))
        #expect(simd_dot(a, b) == 3 && dot(a, b) == 3)
        #expect(simd_cross(simd_float3(1, 0, 0), simd_float3(0, 1, 0)) == simd_float3(0, 0, 1))
        #expect(cross(simd_double3(0, 1, 0), simd_double3(1, 0, 0)) == simd_double3(0, 0, -1))
        #expect(simd_mix(simd_float2(0, 10), simd_float2(10, 20), simd_float2(0.5, 0.25)) == simd_float2(5, 12.5))
        #expect(mix(simd_float3(0, 0, 0), simd_float3(2, 4, 8), t: 0.5) == simd_float3(1, 2, 4))
        #expect(simd_clamp(simd_float3(-1, 0.5, 2), simd_float3(repeating: 0), simd_float3(repeating: 1)) == simd_float3(0, 0.5, 1))
        #expect(clamp(simd_float3(-1, 0.5, 2), min: 0, max: 1) == simd_float3(0, 0.5, 1))
        #expect(clamp(Float(3), min: 0, max: 1) == 1)
        #expect(simd_min(simd_float2(1, 5), simd_float2(3, 2)) == simd_float2(1, 2))
        #expect(simd_max(simd_int3(1, 5, -2), simd_int3(3, 2, -4)) == simd_int3(3, 5, -2))
        #expect(simd_abs(simd_float3(-1, 2, -3)) == simd_float3(1, 2, 3) && simd_abs(simd_int2(-4, 4)) == simd_int2(4, 4))
        #expect(simd_make_float3(simd_float4(1, 2, 3, 4)) == simd_float3(1, 2, 3))
        #expect(simd_make_float4(simd_float3(1, 2, 3), 1) == simd_float4(1, 2, 3, 1))
        // The standard library's `min` and `abs` still answer for scalars.
        #expect(min(2, 3) == 2 && abs(-2.5) == 2.5)
    }

    @Test func matricesMultiplyInvertAndTranspose() {
        var translate = matrix_identity_float4x4
        translate.columns.3 = simd_float4(1, 2, 3, 1)
        let scale = float4x4(diagonal: simd_float4(2, 2, 2, 1))
        let point = simd_float4(1, 1, 1, 1)
        // Scale first, then translate: column-major, applied right to left.
        #expect(translate * scale * point == simd_float4(3, 4, 5, 1))
        #expect(simd_mul(scale, translate) * point == simd_float4(4, 6, 8, 1))
        let inverse = simd_inverse(translate * scale)
        #expect(simd_almost_equal_elements(inverse * translate * scale, matrix_identity_float4x4, 1e-6))
        #expect(inverse * simd_float4(3, 4, 5, 1) == point)
        let m = simd_float3x3(simd_float3(1, 2, 3), simd_float3(4, 5, 6), simd_float3(7, 8, 10))
        #expect(m.transpose.columns.0 == simd_float3(1, 4, 7) && simd_transpose(m)[1, 0] == 2)
        #expect(close(m.determinant, -3) && close(simd_determinant(m), -3))
        #expect(simd_float2x2(rows: [simd_float2(1, 2), simd_float2(3, 4)]).columns.0 == simd_float2(1, 3))
        #expect(matrix_float4x4() == float4x4(0))
        #expect(simd_double4x4(diagonal: simd_double4(repeating: 1)) == matrix_identity_double4x4)
    }

    @Test func quaternionsRotate() {
        let quarter = simd_quatf(angle: .pi / 2, axis: simd_float3(0, 0, 1))
        #expect(close(quarter.angle, .pi / 2) && close(quarter.axis, simd_float3(0, 0, 1)))
        #expect(close(quarter.act(simd_float3(1, 0, 0)), simd_float3(0, 1, 0)))
        #expect(close(simd_act(quarter * quarter, simd_float3(1, 0, 0)), simd_float3(-1, 0, 0)))
        #expect(close(simd_make_float3(simd_float4x4(quarter) * simd_float4(1, 0, 0, 1)), simd_float3(0, 1, 0)))
        let back = simd_quatf(simd_float3x3(quarter))
        #expect(close(back.angle, quarter.angle) && close(back.axis, quarter.axis))
        let turn = simd_quatf(from: simd_float3(1, 0, 0), to: simd_float3(0, 0, -1))
        #expect(close(turn.act(simd_float3(1, 0, 0)), simd_float3(0, 0, -1)))
        let half = simd_slerp(simd_quatf(angle: 0, axis: simd_float3(0, 1, 0)), simd_quatf(angle: .pi / 2, axis: simd_float3(0, 1, 0)), 0.5)
        #expect(close(half.angle, .pi / 4))
        #expect(close((quarter * quarter.inverse).angle, 0))
    }
}
#endif
