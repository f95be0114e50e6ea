/// The character n-gram features of a set of words: one sparse row of n-gram feature indices and
/// in-word occurrence counts per word, keyed by the word's key.
struct WordNgrams: Sendable {
    /// The words' keys (their unigram keys), in row order.
    var keys: [UInt64] = []
    /// The words themselves (case-folded tokens), in row order.
    var words: [String] = []
    /// Row `w`: the in-vocabulary n-gram feature indices of word `w` and how often each occurs in it (times
    /// the n-gram's IDF weight when the model uses IDF).
    var matrix = SparseMatrix()
    /// Σ value² of each row: the word's share of a text's squared norm.
    var sumOfSquares: [Float] = []

    /// The number of words.
    var count: Int { keys.count }

    /// Adds a word given as token scalars, resolving its n-grams through `table` and weighting them by `idf`
    /// (per feature; empty for none). `word` is the same word as a `String` when the caller has it (saves
    /// rebuilding it scalar by scalar, which was most of a model's load time).
    mutating func append(
        _ scalars: UnsafeBufferPointer<UInt32>, word: String? = nil, extractor: FeatureExtractor, table: FeatureTable,
        idf: [Float], scratch: inout [Int32]
    ) {
        scratch.removeAll(keepingCapacity: true)
        extractor.forEachCharacterKey(of: scalars) { key in
            if let index = table.index(of: key) { scratch.append(index) }
        }
        // The row goes straight into the matrix (sorted indices, one entry per distinct n-gram with its count
        // times IDF), with no per-word arrays: those allocations were a fifth of a model's load. The values and
        // Σ value² come out exactly as `SparseVector(occurrences:)` + `scale(by:)` + `sumOfSquares` give them.
        scratch.sort()
        var squares: Float = 0
        scratch.withUnsafeBufferPointer { occurrences in
            SparseVector.forEachRun(occurrences) { index, run in
                var value = Float(run)
                if !idf.isEmpty { value *= idf[Int(index)] }
                matrix.indices.append(index)
                matrix.values.append(value)
                squares += value * value
            }
        }
        matrix.rowStarts.append(matrix.indices.count)
        sumOfSquares.append(squares)
        keys.append(FeatureExtractor.wordKey(of: scalars))
        if let word {
            words.append(word)
        } else {
            var view = String.UnicodeScalarView()
            for value in scalars { if let scalar = Unicode.Scalar(value) { view.append(scalar) } }
            words.append(String(view))
        }
    }

    /// Builds the rows of `words` (case-folded tokens), n-grams weighted by `idf` (empty for none). Long lists
    /// are built in two halves on two threads (most of a model's load time) and joined in order, so the result
    /// is the same as one pass; `partSize` is the shortest half worth a thread.
    init(words: [String], extractor: FeatureExtractor, table: FeatureTable, idf: [Float], partSize: Int = 4096) {
        guard words.count / 2 >= max(1, partSize) else {
            self.init(serial: words[...], extractor: extractor, table: table, idf: idf)
            return
        }
        let middle = words.count / 2
        let (first, second) = TwoThreads.run(
            { WordNgrams(serial: words[..<middle], extractor: extractor, table: table, idf: idf) },
            { WordNgrams(serial: words[middle...], extractor: extractor, table: table, idf: idf) })
        self = first
        append(contentsOf: second)
    }

    /// Builds the rows of `words` one after the other.
    private init(serial words: ArraySlice<String>, extractor: FeatureExtractor, table: FeatureTable, idf: [Float]) {
        var scratch: [Int32] = []
        var scalars: [UInt32] = []  // reused: one array per word was a tenth of a model's load
        scalars.reserveCapacity(64)
        for word in words {
            scalars.removeAll(keepingCapacity: true)
            for scalar in word.unicodeScalars { scalars.append(scalar.value) }
            scalars.withUnsafeBufferPointer {
                append($0, word: word, extractor: extractor, table: table, idf: idf, scratch: &scratch)
            }
        }
    }

    /// Appends the words of `other` after these, in order.
    private mutating func append(contentsOf other: WordNgrams) {
        let offset = matrix.indices.count
        keys += other.keys
        words += other.words
        sumOfSquares += other.sumOfSquares
        matrix.indices += other.matrix.indices
        matrix.values += other.matrix.values
        matrix.rowStarts += other.matrix.rowStarts.dropFirst().map { $0 + offset }
    }

    /// An empty set.
    init() {}

    /// The character rows: for each word, Σ count · W[n-gram] over its n-grams (`classes` floats per word).
    func rows(weights: UnsafeBufferPointer<Float>, classes: Int) -> [Float] {
        var rows = [Float](repeating: 0, count: count * classes)
        rows.withUnsafeMutableBufferPointer { fillRows($0, weights: weights, classes: classes, threads: 2) }
        return rows
    }

    /// Writes the character rows into `rows` (at least `count × classes` floats), words split over `threads`.
    func fillRows(_ rows: UnsafeMutableBufferPointer<Float>, weights: UnsafeBufferPointer<Float>, classes: Int,
                  threads: Int) {
        guard let target = rows.baseAddress, let source = weights.baseAddress else { return }
        matrix.rowStarts.withUnsafeBufferPointer { starts in
        matrix.indices.withUnsafeBufferPointer { indices in
        matrix.values.withUnsafeBufferPointer { values in
            let fill = RowFill(target: target, source: source, starts: starts, indices: indices, values: values,
                               classes: classes)
            VectorMath.parallel(count: count, parts: threads, grain: 512) { _, words in fill.run(words) }
        }
        }
        }
    }

    /// The pointers one fill of character rows shares between threads; each writes its own words' rows.
    private struct RowFill: @unchecked Sendable {
        let target: UnsafeMutablePointer<Float>
        let source: UnsafePointer<Float>
        let starts: UnsafeBufferPointer<Int>
        let indices: UnsafeBufferPointer<Int32>
        let values: UnsafeBufferPointer<Float>
        let classes: Int

        /// Fills the rows of `words`.
        func run(_ words: Range<Int>) {
            for word in words {
                let row = target + word &* classes
                row.update(repeating: 0, count: classes)
                for position in starts[word]..<starts[word + 1] {
                    VectorMath.axpy(values[position], source + Int(indices[position]) &* classes, row, count: classes)
                }
            }
        }
    }
}
