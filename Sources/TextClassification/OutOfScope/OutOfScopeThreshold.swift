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

    /// The threshold (among the observed confidences) giving the best accuracy on `predictions`, among those
    /// whose out-of-scope recall is at least `minimumRecall` (ignored when no prediction's gold label is
    /// `label`; when no threshold reaches it, the one with the highest recall).
    ///
    /// A recall floor keeps a threshold chosen on a validation set with few out-of-scope examples from
    /// trading all of them for a sliver of in-scope accuracy.
    public static func best(label: String, on predictions: [Prediction], minimumRecall: Double = 0)
        -> OutOfScopeThreshold
    {
        var candidates = Set(predictions.map(\.confidence))
        candidates.insert(0)
        let outOfScopeTotal = predictions.filter { $0.gold == label }.count
        let floor = outOfScopeTotal == 0 ? 0 : minimumRecall
        var best = OutOfScopeThreshold(label: label, threshold: 0)
        // Ranked by (meets the floor, recall when it does not, correct count).
        var bestKey: (meets: Bool, recall: Int, correct: Int) = (false, -1, -1)
        // Sorted sweep: O(n log n).
        let sorted = predictions.sorted { $0.confidence < $1.confidence }
        var correctAbove = sorted.filter { $0.isCorrect }.count  // threshold 0: nothing falls below
        var oosBelow = 0
        var oosCorrectAbove = sorted.filter { $0.gold == label && $0.isCorrect }.count
        var position = 0
        for threshold in candidates.sorted() {
            while position < sorted.count && sorted[position].confidence < threshold {
                if sorted[position].isCorrect { correctAbove -= 1 }
                if sorted[position].gold == label {
                    oosBelow += 1
                    if sorted[position].isCorrect { oosCorrectAbove -= 1 }
                }
                position += 1
            }
            // Out-of-scope examples above the threshold count as correct only when predicted as `label`.
            let correct = correctAbove + oosBelow
            let oosCaught = oosBelow + oosCorrectAbove
            let meets = Double(oosCaught) >= floor * Double(outOfScopeTotal)
            let key = (meets: meets, recall: meets ? 0 : oosCaught, correct: correct)
            if (key.meets && !bestKey.meets)
                || (key.meets == bestKey.meets && (key.recall, key.correct) > (bestKey.recall, bestKey.correct)) {
                bestKey = key
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
