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
    /// One bias per label.
    let biases: [Float]
    /// `featureCount × labels.count` weights, one row per feature.
    let weights: [Float]
    /// The feature extractor for `metadata.features`.
    let extractor: FeatureExtractor

    /// Assembles a model from its parts (used by the trainer and the file reader).
    init(metadata: ModelMetadata, keys: [UInt64], biases: [Float], weights: [Float]) {
        self.metadata = metadata
        self.table = FeatureTable(keys: keys)
        self.biases = biases
        self.weights = weights
        self.extractor = FeatureExtractor(configuration: metadata.features)
    }

    /// Every label, in the model's order.
    public var labels: [String] { metadata.labels }

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
                    metadata: parts.metadata, keys: parts.keys, biases: parts.biases, weights: parts.weights))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The bytes of this model's file.
    public func fileBytes() throws(ModelError) -> [UInt8] {
        try ModelFileFormat.encode(metadata: metadata, keys: table.keys, biases: biases, weights: weights)
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

    /// The feature vector of `text` under this model's vocabulary.
    func vector(for text: String) -> SparseVector {
        var occurrences: [Int32] = []
        occurrences.reserveCapacity(128)
        extractor.forEachKey(in: text) { key in
            if let index = table.index(of: key) { occurrences.append(index) }
        }
        return SparseVector(occurrences: occurrences, binary: metadata.features.binary)
    }

    /// Uncalibrated scores (logits) for a feature vector.
    func logits(for vector: SparseVector) -> [Float] {
        let classes = biases.count
        var scores = biases
        scores.withUnsafeMutableBufferPointer { scores in
            weights.withUnsafeBufferPointer { weights in
                for (position, index) in vector.indices.enumerated() {
                    let value = vector.values[position]
                    let row = Int(index) * classes
                    for label in 0..<classes { scores[label] += value * weights[row + label] }
                }
            }
        }
        return scores
    }

    /// Calibrated probabilities in the model's label order, or `nil` when the text has no evidence.
    public func probabilities(for text: String) -> [Double]? {
        let vector = vector(for: text)
        guard !vector.isEmpty else { return nil }
        return Self.softmax(logits(for: vector), temperature: metadata.temperature)
    }

    /// The softmax of `logits / temperature`, in Double.
    static func softmax(_ logits: [Float], temperature: Double) -> [Double] {
        let scaled = logits.map { Double($0) / temperature }
        let maximum = scaled.max() ?? 0
        let exponentials = scaled.map { exp($0 - maximum) }
        let total = exponentials.reduce(0, +)
        return exponentials.map { $0 / total }
    }

    /// Every label with its calibrated probability, most probable first; empty when there is no evidence.
    public func classify(_ text: String) -> Classification {
        Classification(hypotheses: labelHypotheses(for: text, maximumCount: labels.count))
    }

    /// The `maximumCount` most probable labels with their probabilities, most probable first.
    ///
    /// Probabilities sum to 1 over all labels (not only those returned). Empty when there is no evidence.
    public func labelHypotheses(for text: String, maximumCount: Int) -> [LabelHypothesis] {
        guard maximumCount > 0, let probabilities = probabilities(for: text) else { return [] }
        let order = probabilities.indices.sorted {
            probabilities[$0] != probabilities[$1] ? probabilities[$0] > probabilities[$1] : $0 < $1
        }
        return order.prefix(maximumCount).map { LabelHypothesis(label: labels[$0], probability: probabilities[$0]) }
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
