/// Out-of-scope detection by a confidence threshold: below it, a prediction becomes the out-of-scope label.
public struct OutOfScopeThreshold: Sendable, Hashable, Codable {
    /// The out-of-scope label, e.g. `oos`.
    public var label: String
    /// Predictions with confidence below this become `label`.
    public var threshold: Double

    /// Creates a threshold rule.
    public init(label: String, threshold: Double) {
        self.label = label
        self.threshold = threshold
    }

    /// Applies the rule to one prediction.
    public func apply(_ prediction: Prediction) -> Prediction {
        guard let predicted = prediction.predicted, prediction.confidence >= threshold else {
            return Prediction(gold: prediction.gold, predicted: label, confidence: prediction.confidence)
        }
        return Prediction(gold: prediction.gold, predicted: predicted, confidence: prediction.confidence)
    }

    /// The threshold (among the observed confidences) giving the best accuracy on `predictions`.
    public static func best(label: String, on predictions: [Prediction]) -> OutOfScopeThreshold {
        var candidates = Set(predictions.map(\.confidence))
        candidates.insert(0)
        var best = OutOfScopeThreshold(label: label, threshold: 0)
        var bestCorrect = -1
        // Sorted sweep: O(n log n).
        let sorted = predictions.sorted { $0.confidence < $1.confidence }
        var correctAbove = sorted.filter { $0.isCorrect }.count  // threshold 0: nothing falls below
        var oosBelow = 0
        var position = 0
        for threshold in candidates.sorted() {
            while position < sorted.count && sorted[position].confidence < threshold {
                if sorted[position].isCorrect { correctAbove -= 1 }
                if sorted[position].gold == label { oosBelow += 1 }
                position += 1
            }
            let correct = correctAbove + oosBelow
            if correct > bestCorrect {
                bestCorrect = correct
                best = OutOfScopeThreshold(label: label, threshold: threshold)
            }
        }
        return best
    }

    /// In-scope accuracy and out-of-scope recall of `predictions` after applying the rule.
    public func scores(_ predictions: [Prediction]) -> (inScopeAccuracy: Double, outOfScopeRecall: Double) {
        let applied = predictions.map(apply)
        let inScope = applied.filter { $0.gold != label }
        let outOfScope = applied.filter { $0.gold == label }
        let inScopeAccuracy = inScope.isEmpty ? 0 : Double(inScope.filter(\.isCorrect).count) / Double(inScope.count)
        let recall = outOfScope.isEmpty ? 0 : Double(outOfScope.filter(\.isCorrect).count) / Double(outOfScope.count)
        return (inScopeAccuracy, recall)
    }
}
