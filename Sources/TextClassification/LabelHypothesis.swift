/// One candidate label for a text, with the probability the classifier gives it.
public struct LabelHypothesis: Sendable, Hashable, Codable {
    /// The label, exactly as it appears in the model.
    public var label: String
    /// The calibrated probability of the label, in `0...1`.
    public var probability: Double

    /// Creates a hypothesis.
    public init(label: String, probability: Double) {
        self.label = label
        self.probability = probability
    }
}
