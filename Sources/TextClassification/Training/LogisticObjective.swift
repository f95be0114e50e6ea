import Dispatch
import Foundation

/// The regularised multinomial logistic-regression objective and its gradient.
///
/// Parameters are laid out as `featureCount × classCount` weights (row per feature) followed by
/// `classCount` biases. The objective is the example-weighted mean log-loss plus `l2 / 2 · ‖W‖²`
/// (biases are not penalised). The gradient is computed over `threads` contiguous chunks of examples and
/// summed in a fixed order, so results do not depend on scheduling.
struct LogisticObjective: @unchecked Sendable {
    let matrix: SparseMatrix
    let targets: [Int32]
    let exampleWeights: [Float]
    let featureCount: Int
    let classCount: Int
    let l2: Double
    let threads: Int
    /// The sum of example weights.
    let totalWeight: Double

    init(matrix: SparseMatrix, targets: [Int32], exampleWeights: [Float], featureCount: Int, classCount: Int,
         l2: Double, threads: Int) {
        self.matrix = matrix
        self.targets = targets
        self.exampleWeights = exampleWeights
        self.featureCount = featureCount
        self.classCount = classCount
        self.l2 = l2
        self.threads = max(1, threads)
        self.totalWeight = exampleWeights.reduce(0) { $0 + Double($1) }
    }

    /// The number of parameters.
    var parameterCount: Int { featureCount * classCount + classCount }

    /// Computes the objective at `parameters`, writing the gradient into `gradient`.
    func evaluate(_ parameters: UnsafeBufferPointer<Float>, gradient: UnsafeMutableBufferPointer<Float>) -> Double {
        let rows = matrix.rowCount
        let chunkCount = min(threads, max(1, rows / 256))
        var scratch = [Float](repeating: 0, count: parameterCount * max(0, chunkCount - 1))
        var losses = [Double](repeating: 0, count: chunkCount)
        losses.withUnsafeMutableBufferPointer { losses in
            scratch.withUnsafeMutableBufferPointer { scratch in
                let context = ChunkContext(
                    objective: self, parameters: parameters, output: gradient, scratch: scratch, losses: losses,
                    rows: rows, chunkCount: chunkCount)
                if chunkCount == 1 {
                    context.run(chunk: 0)
                } else {
                    DispatchQueue.concurrentPerform(iterations: chunkCount) { context.run(chunk: $0) }
                }
                let n = parameterCount
                for chunk in 1..<max(1, chunkCount) {
                    let base = (chunk - 1) * n
                    for index in 0..<n { gradient[index] += scratch[base + index] }
                }
            }
        }
        let output = gradient
        var loss = losses.reduce(0, +) / totalWeight
        let scale = Float(1 / totalWeight)
        let weightCount = featureCount * classCount
        var penalty = 0.0
        let l2f = Float(l2)
        for index in 0..<weightCount {
            let w = parameters[index]
            penalty += Double(w * w)
            output[index] = output[index] * scale + l2f * w
        }
        for index in weightCount..<parameterCount { output[index] *= scale }
        loss += 0.5 * l2 * penalty
        return loss
    }

    /// The pointers one gradient pass shares between its chunks; each chunk writes only its own parts.
    private struct ChunkContext: @unchecked Sendable {
        let objective: LogisticObjective
        let parameters: UnsafeBufferPointer<Float>
        let output: UnsafeMutableBufferPointer<Float>
        let scratch: UnsafeMutableBufferPointer<Float>
        let losses: UnsafeMutableBufferPointer<Double>
        let rows: Int
        let chunkCount: Int

        /// Computes chunk `chunk`'s loss and gradient (chunk 0 into the output, others into scratch).
        func run(chunk: Int) {
            let start = rows * chunk / chunkCount
            let end = rows * (chunk + 1) / chunkCount
            let n = objective.parameterCount
            let target = chunk == 0
                ? output
                : UnsafeMutableBufferPointer(rebasing: scratch[((chunk - 1) * n)..<(chunk * n)])
            losses[chunk] = objective.accumulate(parameters, into: target, rows: start..<end)
        }
    }

    /// Adds the unscaled weighted log-loss gradient of `rows` to `gradient` (which it first zeroes);
    /// returns the weighted log-loss sum.
    fileprivate func accumulate(
        _ parameters: UnsafeBufferPointer<Float>, into gradient: UnsafeMutableBufferPointer<Float>, rows: Range<Int>
    ) -> Double {
        let classes = classCount
        let biasOffset = featureCount * classes
        for index in 0..<gradient.count { gradient[index] = 0 }
        var loss = 0.0
        var scores = [Float](repeating: 0, count: classes)
        matrix.rowStarts.withUnsafeBufferPointer { rowStarts in
        matrix.indices.withUnsafeBufferPointer { indices in
        matrix.values.withUnsafeBufferPointer { values in
        scores.withUnsafeMutableBufferPointer { scores in
            for row in rows {
                for c in 0..<classes { scores[c] = parameters[biasOffset + c] }
                let span = rowStarts[row]..<rowStarts[row + 1]
                for position in span {
                    let base = Int(indices[position]) * classes
                    let value = values[position]
                    for c in 0..<classes { scores[c] += value * parameters[base + c] }
                }
                var maximum = scores[0]
                for c in 1..<classes where scores[c] > maximum { maximum = scores[c] }
                var sum: Float = 0
                for c in 0..<classes {
                    let e = expf(scores[c] - maximum)
                    scores[c] = e
                    sum += e
                }
                let target = Int(targets[row])
                let weight = exampleWeights[row]
                let probability = max(scores[target] / sum, 1e-30)
                loss -= Double(weight) * Double(logf(probability))
                let inverse = weight / sum
                for c in 0..<classes { scores[c] *= inverse }
                scores[target] -= weight
                for c in 0..<classes { gradient[biasOffset + c] += scores[c] }
                for position in span {
                    let base = Int(indices[position]) * classes
                    let value = values[position]
                    for c in 0..<classes { gradient[base + c] += value * scores[c] }
                }
            }
        }
        }
        }
        }
        return loss
    }
}
