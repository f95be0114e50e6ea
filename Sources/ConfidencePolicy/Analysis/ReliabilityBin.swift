/// One bin of a reliability diagram: predictions whose top probability falls in `[lower, upper)`.
public struct ReliabilityBin: Sendable, Hashable {
    /// The bin's lower edge (inclusive).
    public var lower: Double
    /// The bin's upper edge (exclusive, except for the last bin, which includes 1).
    public var upper: Double
    /// Predictions in the bin.
    public var count: Int
    /// Their mean top probability; `nil` when the bin is empty.
    public var meanConfidence: Double?
    /// The share of them whose top label is right; `nil` when the bin is empty.
    public var accuracy: Double?

    /// Creates a bin.
    public init(lower: Double, upper: Double, count: Int, meanConfidence: Double?, accuracy: Double?) {
        self.lower = lower
        self.upper = upper
        self.count = count
        self.meanConfidence = meanConfidence
        self.accuracy = accuracy
    }
}
