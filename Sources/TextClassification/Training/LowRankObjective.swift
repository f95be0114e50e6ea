import Foundation

/// The multinomial logistic-regression objective with the weight matrix factored as `W = A·B`, a
/// `featureCount × rank` matrix times a `rank × classCount` one, under `l2 / 2 · (‖A‖² + ‖B‖²)`.
///
/// At its minimum that penalty equals `l2 · ‖W‖_*` (the trace norm of W, for rank at least rank W), so this is
/// trace-norm-regularised maximum entropy: the classes share a few directions in feature space, which helps
/// with many classes and few examples each. Parameters: A (row per feature), then B (row per factor), then
/// `classCount` biases (not penalised). Non-convex in (A, B), so it is started from a fitted full-rank model
/// (see ``LowRankFactorization``).
struct LowRankObjective: ChunkedObjective, @unchecked Sendable {
    let design: DesignMatrix
    let exampleWeights: [Float]
    let featureCount: Int
    let rank: Int
    let classCount: Int
    let l2: Double
    let threads: Int
    /// The sum of example weights.
    let totalWeight: Double
    /// Buffers reused by every evaluation.
    let workspace = ObjectiveWorkspace()

    init(
        design: DesignMatrix, exampleWeights: [Float], featureCount: Int, rank: Int, classCount: Int, l2: Double,
        threads: Int
    ) {
        self.design = design
        self.exampleWeights = exampleWeights
        self.featureCount = featureCount
        self.rank = rank
        self.classCount = classCount
        self.l2 = l2
        self.threads = max(1, threads)
        self.totalWeight = exampleWeights.reduce(0) { $0 + Double($1) }
    }

    /// Where B starts.
    var factorOffset: Int { featureCount * rank }
    /// Where the biases start.
    var biasOffset: Int { factorOffset + rank * classCount }
    /// The number of parameters.
    var parameterCount: Int { biasOffset + classCount }
    /// A word's character row is a row of A.
    var rowWidth: Int { rank }
    /// A and B are under L2; the biases are not.
    var penalizedRanges: [Range<Int>] { [0..<biasOffset] }

    /// Zeroes `gradient` and adds the unscaled weighted log-loss gradient of `rows` to it (word rows'
    /// gradient into `wordGradients`); returns the weighted log-loss sum.
    func accumulate(
        _ parameters: UnsafeBufferPointer<Float>, wordRows: UnsafeBufferPointer<Float>,
        into gradient: UnsafeMutableBufferPointer<Float>, wordGradients: UnsafeMutableBufferPointer<Float>,
        rows: Range<Int>
    ) -> Double {
        let classes = classCount, rank = rank
        let factorOffset = factorOffset, biasOffset = biasOffset
        gradient.update(repeating: 0)
        wordGradients.update(repeating: 0)
        guard let base = parameters.baseAddress, let wordBase = wordRows.baseAddress,
              let gradientBase = gradient.baseAddress, let wordGradientBase = wordGradients.baseAddress
        else { return 0 }
        var loss = 0.0
        // Per group of four rows: the factor activations z = Aᵀx, the scores (then their gradient) and the
        // gradient with respect to z. Missing rows of the last group have z = 0 and a zero score gradient.
        let group = 4
        var buffer = [Float](repeating: 0, count: group * (2 * rank + classes))
        DesignBuffers.with(design) { buffers in
        let featureStarts = buffers.featureStarts, featureIndices = buffers.featureIndices
        let featureValues = buffers.featureValues, tokenStarts = buffers.tokenStarts
        let tokenIndices = buffers.tokenIndices, tokenValues = buffers.tokenValues
        buffer.withUnsafeMutableBufferPointer { buffer in
            guard let factors = buffer.baseAddress else { return }
            let factorGradients = factors + group * rank, scores = factors + 2 * group * rank
            let kernel = LowRankKernel(
                factors: base + factorOffset, factorGradients: gradientBase + factorOffset, rank: rank,
                classes: classes)
            var start = rows.lowerBound
            while start < rows.upperBound {
                let members = min(group, rows.upperBound - start)
                factors.update(repeating: 0, count: group * rank)
                for member in 0..<members {
                    let row = start + member
                    let z = factors + member * rank
                    for position in featureStarts[row]..<featureStarts[row + 1] {
                        VectorMath.axpy(featureValues[position], base + Int(featureIndices[position]) &* rank,
                                        z, count: rank)
                    }
                    for position in tokenStarts[row]..<tokenStarts[row + 1] {
                        VectorMath.axpy(tokenValues[position], wordBase + Int(tokenIndices[position]) &* rank,
                                        z, count: rank)
                    }
                }
                kernel.scores(of: factors, biases: base + biasOffset, into: scores)
                for member in 0..<group {
                    let score = scores + member * classes
                    if member < members {
                        let row = start + member
                        loss += SoftmaxCrossEntropy.gradient(
                            score, classes: classes, target: Int(design.targets[row]), weight: exampleWeights[row])
                        VectorMath.add(score, gradientBase + biasOffset, count: classes)
                    } else {
                        score.update(repeating: 0, count: classes)
                    }
                }
                kernel.backward(factors: factors, scoreGradients: scores, into: factorGradients)
                for member in 0..<members {
                    let row = start + member
                    let dz = UnsafePointer(factorGradients + member * rank)
                    for position in featureStarts[row]..<featureStarts[row + 1] {
                        VectorMath.axpy(featureValues[position], dz,
                                        gradientBase + Int(featureIndices[position]) &* rank, count: rank)
                    }
                    for position in tokenStarts[row]..<tokenStarts[row + 1] {
                        VectorMath.axpy(tokenValues[position], dz,
                                        wordGradientBase + Int(tokenIndices[position]) &* rank, count: rank)
                    }
                }
                start += members
            }
        }
        }
        return loss
    }
}
