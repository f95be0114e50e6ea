/// Precision, recall and F1 of one label.
public struct ClassMetrics: Sendable, Hashable, Codable {
    /// The label.
    public var label: String
    /// Of the examples predicted as this label, the fraction that have it.
    public var precision: Double
    /// Of the examples that have this label, the fraction predicted as it.
    public var recall: Double
    /// The harmonic mean of precision and recall.
    public var f1: Double
    /// How many examples have this label.
    public var support: Int

    /// Creates the metrics of one label.
    public init(label: String, precision: Double, recall: Double, f1: Double, support: Int) {
        self.label = label
        self.precision = precision
        self.recall = recall
        self.f1 = f1
        self.support = support
    }
}
