/// Moves between a full weight matrix `W` (`features × classes`, row per feature) and the factors
/// `A` (`features × rank`) and `B` (`rank × classes`) of ``LowRankObjective``.
///
/// The start point is the truncated singular value decomposition of a fitted full-rank `W`, split evenly:
/// `A = U·√S`, `B = √S·Vᵀ`, which is the best rank-`rank` approximation of `W` and, among factorings of it,
/// the one with the least penalty. `V` and `S` come from the eigenvectors of the small `WᵀW`
/// (`classes × classes`), so no `features`-sized decomposition is needed.
struct LowRankFactorization {
    /// Rows of the full matrix.
    let features: Int
    /// Columns of the full matrix.
    let classes: Int
    /// The inner dimension.
    let rank: Int
    /// Threads for the passes over feature rows.
    let threads: Int

    /// The objective's parameters (A, B, biases) for the full-rank `weights` and `biases`.
    func factor(weights: [Float], biases: [Float]) -> [Float] {
        let eigen = SymmetricEigen(gram(weights), size: classes)
        // Singular values are the square roots of the eigenvalues; directions with none are left at zero.
        let largest = max(eigen.values.first ?? 0, 0)
        var projection = [Float](repeating: 0, count: classes * rank)   // V·S^(−1/2), row per class
        var parameters = [Float](repeating: 0, count: features * rank + rank * classes + classes)
        let factorOffset = features * rank
        for k in 0..<min(rank, eigen.values.count) where eigen.values[k] > 1e-12 * largest && eigen.values[k] > 0 {
            let singular = eigen.values[k].squareRoot()
            let root = singular.squareRoot()
            for c in 0..<classes {
                projection[c * rank + k] = Float(eigen.vector(k, c)) * Float(1 / root)
                parameters[factorOffset + k * classes + c] = Float(root * eigen.vector(k, c))
            }
        }
        // A = W · projection, row by row.
        weights.withUnsafeBufferPointer { weights in
            projection.withUnsafeBufferPointer { projection in
                parameters.withUnsafeMutableBufferPointer { out in
                    guard let source = weights.baseAddress, let matrix = projection.baseAddress,
                          let target = out.baseAddress
                    else { return }
                    let pass = RowPass(source: source, matrix: matrix, target: target, inner: classes, width: rank)
                    pass.run(rows: features, threads: threads)
                }
            }
        }
        parameters.replaceSubrange((factorOffset + rank * classes)..., with: biases)
        return parameters
    }

    /// The full weights `A·B` (`features × classes`) of the objective's `parameters`.
    func product(_ parameters: [Float]) -> [Float] {
        var weights = [Float](repeating: 0, count: features * classes)
        parameters.withUnsafeBufferPointer { parameters in
            weights.withUnsafeMutableBufferPointer { out in
                guard let source = parameters.baseAddress, let target = out.baseAddress else { return }
                let pass = RowPass(source: source, matrix: source + features * rank, target: target,
                                   inner: rank, width: classes)
                pass.run(rows: features, threads: threads)
            }
        }
        return weights
    }

    /// The biases stored after the factors in the objective's `parameters`.
    func biases(_ parameters: [Float]) -> [Float] {
        Array(parameters[(features * rank + rank * classes)...])
    }

    /// `WᵀW` in Double (`classes × classes`, row-major): rows accumulated in Float blocks of 256, flushed to
    /// Double, the halves of the rows on two threads added in order.
    func gram(_ weights: [Float]) -> [Double] {
        let classes = classes, features = features
        let parts = VectorMath.pieceCount(count: features, parts: threads, grain: 1024)
        var partials = [Double](repeating: 0, count: parts * classes * classes)
        weights.withUnsafeBufferPointer { weights in
            partials.withUnsafeMutableBufferPointer { partials in
                guard let source = weights.baseAddress, let target = partials.baseAddress else { return }
                let pass = GramPass(source: source, target: target, classes: classes)
                VectorMath.parallel(count: features, parts: threads, grain: 1024) { part, rows in
                    pass.run(rows: rows, part: part)
                }
            }
        }
        var result = [Double](repeating: 0, count: classes * classes)
        for part in 0..<parts {
            for index in result.indices { result[index] += partials[part * classes * classes + index] }
        }
        return result
    }

    /// `target[row] = Σ_i source[row, i] · matrix[i]` for every row (`inner` terms, `width`-wide rows).
    private struct RowPass: @unchecked Sendable {
        let source: UnsafePointer<Float>
        let matrix: UnsafePointer<Float>
        let target: UnsafeMutablePointer<Float>
        let inner: Int
        let width: Int

        /// Runs the rows, split over `threads` contiguous pieces.
        func run(rows: Int, threads: Int) {
            VectorMath.parallel(count: rows, parts: threads, grain: 1024) { _, range in run(range) }
        }

        private func run(_ rows: Range<Int>) {
            for row in rows {
                let out = target + row &* width
                out.update(repeating: 0, count: width)
                for i in 0..<inner {
                    let value = source[row &* inner &+ i]
                    if value != 0 { VectorMath.axpy(value, matrix + i &* width, out, count: width) }
                }
            }
        }
    }

    /// One thread's share of `WᵀW`.
    private struct GramPass: @unchecked Sendable {
        let source: UnsafePointer<Float>
        let target: UnsafeMutablePointer<Double>
        let classes: Int

        func run(rows: Range<Int>, part: Int) {
            let size = classes * classes
            let block = UnsafeMutablePointer<Float>.allocate(capacity: size)
            defer { block.deallocate() }
            let out = target + part * size
            var start = rows.lowerBound
            while start < rows.upperBound {
                let end = min(rows.upperBound, start + 256)
                block.update(repeating: 0, count: size)
                for row in start..<end {
                    let w = source + row &* classes
                    for i in 0..<classes where w[i] != 0 {
                        VectorMath.axpy(w[i], w, block + i &* classes, count: classes)
                    }
                }
                for index in 0..<size { out[index] += Double(block[index]) }
                start = end
            }
        }
    }
}
