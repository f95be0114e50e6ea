import Foundation

/// Out-of-scope detection: a score of the model's whole output (``OutOfScopeScore``) and a threshold on it,
/// below which a prediction becomes the out-of-scope label. Both are chosen on validation data
/// (``best(label:model:on:minimumRecall:scores:)``) and can be stored in the model's metadata.
public struct OutOfScopeDetector: Sendable, Hashable, Codable {
    /// The score thresholded.
    public var score: OutOfScopeScore
    /// The out-of-scope label and the threshold on `score` (its `threshold` is in the score's units).
    public var rule: OutOfScopeThreshold
    /// Accuracy on the validation data it was chosen on, with the threshold applied.
    public var validationAccuracy: Double?
    /// Out-of-scope recall on that validation data.
    public var validationRecall: Double?

    /// Creates a detector.
    public init(score: OutOfScopeScore, rule: OutOfScopeThreshold, validationAccuracy: Double? = nil,
                validationRecall: Double? = nil) {
        self.score = score
        self.rule = rule
        self.validationAccuracy = validationAccuracy
        self.validationRecall = validationRecall
    }

    /// The out-of-scope label.
    public var label: String { rule.label }

    /// The model's top label for `text` with `score`'s value in place of the confidence (before the
    /// threshold); no label and 0 for text without evidence.
    public static func scored(
        _ model: TextClassifierModel, text: String, score: OutOfScopeScore, outOfScopeLabel: String?
    ) -> (label: String?, value: Double)
    {
        guard let logits = model.logits(for: text) else { return (nil, 0) }
        let temperature = model.metadata.temperature
        let scaled = logits.map { Double($0) / temperature }
        let probabilities = TextClassifierModel.softmax(logits, temperature: temperature)
        var top = 0
        for index in probabilities.indices where probabilities[index] > probabilities[top] { top = index }
        let label = model.labels[top]
        let outOfScopeIndex = outOfScopeLabel.flatMap { model.labels.firstIndex(of: $0) }
        return (label, score.value(probabilities: probabilities, scaledLogits: scaled,
                                   outOfScopeIndex: outOfScopeIndex))
    }

    /// The detector's decision for `text`: the model's top label, or the out-of-scope label when the score
    /// is below the threshold; `nil` for text without evidence.
    public func label(for text: String, model: TextClassifierModel) -> String? {
        let (label, value) = Self.scored(model, text: text, score: score, outOfScopeLabel: rule.label)
        guard label != nil else { return nil }
        return value < rule.threshold ? rule.label : label
    }

    /// Predictions whose confidence is `score`'s value (what the threshold is compared with).
    public static func predictions(
        _ model: TextClassifierModel, on examples: [LabeledText], score: OutOfScopeScore, outOfScopeLabel: String
    ) -> [Prediction] {
        examples.map { example in
            let (label, value) = scored(model, text: example.text, score: score, outOfScopeLabel: outOfScopeLabel)
            return Prediction(gold: example.label, predicted: label, confidence: value)
        }
    }

    /// The score and threshold with the best accuracy on `examples` among those catching at least
    /// `minimumRecall` of their out-of-scope examples (see ``OutOfScopeThreshold/best(label:on:minimumRecall:)``);
    /// ties go to the earlier score in `scores`, so the plain top probability wins unless another does better.
    public static func best(
        label: String, model: TextClassifierModel, on examples: [LabeledText], minimumRecall: Double = 0,
        scores: [OutOfScopeScore] = OutOfScopeScore.allCases
    ) -> OutOfScopeDetector {
        var best: OutOfScopeDetector?
        var bestKey: (meets: Bool, recall: Double, accuracy: Double) = (false, -1, -1)
        let outOfScopeCount = examples.filter { $0.label == label }.count
        for score in scores {
            let predictions = predictions(model, on: examples, score: score, outOfScopeLabel: label)
            let rule = OutOfScopeThreshold.best(label: label, on: predictions, minimumRecall: minimumRecall)
            let applied = predictions.map(rule.apply)
            let accuracy = Double(applied.filter(\.isCorrect).count) / Double(max(1, applied.count))
            let recall = rule.scores(predictions).outOfScopeRecall
            let meets = outOfScopeCount == 0 || recall >= minimumRecall - 1e-12
            let key = (meets: meets, recall: meets ? 0 : recall, accuracy: accuracy)
            if best == nil || (key.meets && !bestKey.meets)
                || (key.meets == bestKey.meets && (key.recall, key.accuracy) > (bestKey.recall, bestKey.accuracy)) {
                bestKey = key
                best = OutOfScopeDetector(score: score, rule: rule, validationAccuracy: accuracy,
                                          validationRecall: recall)
            }
        }
        return best ?? OutOfScopeDetector(score: .probability, rule: OutOfScopeThreshold(label: label, threshold: 0))
    }

    /// A one-line description, e.g. `energy (log-sum-exp of the calibrated scores) below 0.4210 → oos`.
    public var summary: String {
        String(format: "%@ below %.4f → %@", score.summary, rule.threshold, rule.label)
    }
}
