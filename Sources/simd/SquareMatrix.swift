// What Apple's square matrices share (`*`, transpose, inverse, determinant), written once over a
// matrix's columns; the concrete types are in Matrices.swift (docs/supported-api.md, "simd").

/// A square matrix of `order` columns, each a `Column` vector, as Apple's `simd_floatNxN` are
/// stored: column-major.
public protocol _SIMDSquareMatrix: Equatable, Sendable {
    associatedtype Column: SIMD where Column.Scalar: BinaryFloatingPoint
    static var _order: Int { get }
    init(_columnArray: [Column])
    var _columnArray: [Column] { get }
}

extension _SIMDSquareMatrix {
    public typealias Scalar = Column.Scalar

    /// The zero matrix.
    public init() { self.init(_columnArray: Array(repeating: Column(), count: Self._order)) }

    /// The matrix with `diagonal` on its diagonal, zero elsewhere.
    public init(diagonal: Column) {
        self.init(_columnArray: (0..<Self._order).map { i in
            var column = Column()
            column[i] = diagonal[i]
            return column
        })
    }

    /// The matrix whose rows are `rows`.
    public init(rows: [Column]) { self = Self(_columnArray: rows).transpose }

    public subscript(column: Int) -> Column {
        get { _columnArray[column] }
        set {
            var columns = _columnArray
            columns[column] = newValue
            self = Self(_columnArray: columns)
        }
    }

    public subscript(column: Int, row: Int) -> Scalar {
        get { _columnArray[column][row] }
        set {
            var columns = _columnArray
            columns[column][row] = newValue
            self = Self(_columnArray: columns)
        }
    }

    public var transpose: Self {
        let columns = _columnArray
        return Self(_columnArray: (0..<Self._order).map { i in
            var column = Column()
            for j in 0..<Self._order { column[j] = columns[j][i] }
            return column
        })
    }

    /// The determinant, by elimination with partial pivoting.
    public var determinant: Scalar {
        var rows = transpose._columnArray.map { row in (0..<Self._order).map { row[$0] } }
        var result: Scalar = 1
        for pivot in 0..<Self._order {
            guard let best = (pivot..<Self._order).max(by: { Swift.abs(rows[$0][pivot]) < Swift.abs(rows[$1][pivot]) }),
                  rows[best][pivot] != 0 else { return 0 }
            if best != pivot {
                rows.swapAt(best, pivot)
                result = -result
            }
            result *= rows[pivot][pivot]
            for row in (pivot + 1)..<Self._order {
                let factor = rows[row][pivot] / rows[pivot][pivot]
                for column in pivot..<Self._order { rows[row][column] -= factor * rows[pivot][column] }
            }
        }
        return result
    }

    /// The inverse, by Gauss-Jordan elimination. A singular matrix gives non-finite values, as
    /// Apple's does (its documentation: "the result is undefined").
    public var inverse: Self {
        let n = Self._order
        var a = transpose._columnArray.map { row in (0..<n).map { row[$0] } }
        var b = (0..<n).map { i in (0..<n).map { $0 == i ? Scalar(1) : 0 } }
        for pivot in 0..<n {
            let best = (pivot..<n).max { Swift.abs(a[$0][pivot]) < Swift.abs(a[$1][pivot]) }!
            a.swapAt(best, pivot)
            b.swapAt(best, pivot)
            let p = a[pivot][pivot]
            for c in 0..<n {
                a[pivot][c] /= p
                b[pivot][c] /= p
            }
            for row in 0..<n where row != pivot {
                let factor = a[row][pivot]
                guard factor != 0 else { continue }
                for c in 0..<n {
                    a[row][c] -= factor * a[pivot][c]
                    b[row][c] -= factor * b[pivot][c]
                }
            }
        }
        // `b` holds rows; make columns of them.
        return Self(_columnArray: (0..<n).map { c in
            var column = Column()
            for r in 0..<n { column[r] = b[r][c] }
            return column
        })
    }

    public static func * (m: Self, v: Column) -> Column {
        var result = Column()
        for (i, column) in m._columnArray.enumerated() { result += column * v[i] }
        return result
    }

    /// `v` as a row, times `m`.
    public static func * (v: Column, m: Self) -> Column {
        var result = Column()
        for (i, column) in m._columnArray.enumerated() { result[i] = (column * v).sum() }
        return result
    }

    public static func * (a: Self, b: Self) -> Self { Self(_columnArray: b._columnArray.map { a * $0 }) }
    public static func * (s: Scalar, m: Self) -> Self { Self(_columnArray: m._columnArray.map { $0 * s }) }
    public static func * (m: Self, s: Scalar) -> Self { s * m }
    public static func + (a: Self, b: Self) -> Self { Self(_columnArray: zip(a._columnArray, b._columnArray).map { $0 + $1 }) }
    public static func - (a: Self, b: Self) -> Self { Self(_columnArray: zip(a._columnArray, b._columnArray).map { $0 - $1 }) }
    public static prefix func - (m: Self) -> Self { Self(_columnArray: m._columnArray.map { -$0 }) }
    public static func *= (a: inout Self, b: Self) { a = a * b }
    public static func += (a: inout Self, b: Self) { a = a + b }
    public static func -= (a: inout Self, b: Self) { a = a - b }
    public static func == (a: Self, b: Self) -> Bool { a._columnArray == b._columnArray }
}

public func simd_mul<M: _SIMDSquareMatrix>(_ a: M, _ b: M) -> M { a * b }
public func simd_mul<M: _SIMDSquareMatrix>(_ m: M, _ v: M.Column) -> M.Column { m * v }
public func simd_mul<M: _SIMDSquareMatrix>(_ v: M.Column, _ m: M) -> M.Column { v * m }
public func matrix_multiply<M: _SIMDSquareMatrix>(_ a: M, _ b: M) -> M { a * b }
public func matrix_multiply<M: _SIMDSquareMatrix>(_ m: M, _ v: M.Column) -> M.Column { m * v }
public func simd_add<M: _SIMDSquareMatrix>(_ a: M, _ b: M) -> M { a + b }
public func simd_sub<M: _SIMDSquareMatrix>(_ a: M, _ b: M) -> M { a - b }
public func simd_inverse<M: _SIMDSquareMatrix>(_ m: M) -> M { m.inverse }
public func simd_transpose<M: _SIMDSquareMatrix>(_ m: M) -> M { m.transpose }
public func simd_determinant<M: _SIMDSquareMatrix>(_ m: M) -> M.Scalar { m.determinant }
public func matrix_invert<M: _SIMDSquareMatrix>(_ m: M) -> M { m.inverse }
public func matrix_transpose<M: _SIMDSquareMatrix>(_ m: M) -> M { m.transpose }
/// Whether every element of `a` is within `tol` of `b`'s.
public func simd_almost_equal_elements<M: _SIMDSquareMatrix>(_ a: M, _ b: M, _ tol: M.Scalar) -> Bool {
    zip(a._columnArray, b._columnArray).allSatisfy { x, y in x.indices.allSatisfy { Swift.abs(x[$0] - y[$0]) <= tol } }
}
