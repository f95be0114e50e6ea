/// Quality figures for a set of predictions: accuracy, F1, confusions and calibration.
public struct EvaluationReport: Sendable, Hashable, Codable {
    /// The number of examples.
    public var count: Int
    /// The fraction predicted correctly.
    public var accuracy: Double
    /// The mean F1 over labels with support or predictions.
    public var macroF1: Double
    /// The mean recall over labels with support.
    public var balancedAccuracy: Double
    /// Per-label metrics, in label order.
    public var classes: [ClassMetrics]
    /// The labels of the confusion matrix rows and columns (gold and predicted labels, sorted).
    public var confusionLabels: [String]
    /// `confusionMatrix[gold][predicted]` counts, indexed like `confusionLabels`.
    public var confusionMatrix: [[Int]]
    /// The most frequent errors, most frequent first.
    public var topConfusions: [Confusion]
    /// Expected calibration error over the reliability bins.
    public var expectedCalibrationError: Double
    /// The reliability table (10 equal-width confidence bins).
    public var reliability: [ReliabilityBin]
    /// How many examples had no evidence (no prediction).
    public var noEvidenceCount: Int
}
