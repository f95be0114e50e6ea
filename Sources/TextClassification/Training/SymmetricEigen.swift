import Foundation

/// Eigenvalues and eigenvectors of a small real symmetric matrix, by cyclic Jacobi rotations.
///
/// Cubic in the size per sweep and converging in a handful of sweeps, which suits the class-by-class Gram
/// matrices here (a few hundred rows at most); exact to rounding, and deterministic.
struct SymmetricEigen {
    /// The eigenvalues, largest first.
    let values: [Double]
    /// The eigenvectors as columns of a row-major `size × size` matrix, in the order of `values`.
    let vectors: [Double]
    /// The matrix size.
    let size: Int

    /// Decomposes the row-major `size × size` symmetric `matrix` (only its symmetric part is used).
    init(_ matrix: [Double], size: Int) {
        precondition(matrix.count == size * size, "the matrix must be size × size")
        var a = matrix
        // Symmetrise, so a slightly asymmetric input (rounding) cannot stall the rotations.
        for i in 0..<size {
            for j in (i + 1)..<size {
                let mean = (a[i * size + j] + a[j * size + i]) / 2
                a[i * size + j] = mean
                a[j * size + i] = mean
            }
        }
        var v = [Double](repeating: 0, count: size * size)
        for i in 0..<size { v[i * size + i] = 1 }
        var total = 0.0
        for x in a { total += x * x }
        for _ in 0..<64 {
            var off = 0.0
            for i in 0..<size {
                for j in (i + 1)..<size { off += a[i * size + j] * a[i * size + j] }
            }
            if off <= 1e-30 * max(total, 1e-300) { break }
            for p in 0..<max(0, size - 1) {
                for q in (p + 1)..<size {
                    let apq = a[p * size + q]
                    guard apq != 0 else { continue }
                    let theta = (a[q * size + q] - a[p * size + p]) / (2 * apq)
                    let t = (theta >= 0 ? 1.0 : -1.0) / (abs(theta) + (theta * theta + 1).squareRoot())
                    let c = 1 / (t * t + 1).squareRoot()
                    let s = t * c
                    for k in 0..<size {
                        let kp = a[k * size + p], kq = a[k * size + q]
                        a[k * size + p] = c * kp - s * kq
                        a[k * size + q] = s * kp + c * kq
                    }
                    for k in 0..<size {
                        let pk = a[p * size + k], qk = a[q * size + k]
                        a[p * size + k] = c * pk - s * qk
                        a[q * size + k] = s * pk + c * qk
                    }
                    for k in 0..<size {
                        let kp = v[k * size + p], kq = v[k * size + q]
                        v[k * size + p] = c * kp - s * kq
                        v[k * size + q] = s * kp + c * kq
                    }
                }
            }
        }
        let order = (0..<size).sorted { a[$0 * size + $0] != a[$1 * size + $1] ? a[$0 * size + $0] > a[$1 * size + $1] : $0 < $1 }
        values = order.map { a[$0 * size + $0] }
        var sorted = [Double](repeating: 0, count: size * size)
        for (column, source) in order.enumerated() {
            for row in 0..<size { sorted[row * size + column] = v[row * size + source] }
        }
        vectors = sorted
        self.size = size
    }

    /// Component `row` of eigenvector `column`.
    func vector(_ column: Int, _ row: Int) -> Double { vectors[row * size + column] }
}
