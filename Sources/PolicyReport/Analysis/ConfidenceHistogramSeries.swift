/// The top-probability histogram of one true label, each bin split into right and wrong top labels.
public struct ConfidenceHistogramSeries: Sendable, Hashable {
    /// The true label.
    public var label: String
    /// Per bin: predictions whose top label was right.
    public var correct: [Int]
    /// Per bin: predictions whose top label was wrong.
    public var wrong: [Int]
    /// Utterances of this label the classifier had no evidence for (not in any bin).
    public var noEvidence: Int

    /// Creates a series.
    public init(label: String, correct: [Int], wrong: [Int], noEvidence: Int) {
        self.label = label
        self.correct = correct
        self.wrong = wrong
        self.noEvidence = noEvidence
    }

    /// All utterances of this label.
    public var total: Int { correct.reduce(0, +) + wrong.reduce(0, +) + noEvidence }
}
