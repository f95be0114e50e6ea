/// Buffers one `LogisticObjective` reuses across evaluations (allocated once, at the first evaluation),
/// so an L-BFGS run does not allocate and page in tens of megabytes per gradient.
///
/// Evaluations of one objective run one at a time (the optimiser is sequential); within an evaluation the
/// chunks write disjoint parts.
final class ObjectiveWorkspace: @unchecked Sendable {
    /// The gradient parts of chunks 1… (chunk 0 writes the output directly).
    private(set) var scratch = UnsafeMutableBufferPointer<Float>(start: nil, count: 0)
    /// The word-row gradients of every chunk.
    private(set) var wordGradients = UnsafeMutableBufferPointer<Float>(start: nil, count: 0)
    /// The character rows of every word at the current parameters.
    private(set) var wordRows = UnsafeMutableBufferPointer<Float>(start: nil, count: 0)
    /// Each chunk's weighted log-loss sum.
    private(set) var losses = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)

    /// Creates an empty workspace.
    init() {}

    /// Makes the buffers large enough for one evaluation.
    func prepare(parameterCount: Int, wordSize: Int, chunkCount: Int) {
        Self.ensure(&scratch, count: parameterCount * (chunkCount - 1))
        // At least one element each: with character n-grams off there are no word rows, and an empty buffer
        // has no base address, which the gradient pass would take for "nothing to do".
        Self.ensure(&wordGradients, count: max(1, wordSize * chunkCount))
        Self.ensure(&wordRows, count: max(1, wordSize))
        if losses.count < chunkCount {
            losses.deallocate()
            losses = .allocate(capacity: chunkCount)
        }
        losses.update(repeating: 0)
    }

    /// Reallocates `buffer` (zeroed) when it holds fewer than `count` elements.
    private static func ensure(_ buffer: inout UnsafeMutableBufferPointer<Float>, count: Int) {
        guard buffer.count < count else { return }
        buffer.deallocate()
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: 0)
    }

    deinit {
        scratch.deallocate()
        wordGradients.deallocate()
        wordRows.deallocate()
        losses.deallocate()
    }
}
