/// The last steps shared by the chunked objectives: summing the chunks' gradient parts in chunk order,
/// scattering the per-word gradient rows back to their character n-grams, scaling by 1 / total weight and
/// adding the L2 term on the penalised parameter ranges. Deterministic: every sum has a fixed order.
struct GradientReduction {
    /// Threads for the passes.
    let threads: Int

    /// Finishes `gradient` (chunk 0's part) in place; returns Σ w² over the penalised ranges.
    ///
    /// - Parameters:
    ///   - scratch: chunks 1…'s parts, `gradient.count` floats each.
    ///   - wordGradients: every chunk's word-row gradients, `wordSize` floats each (`words.count × width`).
    ///   - words: the words whose rows are scattered into the first `features × width` parameters.
    ///   - penalized: the parameter ranges under L2, sorted and disjoint.
    func finish(
        _ gradient: UnsafeMutableBufferPointer<Float>, parameters: UnsafeBufferPointer<Float>,
        scratch: UnsafeMutableBufferPointer<Float>, wordGradients: UnsafeMutableBufferPointer<Float>,
        wordSize: Int, chunkCount: Int, words: WordNgrams, width: Int, scale: Float, l2: Float,
        penalized: [Range<Int>]
    ) -> Double {
        // Word rows: sum the chunks' parts (chunk order) and scatter them to their n-grams.
        if chunkCount > 1, let wordBase = wordGradients.baseAddress {
            VectorMath.parallel(count: wordSize, parts: threads) { _, range in
                for chunk in 1..<chunkCount {
                    VectorMath.add(wordBase + chunk * wordSize + range.lowerBound, wordBase + range.lowerBound,
                                   count: range.count)
                }
            }
        }
        scatter(UnsafeMutableBufferPointer(rebasing: wordGradients[0..<wordSize]), words: words, width: width,
                into: gradient)
        // One pass over the parameters: add the other chunks' parts (chunk order), scale, add the L2 part;
        // penalties are summed per piece in piece order.
        let n = gradient.count
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
                var total = 0.0
                for (segment, isPenalized) in Self.segments(of: range, penalized: penalized) {
                    let sum = VectorMath.combine(
                        out + segment.lowerBound, plus: last.map { $0 + segment.lowerBound }, scale: scale,
                        adding: isPenalized ? l2 : 0, times: weights + segment.lowerBound, count: segment.count)
                    if isPenalized { total += sum }
                }
                partials[piece] = total
            }
        }
        return penalties.reduce(0, +)
    }

    /// `range` cut at the bounds of `penalized` (sorted, disjoint), each piece marked penalised or not.
    static func segments(of range: Range<Int>, penalized: [Range<Int>]) -> [(Range<Int>, Bool)] {
        var result: [(Range<Int>, Bool)] = []
        var start = range.lowerBound
        for part in penalized {
            let overlap = part.clamped(to: start..<range.upperBound)
            guard !overlap.isEmpty else { continue }
            if overlap.lowerBound > start { result.append((start..<overlap.lowerBound, false)) }
            result.append((overlap, true))
            start = overlap.upperBound
        }
        if start < range.upperBound { result.append((start..<range.upperBound, false)) }
        return result
    }

    /// Adds each word's gradient row to the gradient rows of its n-grams (times their counts). Several words
    /// share n-grams, so the threads split the n-gram rows, not the words: each walks every word and adds only
    /// into its own range of rows, in word order (the same sums as one thread).
    private func scatter(
        _ wordGradients: UnsafeMutableBufferPointer<Float>, words: WordNgrams, width: Int,
        into gradient: UnsafeMutableBufferPointer<Float>
    ) {
        guard let source = wordGradients.baseAddress, let target = gradient.baseAddress else { return }
        let matrix = words.matrix
        let featureRows = gradient.count / max(1, width)   // an upper bound on the n-gram rows
        matrix.rowStarts.withUnsafeBufferPointer { starts in
        matrix.indices.withUnsafeBufferPointer { indices in
        matrix.values.withUnsafeBufferPointer { values in
            let pass = ScatterPass(source: UnsafePointer(source), target: target, starts: starts, indices: indices,
                                   values: values, words: words.count, width: width)
            VectorMath.parallel(count: featureRows, parts: threads, grain: 1024) { _, rows in
                pass.run(rows: Int32(clamping: rows.lowerBound)..<Int32(clamping: rows.upperBound))
            }
        }
        }
        }
    }

    /// The pointers one scatter shares between threads; each writes only the rows in its range.
    private struct ScatterPass: @unchecked Sendable {
        let source: UnsafePointer<Float>
        let target: UnsafeMutablePointer<Float>
        let starts: UnsafeBufferPointer<Int>
        let indices: UnsafeBufferPointer<Int32>
        let values: UnsafeBufferPointer<Float>
        let words: Int
        let width: Int

        func run(rows: Range<Int32>) {
            for word in 0..<words {
                let row = source + word &* width
                for position in starts[word]..<starts[word + 1] {
                    let index = indices[position]
                    guard rows.contains(index) else { continue }
                    VectorMath.axpy(values[position], row, target + Int(index) &* width, count: width)
                }
            }
        }
    }
}
