import Foundation

/// The regularised multinomial logistic-regression objective and its gradient.
///
/// Parameters are laid out as `featureCount × classCount` weights (row per feature) followed by
/// `classCount` biases. The objective is the example-weighted mean log-loss plus `l2 / 2 · ‖W‖²`
/// (biases are not penalised). Character n-grams enter through per-word rows (Σ count · W[n-gram]),
/// computed once per evaluation; their gradient is gathered per word and scattered back to the n-grams.
/// The per-text work is split over `threads` contiguous chunks and summed in a fixed order, so results do
/// not depend on scheduling.
struct LogisticObjective: ChunkedObjective, @unchecked Sendable {
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

    /// The width of a word's character row: one score per class.
    var rowWidth: Int { classCount }

    /// The weights, not the biases, are under L2.
    var penalizedRanges: [Range<Int>] { [0..<(featureCount * classCount)] }

    /// Zeroes `gradient` and adds the unscaled weighted log-loss gradient of `rows` to it (word rows'
    /// gradient into `wordGradients`); returns the weighted log-loss sum.
    func accumulate(
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
        DesignBuffers.with(design) { buffers in
        let featureStarts = buffers.featureStarts, featureIndices = buffers.featureIndices
        let featureValues = buffers.featureValues, tokenStarts = buffers.tokenStarts
        let tokenIndices = buffers.tokenIndices, tokenValues = buffers.tokenValues
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
                loss += SoftmaxCrossEntropy.gradient(
                    scores, classes: classes, target: Int(design.targets[row]), weight: exampleWeights[row])
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
        return loss
    }
}
