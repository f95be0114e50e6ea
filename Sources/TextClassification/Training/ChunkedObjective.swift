/// An objective whose loss is a weighted sum over the rows of a ``DesignMatrix``, computed in contiguous
/// chunks of rows on `threads` threads and reduced in a fixed order (results do not depend on scheduling).
///
/// The first `featureCount × rowWidth` parameters are feature rows; the character n-grams of each word enter
/// through one row per word (Σ count · row[n-gram]), computed once per evaluation, whose gradient is
/// gathered per word and scattered back to the n-grams.
protocol ChunkedObjective: Sendable {
    /// The training texts.
    var design: DesignMatrix { get }
    /// The number of parameters.
    var parameterCount: Int { get }
    /// The width of a feature (and word) row.
    var rowWidth: Int { get }
    /// The parameter ranges under L2 (sorted, disjoint).
    var penalizedRanges: [Range<Int>] { get }
    /// The L2 strength.
    var l2: Double { get }
    /// Threads for the evaluation.
    var threads: Int { get }
    /// The sum of example weights.
    var totalWeight: Double { get }
    /// Buffers reused by every evaluation.
    var workspace: ObjectiveWorkspace { get }

    /// Zeroes `gradient` and adds the unscaled weighted loss gradient of `rows` to it (word rows' gradient
    /// into `wordGradients`); returns the weighted loss sum.
    func accumulate(
        _ parameters: UnsafeBufferPointer<Float>, wordRows: UnsafeBufferPointer<Float>,
        into gradient: UnsafeMutableBufferPointer<Float>, wordGradients: UnsafeMutableBufferPointer<Float>,
        rows: Range<Int>
    ) -> Double
}

extension ChunkedObjective {
    /// Computes the objective (mean weighted loss + `l2 / 2 · ‖penalised‖²`) at `parameters`, writing the
    /// gradient into `gradient`.
    func evaluate(_ parameters: UnsafeBufferPointer<Float>, gradient: UnsafeMutableBufferPointer<Float>) -> Double {
        let rows = design.rowCount
        let chunkCount = VectorMath.pieceCount(count: rows, parts: threads, grain: 256)
        let n = parameterCount
        let wordSize = design.words.count * rowWidth
        let space = workspace
        space.prepare(parameterCount: n, wordSize: wordSize, chunkCount: chunkCount)
        let scratch = space.scratch, wordGradients = space.wordGradients, losses = space.losses
        let wordRows = space.wordRows
        design.words.fillRows(UnsafeMutableBufferPointer(rebasing: wordRows[0..<wordSize]), weights: parameters,
                              classes: rowWidth, threads: threads)
        let context = ChunkContext(
            objective: self, parameters: parameters, wordRows: UnsafeBufferPointer(wordRows), output: gradient,
            scratch: scratch, wordGradients: wordGradients, losses: losses)
        VectorMath.parallel(count: rows, parts: threads, grain: 256) { chunk, range in
            context.run(chunk: chunk, rows: range)
        }
        let penalty = GradientReduction(threads: threads).finish(
            gradient, parameters: parameters, scratch: scratch, wordGradients: wordGradients, wordSize: wordSize,
            chunkCount: chunkCount, words: design.words, width: rowWidth, scale: Float(1 / totalWeight),
            l2: Float(l2), penalized: penalizedRanges)
        var loss = 0.0
        for chunk in 0..<chunkCount { loss += losses[chunk] }
        return loss / totalWeight + 0.5 * l2 * penalty
    }
}

/// The pointers one gradient pass shares between its chunks; each chunk writes only its own parts.
private struct ChunkContext<Objective: ChunkedObjective>: @unchecked Sendable {
    let objective: Objective
    let parameters: UnsafeBufferPointer<Float>
    let wordRows: UnsafeBufferPointer<Float>
    let output: UnsafeMutableBufferPointer<Float>
    let scratch: UnsafeMutableBufferPointer<Float>
    let wordGradients: UnsafeMutableBufferPointer<Float>
    let losses: UnsafeMutableBufferPointer<Double>

    /// Computes chunk `chunk`'s loss and gradient over `rows` (chunk 0 into the output, others into scratch).
    func run(chunk: Int, rows: Range<Int>) {
        let n = objective.parameterCount
        let target = chunk == 0
            ? output
            : UnsafeMutableBufferPointer(rebasing: scratch[((chunk - 1) * n)..<(chunk * n)])
        let wordSize = objective.design.words.count * objective.rowWidth
        let words = UnsafeMutableBufferPointer(rebasing: wordGradients[(chunk * wordSize)..<((chunk + 1) * wordSize)])
        losses[chunk] = objective.accumulate(
            parameters, wordRows: wordRows, into: target, wordGradients: words, rows: rows)
    }
}
