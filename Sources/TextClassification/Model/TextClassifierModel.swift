import Foundation

/// A trained maximum-entropy text classifier: calibrated label probabilities for any text.
///
/// Load one with ``load(contentsOf:)`` or train one with ``TextClassifierTrainer``. Classification is
/// thread-safe and allocation-light; text with no known features gives ``Classification/noEvidence``.
public struct TextClassifierModel: TextClassifying {
    /// Provenance, labels, features, calibration and validation results.
    public let metadata: ModelMetadata
    /// Feature keys → dense feature indices.
    let table: FeatureTable
    /// Per feature, its IDF weight; empty when the model does not use IDF.
    let idf: [Float]
    /// One bias per label.
    let biases: [Float]
    /// `featureCount × labels.count` weights, one row per feature.
    let weights: [Float]
    /// The feature extractor for `metadata.features`.
    let extractor: FeatureExtractor
    /// The training words, whose character rows are precomputed.
    let words: WordNgrams
    /// Word keys → rows of `wordRows`.
    let wordTable: FeatureTable
    /// Per training word, Σ count · W[n-gram] over its n-grams (`labels.count` floats per word).
    let wordRows: [Float]

    /// Assembles a model from its parts (used by the trainer and the file reader); `idf` holds one weight
    /// per key when `metadata.features.idf` is on, else nothing.
    init(metadata: ModelMetadata, keys: [UInt64], idf: [Float], biases: [Float], weights: [Float], words: [String]) {
        self.metadata = metadata
        let table = FeatureTable(keys: keys)
        self.table = table
        self.idf = idf
        self.biases = biases
        self.weights = weights
        let extractor = FeatureExtractor(configuration: metadata.features)
        self.extractor = extractor
        let cached = extractor.usesCharacters ? words : []
        let wordNgrams = WordNgrams(words: cached, extractor: extractor, table: table, idf: idf)
        self.words = wordNgrams
        self.wordTable = FeatureTable(keys: wordNgrams.keys)
        self.wordRows = weights.withUnsafeBufferPointer { wordNgrams.rows(weights: $0, classes: biases.count) }
    }

    /// Every label, in the model's order.
    public var labels: [String] { metadata.labels }

    /// Whether every token of `word` is a word feature of the model (seen often enough in training to be kept).
    public func knowsWord(_ word: String) -> Bool {
        var tokens = 0
        var known = 0
        extractor.forEach(in: word, wordFeature: { _ in }, token: { _, key in
            tokens += 1
            if table.index(of: key) != nil { known += 1 }
        })
        return tokens > 0 && known == tokens
    }

