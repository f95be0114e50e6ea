/// One classified example: the gold label, the predicted label (nil for no evidence) and its confidence.
public struct Prediction: Sendable, Hashable, Codable {
    /// The correct label.
    public var gold: String
    /// The predicted label, or `nil` when the text had no evidence.
    public var predicted: String?
    /// The probability of the predicted label (0 for no evidence).
    public var confidence: Double

    /// Creates a prediction.
    public init(gold: String, predicted: String?, confidence: Double) {
        self.gold = gold
        self.predicted = predicted
        self.confidence = confidence
    }

    /// Whether the prediction is right.
    public var isCorrect: Bool { predicted == gold }
}
