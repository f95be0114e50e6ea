/// The outcome of classifying one text: every label with its probability, or no evidence at all.
///
/// When the text has no usable features (empty, whitespace, punctuation only, or nothing the model has
/// seen), `hypotheses` is empty and `hasEvidence` is `false`: the classifier refuses to make up a confidence.
public struct Classification: Sendable, Hashable {
    /// Hypotheses sorted by descending probability; they sum to 1 over all labels. Empty for no evidence.
    public var hypotheses: [LabelHypothesis]

    /// Creates a classification from hypotheses already sorted by descending probability.
    public init(hypotheses: [LabelHypothesis]) {
        self.hypotheses = hypotheses
    }

    /// A classification that carries no evidence for any label.
    public static let noEvidence = Classification(hypotheses: [])

    /// Whether the text carried any usable evidence.
    public var hasEvidence: Bool { !hypotheses.isEmpty }

    /// The most probable hypothesis, or `nil` when there is no evidence.
    public var top: LabelHypothesis? { hypotheses.first }

    /// The gap between the top two probabilities (the top probability when there is only one label).
    public var margin: Double? {
        guard let first = hypotheses.first else { return nil }
        return first.probability - (hypotheses.count > 1 ? hypotheses[1].probability : 0)
    }
}