    /// Reads a model file, refusing truncated, corrupted, foreign and newer-version files.
    public static func load(contentsOf url: URL) throws(ModelError) -> TextClassifierModel {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: [.mappedIfSafe])
        } catch {
            throw .io(path: url.path, reason: error.localizedDescription)
        }
        let result = data.withUnsafeBytes { raw -> Result<TextClassifierModel, ModelError> in
            do throws(ModelError) {
                let parts = try ModelFileFormat.decode(raw, path: url.path)
                return .success(TextClassifierModel(
                    metadata: parts.metadata, keys: parts.keys, idf: parts.idf, biases: parts.biases,
                    weights: parts.weights, words: parts.words))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The checksum a model file ends with (little-endian UInt64), over `body`: every byte before it. For tools
    /// that craft model files, such as the fuzzer, which edits the metadata and must reseal the file.
    public static func fileChecksum(of body: [UInt8]) -> UInt64 {
        Checksum.of(body)
    }

    /// The bytes of this model's file.
    public func fileBytes() throws(ModelError) -> [UInt8] {
        try ModelFileFormat.encode(
            metadata: metadata, keys: table.keys, idf: idf, biases: biases, weights: weights, words: words.words)
    }

    /// Writes the model file atomically (a temporary file renamed into place).
    public func write(to url: URL) throws(ModelError) {
        let bytes = try fileBytes()
        do {
            try Data(bytes).write(to: url, options: [.atomic])
        } catch {
            throw .io(path: url.path, reason: error.localizedDescription)
        }
    }

    /// Uncalibrated scores (logits) for `text`, or `nil` when it has no known features.
    func logits(for text: String) -> [Float]? {
        let classes = biases.count
        let usesCharacters = extractor.usesCharacters
        var accumulator = [Float](repeating: 0, count: classes)
        var wordOccurrences: [Int32] = []
        wordOccurrences.reserveCapacity(32)
        var characterSquares: Float = 0
        var scratch: [Int32] = []
        var tokenCount = 0, knownTokenCount = 0
        let scalesByEvidence = metadata.features.evidenceScaling
        accumulator.withUnsafeMutableBufferPointer { accumulator in
            weights.withUnsafeBufferPointer { weights in
                wordRows.withUnsafeBufferPointer { wordRows in
                    extractor.forEach(in: text, wordFeature: { key in
                        if let index = table.index(of: key) { wordOccurrences.append(index) }
                    }, token: { scalars, key in
                        tokenCount += 1
                        let trainingWord = usesCharacters ? wordTable.index(of: key) : nil
                        // Every in-vocabulary word is a training word, so with character rows on the
                        // training-word lookup alone tells whether the model knows the token.
                        if scalesByEvidence && (trainingWord != nil || (!usesCharacters && table.index(of: key) != nil)) {
                            knownTokenCount += 1
                        }
                        guard usesCharacters else { return }
                        if let row = trainingWord {
                            let base = Int(row) * classes
                            for c in 0..<classes { accumulator[c] += wordRows[base + c] }
                            characterSquares += words.sumOfSquares[Int(row)]
                            return
                        }
                        // A word not seen in training: its n-grams one by one.
                        scratch.removeAll(keepingCapacity: true)
                        extractor.forEachCharacterKey(of: scalars) { key in
                            if let index = table.index(of: key) { scratch.append(index) }
                        }
                        var vector = SparseVector(occurrences: scratch, weight: { Float($0) })
                        vector.scale(by: idf)
                        for (index, count) in zip(vector.indices, vector.values) {
                            let base = Int(index) * classes
                            for c in 0..<classes { accumulator[c] += count * weights[base + c] }
                        }
                        characterSquares += vector.sumOfSquares
                    })
                }
            }
        }
        // Word features: sort the occurrences in place and weight each run (no intermediate vectors); a
        // first pass finds their squared norm, a second adds them with their normalisation factor.
        let binary = metadata.features.binary
        let usesIDF = !idf.isEmpty
        wordOccurrences.sort()
        let scales = wordOccurrences.withUnsafeBufferPointer { occurrences in
            idf.withUnsafeBufferPointer { idf in
                var wordSquares: Float = 0
                SparseVector.forEachRun(occurrences) { index, run in
                    var value = SparseVector.termWeight(run, binary: binary)
                    if usesIDF { value *= idf[Int(index)] }
                    wordSquares += value * value
                }
                return Normalization.scales(
                    wordSquares: wordSquares, characterSquares: characterSquares,
                    separate: metadata.features.separateNorms, wordWeight: Float(metadata.features.wordBlockWeight))
            }
        }
        guard let scales else { return nil }
        accumulator.withUnsafeMutableBufferPointer { accumulator in
            for c in 0..<classes { accumulator[c] *= scales.character }
            weights.withUnsafeBufferPointer { weights in
                idf.withUnsafeBufferPointer { idf in
                    wordOccurrences.withUnsafeBufferPointer { occurrences in
                        SparseVector.forEachRun(occurrences) { index, run in
                            var value = SparseVector.termWeight(run, binary: binary)
                            if usesIDF { value *= idf[Int(index)] }
                            value *= scales.word
                            let base = Int(index) * classes
                            for c in 0..<classes { accumulator[c] += value * weights[base + c] }
                        }
                    }
                }
            }
            for c in 0..<classes { accumulator[c] += biases[c] }
        }
        if scalesByEvidence && knownTokenCount < tokenCount {
            // A per-text temperature: same ranking, flatter probabilities when many words are unknown.
            let share = Float(knownTokenCount) / Float(tokenCount)
            for c in 0..<classes { accumulator[c] *= share }
        }
        return accumulator
    }

    /// Calibrated probabilities in the model's label order, or `nil` when the text has no evidence.
    public func probabilities(for text: String) -> [Double]? {
        guard let logits = logits(for: text) else { return nil }
        return Self.softmax(logits, temperature: metadata.temperature)
    }

    /// The softmax of `logits / temperature`, in Double.
    static func softmax(_ logits: [Float], temperature: Double) -> [Double] {
        var maximum = -Double.infinity
        for logit in logits { maximum = max(maximum, Double(logit) / temperature) }
        var result = [Double](repeating: 0, count: logits.count)
        var total = 0.0
        for index in logits.indices {
            let value = exp(Double(logits[index]) / temperature - maximum)
            result[index] = value
            total += value
        }
        for index in result.indices { result[index] /= total }
        return result
    }

    /// Every label with its calibrated probability, most probable first; empty when there is no evidence.
    public func classify(_ text: String) -> Classification {
        Classification(hypotheses: labelHypotheses(for: text, maximumCount: labels.count))
    }

    /// The `maximumCount` most probable labels with their probabilities, most probable first (ties in
    /// label order).
    ///
    /// Probabilities sum to 1 over all labels (not only those returned). Empty when there is no evidence.
    public func labelHypotheses(for text: String, maximumCount: Int) -> [LabelHypothesis] {
        guard maximumCount > 0, let probabilities = probabilities(for: text) else { return [] }
        let count = min(maximumCount, probabilities.count)
        func precedes(_ a: Int, _ b: Int) -> Bool {
            probabilities[a] != probabilities[b] ? probabilities[a] > probabilities[b] : a < b
        }
        var chosen: [Int] = []
        chosen.reserveCapacity(count)
        if count <= 8 {
            // Repeated selection: k passes beat a full sort for the usual top-1 or top-2.
            for _ in 0..<count {
                var best = -1
                for index in probabilities.indices where !chosen.contains(index) {
                    if best < 0 || precedes(index, best) { best = index }
                }
                chosen.append(best)
            }
        } else {
            chosen = Array(probabilities.indices.sorted(by: precedes).prefix(count))
        }
        return chosen.map { LabelHypothesis(label: labels[$0], probability: probabilities[$0]) }
    }

    /// The most probable label, or `nil` when the text has no evidence.
    public func predictedLabel(for text: String) -> String? {
        labelHypotheses(for: text, maximumCount: 1).first?.label
    }

    /// The content hash of training examples, as stored in ``ModelMetadata/trainingDataHash``.
    public static func contentHash(of examples: [LabeledText]) -> String {
        Checksum.contentHash(of: examples)
    }
}
