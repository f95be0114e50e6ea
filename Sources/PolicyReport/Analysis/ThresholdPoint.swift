/// What acting at one threshold would do: how much is acted on and how often correctly.
///
/// `coverage` = acted / all; `precision` = correct / acted (`nil` when nothing is acted on);
/// `recall` = correct / all, the share of all utterances answered directly and correctly.
public struct ThresholdPoint: Sendable, Hashable {
    /// The act threshold: utterances whose top probability is at least this are acted on.
    public var threshold: Double
    /// Number of utterances.
    public var count: Int
    /// Utterances at or above the threshold.
    public var acted: Int
    /// Of those, the ones whose top label is right.
    public var correct: Int

    /// Creates a point from counts.
    public init(threshold: Double, count: Int, acted: Int, correct: Int) {
        self.threshold = threshold
        self.count = count
        self.acted = acted
        self.correct = correct
    }

    /// Share of all utterances acted on.
    public var coverage: Double { count > 0 ? Double(acted) / Double(count) : 0 }
    /// Share of acted-on utterances with the right label; `nil` when nothing is acted on.
    public var precision: Double? { acted > 0 ? Double(correct) / Double(acted) : nil }
    /// Share of all utterances acted on with the right label.
    public var recall: Double { count > 0 ? Double(correct) / Double(count) : 0 }
}
