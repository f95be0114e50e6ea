import TextClassification

/// One labelled utterance with the classifier's output for it: the raw material of every policy analysis.
public struct LabeledPrediction: Sendable, Hashable {
    /// The label a person gave the utterance.
    public var trueLabel: String
    /// What the classifier said about it.
    public var classification: Classification

    /// Creates a labelled prediction.
    public init(trueLabel: String, classification: Classification) {
        self.trueLabel = trueLabel
        self.classification = classification
    }

    /// The classifier's top label, or `nil` when it had no evidence.
    public var predictedLabel: String? { classification.top?.label }

    /// The top probability; 0 when the classifier had no evidence (such utterances never reach a band).
    public var confidence: Double { classification.top?.probability ?? 0 }

    /// Whether the top label is the true label.
    public var isCorrect: Bool { predictedLabel == trueLabel }

    /// The prediction as the classifier's ``Evaluator`` takes it (for calibration and confusions).
    public var prediction: Prediction {
        Prediction(gold: trueLabel, predicted: predictedLabel, confidence: confidence)
    }
}
