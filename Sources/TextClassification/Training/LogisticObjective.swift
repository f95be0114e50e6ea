import Dispatch
import Foundation

/// The regularised multinomial logistic-regression objective and its gradient.
///
/// Parameters are laid out as `featureCount × classCount` weights (row per feature) followed by
/// `classCount` biases. The objective is the example-weighted mean log-loss plus `l2 / 2 · ‖W‖²`
/// (biases are not penalised). Character n-grams enter through per-word rows (Σ count · W[n-gram]),
/// computed once per evaluation; their gradient is gathered per word and scattered back to the n-grams.
/// The per-text work is split over `threads` contiguous chunks and summed in a fixed order, so results do
/// not depend on scheduling.
struct LogisticObjective: @unchecked Sendable {
    let design: DesignMatrix
    let exampleWeights: [Float]
    let featureCount: Int
    let classCount: Int
    let l2: Double
    let threads: Int
    /// The sum of example weights.
    let totalWeight: Double
    /// Buffers reused by every evaluation.
    let workspace = ObjectiveWorkspace()

    init(design: DesignMatrix, exampleWeights: [Float], featureCount: Int, classCount: Int, l2: Double, threads: Int) {
        self.design = design
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
        let rows = design.rowCount
        let chunkCount = min(threads, max(1, rows / 256))
        let n = parameterCount
        let wordSize = design.words.count * classCount
        let space = workspace
        space.prepare(parameterCount: n, wordSize: wordSize, chunkCount: chunkCount)
        let scratch = space.scratch, wordGradients = space.wordGradients, losses = space.losses
        let wordRows = space.wordRows
        design.words.fillRows(UnsafeMutableBufferPointer(rebasing: wordRows[0..<wordSize]), weights: parameters,
                              classes: classCount, threads: threads)
        let context = ChunkContext(
            objective: self, parameters: parameters, wordRows: UnsafeBufferPointer(wordRows), output: gradient,
            scratch: scratch, wordGradients: wordGradients, losses: losses, rows: rows, chunkCount: chunkCount)
        if chunkCount == 1 {
            context.run(chunk: 0)
        } else {
            DispatchQueue.concurrentPerform(iterations: chunkCount) { context.run(chunk: $0) }
        }
        // Word rows: sum the chunks' parts (chunk order, deterministic) and scatter them to their n-grams.
        if chunkCount > 1, let wordBase = wordGradients.baseAddress {
            VectorMath.parallel(count: wordSize, parts: threads) { _, range in
                for chunk in 1..<chunkCount {
                    VectorMath.add(wordBase + chunk * wordSize + range.lowerBound, wordBase + range.lowerBound,
                                   count: range.count)
                }
            }
        }
        scatter(UnsafeMutableBufferPointer(rebasing: wordGradients[0..<wordSize]), into: gradient)
        var loss = 0.0
        for chunk in 0..<chunkCount { loss += losses[chunk] }
        loss /= totalWeight
        // One pass over the parameters: add the other chunks' parts (chunk order), scale, add the L2 part
        // (weights only, not biases); penalties are summed per piece in piece order.
        let scale = Float(1 / totalWeight)
        let weightCount = featureCount * classCount
        let l2f = Float(l2)
        let pieces = VectorMath.pieceCount(count: n, parts: threads)
        var penalties = [Double](repeating: 0, count: pieces)
        penalties.withUnsafeMutableBufferPointer { penalties in
            guard let out = gradient.baseAddress, let weights = parameters.baseAddress,
                  let partials = penalties.baseAddress
            else { return }
            let scratchBase = scratch.baseAddress
            VectorMath.parallel(count: n, parts: threads) { piece, range in
                // Chunks beyond the second are added first; the second is fused into the final pass.
                if chunkCount > 2, let scratchBase {
                    for chunk in 1..<(chunkCount - 1) {
                        VectorMath.add(scratchBase + (chunk - 1) * n + range.lowerBound, out + range.lowerBound,
                                       count: range.count)
                    }
                }
                let last = chunkCount > 1 ? scratchBase.map { UnsafePointer($0 + (chunkCount - 2) * n) } : nil
                let weightRange = range.clamped(to: 0..<weightCount)
                let biasRange = range.clamped(to: weightCount..<n)
                partials[piece] = VectorMath.combine(
                    out + weightRange.lowerBound, plus: last.map { $0 + weightRange.lowerBound }, scale: scale,
                    adding: l2f, times: weights + weightRange.lowerBound, count: weightRange.count)
                _ = VectorMath.combine(
                    out + biasRange.lowerBound, plus: last.map { $0 + biasRange.lowerBound }, scale: scale,
                    adding: 0, times: weights + biasRange.lowerBound, count: biasRange.count)
            }
        }
        let penalty = penalties.reduce(0, +)
        loss += 0.5 * l2 * penalty
        return loss
    }

    /// Adds each word's gradient row to the gradient rows of its n-grams (times their counts).
    private func scatter(_ wordGradients: UnsafeMutableBufferPointer<Float>, into gradient: UnsafeMutableBufferPointer<Float>) {
        let classes = classCount
        guard let source = wordGradients.baseAddress, let target = gradient.baseAddress else { return }
        let matrix = design.words.matrix
        matrix.rowStarts.withUnsafeBufferPointer { starts in
        matrix.indices.withUnsafeBufferPointer { indices in
        matrix.values.withUnsafeBufferPointer { values in
            for word in 0..<design.words.count {
                let row = UnsafePointer(source + word &* classes)
                for position in starts[word]..<starts[word + 1] {
                    VectorMath.axpy(values[position], row, target + Int(indices[position]) &* classes, count: classes)
                }
            }
        }
        }
        }
    }

    /// The pointers one gradient pass shares between its chunks; each chunk writes only its own parts.
    private struct ChunkContext: @unchecked Sendable {
        let objective: LogisticObjective
        let parameters: UnsafeBufferPointer<Float>
        let wordRows: UnsafeBufferPointer<Float>
        let output: UnsafeMutableBufferPointer<Float>
        let scratch: UnsafeMutableBufferPointer<Float>
        let wordGradients: UnsafeMutableBufferPointer<Float>
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
            let wordSize = objective.design.words.count * objective.classCount
            let words = UnsafeMutableBufferPointer(rebasing: wordGradients[(chunk * wordSize)..<((chunk + 1) * wordSize)])
            losses[chunk] = objective.accumulate(
                parameters, wordRows: wordRows, into: target, wordGradients: words, rows: start..<end)
        }
    }

    /// Zeroes `gradient` and adds the unscaled weighted log-loss gradient of `rows` to it (word rows'
    /// gradient into `wordGradients`); returns the weighted log-loss sum.
    fileprivate func accumulate(
        _ parameters: UnsafeBufferPointer<Float>, wordRows: UnsafeBufferPointer<Float>,
        into gradient: UnsafeMutableBufferPointer<Float>, wordGradients: UnsafeMutableBufferPointer<Float>,
        rows: Range<Int>
    ) -> Double {
        let classes = classCount
        let biasOffset = featureCount * classes
        gradient.update(repeating: 0)
        wordGradients.update(repeating: 0)
        guard let weightBase = parameters.baseAddress, let wordBase = wordRows.baseAddress,
              let gradientBase = gradient.baseAddress, let wordGradientBase = wordGradients.baseAddress
        else { return 0 }
        var loss = 0.0
        var scores = [Float](repeating: 0, count: classes)
        let features = design.features, tokens = design.tokens
        features.rowStarts.withUnsafeBufferPointer { featureStarts in
        features.indices.withUnsafeBufferPointer { featureIndices in
        features.values.withUnsafeBufferPointer { featureValues in
        tokens.rowStarts.withUnsafeBufferPointer { tokenStarts in
        tokens.indices.withUnsafeBufferPointer { tokenIndices in
        tokens.values.withUnsafeBufferPointer { tokenValues in
        scores.withUnsafeMutableBufferPointer { scoreBuffer in
            guard let scores = scoreBuffer.baseAddress else { return }
            for row in rows {
                scores.update(from: weightBase + biasOffset, count: classes)
                let featureSpan = featureStarts[row]..<featureStarts[row + 1]
                let tokenSpan = tokenStarts[row]..<tokenStarts[row + 1]
                for position in featureSpan {
                    VectorMath.axpy(featureValues[position], weightBase + Int(featureIndices[position]) &* classes,
                                    scores, count: classes)
                }
                for position in tokenSpan {
                    VectorMath.axpy(tokenValues[position], wordBase + Int(tokenIndices[position]) &* classes,
                                    scores, count: classes)
                }
                var maximum = scores[0]
                for c in 1..<classes where scores[c] > maximum { maximum = scores[c] }
                var sum: Float = 0
                for c in 0..<classes {
                    let e = expf(scores[c] - maximum)
                    scores[c] = e
                    sum += e
                }
                let target = Int(design.targets[row])
                let weight = exampleWeights[row]
                let probability = max(scores[target] / sum, 1e-30)
                loss -= Double(weight) * Double(logf(probability))
                let inverse = weight / sum
                for c in 0..<classes { scores[c] *= inverse }
                scores[target] -= weight
                VectorMath.add(scores, gradientBase + biasOffset, count: classes)
                for position in featureSpan {
                    VectorMath.axpy(featureValues[position], scores,
                                    gradientBase + Int(featureIndices[position]) &* classes, count: classes)
                }
                for position in tokenSpan {
                    VectorMath.axpy(tokenValues[position], scores,
                                    wordGradientBase + Int(tokenIndices[position]) &* classes, count: classes)
                }
            }
        }
        }
        }
        }
        }
        }
        }
        return loss
    }
}
